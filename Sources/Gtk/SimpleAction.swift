import CGtk

/// A named command that menus, buttons and keyboard shortcuts trigger (`GSimpleAction`); add
/// it to an ``Application`` with ``Application/addAction(_:)``.
///
/// ```swift
/// let quit = SimpleAction(name: "quit")
/// quit.onActivate { app.quit() }
/// app.addAction(quit)
/// ```
@MainActor
public final class SimpleAction: Object {
  var action: OpaquePointer { cCast(gobjectPointer) }

  /// Creates an enabled action without a parameter.
  public init(name: String) {
    super.init(UnsafeMutableRawPointer(g_simple_action_new(name, nil)), .adoptNew)
  }

  /// The name, without the `app.` or `win.` prefix.
  public var name: String { String(cString: g_action_get_name(cCast(gobjectPointer))) }

  /// Whether the action can be activated; menus grey out disabled actions.
  public var isEnabled: Bool {
    get { g_action_get_enabled(cCast(gobjectPointer)) != 0 }
    set { g_simple_action_set_enabled(action, newValue ? 1 : 0) }
  }

  /// Calls `handler` each time the action is activated.
  @discardableResult
  public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
    connectSignal("activate") { _, _, _ in handler() }
  }

  /// Activates the action, as its menu item or shortcut would.
  public func activate() { g_action_activate(cCast(gobjectPointer), nil) }
}
