import CGtk

/// The answer a dialog gives (`GtkResponseType`, or an application-defined positive number).
public enum DialogResponse: Hashable, Sendable {
  /// OK.
  case ok
  /// Cancel.
  case cancel
  /// Close.
  case close
  /// Yes.
  case yes
  /// No.
  case no
  /// The dialog went away without an answer (Escape, or destroyed).
  case deleteEvent
  /// A response id the application chose; GTK reserves the negative ones.
  case custom(Int32)

  init(_ raw: Int32) {
    switch raw {
    case GTK_RESPONSE_OK.rawValue: self = .ok
    case GTK_RESPONSE_CANCEL.rawValue: self = .cancel
    case GTK_RESPONSE_CLOSE.rawValue: self = .close
    case GTK_RESPONSE_YES.rawValue: self = .yes
    case GTK_RESPONSE_NO.rawValue: self = .no
    case GTK_RESPONSE_DELETE_EVENT.rawValue: self = .deleteEvent
    default: self = .custom(raw)
    }
  }

  var raw: Int32 {
    switch self {
    case .ok: GTK_RESPONSE_OK.rawValue
    case .cancel: GTK_RESPONSE_CANCEL.rawValue
    case .close: GTK_RESPONSE_CLOSE.rawValue
    case .yes: GTK_RESPONSE_YES.rawValue
    case .no: GTK_RESPONSE_NO.rawValue
    case .deleteEvent: GTK_RESPONSE_DELETE_EVENT.rawValue
    case .custom(let raw): raw
    }
  }
}

/// A modal message with buttons (`GtkMessageDialog`): alerts and confirmations.
///
/// The dialog stays until ``destroy()``; destroy it in the response handler.
///
/// ```swift
/// let alert = MessageDialog(parent: window, message: "Could not load favorites",
///                           detail: error.description, buttons: .ok)
/// alert.onResponse { _ in alert.destroy(); store.send(.alertDismissed) }
/// alert.present()
/// ```
@MainActor
extension MessageDialog {
  /// The buttons a dialog starts with (`GtkButtonsType`); add more with
  /// ``addButton(_:response:)``.
  public enum Buttons: Sendable {
    /// None.
    case none
    /// OK.
    case ok
    /// Close.
    case close
    /// Cancel.
    case cancel
    /// Yes and No.
    case yesNo
    /// OK and Cancel.
    case okCancel

    var gtk: GtkButtonsType {
      switch self {
      case .none: GTK_BUTTONS_NONE
      case .ok: GTK_BUTTONS_OK
      case .close: GTK_BUTTONS_CLOSE
      case .cancel: GTK_BUTTONS_CANCEL
      case .yesNo: GTK_BUTTONS_YES_NO
      case .okCancel: GTK_BUTTONS_OK_CANCEL
      }
    }
  }

  var dialog: UnsafeMutablePointer<GtkDialog> { cPointer(self) }

  /// Creates a modal dialog over `parent` showing `message`, with `detail` below it.
  public convenience init(
    parent: Window?, message: String, detail: String? = nil, buttons: Buttons = .ok
  ) {
    let pointer = cgtk_message_dialog_new(
      parent?.window, GTK_DIALOG_MODAL, GTK_MESSAGE_OTHER, buttons.gtk, message)
    // A dialog is a toplevel that GTK holds (transfer none): take a reference of our own.
    self.init(UnsafeMutableRawPointer(pointer), .retain)
    if let detail {
      cgtk_message_dialog_set_secondary_text(cCast(gobjectPointer), detail)
    }
  }

  /// Adds a button that answers with `response`.
  public func addButton(_ label: String, response: DialogResponse) {
    let button = gtk_dialog_add_button(dialog, label, response.raw)!
    // A dialog's buttons take mnemonics, which GTK 4.8 names twice over AT-SPI.
    makeWrapper(UnsafeMutableRawPointer(button), .retain) { Widget($0, $1) }.nameByLabelAlone()
  }

  /// Styles the button that answers with `response` as dangerous (GTK's
  /// `destructive-action` style class).
  public func markDestructive(response: DialogResponse) {
    guard let button = gtk_dialog_get_widget_for_response(dialog, response.raw) else { return }
    gtk_widget_add_css_class(button, "destructive-action")
  }

  /// Makes the button that answers with `response` the one Enter activates.
  public func setDefaultResponse(_ response: DialogResponse) {
    gtk_dialog_set_default_response(dialog, response.raw)
  }

  /// The label of the button that answers with `response`, if there is one (for tests).
  public func buttonLabel(for response: DialogResponse) -> String? {
    guard let button = gtk_dialog_get_widget_for_response(dialog, response.raw),
      let label = gtk_button_get_label(cCast(button))
    else { return nil }
    return String(cString: label)
  }

  /// Whether the button that answers with `response` is styled as dangerous (for tests).
  public func isDestructive(response: DialogResponse) -> Bool {
    guard let button = gtk_dialog_get_widget_for_response(dialog, response.raw) else {
      return false
    }
    return gtk_widget_has_css_class(button, "destructive-action") != 0
  }

  /// The main text of the dialog (for tests).
  public var message: String? {
    var value: UnsafeMutablePointer<CChar>?
    cgtk_object_get_string(gobjectPointer, "text", &value)
    defer { g_free(value) }
    return value.map { String(cString: $0) }
  }

  /// Calls `handler` with the answer when a button is pressed or the dialog is dismissed.
  @discardableResult
  public func onResponse(_ handler: @escaping @MainActor (DialogResponse) -> Void)
    -> SignalHandler
  {
    connectSignal("response") { values, _, _ in handler(DialogResponse(values.value(1).int)) }
  }

  /// Emits `response` as pressing a button would: for tests and benchmarks.
  public func emitResponse(_ response: DialogResponse) {
    emit("response", .int(response.raw))
  }
}
