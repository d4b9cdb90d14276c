import CGtk

/// How the rows of a ``ColumnView`` are selected.
public enum RowSelectionMode: Sendable {
  /// Rows are not selectable.
  case none
  /// One row at a time (a click or the arrow keys select it; Ctrl+click unselects it); none at
  /// first.
  case single
  /// Any number of rows (Ctrl+click adds a row, Shift+click a range, Ctrl+A all of them).
  case multiple
}

/// A scrollable table whose cells exist only for the rows in view (`GtkColumnView`); put it in
/// a ``ScrolledWindow``.
///
/// ```swift
/// let table = ColumnView(model: model, selection: .multiple)
/// table.appendColumn(ColumnViewColumn(title: "Name", factory: nameCells))
/// scroller.setChild(table)
/// ```
@MainActor
extension ColumnView {
  /// Creates a table of `model`'s rows, selectable as `selection` says; it has no columns yet.
  public convenience init<Element>(model: ListModel<Element>, selection: RowSelectionMode) {
    // The constructors take ownership of their arguments (transfer full): hand them a
    // reference of their own so that the model's wrapper keeps its.
    let modelReference = OpaquePointer(g_object_ref(model.gobjectPointer))
    let selectionModel: OpaquePointer?
    switch selection {
    case .none:
      selectionModel = gtk_no_selection_new(modelReference)
    case .single:
      let single = gtk_single_selection_new(modelReference)
      gtk_single_selection_set_autoselect(single, 0)
      gtk_single_selection_set_can_unselect(single, 1)
      selectionModel = single
    case .multiple:
      selectionModel = gtk_multi_selection_new(modelReference)
    }
    let view = gtk_column_view_new(selectionModel)
    self.init(UnsafeMutableRawPointer(view!), .adoptNew)
  }

  private var selectionModel: OpaquePointer? { gtk_column_view_get_model(cPointer(self)) }

  private var singleSelection: OpaquePointer? {
    guard let model = selectionModel,
      g_type_check_instance_is_a(
        UnsafeMutableRawPointer(model).assumingMemoryBound(to: GTypeInstance.self),
        gtk_single_selection_get_type()) != 0
    else { return nil }
    return model
  }

  /// The positions of the selected rows. Setting it selects exactly those rows (of a table that
  /// selects one row, the first of them).
  public var selectedPositions: Set<Int> {
    get {
      guard let model = selectionModel, let bitset = gtk_selection_model_get_selection(model)
      else { return [] }
      defer { gtk_bitset_unref(bitset) }
      let count = gtk_bitset_get_size(bitset)
      return Set((0..<count).map { Int(gtk_bitset_get_nth(bitset, UInt32($0))) })
    }
    set {
      guard let model = selectionModel else { return }
      if let single = singleSelection {
        let position = newValue.min().map { UInt32($0) } ?? CGTK_INVALID_LIST_POSITION
        gtk_single_selection_set_selected(single, position)
        return
      }
      let count = g_list_model_get_n_items(model)
      let selected = gtk_bitset_new_empty()
      let mask = gtk_bitset_new_range(0, count)
      defer {
        gtk_bitset_unref(selected)
        gtk_bitset_unref(mask)
      }
      for position in newValue where position < count { gtk_bitset_add(selected, UInt32(position)) }
      gtk_selection_model_set_selection(model, selected, mask)
    }
  }

  /// Calls `handler` whenever rows are selected or unselected: by the user, by the program, or
  /// because selected rows went away.
  @discardableResult
  public func onRowSelectionChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler? {
    guard let model = selectionModel else { return nil }
    let selection = makeWrapper(UnsafeMutableRawPointer(model), .retain) { Object($0, $1) }
    return selection.connectSignal("selection-changed") { _, _, _ in handler() }
  }

