import Foundation
import Gtk

/// Views in a row (a horizontal `GtkBox`).
///
/// ```swift
/// HStack(spacing: 6) {
///   Button("−") { store.send(.decrementButtonTapped) }
///   Button("+") { store.send(.incrementButtonTapped) }
/// }
/// ```
///
/// Without an alignment, the views take the row's whole height; with one, each keeps its
/// natural height and sits at the top, the centre, the bottom or on the first line of text.
public struct HStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  let spacing: Int32
  let content: Content

  /// A row of the views of `content`, `spacing` pixels apart (6 by default).
  public init(
    alignment: VerticalAlignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing.map { Int32($0.rounded()) } ?? defaultStackSpacing
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let node = makeStackNode(.horizontal, spacing: spacing, content: content, in: context)
    if let alignment {
      for widget in node.children[0].widgets where !widget.computeExpand(.vertical) {
        widget.valign = alignment.align
      }
    }
    return node
  }

  package func update(_ node: ViewNode) {
    updateStackNode(node, spacing: spacing, content: content)
  }
}
