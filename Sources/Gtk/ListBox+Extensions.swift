import CGtk

extension SelectionMode {
  var gtk: GtkSelectionMode { cEnum(self) }
}

/// A vertical list of arbitrary widgets, all of them built (`GtkListBox`): for short lists such
/// as settings; long lists belong in a ``ListView``.
///
/// ```swift
/// let settings = ListBox()
/// settings.append(Label("Dark mode"))
/// settings.onRowActivated { index in store.send(.settingTapped(index)) }
/// ```
@MainActor
extension ListBox {
  var listBox: OpaquePointer { cPointer(self) }

  /// Adds `child` as the last row (GTK wraps it in a row widget).
  public func append(_ child: Widget) { gtk_list_box_append(listBox, child.widget) }

  /// Inserts `child` as the row at `index`; -1 appends.
  public func insert(_ child: Widget, at index: Int32) {
    gtk_list_box_insert(listBox, child.widget, index)
  }

  /// Removes the row at `index`, if there is one.
  public func removeRow(at index: Int32) {
    guard let row = gtk_list_box_get_row_at_index(listBox, index) else { return }
    gtk_list_box_remove(listBox, cCast(row))
  }

  /// The number of rows.
  public var rowCount: Int {
    var count = 0
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      if g_type_check_instance_is_a(
        UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self),
        gtk_list_box_row_get_type()) != 0
      {
        count += 1
      }
      child = gtk_widget_get_next_sibling(current)
    }
    return count
  }

  /// How many rows can be selected.
  public var selectionMode: SelectionMode {
    get {
      switch gtk_list_box_get_selection_mode(listBox) {
      case GTK_SELECTION_NONE: .none
      case GTK_SELECTION_BROWSE: .browse
      case GTK_SELECTION_MULTIPLE: .multiple
      default: .single
      }
    }
    set { gtk_list_box_set_selection_mode(listBox, newValue.gtk) }
  }

  /// The index of the selected row, or `nil`; setting `nil` clears the selection.
  public var selectedRowIndex: Int32? {
    get { gtk_list_box_get_selected_row(listBox).map { gtk_list_box_row_get_index($0) } }
    set {
      if let newValue, let row = gtk_list_box_get_row_at_index(listBox, newValue) {
        gtk_list_box_select_row(listBox, row)
      } else {
        gtk_list_box_unselect_all(listBox)
      }
    }
  }

  /// Calls `handler` with the index of a row the user activates.
  @discardableResult
  public func onRowActivated(_ handler: @escaping @MainActor (Int32) -> Void) -> SignalHandler {
    connectSignal("row-activated") { values, _, _ in
      let row = values.value(1).objectPointer
      handler(gtk_list_box_row_get_index(row?.assumingMemoryBound(to: GtkListBoxRow.self)))
    }
  }

  /// Calls `handler` with the selected row's index, or `nil`, whenever the selection changes.
  @discardableResult
  public func onRowSelected(_ handler: @escaping @MainActor (Int32?) -> Void) -> SignalHandler {
    connectSignal("row-selected") { values, _, _ in
      let row = values.value(1).objectPointer
      handler(
        row.map { gtk_list_box_row_get_index($0.assumingMemoryBound(to: GtkListBoxRow.self)) })
    }
  }

  /// Emits `move-cursor` as GTK's key bindings do: `.displayLines` with a count of 1 or -1 for
  /// the Down and Up keys, `.bufferEnds` with -1 or 1 for Home and End; `modify` as with Ctrl
  /// held (the cursor moves without selecting), `extend` as with Shift. For tests, which move
  /// through a list as the keys would.
  public func emitMoveCursor(
    _ step: MovementStep, count: Int32, extend: Bool = false, modify: Bool = false
  ) {
    emit(
      "move-cursor", .enumeration(step.rawValue), .int(count), .bool(extend), .bool(modify))
  }

  /// Emits `toggle-cursor-row`, as Ctrl+Space does: selects or unselects the row under the
  /// cursor (in a list that selects several).
  public func emitToggleCursorRow() { emit("toggle-cursor-row") }

  /// Emits `row-activated` for the row at `index`, as a click would: for tests and benchmarks.
  public func emitRowActivated(at index: Int32) {
    guard let row = gtk_list_box_get_row_at_index(listBox, index) else { return }
    emit("row-activated", .object(UnsafeMutableRawPointer(row)))
  }
}
