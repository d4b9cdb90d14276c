import ComposableGtk
import Foundation
import Gdk
import Gtk

/// A button that pastes values of a type from the clipboard, as SwiftUI's `PasteButton`: a
/// `GtkButton` labelled "Paste", sensitive while the display's clipboard offers a format of
/// the type.
///
/// ```swift
/// PasteButton(payloadType: String.self) { strings in
///   store.send(.pasted(strings[0]))
/// }
/// ```
///
/// A click reads the clipboard in the first of the type's MIME types it offers and calls
/// `onPaste` with the decoded value; data that does not decode calls nothing. Differs from
/// SwiftUI's: GNOME's clipboard holds one value, so `onPaste` gets an array of one; no
/// permission is asked (GNOME asks none).
public struct PasteButton: View, PrimitiveView {
  /// Reads the clipboard and calls the handler.
  let paste: @MainActor (Gdk.Clipboard) -> Void
  /// Whether the clipboard offers the type.
  let offers: @MainActor (Gdk.Clipboard) -> Bool

  /// A button that pastes values of `payloadType`.
  public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
    paste = { clipboard in
      read(T.self, from: clipboard) { value in
        if let value { onPaste([value]) }
      }
    }
    offers = { ComposableGtkViews.clipboard($0, offers: T.self) }
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let button = ViewGraph.created(Gtk.Button(label: "Paste"))
    let box = PasteBox(paste: paste, offers: offers)
    button.onClicked { [weak button] in
      if let button { box.paste(button.display.clipboard) }
    }
    // Sensitive while the clipboard offers the type: followed while the button is on screen.
    var changed: SignalHandler?
    button.onRealize { [weak button] in
      guard let button else { return }
      let clipboard = button.display.clipboard
      button.isSensitive = box.offers(clipboard)
      changed = clipboard.onChanged { [weak button] in
        button?.isSensitive = box.offers(clipboard)
      }
    }
    button.onUnrealize { [weak button] in
      if let changed, let button { button.display.clipboard.disconnect(changed) }
      changed = nil
    }
    let node = ViewNode(widgets: [button])
    node.retained = box
    return node
  }

  /// A click pastes through the latest value's handler.
  package func update(_ node: ViewNode) {
    guard let box = node.retained as? PasteBox else { return }
    box.paste = paste
    box.offers = offers
  }
}

@MainActor
final class PasteBox {
  var paste: @MainActor (Gdk.Clipboard) -> Void
  var offers: @MainActor (Gdk.Clipboard) -> Bool

  init(
    paste: @escaping @MainActor (Gdk.Clipboard) -> Void,
    offers: @escaping @MainActor (Gdk.Clipboard) -> Bool
  ) {
    self.paste = paste
    self.offers = offers
  }
}
