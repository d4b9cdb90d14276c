import Foundation
import Gtk

/// A grid that scrolls down, whose `ForEach` cells are built only while GTK shows them (a
/// `GtkGridView`): SwiftUI's `LazyVGrid`, inside a ``ScrollView``.
///
/// ```swift
/// ScrollView {
///   LazyVGrid(columns: [GridItem(.adaptive(minimum: 96))], spacing: 12) {
///     ForEach(store.photos) { photo in
///       PhotoCell(photo: photo)
///     }
///   }
/// }
/// ```
///
/// The cells are rows of a lazy stack laid out in columns (see ``LazyVStack``: each view of the
/// content and each element of a `ForEach` directly inside is a cell; a cell's view is built
/// when GTK shows it). What differs from SwiftUI, from GTK's grid view:
/// - `.fixed` and `.flexible` columns are one column each, of equal width (a fixed size is
///   the cell's least width); any `.adaptive` column makes the grid lay out as many columns
///   as fit cells of its minimum width (up to 64), and its maximum is not honoured;
/// - the spacing between columns is the first column's `spacing` for all of them;
/// - a view that is not a `ForEach` takes one cell, not a whole row; `pinnedViews` pins nothing.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: Int32
  let content: Content

  /// A grid of the views of `content` in `columns`, rows `spacing` pixels apart (6 by default).
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing.map { Int32($0.rounded()) } ?? defaultStackSpacing
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    LazyRows.makeNode(
      content, layout: gridLayout(.vertical, columns, spacing: spacing, align: alignment.align),
      in: context)
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
  }
}
