import CAdw
import Gtk

/// A short message over the content, with an optional button (`AdwToast`): "Removed 7 — Undo".
/// Show it with ``ToastOverlay/add(_:)``.
///
/// ```swift
/// let toast = Toast("Removed 7")
/// toast.buttonLabel = "Undo"
/// toast.onButtonClicked { store.send(.undoRemoval) }
/// toast.onDismissed { store.send(.toastDismissed) }
/// overlay.add(toast)
/// ```
///
/// A toast is shown once: after it is dismissed, make a new one.
@MainActor
extension Toast {
  /// How a toast queues behind one that is shown (`AdwToastPriority`).
  public enum Priority: Sendable {
    /// Waits its turn.
    case normal
    /// Shows at once, putting the one shown back in the queue.
    case high
  }

  var toast: OpaquePointer { cPointer(self) }

  /// Creates a toast that says `title`.
  public convenience init(_ title: String) {
    // A toast is a plain GObject, not floating: the constructor's reference is ours.
    self.init(UnsafeMutableRawPointer(adw_toast_new(title)), .adoptNew)
  }

  /// The message.
  public var title: String {
    get { adw_toast_get_title(toast).map { String(cString: $0) } ?? "" }
    set { adw_toast_set_title(toast, newValue) }
  }

  /// The label of the toast's button; `nil` shows no button.
  public var buttonLabel: String? {
    get { adw_toast_get_button_label(toast).map { String(cString: $0) } }
    set { adw_toast_set_button_label(toast, newValue) }
  }

  /// The action the button activates (`"app.undo"`, `"win.undo"`), as an alternative to
  /// ``onButtonClicked(_:)``.
  public var actionName: String? {
    get { adw_toast_get_action_name(toast).map { String(cString: $0) } }
    set { adw_toast_set_action_name(toast, newValue) }
  }

  /// How the toast queues behind others.
  public var priority: Priority {
    get { adw_toast_get_priority(toast) == ADW_TOAST_PRIORITY_HIGH ? .high : .normal }
    set {
      adw_toast_set_priority(
        toast, newValue == .high ? ADW_TOAST_PRIORITY_HIGH : ADW_TOAST_PRIORITY_NORMAL)
    }
  }

  /// Seconds until the toast goes away by itself; 0 keeps it until it is dismissed. The
  /// default is 5.
  public var timeout: UInt32 {
    get { adw_toast_get_timeout(toast) }
    set { adw_toast_set_timeout(toast, newValue) }
  }

  /// Hides the toast now (or takes it out of the queue); `dismissed` follows.
  public func dismiss() { adw_toast_dismiss(toast) }

  /// Calls `handler` when the user presses the toast's button. The toast is dismissed after.
  @discardableResult
  public func onButtonClicked(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
    connectSignal("button-clicked") { _, _, _ in handler() }
  }

  /// Calls `handler` when the toast goes away: its timeout, its button, the user closing it,
  /// or ``dismiss()``.
  @discardableResult
  public func onDismissed(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
    connectSignal("dismissed") { _, _, _ in handler() }
  }

  /// Emits `button-clicked` as the toast's button does: for tests.
  public func emitButtonClicked() { emit("button-clicked") }
}
