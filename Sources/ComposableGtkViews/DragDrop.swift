import ComposableGtk
import Foundation
import Gdk
import Gio
import Gtk

extension View {
  /// Lets the user drag `payload` out of the view, as SwiftUI's `draggable(_:)`: a
  /// `GtkDragSource` on the view's widget offers the payload in each format of its
  /// ``Transferable/transferRepresentation`` (a `GdkContentProvider` for each MIME type).
  ///
  /// ```swift
  /// Text(todo.title)
  ///   .draggable(todo.title)
  /// ```
  ///
  /// `payload` is read when a drag starts (the pointer held down on the view moved far enough),
  /// so it is the value of that moment. The drag copies. GTK draws the view under the pointer
  /// while it moves.
  public func draggable<T: Transferable>(
    _ payload: @autoclosure @escaping () -> T
  ) -> DraggableView<Self, EmptyView> {
    DraggableView(content: self, payload: { AnyTransferPayload(payload()) }, preview: nil)
  }

  /// Lets the user drag `payload` out of the view, showing `preview` under the pointer, as
  /// SwiftUI's `draggable(_:preview:)`: see ``draggable(_:)``.
  public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> DraggableView<Self, V> {
    DraggableView(content: self, payload: { AnyTransferPayload(payload()) }, preview: preview())
  }

  /// Lets the user drop values of `payloadType` on the view, as SwiftUI's
  /// `dropDestination(for:action:isTargeted:)`: a `GtkDropTargetAsync` on the view's widget
  /// accepts a drag that offers one of the type's MIME types, reads the data in the first of
  /// them it offers, and calls `action` with the value and where it was dropped (in the view's
  /// coordinates). `action` returns whether the drop succeeded, which the drag's source is
  /// told.
  ///
  /// ```swift
  /// Text("Drop here")
  ///   .dropDestination(for: String.self) { strings, location in
  ///     store.send(.dropped(strings))
  ///     return true
  ///   } isTargeted: { isTargeted = $0 }
  /// ```
  ///
  /// `isTargeted` is called with true when a drag that offers the type enters the view, and
  /// with false when it leaves or is dropped. Differs from SwiftUI's: a GNOME drag carries one
  /// value, so `action` gets an array of one; data that does not decode calls nothing.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> DropDestinationView<Self, T> {
    DropDestinationView(content: self, action: action, isTargeted: isTargeted)
  }
}

/// A value of some ``Transferable`` type, to offer in a drag or on the clipboard.
@MainActor
struct AnyTransferPayload {
  /// The value's bytes in each format, when they are ready without waiting.
  let exportNow: @MainActor () -> [(mimeType: String, data: Data)]
  /// The value's bytes in each format.
  let export: @MainActor () async -> [(mimeType: String, data: Data)]

  init<T: Transferable>(_ value: T) {
    exportNow = { value.exportedNow() }
    export = { await value.exported() }
  }
}

extension Transferable {
  /// The value's bytes in the formats whose exporters return without suspending: what a drag
  /// offers, since it needs its data when it starts.
  @MainActor
  func exportedNow() -> [(mimeType: String, data: Data)] {
    var result: [(mimeType: String, data: Data)] = []
    for entry in Self.transferEntries {
      guard let export = entry.export else { continue }
      let outcome = ExportOutcome()
      // Runs on the main actor at once, up to the exporter's first real suspension.
      Task.immediate { @MainActor in outcome.data = try? await export(self) }
      guard let data = outcome.data else { continue }
      for mimeType in entry.contentType.transferMIMETypes
      where !result.contains(where: { $0.mimeType == mimeType }) {
        result.append((mimeType, data))
      }
    }
    return result
  }
}

/// The bytes an exporter made, if it returned without suspending.
@MainActor
private final class ExportOutcome {
  var data: Data?
}

/// A provider of `formats` for GDK (a drag, the clipboard): one for each MIME type, in order.
@MainActor
func contentProvider(_ formats: [(mimeType: String, data: Data)]) -> Gdk.ContentProvider? {
  let providers = formats.map { ContentProvider(mimeType: $0.mimeType, bytes: [UInt8]($0.data)) }
  if providers.count <= 1 { return providers.first }
  return ContentProvider(union: providers)
}

/// Everything `stream` holds, read without blocking the main loop.
@MainActor
func readAll(_ stream: Gio.InputStream) async throws -> Data {
  var data = Data()
  while true {
    let chunk: [UInt8] = try await withCheckedThrowingContinuation { continuation in
      stream.readBytesAsync(65536, ioPriority: 0, cancellable: nil) { _, result in
        do {
          continuation.resume(returning: try stream.readBytesFinish(result))
        } catch {
          continuation.resume(throwing: error)
        }
      }
    }
    if chunk.isEmpty { return data }
    data.append(contentsOf: chunk)
  }
}

