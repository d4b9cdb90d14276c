import Gtk

extension View {
  /// Where the view is drawn among the views of its ``ZStack`` (or `.overlay`), as SwiftUI's
  /// `zIndex`: a higher value is drawn over a lower one and takes the pointer first; views of
  /// equal values (0 when not given) keep the order they are written in.
  ///
  /// ```swift
  /// ZStack {
  ///   CardView(card: top).zIndex(store.isFlipped ? 0 : 1)
  ///   CardView(card: bottom)
  /// }
  /// ```
  ///
  /// It orders the stack's own views (a `ForEach`'s rows keep their order); elsewhere it changes
  /// nothing, as a stack or a list draws its views where they are.
  public func zIndex(_ value: Double) -> ZIndexView<Self> {
    ZIndexView(content: self, value: value)
  }
}

/// A view with its place in its stack's drawing order: what ``View/zIndex(_:)`` returns.
public struct ZIndexView<Content: View>: View, PrimitiveView {
  let content: Content
  let value: Double

  package func makeNode(in context: BuildContext) -> ViewNode {
    ZIndexNode(child: ComposableGtkViews.makeNode(content, in: context), value: value)
  }

  /// The stack around reorders its views after its update.
  package func update(_ node: ViewNode) {
    guard let node = node as? ZIndexNode else { return }
    ComposableGtkViews.update(node.children[0], with: content)
    node.value = value
  }
}

@MainActor
final class ZIndexNode: ViewNode {
  var value: Double

  init(child: ViewNode, value: Double) {
    self.value = value
    super.init(widgets: child.widgets, children: [child])
  }

  /// Puts the widgets of `content` (the views of a stack, in the order they are written) in
  /// `overlay` in drawing order: by their z-index, then as written. The outermost `.zIndex`
  /// of a widget counts. GTK draws an overlay's children in order, the main child included,
  /// and picks the last one under the pointer.
  static func order(_ content: ViewNode, in overlay: Widget) {
    var values: [ObjectIdentifier: Double] = [:]
    func visit(_ node: ViewNode) {
      if let node = node as? ZIndexNode {
        for widget in node.widgets where values[ObjectIdentifier(widget)] == nil {
          values[ObjectIdentifier(widget)] = node.value
        }
      }
      for child in node.children { visit(child) }
    }
    visit(content)
    guard !values.isEmpty else { return }
    let ordered = content.widgets.enumerated().sorted { first, second in
      let a = values[ObjectIdentifier(first.element)] ?? 0
      let b = values[ObjectIdentifier(second.element)] ?? 0
      return a != b ? a < b : first.offset < second.offset
    }.map(\.element)
    // A widget's wrapper is the same object wherever it is read from.
    guard !overlay.children.elementsEqual(ordered, by: ===) else { return }
    for widget in ordered { widget.insertBefore(overlay, nextSibling: nil) }
  }
}