  /// The column the rows are sorted by first, and in which direction, as the user chose it by
  /// clicking headers (or ``sortByColumn(_:direction:)`` set it); nil when none is.
  ///
  /// Only columns made sortable with ``ColumnViewColumn/makeSortable()`` count. GTK 4.8 has no
  /// getter for it (`gtk_column_view_sorter_get_primary_sort_column` came in 4.10): the view's
  /// sorter is asked to compare two objects, and it asks the sorter of its first column first.
  public var sortColumn: (column: ColumnViewColumn, direction: SortType)? {
    guard let viewSorter = gtk_column_view_get_sorter(cPointer(self)) else { return nil }
    let columns = gtk_column_view_get_columns(cPointer(self))!
    var probes: [(column: OpaquePointer, probe: SortProbe)] = []
    for index in 0..<g_list_model_get_n_items(columns) {
      let column = OpaquePointer(g_list_model_get_item(columns, index)!)
      g_object_unref(UnsafeMutableRawPointer(column))  // the view keeps it
      if let probe = SortProbe.of(gtk_column_view_column_get_sorter(column)) {
        probes.append((column, probe))
      }
    }
    for entry in probes { entry.probe.start() }
    // Two distinct objects: a sorter compares nothing with itself.
    let ordering = gtk_sorter_compare(
      viewSorter, UnsafeMutableRawPointer(viewSorter), UnsafeMutableRawPointer(columns))
    for entry in probes { entry.probe.isProbing = false }
    guard ordering != GTK_ORDERING_EQUAL, let first = probes.first(where: { $0.probe.wasAsked })
    else { return nil }
    let column = makeWrapper(UnsafeMutableRawPointer(first.column), .retain) {
      ColumnViewColumn($0, $1)
    }
    return (column, ordering == GTK_ORDERING_SMALLER ? .ascending : .descending)
  }

  /// Calls `handler` whenever the sorting the headers show changes: the user clicked a
  /// sortable column's header, or ``sortByColumn(_:direction:)`` was called.
  @discardableResult
  public func onSortChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler? {
    sorter?.onChanged { _ in handler() }
  }
}

@MainActor
extension ColumnViewColumn {
  /// Makes the column sortable as far as its header goes: a click on it makes it the column the
  /// view sorts by (another click reverses it), and it shows GTK's sort indicator then; read
  /// the choice from ``ColumnView/sortColumn``.
  ///
  /// The column's sorter orders nothing: the program sorts the rows itself and gives the model
  /// its new order, as SwiftUI's `Table` leaves sorting to the app.
  public func makeSortable() {
    let probe = Unmanaged.passRetained(SortProbe()).toOpaque()
    let sorter = gtk_custom_sorter_new(
      { _, _, probe in
        Unmanaged<SortProbe>.fromOpaque(probe!).takeUnretainedValue().compare()
      },
      probe,
      { probe in Unmanaged<SortProbe>.fromOpaque(probe!).release() })!
    // The sorter owns the probe (released with its sort function); the quark only points at it.
    g_object_set_qdata(
      UnsafeMutableRawPointer(sorter).assumingMemoryBound(to: GObject.self), sortProbeQuark, probe)
    gtk_column_view_column_set_sorter(
      cPointer(self), UnsafeMutableRawPointer(sorter).assumingMemoryBound(to: GtkSorter.self))
    g_object_unref(UnsafeMutableRawPointer(sorter))
  }
}

/// What a sortable column's sorter answers: "equal" for every pair, except while
/// ``ColumnView/sortColumn`` asks the view's sorter which column comes first.
///
/// Not actor-isolated because GTK calls the sort function as a plain C function; it is touched
/// only on the main thread all the same (GTK's sorters run on its main loop).
private final class SortProbe {
  var isProbing = false
  var wasAsked = false

  func start() {
    isProbing = true
    wasAsked = false
  }

  /// Compares two items: the first is smaller while probing (the view's sorter turns that into
  /// "larger" for a reversed column).
  func compare() -> Int32 {
    guard isProbing else { return GTK_ORDERING_EQUAL.rawValue }
    wasAsked = true
    return GTK_ORDERING_SMALLER.rawValue
  }

  /// The probe of a sorter that ``ColumnViewColumn/makeSortable()`` made.
  static func of(_ sorter: UnsafeMutablePointer<GtkSorter>?) -> SortProbe? {
    guard let sorter,
      let probe = g_object_get_qdata(
        UnsafeMutableRawPointer(sorter).assumingMemoryBound(to: GObject.self), sortProbeQuark)
    else { return nil }
    return Unmanaged<SortProbe>.fromOpaque(probe).takeUnretainedValue()
  }
}

private let sortProbeQuark = g_quark_from_string("swift-composable-gtk-sort-probe")
