import CGtk

extension Widget {
  /// The child widgets, first to last: for tests and tools that walk a widget tree.
  ///
  /// Each is a new wrapper (holding a reference of its own) of the child's GObject, of the
  /// most specific type this module has for labels, buttons, entries, value controls, grids,
  /// stacks, revealers and header bars, and a plain ``Widget`` otherwise: compare widgets by
  /// ``Object/gobjectPointer``, not by identity.
  public var children: [Widget] {
    var result: [Widget] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      result.append(Self.wrapper(of: UnsafeMutableRawPointer(current)))
      child = gtk_widget_get_next_sibling(current)
    }
    return result
  }

  /// The widget this one is in, as a new wrapper; nil for a window or a widget out of any
  /// container. For the widgets GTK puts around ours, such as a list row's own widget.
  public var parent: Widget? {
    gtk_widget_get_parent(widget).map { Self.wrapper(of: UnsafeMutableRawPointer($0)) }
  }

  /// Every widget below this one, depth first.
  public var descendants: [Widget] {
    children.flatMap { [$0] + $0.descendants }
  }

  /// Whether the widget's GObject is of type `type` or derives from it: for widgets GTK or
  /// libadwaita made, which ``children`` wraps as plain widgets.
  package func isA(_ type: GType) -> Bool {
    g_type_check_instance_is_a(gobjectPointer.assumingMemoryBound(to: GTypeInstance.self), type) != 0
  }

  /// Whether this is a control a user operates: a button of any kind (toggle, link, a menu
  /// button's own button, a view switcher's), a check or radio button, a switch, an entry (a
  /// search or password entry too) or a spin button. For tests and tools that check what
  /// assistive technologies find.
  public var isUserControl: Bool {
    let instance = gobjectPointer.assumingMemoryBound(to: GTypeInstance.self)
    let types = [
      gtk_button_get_type(), gtk_check_button_get_type(), gtk_switch_get_type(),
      gtk_entry_get_type(), gtk_search_entry_get_type(), gtk_password_entry_get_type(),
      gtk_spin_button_get_type(),
    ]
    return types.contains { g_type_check_instance_is_a(instance, $0) != 0 }
  }

  static func wrapper(of pointer: UnsafeMutableRawPointer) -> Widget {
    let instance = pointer.assumingMemoryBound(to: GTypeInstance.self)
    func isA(_ type: GType) -> Bool { g_type_check_instance_is_a(instance, type) != 0 }
    if isA(gtk_label_get_type()) { return Label(borrowing: pointer) }
    if isA(gtk_toggle_button_get_type()) { return ToggleButton(pointer, .retain) }
    if isA(gtk_button_get_type()) { return Button(pointer, .retain) }
    if isA(gtk_entry_get_type()) { return Entry(borrowing: pointer) }
    if isA(gtk_list_view_get_type()) { return ListView(borrowing: pointer) }
    if isA(gtk_search_entry_get_type()) { return SearchEntry(borrowing: pointer) }
    if isA(gtk_spin_button_get_type()) { return SpinButton(borrowing: pointer) }
    if isA(gtk_switch_get_type()) { return Switch(borrowing: pointer) }
    if isA(gtk_check_button_get_type()) { return CheckButton(borrowing: pointer) }
    if isA(gtk_grid_get_type()) { return Grid(borrowing: pointer) }
    if isA(gtk_stack_get_type()) { return Stack(borrowing: pointer) }
    if isA(gtk_progress_bar_get_type()) { return ProgressBar(borrowing: pointer) }
    if isA(gtk_revealer_get_type()) { return Revealer(borrowing: pointer) }
    if isA(gtk_header_bar_get_type()) { return HeaderBar(pointer, .retain) }
    return Widget(pointer, .retain)
  }
}
