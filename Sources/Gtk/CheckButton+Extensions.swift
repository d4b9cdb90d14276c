import CGtk

/// A check box with a label (`GtkCheckButton`).
///
/// ```swift
/// let done = CheckButton(label: "Done")
/// let toggled = done.onToggled { store.send(.doneToggled($0)) }
/// done.withBlocked(toggled) { done.isActive = state.isDone }
/// ```
@MainActor
extension CheckButton {
  var checkButton: UnsafeMutablePointer<GtkCheckButton> { cPointer(self) }

  /// Creates a check box labelled `label` (no label when empty), unchecked.
  public convenience init(label: String = "") {
    let pointer = label.isEmpty ? gtk_check_button_new() : gtk_check_button_new_with_label(label)
    self.init(UnsafeMutableRawPointer(pointer!), .adoptNew)
  }

  /// Whether the box is checked. Setting it emits `toggled` when the value changes.
  public var isActive: Bool {
    get { gtk_check_button_get_active(checkButton) != 0 }
    set { gtk_check_button_set_active(checkButton, newValue ? 1 : 0) }
  }

  /// The label; `nil` for none.
  public var label: String? {
    get { gtk_check_button_get_label(checkButton).map { String(cString: $0) } }
    set { gtk_check_button_set_label(checkButton, newValue) }
  }

  /// Calls `handler` with the new state whenever the box is checked or unchecked, by the user
  /// or by setting ``isActive``.
  @discardableResult
  public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalHandler {
    connectSignal("toggled") { values, _, _ in
      let instance = values.objectPointer!
      handler(gtk_check_button_get_active(cCast(instance)) != 0)
    }
  }
}
