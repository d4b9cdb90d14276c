import Foundation
import Gtk

/// Views in a row whose `ForEach` elements are built only while GTK shows them: SwiftUI's
/// `LazyHStack`, inside a `ScrollView(.horizontal)`. See ``LazyVStack``.
public struct LazyHStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: Int32
  let content: Content

  /// A lazy row of the views of `content`, `spacing` pixels apart (6 by default).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing.map { Int32($0.rounded()) } ?? defaultStackSpacing
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    LazyRows.makeNode(
      content, layout: .stack(.horizontal, spacing: spacing, align: alignment.align), in: context)
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
  }
}
