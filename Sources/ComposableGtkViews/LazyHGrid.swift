import Foundation
import Gtk

/// A grid that scrolls sideways, in `rows`, whose `ForEach` cells are built only while GTK
/// shows them: SwiftUI's `LazyHGrid`, inside a `ScrollView(.horizontal)`. See ``LazyVGrid``.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: Int32
  let content: Content

  /// A grid of the views of `content` in `rows`, columns `spacing` pixels apart.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing.map { Int32($0.rounded()) } ?? defaultStackSpacing
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    LazyRows.makeNode(
      content, layout: gridLayout(.horizontal, rows, spacing: spacing, align: alignment.align),
      in: context)
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
  }
}
