import Foundation
import Gtk

/// Views in a column whose `ForEach` rows are built only while GTK shows them (a `GtkListView`):
/// SwiftUI's `LazyVStack`, for lists of any length inside a ``ScrollView``.
///
/// ```swift
/// ScrollView {
///   LazyVStack(alignment: .leading, spacing: 4) {
///     Text("Primes").font(.headline)
///     ForEach(store.primes, id: \.self) { prime in
///       Text("\(prime)")
///     }
///   }
/// }
/// ```
///
/// Each view of the content is a row, and so is each element of a `ForEach` directly inside
/// the stack: the rows are the items of one list model. GTK 4.8 binds about 200 row slots
/// around the visible rows; a row's view is built only once its slot is laid out on screen
/// (in that frame's layout, or at the start of the next frame), and torn down when the slot
/// shows another row or goes. Scrolled through 10,000 elements, a few dozen row views exist
/// at a time. Rows follow state as
/// `ForEach` rows do (a row store is observed by its row; plain values are read again when the
/// body around runs again), and a change of the `ForEach`'s ids is applied to the model as the
/// fewest insertions, removals and moves: rows that stay keep their widgets.
///
/// Where it differs from SwiftUI: the stack virtualizes only as the direct content of a
/// ``ScrollView`` (elsewhere every row is built, as a `VStack` would); `pinnedViews` is accepted
/// and pins nothing; a `ForEach` inside an `if` or another container in the stack is a
/// non-virtualized list of its own; `.onDelete`/`.onMove` are not offered on lazy rows.
public struct LazyVStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: Int32
  let content: Content

  /// A lazy column of the views of `content`, `spacing` pixels apart (6 by default); each row
  /// keeps its natural width and sits at `alignment`.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing.map { Int32($0.rounded()) } ?? defaultStackSpacing
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    LazyRows.makeNode(
      content, layout: .stack(.vertical, spacing: spacing, align: alignment.align), in: context)
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
  }
}
