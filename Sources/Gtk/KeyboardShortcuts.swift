import CGtk

/// A keyboard shortcut of one widget (a `GtkShortcut` in a `GtkShortcutController`): it fires
/// while the focus is inside the widget, so "Delete" on a list does not delete while the user
/// types in a search entry elsewhere in the window.
@MainActor
public final class KeyboardShortcut {
  let controller: Object
  let shortcut: Object
  public private(set) weak var widget: Widget?

  init(controller: Object, shortcut: Object, widget: Widget) {
    self.controller = controller
    self.shortcut = shortcut
    self.widget = widget
  }

  /// The keys that fire the shortcut, in GTK's accelerator syntax (`"<Alt>Left"`).
  public var trigger: String {
    guard let trigger = gtk_shortcut_get_trigger(OpaquePointer(shortcut.gobjectPointer)),
      let text = gtk_shortcut_trigger_to_string(trigger)
    else { return "" }
    defer { g_free(text) }
    return String(cString: text)
  }

  /// Runs the shortcut's handler as the key press would: for tests.
  @discardableResult
  public func activate() -> Bool {
    guard let widget,
      let action = gtk_shortcut_get_action(OpaquePointer(shortcut.gobjectPointer))
    else {
      return false
    }
    return gtk_shortcut_action_activate(action, GTK_SHORTCUT_ACTION_EXCLUSIVE, widget.widget, nil)
      != 0
  }
}

/// What a shortcut's closure is kept in while GTK holds the callback action.
private final class ShortcutHandler {
  let body: @MainActor () -> Void
  init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}

extension Widget {
  /// Runs `handler` when `trigger` is pressed while the focus is in this widget or inside it
  /// (`scope` `.local`), or anywhere in its window (`.global`: a window-wide shortcut that
  /// lives as long as the widget). `trigger` is GTK's accelerator syntax: `"Delete"`,
  /// `"plus"`, `"<Control>f"`, `"<Control>1"`; several alternatives are separated by `|`
  /// (`"plus|KP_Add"`). Returns nil when GTK cannot parse `trigger`.
  ///
  /// ```swift
  /// list.addKeyboardShortcut("Delete") { store.send(.deleteKeyPressed) }
  /// ```
  @discardableResult
  public func addKeyboardShortcut(
    _ trigger: String, scope: ShortcutScope = .local, _ handler: @escaping @MainActor () -> Void
  ) -> KeyboardShortcut? {
    guard let parsed = gtk_shortcut_trigger_parse_string(trigger) else { return nil }
    let box = Unmanaged.passRetained(ShortcutHandler(handler)).toOpaque()
    let action = gtk_callback_action_new(
      { _, _, data in
        let handler = Unmanaged<ShortcutHandler>.fromOpaque(data!).takeUnretainedValue()
        MainActor.assumeIsolated { handler.body() }
        return 1
      },
      box,
      { data in Unmanaged<ShortcutHandler>.fromOpaque(data!).release() }
    )
    // gtk_shortcut_new takes both the trigger and the action (transfer full).
    let shortcut = gtk_shortcut_new(parsed, action)!
    let controller = gtk_shortcut_controller_new()!
    gtk_shortcut_controller_set_scope(
      cCast(UnsafeMutableRawPointer(controller)), GtkShortcutScope(UInt32(scope.rawValue)))
    // The controller takes the shortcut (transfer full): keep a reference of our own for
    // `activate()`.
    let shortcutObject = makeWrapper(UnsafeMutableRawPointer(shortcut), .retain) { Object($0, $1) }
    gtk_shortcut_controller_add_shortcut(
      cCast(UnsafeMutableRawPointer(controller)), shortcut)
    let controllerObject = makeWrapper(UnsafeMutableRawPointer(controller), .retain) {
      Object($0, $1)
    }
    // The widget takes the controller (transfer full).
    gtk_widget_add_controller(widget, cCast(UnsafeMutableRawPointer(controller)))
    return KeyboardShortcut(controller: controllerObject, shortcut: shortcutObject, widget: self)
  }
}
