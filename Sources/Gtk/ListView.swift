import CGtk

/// A scrollable list that makes row widgets only for the rows in view (`GtkListView`); put it
/// in a ``ScrolledWindow``.
///
/// ```swift
/// let list = ListView(model: model, factory: factory)
/// list.onActivate { position in store.send(.rowTapped(model[position].id)) }
/// scroller.setChild(list)
/// ```
@MainActor
public final class ListView: Widget {
  var listView: OpaquePointer { cgtk_list_view(gobjectPointer) }

  /// Creates a list view of `model` whose rows `factory` makes. Rows are not selectable.
  public init<Element, Row>(model: ListModel<Element>, factory: ListItemFactory<Row>) {
    // Both constructors take ownership of their arguments (transfer full): hand them
    // references of their own so that the wrappers keep theirs.
    let selection = gtk_no_selection_new(OpaquePointer(g_object_ref(model.gobjectPointer)))
    let view = gtk_list_view_new(
      selection, OpaquePointer(g_object_ref(factory.gobjectPointer)))
    super.init(UnsafeMutableRawPointer(view!), .adoptNew)
  }

  /// Whether lines are drawn between rows.
  public var showsSeparators: Bool {
    get { gtk_list_view_get_show_separators(listView) != 0 }
    set { gtk_list_view_set_show_separators(listView, newValue ? 1 : 0) }
  }

  /// Whether one click (rather than a double click) activates a row.
  public var activatesOnSingleClick: Bool {
    get { gtk_list_view_get_single_click_activate(listView) != 0 }
    set { gtk_list_view_set_single_click_activate(listView, newValue ? 1 : 0) }
  }

  /// Calls `handler` with the position of a row the user activates.
  @discardableResult
  public func onActivate(_ handler: @escaping @MainActor (Int) -> Void) -> SignalHandler {
    connectUInt("activate") { _, position in handler(Int(position)) }
  }

  /// Emits `activate` for `position`, as a double click would: for tests and benchmarks.
  public func emitActivate(position: Int) {
    cgtk_emit_uint(gobjectPointer, "activate", UInt32(position))
  }
}
