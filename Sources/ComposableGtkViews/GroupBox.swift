import Gtk

/// Views in a box with a title, as SwiftUI's `GroupBox` (a `GtkFrame`).
///
/// ```swift
/// GroupBox("Next meeting") {
///   Text(store.nextMeeting, style: .date)
/// }
/// ```
public struct GroupBox<Content: View>: View, PrimitiveView {
  let title: String?
  let content: Content

  /// A box titled `title` around the views of `content`.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  /// A box without a title around the views of `content`.
  public init(@ViewBuilder content: () -> Content) {
    title = nil
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let frame = ViewGraph.created(Frame(label: title))
    let inner = context.nested(.vertical, spacing: defaultStackSpacing)
    let child = ComposableGtkViews.makeNode(content, in: inner)
    let widget = ViewGraph.singleWidget(of: child, context: inner)
    widget.setMargins(12)
    frame.child = widget
    return ViewNode(widgets: [frame], children: [child])
  }

  package func update(_ node: ViewNode) {
    if let frame = node.widgets.first as? Frame, frame.label != title { frame.label = title }
    ComposableGtkViews.update(node.children[0], with: content)
  }
}
