import CGtk

/// A button that stays pressed until clicked again (`GtkToggleButton`).
///
/// ```swift
/// let favorite = ToggleButton(label: "★")
/// let handler = favorite.onToggled { isOn in store.send(.favoriteToggled(isOn)) }
/// favorite.withBlocked(handler) { favorite.isActive = state.isFavorite }
/// ```
@MainActor
public final class ToggleButton: Button {
  var toggleButton: UnsafeMutablePointer<GtkToggleButton> { cgtk_toggle_button(gobjectPointer) }

  /// Creates a toggle button with a text label, initially off.
  public convenience init(label: String) {
    self.init(UnsafeMutableRawPointer(gtk_toggle_button_new_with_label(label)), .adoptNew)
  }

  /// Whether the button is pressed. Setting it emits `toggled` when the value changes.
  public var isActive: Bool {
    get { gtk_toggle_button_get_active(toggleButton) != 0 }
    set { gtk_toggle_button_set_active(toggleButton, newValue ? 1 : 0) }
  }

  /// Calls `handler` with the new state whenever the button is toggled, by the user or by
  /// setting ``isActive``.
  @discardableResult
  public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalHandler {
    connect0("toggled") { instance in
      handler(gtk_toggle_button_get_active(cgtk_toggle_button(instance)) != 0)
    }
  }

  /// Joins the group of `other`: at most one button of a group is active.
  public func setGroup(_ other: ToggleButton?) {
    gtk_toggle_button_set_group(toggleButton, other?.toggleButton)
  }
}
