import CGtk

extension Align {
  var gtk: GtkAlign { cEnum(self) }
}

extension Orientation {
  var gtk: GtkOrientation { cEnum(self) }
}

/// A GTK widget: the properties every widget has.
///
/// ```swift
/// let label = Label("0")
/// label.hexpand = true
/// label.addCSSClass("title-1")
/// ```
@MainActor
extension Widget {
  package var widget: UnsafeMutablePointer<GtkWidget> { cPointer(self) }

  /// Whether the widget is shown (`gtk_widget_set_visible`).
  public var isVisible: Bool {
    get { gtk_widget_get_visible(widget) != 0 }
    set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
  }

  /// Whether the widget reacts to input (`gtk_widget_set_sensitive`).
  public var isSensitive: Bool {
    get { gtk_widget_get_sensitive(widget) != 0 }
    set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
  }

  /// Whether the widget asks for extra horizontal space.
  public var hexpand: Bool {
    get { gtk_widget_get_hexpand(widget) != 0 }
    set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
  }

  /// Whether the widget asks for extra vertical space.
  public var vexpand: Bool {
    get { gtk_widget_get_vexpand(widget) != 0 }
    set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
  }

  /// Sets how the widget uses extra horizontal and vertical space.
  public func align(horizontal: Align, vertical: Align) {
    gtk_widget_set_halign(widget, horizontal.gtk)
    gtk_widget_set_valign(widget, vertical.gtk)
  }

  /// Sets the same margin, in pixels, on all four sides.
  public func setMargins(_ margin: Int32) {
    gtk_widget_set_margin_top(widget, margin)
    gtk_widget_set_margin_bottom(widget, margin)
    gtk_widget_set_margin_start(widget, margin)
    gtk_widget_set_margin_end(widget, margin)
  }

  /// Sets the smallest size the widget may get; -1 leaves a dimension to the widget.
  public func setSizeRequest(width: Int32, height: Int32) {
    gtk_widget_set_size_request(widget, width, height)
  }

  /// The widget's name, which CSS selects with `#name`.
  public var name: String {
    get { String(cString: gtk_widget_get_name(widget)) }
    set { gtk_widget_set_name(widget, newValue) }
  }

  /// The tooltip text, or `nil` for none.
  public var tooltipText: String? {
    get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
    set { gtk_widget_set_tooltip_text(widget, newValue) }
  }

  /// The name screen readers announce for the widget (`GTK_ACCESSIBLE_PROPERTY_LABEL`), or
  /// `nil` for the name GTK derives itself (a button's label text, for example). Set it on every
  /// widget whose name cannot be derived, such as an icon-only button; `nil` resets it.
  ///
  /// The getter returns what was set here: GTK 4.8 has no getter for the name it computes, which
  /// tests read over the accessibility bus instead (`AccessibilityTests`).
  public var accessibleLabel: String? {
    get { cgtk_accessible_get_label(widget).map { String(cString: $0) } }
    set { cgtk_accessible_set_label(widget, newValue) }
  }

  /// What a screen reader reads after the widget's name (`GTK_ACCESSIBLE_PROPERTY_DESCRIPTION`):
  /// what using it does, when its name does not say; `nil` for none. The getter returns what
  /// was set here.
  public var accessibleDescription: String? {
    get { cgtk_accessible_get_description(widget).map { String(cString: $0) } }
    set { cgtk_accessible_set_description(widget, newValue) }
  }

  /// Takes the widget, and what is below it, off the accessibility bus (GTK's `HIDDEN` state),
  /// or puts it back: for a widget that is drawn but shows nothing.
  public func setAccessibilityHidden(_ hidden: Bool) {
    cgtk_accessible_set_hidden(widget, hidden ? 1 : 0)
  }

  /// Adds a CSS style class.
  public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }

  /// Removes a CSS style class.
  public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }

  /// Whether the widget has a CSS style class.
  public func hasCSSClass(_ name: String) -> Bool {
    gtk_widget_has_css_class(widget, name) != 0
  }

  /// The allocated width in pixels (0 before the first layout).
  public var width: Int32 { gtk_widget_get_width(widget) }

  /// The allocated height in pixels (0 before the first layout).
  public var height: Int32 { gtk_widget_get_height(widget) }

  /// Whether the widget is mapped: shown, and all of its ancestors are too.
  public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

  /// Whether the widget is inside a window (its root): set when it or an ancestor is added to
  /// one, cleared when it is removed or the window is destroyed. Changes emit `notify::root`.
  public var isRooted: Bool { gtk_widget_get_root(widget) != nil }

  /// Calls `handler` with the widget each time it enters or leaves a window (`notify::root`).
  ///
  /// The handler is given the widget by the signal, so it need not hold this wrapper: it
  /// keeps working for a widget whose Swift wrapper nothing keeps (what a view modifier sets
  /// up on a widget a container then owns).
  @discardableResult
  public func onRootChanged(_ handler: @escaping @MainActor (Widget) -> Void) -> SignalHandler {
    connectSignal("notify::root") { arguments, _, _ in
      guard let instance = g_value_get_object(arguments) else { return }
      handler(Widget.wrapper(of: UnsafeMutableRawPointer(instance)))
    }
  }

  /// How many child widgets the widget has (a box's children, a button's label).
  public var childCount: Int {
    var count = 0
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      count += 1
      child = gtk_widget_get_next_sibling(current)
    }
    return count
  }

  /// Whether the widget has a parent widget. Changes emit `notify::parent`.
  public var hasParent: Bool { gtk_widget_get_parent(widget) != nil }

  /// The window the widget is in, identified without holding it; `nil` when the widget is in
  /// no window (or its root is not a window). See ``WindowIdentity/isOpen``.
  public var rootWindowIdentity: WindowIdentity? {
    guard let root = gtk_widget_get_root(widget) else { return nil }
    let instance = UnsafeMutablePointer<GTypeInstance>(root)
    guard g_type_check_instance_is_a(instance, gtk_window_get_type()) != 0 else { return nil }
    return WindowIdentity(address: UInt(bitPattern: Int(bitPattern: root)))
  }

  /// The window the widget is in, of its most specific class; `nil` when the widget is in no
  /// window, or its root is not a window.
  public var rootWindow: Window? {
    guard let root = gtk_widget_get_root(widget) else { return nil }
    let instance = UnsafeMutablePointer<GTypeInstance>(root)
    guard g_type_check_instance_is_a(instance, gtk_window_get_type()) != 0 else { return nil }
    return makeWrapper(UnsafeMutableRawPointer(root), .retain) { Window($0, $1) }
  }

  /// Whether the widget has keyboard focus within its window.
  public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

  /// Moves keyboard focus to the widget; returns whether it took it.
  @discardableResult
  public func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

  /// Calls `handler` when the widget is being destroyed (disposed): for a window, when it is
  /// destroyed; for any other widget, when the last reference to it goes.
  @discardableResult
  public func onDestroy(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
    connectSignal("destroy") { _, _, _ in handler() }
  }

  /// Calls `handler` each time the widget is mapped (shown on screen with its parents); for a
  /// window, once the display has taken it (on Wayland, after its first configure).
  @discardableResult
  public func onMap(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
    connectSignal("map") { _, _, _ in handler() }
  }

  /// Asks for the widget to be drawn again in the next frame.
  public func queueDraw() { gtk_widget_queue_draw(widget) }

}