/// A view that can be dragged: what ``View/draggable(_:)`` returns.
public struct DraggableView<Content: View, Preview: View>: View, PrimitiveView {
  let content: Content
  let payload: @MainActor () -> AnyTransferPayload
  let preview: Preview?

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    let box = DragBox(payload: payload, preview: previewMaker, context: context)
    for widget in child.widgets {
      let source = DragSource()
      source.actions = .copy
      // The data of the moment the drag starts; no data, no drag.
      source.onPrepare { [box] _, _ in contentProvider(box.payload().exportNow()) }
      source.onDragBegin { [box] drag in
        guard let preview = box.preview else { return }
        let icon = DragIcon.getForDrag(drag) as? DragIcon
        icon?.child = preview(box.context)
      }
      widget.addController(source)
    }
    let node = ViewNode(widgets: child.widgets, children: [child])
    node.retained = box
    return node
  }

  /// A drag reads the payload and the preview of the latest value.
  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
    guard let box = node.retained as? DragBox else { return }
    box.payload = payload
    box.preview = previewMaker
  }

  /// Builds the preview's widgets, in the view's context.
  private var previewMaker: (@MainActor (BuildContext) -> Widget)? {
    guard let preview else { return nil }
    return { preview.makeWidget(styledAs: $0) }
  }
}

/// What a drag source reads when a drag starts.
@MainActor
final class DragBox {
  var payload: @MainActor () -> AnyTransferPayload
  var preview: (@MainActor (BuildContext) -> Widget)?
  let context: BuildContext

  init(
    payload: @escaping @MainActor () -> AnyTransferPayload,
    preview: (@MainActor (BuildContext) -> Widget)?, context: BuildContext
  ) {
    self.payload = payload
    self.preview = preview
    self.context = context
  }
}

/// A view values can be dropped on: what ``View/dropDestination(for:action:isTargeted:)``
/// returns.
public struct DropDestinationView<Content: View, T: Transferable>: View, PrimitiveView {
  let content: Content
  let action: ([T], CGPoint) -> Bool
  let isTargeted: (Bool) -> Void

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    let box = DropBox(action: action, isTargeted: isTargeted)
    let mimeTypes = T.importedMIMETypes
    for widget in child.widgets {
      let target = DropTargetAsync(formats: ContentFormats(mimeTypes: mimeTypes), actions: .copy)
      target.onDrop { [box] drop, x, y in
        box.setTargeted(false)
        // The MIME types of ours the drag offers, ours first: GDK reads the first it can.
        let offered = drop.formats.mimeTypes
        let wanted = mimeTypes.filter { offered.contains($0) }
        guard !wanted.isEmpty else { return false }
        drop.readAsync(wanted, ioPriority: 0, cancellable: nil) { [box] _, result in
          guard let (stream, mimeType) = try? drop.readFinish(result), let stream else {
            return drop.finish([])
          }
          Task { @MainActor in
            var succeeded = false
            if let data = try? await readAll(stream),
              let value = try? await T.imported(from: data, mimeType: mimeType)
            {
              succeeded = box.action([value], CGPoint(x: x, y: y))
            }
            drop.finish(succeeded ? .copy : [])
          }
        }
        return true
      }
      // Entering and leaving, for `isTargeted`: GTK asks only for a drag that offers the
      // type (the target's formats).
      target.onDragEnter { [box] _, _, _ in
        box.setTargeted(true)
        return .copy
      }
      target.onDragLeave { [box] _ in box.setTargeted(false) }
      widget.addController(target)
    }
    let node = ViewNode(widgets: child.widgets, children: [child])
    node.retained = box
    return node
  }

  /// A drop calls the action of the latest value.
  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
    guard let box = node.retained as? DropBox<T> else { return }
    box.action = action
    box.isTargeted = isTargeted
  }
}

/// What a drop target calls.
@MainActor
final class DropBox<T> {
  var action: ([T], CGPoint) -> Bool
  var isTargeted: (Bool) -> Void
  /// Whether `isTargeted` was last told true: it hears of each change once.
  private var targeted = false

  init(action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void) {
    self.action = action
    self.isTargeted = isTargeted
  }

  func setTargeted(_ value: Bool) {
    guard targeted != value else { return }
    targeted = value
    isTargeted(value)
  }
}
