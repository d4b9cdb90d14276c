import ComposableGtk
import Gtk

/// A view in the window's header bar: what ``View/toolbar(content:)`` is made of.
///
/// ```swift
/// ToolbarItem(placement: .primaryAction) {
///   Button("Add") { store.send(.addButtonTapped) }
/// }
/// ```
public struct ToolbarItem<Content: View>: View, PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content

  /// `content`, placed in the header bar at `placement`.
  public init(
    placement: ToolbarItemPlacement = .primaryAction, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let inner = context.nested(.horizontal, spacing: 6)
    let child = ComposableGtkViews.makeNode(content, in: inner)
    let widget = ViewGraph.singleWidget(of: child, context: inner)
    if !ToolbarRegistry.placements.isEmpty {
      ToolbarRegistry.placements[ToolbarRegistry.placements.count - 1][widget.gobjectPointer] =
        placement.slot
    }
    return ViewNode(widgets: [widget], children: [child])
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
  }
}
