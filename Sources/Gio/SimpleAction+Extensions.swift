import CGtk
import GLib

/// A named command that menus, buttons and keyboard shortcuts trigger (`GSimpleAction`); add
/// it to GTK's `Application` with `addAction(_:)`.
///
/// ```swift
/// let quit = SimpleAction(name: "quit")
/// quit.onActivate { app.quit() }
/// app.addAction(quit)
/// ```
@MainActor
extension SimpleAction {
  /// Creates an enabled action without a parameter.
  public convenience init(name: String) {
    self.init(Object.newObject(of: Self.gType, [("name", .string(name))]), .adoptNew)
  }

  /// Whether the action can be activated; menus grey out disabled actions.
  public var isEnabled: Bool {
    get { enabled }
    set { setEnabled(newValue) }
  }

  /// Calls `handler` each time the action is activated.
  @discardableResult
  public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
    connectSignal("activate") { _, _, _ in handler() }
  }

  /// Activates the action, as its menu item or shortcut would.
  public func activate() { g_action_activate(cPointer(self), nil) }
}
