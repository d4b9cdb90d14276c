import Foundation
import Gtk

/// Views in a column (a vertical `GtkBox`).
///
/// ```swift
/// VStack(alignment: .leading, spacing: 12) {
///   Text("Title")
///   Text(store.subtitle)
/// }
/// ```
///
/// Without an alignment, the views take the column's whole width (GTK's way, which suits
/// buttons and entries); with one, each keeps its natural width and sits at the leading edge,
/// the centre or the trailing edge, as in SwiftUI.
public struct VStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment?
  let spacing: Int32
  let content: Content

  /// A column of the views of `content`, `spacing` pixels apart (6 by default).
  public init(
    alignment: HorizontalAlignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing.map { Int32($0.rounded()) } ?? defaultStackSpacing
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let node = makeStackNode(.vertical, spacing: spacing, content: content, in: context)
    if let alignment {
      // A view that grows (a shape, a frame with an infinite maximum) keeps the column's width,
      // as it takes what it is offered in SwiftUI.
      for widget in node.children[0].widgets where !widget.computeExpand(.horizontal) {
        widget.halign = alignment.align
      }
    }
    return node
  }

  package func update(_ node: ViewNode) {
    updateStackNode(node, spacing: spacing, content: content)
  }
}
