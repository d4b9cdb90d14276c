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
    let inner = context.nested(.vertical, spacing: 0)
    let child = ComposableGtkViews.makeNode(content, in: inner)
    for (index, widget) in child.widgets.enumerated() {
      if index == 0 {
        overlay.child = widget
      } else {
        // A view that grows (a stack with a spacer) takes the whole area, as in SwiftUI.
        if !widget.computeExpand(.horizontal) { widget.halign = alignment.horizontal.align }
        if !widget.computeExpand(.vertical) { widget.valign = alignment.vertical.align }
        overlay.addOverlay(widget)
      }
    }
    return ViewNode(widgets: [overlay], children: [child])
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
  }
}