// What assistive technologies find: workarounds for what GTK 4.8 puts on the bus.
extension Widget {
  /// Keeps this widget, and what is below it, off the accessibility bus while it is not mapped.
  ///
  /// GTK 4.8 puts every visible widget on the bus, as visible, whether or not it is on screen;
  /// libadwaita 1.2 keeps the copies it does not show visible but unmapped (the narrow and the
  /// wide view switcher of a `ViewSwitcherTitle`, the side-by-side and the stacked buttons of a
  /// message dialog, the pages of a view stack that are not shown), so a screen reader finds
  /// every control twice, and the hidden ones too. Calling it again does nothing.
  package func hideFromAccessibilityWhileUnmapped() {
    let object: UnsafeMutablePointer<GObject> = cCast(gobjectPointer)
    guard g_object_get_data(object, Self.hiddenWhileUnmappedKey) == nil else { return }
    g_object_set_data(object, Self.hiddenWhileUnmappedKey, UnsafeMutableRawPointer(bitPattern: 1))
    let mapped: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
      widget, _ in cgtk_accessible_set_hidden(cCast(widget!), 0)
    }
    let unmapped: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
      widget, _ in cgtk_accessible_set_hidden(cCast(widget!), 1)
    }
    g_signal_connect_data(
      object, "map", unsafeBitCast(mapped, to: GCallback.self), nil, nil, GConnectFlags(0))
    g_signal_connect_data(
      object, "unmap", unsafeBitCast(unmapped, to: GCallback.self), nil, nil, GConnectFlags(0))
    cgtk_accessible_set_hidden(widget, isMapped ? 0 : 1)
  }

  private static let hiddenWhileUnmappedKey = "gtk-swift-hidden-while-unmapped"

  /// Names this button by its text alone: GTK 4.8 names a button whose label has a mnemonic
  /// (a dialog's, say) by its label and again by the label widget inside it ("Delete Delete"),
  /// which a screen reader reads twice. For buttons GTK or libadwaita made that way.
  package func nameByLabelAlone() {
    gtk_accessible_reset_relation(cCast(gobjectPointer), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
  }
}

// Key presses for tests, in an extension: dispatched statically, they leave the class's
// method table (which other modules index by position) as it was.
extension Widget {
  /// Activates the widget as its key binding does, that is, as Enter or Space on the focused
  /// widget would (`gtk_widget_activate`); returns whether the widget can be activated. A
  /// button shows its pressed state first and emits `clicked` about 250 ms later, as it does
  /// for the key; ``Button/emitClicked()`` clicks at once.
  @discardableResult
  public func pressActivationKey() -> Bool { gtk_widget_activate(widget) != 0 }

  /// Moves keyboard focus to the next (or previous) widget inside this one that takes it, as
  /// Tab (or Shift+Tab) does in a window (`gtk_widget_child_focus`); returns whether focus
  /// landed inside this widget rather than wrapping out of it.
  @discardableResult
  public func moveFocus(forward: Bool = true) -> Bool {
    gtk_widget_child_focus(widget, forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD) != 0
  }
}

/// Identifies a window without holding it (``Widget/rootWindowIdentity``), to ask later
/// whether it was destroyed.
public struct WindowIdentity: Hashable, Sendable {
  let address: UInt

  /// Whether the window is still open: GTK lists every toplevel until it is destroyed.
  ///
  /// The identity is the window's address: ask while the window cannot have been freed and
  /// another allocated in its place, for example while a widget is leaving it.
  @MainActor
  public var isOpen: Bool {
    let toplevels = gtk_window_get_toplevels()
    for position in 0..<g_list_model_get_n_items(toplevels) {
      guard let item = g_list_model_get_item(toplevels, position) else { continue }
      g_object_unref(item)
      if UInt(bitPattern: Int(bitPattern: item)) == address { return true }
    }
    return false
  }
}
