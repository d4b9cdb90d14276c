import CGtk

/// An on/off switch (`GtkSwitch`): for a setting that takes effect at once.
///
/// ```swift
/// let darkMode = Switch()
/// let changed = darkMode.onActiveChanged { store.send(.darkModeChanged($0)) }
/// darkMode.withBlocked(changed) { darkMode.isActive = state.darkMode }
/// ```
@MainActor
extension Switch {
  var switchPointer: OpaquePointer { cPointer(self) }

  /// Whether the switch is on. Setting it notifies `active` when the value changes.
  public var isActive: Bool {
    get { gtk_switch_get_active(switchPointer) != 0 }
    set { gtk_switch_set_active(switchPointer, newValue ? 1 : 0) }
  }

  /// Calls `handler` with the new state whenever the switch turns on or off, by the user or by
  /// setting ``isActive`` (the `notify::active` signal).
  @discardableResult
  public func onActiveChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalHandler {
    connectSignal("notify::active") { values, _, _ in
      let instance = values.objectPointer!
      handler(gtk_switch_get_active(cCast(instance)) != 0)
    }
  }
}
