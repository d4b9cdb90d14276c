import CGtk

/// A button that stays pressed until clicked again (`GtkToggleButton`).
///
/// ```swift
/// let favorite = ToggleButton(label: "★")
/// let handler = favorite.onToggled { isOn in store.send(.favoriteToggled(isOn)) }
/// favorite.withBlocked(handler) { favorite.isActive = state.isFavorite }
/// ```
@MainActor
extension ToggleButton {
  var toggleButton: UnsafeMutablePointer<GtkToggleButton> { cPointer(self) }

  /// Whether the button is pressed. Setting it emits `toggled` when the value changes.
  public var isActive: Bool {
    get { gtk_toggle_button_get_active(toggleButton) != 0 }
    set { gtk_toggle_button_set_active(toggleButton, newValue ? 1 : 0) }
  }

  /// Calls `handler` with the new state whenever the button is toggled, by the user or by
  /// setting ``isActive``.
  @discardableResult
  public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalHandler {
    connectSignal("toggled") { values, _, _ in
      let instance = values.objectPointer!
      handler(gtk_toggle_button_get_active(cCast(instance)) != 0)
    }
  }

  /// Joins the group of `other`: at most one button of a group is active.
  public func setGroup(_ other: ToggleButton?) {
    gtk_toggle_button_set_group(toggleButton, other?.toggleButton)
  }
}
