import ComposableArchitecture
import ComposableGtk
import Gtk

/// Views in rows and columns that line up (a `GtkGrid`): a form's labels in one column and
/// its fields in the next.
///
/// ```swift
/// Grid(horizontalSpacing: 12, verticalSpacing: 6) {
///   GridRow {
///     Text("Title")
///     TextField("Title", text: $store.title)
///   }
///   GridRow {
///     Text("Priority")
///     Stepper("", value: $store.priority, in: 0...5)
///   }
///   Divider()                 // not in a row: spans every column
/// }
/// ```
///
/// As in SwiftUI, each ``GridRow`` is a row and each of its views a cell; a view outside any
/// row takes a row of its own across every column. The grid's rows are laid out when it is
/// built: an `if` around a cell or a row is a slot that keeps its place, and changes inside it.
public struct Grid<Content: View>: View, PrimitiveView {
  let horizontalSpacing: Int32
  let verticalSpacing: Int32
  let content: Content

  /// A grid of the rows of `content`, with the given pixels between columns and rows.
  public init(
    horizontalSpacing: Int32 = 12, verticalSpacing: Int32 = 6,
    @ViewBuilder content: () -> Content
  ) {
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    ContainerRegistry.gridCells.append([:])
    let child = ComposableGtkViews.makeNode(
      content, in: context.nested(.vertical, spacing: verticalSpacing))
    let cells = ContainerRegistry.gridCells.removeLast()
    let grid = ViewGraph.created(
      Gtk.Grid(rowSpacing: verticalSpacing, columnSpacing: horizontalSpacing))
    let columns = (cells.values.map(\.column).max() ?? 0) + 1
    var row: Int32 = -1
    var currentRowID: Int?
    for widget in child.widgets {
      if let cell = cells[widget.gobjectPointer] {
        if cell.row != currentRowID {
          row += 1
          currentRowID = cell.row
        }
        grid.attach(widget, column: cell.column, row: row)
      } else {
        row += 1
        currentRowID = nil
        grid.attach(widget, column: 0, row: row, width: columns)
      }
    }
    return ViewNode(widgets: [grid], children: [child])
  }

  package func update(_ node: ViewNode) {
    if let grid = node.widgets.first as? Gtk.Grid {
      if grid.rowSpacing != verticalSpacing { grid.rowSpacing = verticalSpacing }
      if grid.columnSpacing != horizontalSpacing { grid.columnSpacing = horizontalSpacing }
    }
    ComposableGtkViews.update(node.children[0], with: content)
  }
}
