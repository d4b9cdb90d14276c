import CGtk

/// One row slot of a ``ListView`` (`GtkListItem`): GTK recycles it for different positions.
@MainActor
extension ListItem {
  var listItem: OpaquePointer { cPointer(self) }

  /// The position of the element the row shows now.
  public var position: Int { Int(gtk_list_item_get_position(listItem)) }

  /// Whether the row is selected.
  public var isSelected: Bool { gtk_list_item_get_selected(listItem) != 0 }

  /// Whether clicking the item selects it (true by default). A ``ColumnView``'s cells are list
  /// items inside their row's: in GTK 4.8 a click selects through both, which a Ctrl+click
  /// turns into a selection and its undoing; a cell that is not selectable leaves it to the row.
  public var isSelectable: Bool {
    get { gtk_list_item_get_selectable(listItem) != 0 }
    set { gtk_list_item_set_selectable(listItem, newValue ? 1 : 0) }
  }

  /// Sets the row's widget; the list item holds it from now on.
  public func setChild(_ child: Widget?) { gtk_list_item_set_child(listItem, child?.widget) }
}

/// Makes the row widgets of a ``ListView`` or a column of a ``ColumnView`` from Swift: a
/// `GtkSignalListItemFactory` whose rows are Swift values.
///
/// `setup` builds the widgets for one row slot and returns them as a `Row` value, which the
/// factory keeps with that slot until `teardown`; `bind` fills them for the element at the
/// slot's current position, and is called again whenever the slot is reused. GTK 4.8 also
/// unbinds and binds again every built row whose position shifted (for example all rows after
/// an insertion, up to the ~200 rows it keeps built): keep `bind` cheap.
///
/// ```swift
/// let factory = RowFactory(
///   setup: { item in let label = Label(); item.setChild(label); return label },
///   bind: { item, label in label.text = model.element(of: item)?.title ?? "" })
/// ```
@MainActor
public final class RowFactory<Row: AnyObject>: SignalListItemFactory {
  private let counters = RowCounters()

  /// Creates a factory from the four phases of a row slot's life.
  public init(
    setup: @escaping @MainActor (ListItem) -> Row,
    bind: @escaping @MainActor (ListItem, Row) -> Void,
    unbind: (@MainActor (ListItem, Row) -> Void)? = nil,
    teardown: (@MainActor (ListItem, Row) -> Void)? = nil
  ) {
    _ = typesRegistered
    super.init(UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()), .adoptNew)
    // The handlers capture the counters, not `self`: GTK owns the handlers and `self` owns GTK's
    // object, so capturing `self` would be a reference cycle.
    let counters = counters
    connectSignal("setup") { values, _, _ in
      let item = values.value(1).objectPointer
      counters.created += 1
      let listItem = ListItem.borrowing(item!)
      let row = setup(listItem)
      g_object_set_qdata_full(
        item!.assumingMemoryBound(to: GObject.self), rowQuark,
        Unmanaged.passRetained(row as AnyObject).toOpaque(),
        { row in Unmanaged<AnyObject>.fromOpaque(row!).release() })
    }
    connectSignal("bind") { values, _, _ in
      let item = values.value(1).objectPointer
      counters.bound += 1
      if let row = storedRow(item!, as: Row.self) { bind(ListItem.borrowing(item!), row) }
    }
    connectSignal("unbind") { values, _, _ in
      let item = values.value(1).objectPointer
      if let unbind, let row = storedRow(item!, as: Row.self) {
        unbind(ListItem.borrowing(item!), row)
      }
    }
    connectSignal("teardown") { values, _, _ in
      let item = values.value(1).objectPointer
      counters.destroyed += 1
      if let teardown, let row = storedRow(item!, as: Row.self) {
        teardown(ListItem.borrowing(item!), row)
      }
      g_object_set_qdata(item!.assumingMemoryBound(to: GObject.self), rowQuark, nil)
    }
  }

  /// How many row slots `setup` has built: the number of row widgets created.
  public var rowsCreated: Int { counters.created }

  /// How many row slots `teardown` has destroyed.
  public var rowsDestroyed: Int { counters.destroyed }

  /// How many times a row was bound to an element.
  public var rowsBound: Int { counters.bound }

  var factory: OpaquePointer { cPointer(self) }
}

extension ListItem {
  /// The wrapper of a list item GTK passes to a factory's handlers.
  fileprivate static func borrowing(_ pointer: UnsafeMutableRawPointer) -> ListItem {
    _ = typesRegistered
    return Object.wrapper(of: pointer, .retain) { ListItem($0, $1) }
  }
}

@MainActor
private final class RowCounters {
  var created = 0
  var destroyed = 0
  var bound = 0
}

private let rowQuark = g_quark_from_string("swift-composable-gtk-row")

private func storedRow<Row: AnyObject>(_ item: UnsafeMutableRawPointer, as _: Row.Type) -> Row? {
  guard let row = g_object_get_qdata(item.assumingMemoryBound(to: GObject.self), rowQuark) else {
    return nil
  }
  return Unmanaged<AnyObject>.fromOpaque(row).takeUnretainedValue() as? Row
}
