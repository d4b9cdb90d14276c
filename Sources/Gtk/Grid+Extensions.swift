import CGtk

/// Children in rows and columns (`GtkGrid`): a form's labels in one column and its fields in
/// the next, lined up.
///
/// ```swift
/// let form = Grid(rowSpacing: 6, columnSpacing: 12)
/// form.attach(Label("Title"), column: 0, row: 0)
/// form.attach(titleEntry, column: 1, row: 0)
/// ```
@MainActor
extension Grid {
  var grid: UnsafeMutablePointer<GtkGrid> { cPointer(self) }

  /// Creates an empty grid with `rowSpacing` pixels between rows and `columnSpacing` between
  /// columns.
  public convenience init(rowSpacing: Int32 = 0, columnSpacing: Int32 = 0) {
    self.init(UnsafeMutableRawPointer(gtk_grid_new()), .adoptNew)
    self.rowSpacing = rowSpacing
    self.columnSpacing = columnSpacing
  }

  /// Puts `child` in the cell at `column`, `row`, spanning `width` columns and `height` rows.
  public func attach(
    _ child: Widget, column: Int32, row: Int32, width: Int32 = 1, height: Int32 = 1
  ) {
    gtk_grid_attach(grid, child.widget, column, row, width, height)
  }

  /// Removes `child` from the grid.
  public func remove(_ child: Widget) { gtk_grid_remove(grid, child.widget) }

  /// The child whose cell covers `column`, `row`, if any.
  public func child(column: Int32, row: Int32) -> Widget? {
    guard let pointer = gtk_grid_get_child_at(grid, column, row) else { return nil }
    return makeWrapper(UnsafeMutableRawPointer(pointer), .retain) { Widget($0, $1) }
  }

  /// Pixels between rows.
  public var rowSpacing: Int32 {
    get { Int32(gtk_grid_get_row_spacing(grid)) }
    set { gtk_grid_set_row_spacing(grid, UInt32(max(0, newValue))) }
  }

  /// Pixels between columns.
  public var columnSpacing: Int32 {
    get { Int32(gtk_grid_get_column_spacing(grid)) }
    set { gtk_grid_set_column_spacing(grid, UInt32(max(0, newValue))) }
  }
}
