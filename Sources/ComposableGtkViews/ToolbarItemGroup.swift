import ComposableGtk
import Gtk

/// Several views in the window's header bar at one placement, side by side, as SwiftUI's
/// `ToolbarItemGroup`.
///
/// ```swift
/// .toolbar {
///   ToolbarItemGroup(placement: .primaryAction) {
///     Button("Share") { store.send(.shareButtonTapped) }
///     Button("Edit") { store.send(.editButtonTapped) }
///   }
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content

  /// The views of `content`, in a row in the header bar at `placement`.
  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }

  /// One item of the views of `content` in a row: what a group is in GTK's header bar.
  private var item: ToolbarItem<Content> {
    ToolbarItem(placement: placement) { content }
  }

  package func makeNode(in context: BuildContext) -> ViewNode { item.makeNode(in: context) }

  package func update(_ node: ViewNode) { item.update(node) }
}
