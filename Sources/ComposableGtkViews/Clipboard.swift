import ComposableGtk
import Foundation
import Gdk
import Gio
import Gtk

extension View {
  /// Puts `payload` on the clipboard when the user copies (Ctrl+C) while the focus is in the
  /// view, as SwiftUI's `copyable(_:)` on macOS: the display's `GdkClipboard` offers it in each
  /// format of its ``Transferable/transferRepresentation``.
  ///
  /// ```swift
  /// List(selection: $selection) { … }
  ///   .copyable(store.selectedTitles)
  /// ```
  ///
  /// `payload` is read when the user copies. The view is made focusable so that the focus can
  /// be in it. Differs from SwiftUI's: GNOME's clipboard holds one value, so only the first of
  /// `payload` is copied; there is no Edit menu item (a `CommandGroup` can add one).
  public func copyable<T: Transferable>(
    _ payload: @autoclosure @escaping () -> [T]
  ) -> ClipboardView<Self> {
    ClipboardView(content: self, shortcut: "<Control>c") { widget in
      guard let first = payload().first else { return }
      copy(AnyTransferPayload(first), to: widget.display.clipboard)
    }
  }

  /// Pastes values of `payloadType` from the clipboard when the user pastes (Ctrl+V) while
  /// the focus is in the view, as SwiftUI's `pasteDestination(for:action:validator:)` on
  /// macOS: the clipboard's data in the first of the type's MIME types it offers is decoded,
  /// passed through `validator`, and given to `action` unless nothing is left.
  ///
  /// ```swift
  /// List { … }
  ///   .pasteDestination(for: String.self) { strings in store.send(.paste(strings)) }
  /// ```
  ///
  /// The view is made focusable so that the focus can be in it. Nothing happens when the
  /// clipboard offers no format of the type or its data does not decode.
  public func pasteDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void,
    validator: @escaping ([T]) -> [T] = { $0 }
  ) -> ClipboardView<Self> {
    ClipboardView(content: self, shortcut: "<Control>v") { widget in
      read(T.self, from: widget.display.clipboard) { value in
        guard let value else { return }
        let valid = validator([value])
        if !valid.isEmpty { action(valid) }
      }
    }
  }
}

/// Offers `payload` on `clipboard`: at once when its exporters do not suspend.
@MainActor
func copy(_ payload: AnyTransferPayload, to clipboard: Gdk.Clipboard) {
  Task.immediate { @MainActor in
    if let provider = contentProvider(await payload.export()) {
      _ = clipboard.setContent(provider)
    }
  }
}

/// Reads a value of `type` from `clipboard`, in the first of the type's MIME types the
/// clipboard offers, and calls `completion` with it (`nil` when there is none, or it does not
/// decode).
@MainActor
func read<T: Transferable>(
  _ type: T.Type, from clipboard: Gdk.Clipboard, completion: @escaping @MainActor (T?) -> Void
) {
  let offered = clipboard.formats.mimeTypes
  let wanted = T.importedMIMETypes.filter { offered.contains($0) }
  guard !wanted.isEmpty else { return completion(nil) }
  clipboard.readAsync(wanted, ioPriority: 0, cancellable: nil) { _, result in
    guard let (stream, mimeType) = try? clipboard.readFinish(result), let stream,
      let mimeType
    else { return completion(nil) }
    Task { @MainActor in
      guard let data = try? await readAll(stream) else { return completion(nil) }
      completion(try? await T.imported(from: data, mimeType: mimeType))
    }
  }
}

/// Whether `clipboard` offers a format values of `type` are read from.
@MainActor
func clipboard<T: Transferable>(_ clipboard: Gdk.Clipboard, offers type: T.Type) -> Bool {
  let offered = clipboard.formats.mimeTypes
  return T.importedMIMETypes.contains(where: offered.contains)
}

/// A view with a clipboard shortcut: what ``View/copyable(_:)`` and
/// ``View/pasteDestination(for:action:validator:)`` return.
public struct ClipboardView<Content: View>: View, PrimitiveView {
  let content: Content
  /// The keys, in GTK's accelerator syntax.
  let shortcut: String
  let perform: @MainActor (Widget) -> Void

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    let box = ClipboardBox(perform: perform)
    for widget in child.widgets {
      if !widget.focusable { widget.focusable = true }
      let registered = widget.addKeyboardShortcut(shortcut) { [box, weak widget] in
        if let widget { box.perform(widget) }
      }
      if let registered { ViewGraph.registerShortcut(registered, of: widget) }
    }
    let node = ViewNode(widgets: child.widgets, children: [child])
    node.retained = box
    return node
  }

  /// The keys run what the latest value does.
  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
    (node.retained as? ClipboardBox)?.perform = perform
  }
}

@MainActor
final class ClipboardBox {
  var perform: @MainActor (Widget) -> Void
  init(perform: @escaping @MainActor (Widget) -> Void) { self.perform = perform }
}
