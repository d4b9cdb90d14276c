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
extension ListView {
  var listView: OpaquePointer { cPointer(self) }

  /// The `GtkSingleSelection` between the model and the view, when rows are selectable. Read
  /// from GTK, so that any wrapper of the same list view (one found in a widget tree) sees it.
  private var singleSelection: OpaquePointer? {
    guard let model = gtk_list_view_get_model(listView) else { return nil }
    let instance = UnsafeMutableRawPointer(model).assumingMemoryBound(to: GTypeInstance.self)
    guard g_type_check_instance_is_a(instance, gtk_single_selection_get_type()) != 0 else {
      return nil
    }
    return model
  }

  /// Creates a list view of `model` whose rows `factory` makes. With `selectable`, one row at a
  /// time can be selected (by click or keyboard) and none is selected at first; otherwise rows
  /// are not selectable.
  public convenience init<Element, Row>(
    model: ListModel<Element>, factory: RowFactory<Row>, selectable: Bool = false
  ) {
    // The constructors take ownership of their arguments (transfer full): hand them
    // references of their own so that the wrappers keep theirs.
    let modelReference = OpaquePointer(g_object_ref(model.gobjectPointer))
    let selection: OpaquePointer?
    if selectable {
      let single = gtk_single_selection_new(modelReference)
      gtk_single_selection_set_autoselect(single, 0)
      gtk_single_selection_set_can_unselect(single, 1)
      selection = single
    } else {
      selection = gtk_no_selection_new(modelReference)
    }
    let view = gtk_list_view_new(
      selection, OpaquePointer(g_object_ref(factory.gobjectPointer)))
    self.init(UnsafeMutableRawPointer(view!), .adoptNew)
  }

  /// The position of the selected row, or nil for none (and for a list that is not
  /// selectable). Setting it selects that row, or clears the selection.
  public var selectedPosition: Int? {
    get {
      guard let singleSelection else { return nil }
      let position = gtk_single_selection_get_selected(singleSelection)
      return position == CGTK_INVALID_LIST_POSITION ? nil : Int(position)
    }
    set {
      guard let singleSelection else { return }
      gtk_single_selection_set_selected(
        singleSelection, newValue.map { UInt32($0) } ?? CGTK_INVALID_LIST_POSITION)
    }
  }

  /// Calls `handler` with the selected position whenever the selection changes (by the user,
  /// by the program, or because the selected row moved or went away).
  @discardableResult
  public func onSelectionChanged(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalHandler? {
    guard let singleSelection else { return nil }
    let selection = makeWrapper(UnsafeMutableRawPointer(singleSelection), .retain) {
      Object($0, $1)
    }
    return selection.onNotify("selected") { [weak self] in handler(self?.selectedPosition) }
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
    connectSignal("activate") { values, _, _ in handler(Int(values.value(1).uint)) }
  }

  /// Emits `activate` for `position`, as a double click would: for tests and benchmarks.
  public func emitActivate(position: Int) {
    emit("activate", .uint(UInt32(position)))
  }
}
