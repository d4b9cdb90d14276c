import CGtk

/// A scrollable grid that makes cell widgets only for the cells in view (`GtkGridView`); put
/// it in a ``ScrolledWindow``.
///
/// ```swift
/// let grid = GridView(model: model, factory: factory)
/// grid.maxColumns = 4
/// scroller.setChild(grid)
/// ```
@MainActor
extension GridView {
  /// Creates a grid view of `model` whose cells `factory` makes; cells are not selectable.
  public convenience init<Element, Row>(model: ListModel<Element>, factory: RowFactory<Row>) {
    // The constructors take ownership of their arguments (transfer full): hand them references
    // of their own so that the wrappers keep theirs.
    let selection = gtk_no_selection_new(OpaquePointer(g_object_ref(model.gobjectPointer)))
    let view = gtk_grid_view_new(selection, OpaquePointer(g_object_ref(factory.gobjectPointer)))
    self.init(UnsafeMutableRawPointer(view!), .adoptNew)
  }
}
