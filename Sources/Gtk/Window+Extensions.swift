import CGtk

/// A toplevel window (`GtkWindow`).
///
/// GTK keeps every toplevel alive until ``destroy()``; closing it (the user, or ``close()``)
/// destroys it unless an ``onCloseRequest(_:)`` handler returns `true`.
@MainActor
extension Window {
  package var window: UnsafeMutablePointer<GtkWindow> { cPointer(self) }

  /// The title shown in the title bar.
  public var title: String? {
    get { gtk_window_get_title(window).map { String(cString: $0) } }
    set { gtk_window_set_title(window, newValue) }
  }

  /// Sets the size the window opens with.
  public func setDefaultSize(width: Int32, height: Int32) {
    gtk_window_set_default_size(window, width, height)
  }

  /// Every window GTK has open (not yet destroyed), each the one wrapper of its GObject, of its
  /// most specific class: for tests and tools that need a window the program did not hand
  /// them, such as a dialog a view opened.
  public static var toplevels: [Window] {
    let list = gtk_window_get_toplevels()
    return (0..<g_list_model_get_n_items(list)).compactMap { position in
      guard let item = g_list_model_get_item(list, position) else { return nil }
      // get_item returns a reference of our own (transfer full).
      return makeWrapper(UnsafeMutableRawPointer(item), .adoptNew) { Window($0, $1) }
    }
  }

  /// Whether both wrap the same GTK window.
  public func isSame(as other: Window) -> Bool { gobjectPointer == other.gobjectPointer }

  /// The size the window opens with, which GTK keeps up to date as the user resizes it: what
  /// to save to open the window at the same size next time.
  public var defaultSize: (width: Int32, height: Int32) {
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_window_get_default_size(window, &width, &height)
    return (width, height)
  }

  /// Whether the window is maximized.
  public var isMaximized: Bool {
    get { gtk_window_is_maximized(window) != 0 }
    set { newValue ? gtk_window_maximize(window) : gtk_window_unmaximize(window) }
  }

  /// Sets the window's content; GTK holds it from now on.
  ///
  /// A window that keeps its content in a `content` property (libadwaita's `Adw.Window` and
  /// `Adw.ApplicationWindow`, which abort on `gtk_window_set_child`) gets it there.
  public func setChild(_ child: Widget?) {
    if hasContentProperty {
      var value = GValue()
      g_value_init(&value, gtk_widget_get_type())
      g_value_set_object(&value, child?.gobjectPointer)
      g_object_set_property(gobjectPointer.assumingMemoryBound(to: GObject.self), "content", &value)
      g_value_unset(&value)
    } else {
      gtk_window_set_child(window, child?.widget)
    }
  }

  /// Replaces the title bar, typically with a ``HeaderBar``. Windows that keep their content
  /// in a `content` property (libadwaita's) have no title bar slot: put an `Adw.HeaderBar` at
  /// the top of the content instead.
  public func setTitlebar(_ titlebar: Widget?) {
    precondition(
      !hasContentProperty,
      "\(type(of: self)) has no title bar slot: put a header bar at the top of its content")
    gtk_window_set_titlebar(window, titlebar?.widget)
  }

  private var hasContentProperty: Bool {
    let instance = gobjectPointer.assumingMemoryBound(to: GTypeInstance.self)
    let objectClass = UnsafeMutableRawPointer(instance.pointee.g_class)!
      .assumingMemoryBound(to: GObjectClass.self)
    return g_object_class_find_property(objectClass, "content") != nil
  }

  /// The widget given to ``setTitlebar(_:)``, of its most specific class (a ``HeaderBar`` for
  /// a header bar); `nil` for none.
  public var titlebar: Widget? {
    gtk_window_get_titlebar(window).map { Widget.wrapper(of: UnsafeMutableRawPointer($0)) }
  }

  /// Whether the user can resize the window.
  public var isResizable: Bool {
    get { gtk_window_get_resizable(window) != 0 }
    set { gtk_window_set_resizable(window, newValue ? 1 : 0) }
  }

  /// Keeps the window above `parent` and centered on it; `nil` detaches it.
  public func setTransientFor(_ parent: Window?) {
    gtk_window_set_transient_for(window, parent?.window)
  }

  /// Whether the window blocks input to the other windows of the application while it is shown.
  public var isModal: Bool {
    get { gtk_window_get_modal(window) != 0 }
    set { gtk_window_set_modal(window, newValue ? 1 : 0) }
  }

  /// Whether the window is the one with keyboard focus.
  public var isActive: Bool { gtk_window_is_active(window) != 0 }

  /// Shows the window and brings it to the front.
  public func present() { gtk_window_present(window) }

  /// Asks the window to close, as the close button does; handlers may refuse.
  public func close() { gtk_window_close(window) }

  /// Destroys the window now: GTK drops its reference, and the window dies once no wrapper
  /// holds it either.
  ///
  /// A popover open in the window is closed first: GDK 4.8 on X11 keeps the pointer grab of
  /// an autohide popover (a menu) whose window is destroyed while it is open, and the other
  /// windows of the app would get no presses or drags after (a sheet dismissed by its state
  /// with a menu open in it).
  public func destroy() {
    for popover in descendants.lazy.compactMap({ $0 as? Popover }) where popover.isVisible {
      popover.popdown()
    }
    gtk_window_destroy(window)
  }

  /// Calls `handler` once, when the window is destroyed: by ``destroy()``, or by GTK when the
  /// user closes it.
  ///
  /// Unlike ``Widget/onDestroy(_:)``, which fires when the window is disposed (only once no
  /// Swift reference holds it), this fires as soon as GTK lets go of the window. The handler
  /// does not hold the window.
  public func onDestroyed(_ handler: @escaping @MainActor () -> Void) {
    // Destroying a window removes it from GTK's list of toplevels; watch that list.
    let toplevels = makeWrapper(UnsafeMutableRawPointer(gtk_window_get_toplevels()), .retain) {
      Object($0, $1)
    }
    let watch = ToplevelWatch()
    let pointer = gobjectPointer
    // The pointer is only compared, never used: GTK's list holds the window until it removes
    // it, and the watch ends at that removal.
    watch.handler = toplevels.connectSignal("items-changed") { values, _, _ in
      let list = values.objectPointer!
      guard !watch.fired, !Window.isToplevel(pointer, in: list) else { return }
      watch.fired = true
      handler()
      if let id = watch.handler { toplevels.disconnect(id) }
    }
  }

  private static func isToplevel(
    _ window: UnsafeMutableRawPointer, in list: UnsafeMutableRawPointer
  ) -> Bool {
    let model: OpaquePointer = cCast(list)
    for position in 0..<g_list_model_get_n_items(model) {
      guard let item = g_list_model_get_item(model, position) else { continue }
      g_object_unref(item)
      if item == window { return true }
    }
    return false
  }

  /// Calls `handler` when the window is asked to close; return `true` to keep it open.
  @discardableResult
  public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalHandler {
    connectSignal("close-request") { _, _, result in
      g_value_set_boolean(result, handler() ? 1 : 0)
    }
  }

  /// Emits `close-request` as the window manager would; returns whether a handler kept the
  /// window open. For tests: unlike ``close()`` it does not destroy the window.
  @discardableResult
  public func emitCloseRequest() -> Bool { emit("close-request") }
}

/// The state of one ``Window/onDestroyed(_:)`` watch, shared with its handler.
@MainActor
private final class ToplevelWatch {
  var handler: SignalHandler?
  var fired = false
}
