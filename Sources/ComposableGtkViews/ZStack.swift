import Gtk

/// Views on top of each other, as SwiftUI's `ZStack` (a `GtkOverlay`): the first one sets the
/// size, the others are drawn over it, in order, placed by `alignment`.
///
/// ```swift
/// ZStack {
///   RoundedRectangle(cornerRadius: 16).fill(.blue)
///   Text("Timer").foregroundColor(.white)
/// }
/// ```
public struct ZStack<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let content: Content

  /// The views of `content` on top of each other.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let overlay = ViewGraph.created(Overlay())
    var inner = context.nested(.vertical, spacing: 0)
    inner.isLayered = true
    let child = ComposableGtkViews.makeNode(content, in: inner)
    for (index, widget) in child.widgets.enumerated() {
      if index == 0 {
        overlay.child = widget
        // The stack is as big as its first view, as in SwiftUI: offered more room (a larger
        // window), a view of fixed size stays its size, centred, and the views over it too.
        if !widget.computeExpand(.horizontal) { overlay.halign = .center }
        if !widget.computeExpand(.vertical) { overlay.valign = .center }
      } else {
        // A view that grows (a stack with a spacer) takes the whole area, as in SwiftUI.
        if !widget.computeExpand(.horizontal) { widget.halign = alignment.horizontal.align }
        if !widget.computeExpand(.vertical) { widget.valign = alignment.vertical.align }
        overlay.addOverlay(widget)
      }
    }
    ZIndexNode.order(child, in: overlay)
    return ViewNode(widgets: [overlay], children: [child])
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
    if let overlay = node.widgets.first { ZIndexNode.order(node.children[0], in: overlay) }
  }
}

extension View {
  /// `content` drawn over this view, as SwiftUI's `overlay(alignment:content:)`: this view
  /// sets the size, and the views of `content` are layered over it in order (a `ForEach`'s
  /// rows too), placed by `alignment` unless they grow to fill it.
  ///
  /// ```swift
  /// Circle().strokeBorder(lineWidth: 24)
  ///   .overlay {
  ///     ForEach(0..<3, id: \.self) { index in Arc(index: index).stroke(.blue, lineWidth: 12) }
  ///   }
  /// ```
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> ZStack<TupleView<Self, Overlay>> {
    ZStack(alignment: alignment) {
      self
      content()
    }
  }
}
