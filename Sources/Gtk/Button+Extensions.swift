import CGtk

/// A push button (`GtkButton`).
///
/// ```swift
/// let plus = Button(label: "+")
/// plus.onClicked { store.send(.incrementButtonTapped) }
/// ```
@MainActor
extension Button {
  var button: UnsafeMutablePointer<GtkButton> { cPointer(self) }

  /// The text label, or `nil` if the button shows something else.
  public var label: String? {
    get { gtk_button_get_label(button).map { String(cString: $0) } }
    set { gtk_button_set_label(button, newValue) }
  }

  /// The themed icon shown instead of a label.
  public var iconName: String? {
    get { gtk_button_get_icon_name(button).map { String(cString: $0) } }
    set { gtk_button_set_icon_name(button, newValue) }
  }

  /// Replaces the button's content with `child`.
  public func setChild(_ child: Widget?) { gtk_button_set_child(button, child?.widget) }

  /// Calls `handler` when the button is clicked.
  @discardableResult
  public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
    connectSignal("clicked") { _, _, _ in handler() }
  }

  /// Emits `clicked` as a click would, with no pointer event and no animation: for tests and
  /// benchmarks.
  public func emitClicked() { emit("clicked") }
}
