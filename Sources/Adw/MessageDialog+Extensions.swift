import CAdw
import Gtk

/// A modal message with a heading, a body and response buttons (`AdwMessageDialog`): alerts
/// and confirmations in libadwaita's style. Each response has a string id; the dialog closes
/// itself after any response.
///
/// ```swift
/// let dialog = Adw.MessageDialog(parent: window, heading: "Remove 7?",
///                                body: "It will no longer be a favorite.")
/// dialog.addResponse("cancel", label: "Cancel")
/// dialog.addResponse("remove", label: "Remove", appearance: .destructive)
/// dialog.defaultResponse = "cancel"
/// dialog.closeResponse = "cancel"
/// dialog.onResponse { id in if id == "remove" { store.send(.removeConfirmed) } }
/// dialog.present()
/// ```
@MainActor
extension MessageDialog {
  /// How a response button looks (`AdwResponseAppearance`): `.default`, `.suggested` (blue,
  /// the button that does what the dialog is about) or `.destructive` (red).
  public typealias ResponseAppearance = Adw.ResponseAppearance

  var dialog: UnsafeMutablePointer<AdwMessageDialog> { cPointer(self) }

  /// Creates a modal dialog over `parent`.
  public convenience init(parent: Gtk.Window?, heading: String?, body: String? = nil) {
    let pointer = adw_message_dialog_new(parent?.window, heading, body)!
    // A dialog is a toplevel that GTK holds (transfer none): take a reference of our own.
    self.init(UnsafeMutableRawPointer(pointer), .retain)
    // libadwaita 1.2 lays the buttons out twice, side by side and stacked, in an AdwSqueezer
    // that shows one: the other stays on the accessibility bus unless hidden there.
    for squeezer in descendants where squeezer is Squeezer {
      for layout in squeezer.children { layout.hideFromAccessibilityWhileUnmapped() }
    }
  }

  /// The heading.
  public var heading: String? {
    get { adw_message_dialog_get_heading(dialog).map { String(cString: $0) } }
    set { adw_message_dialog_set_heading(dialog, newValue) }
  }

  /// The text below the heading.
  public var body: String {
    get { adw_message_dialog_get_body(dialog).map { String(cString: $0) } ?? "" }
    set { adw_message_dialog_set_body(dialog, newValue) }
  }

  /// Adds a button that answers `id`, after the others.
  public func addResponse(_ id: String, label: String, appearance: ResponseAppearance = .default) {
    adw_message_dialog_add_response(dialog, id, label)
    // Its buttons (one per layout) take mnemonics, which GTK 4.8 names twice over AT-SPI.
    for button in descendants.compactMap({ $0 as? Button }) where button.label == label {
      button.nameByLabelAlone()
    }
    if appearance != .default {
      adw_message_dialog_set_response_appearance(dialog, id, cEnum(appearance))
    }
  }

  /// Whether the dialog has a response `id`.
  public func hasResponse(_ id: String) -> Bool { adw_message_dialog_has_response(dialog, id) != 0 }

  /// The label of the button that answers `id`; `nil` when there is none.
  public func label(ofResponse id: String) -> String? {
    guard hasResponse(id) else { return nil }
    return adw_message_dialog_get_response_label(dialog, id).map { String(cString: $0) }
  }

  /// How the button that answers `id` looks.
  public func appearance(ofResponse id: String) -> ResponseAppearance {
    swiftEnum(adw_message_dialog_get_response_appearance(dialog, id))
  }

  /// Sets how the button that answers `id` looks.
  public func setAppearance(_ appearance: ResponseAppearance, ofResponse id: String) {
    adw_message_dialog_set_response_appearance(dialog, id, cEnum(appearance))
  }

  /// Whether the button that answers `id` can be pressed.
  public func setEnabled(_ isEnabled: Bool, response id: String) {
    adw_message_dialog_set_response_enabled(dialog, id, isEnabled ? 1 : 0)
  }

  /// The response Enter gives; `nil` for none.
  public var defaultResponse: String? {
    get { adw_message_dialog_get_default_response(dialog).map { String(cString: $0) } }
    set { adw_message_dialog_set_default_response(dialog, newValue) }
  }

  /// The response Escape or closing the dialog gives (libadwaita's default is `"close"`).
  public var closeResponse: String {
    get { String(cString: adw_message_dialog_get_close_response(dialog)) }
    set { adw_message_dialog_set_close_response(dialog, newValue) }
  }

  /// Calls `handler` with the response id when a button is pressed, Escape is pressed or the
  /// dialog is closed (then with ``closeResponse``).
  @discardableResult
  public func onResponse(_ handler: @escaping @MainActor (String) -> Void) -> SignalHandler {
    connectSignal("response") { values, _, _ in
      handler(g_value_get_string(values.value(1)).map { String(cString: $0) } ?? "")
    }
  }

  /// Whether the dialog is being closed by a click on one of its response buttons (a
  /// `clicked` emission on one of them is under way).
  ///
  /// libadwaita 1.2 closes the dialog before it emits `response` for a button: a
  /// `close-request` handler sees the close first, with nothing to tell it from Escape, the
  /// close button or the window manager, which answer ``closeResponse``. While this is `true`
  /// the close is part of the button's answer, and `response` follows with the button's id.
  public var isClosingForResponseButton: Bool {
    let clicked = g_signal_lookup("clicked", gtk_button_get_type())
    var found = false
    func visit(_ parent: UnsafeMutablePointer<GtkWidget>) {
      var child = gtk_widget_get_first_child(parent)
      while let current = child, !found {
        let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gtk_button_get_type()) != 0,
          let hint = g_signal_get_invocation_hint(current), hint.pointee.signal_id == clicked
        {
          found = true
        }
        visit(current)
        child = gtk_widget_get_next_sibling(current)
      }
    }
    visit(cCast(gobjectPointer))
    return found
  }

  /// Answers `id` as pressing its button would: emits `response`, then the dialog closes.
  public func respond(_ id: String) { adw_message_dialog_response(dialog, id) }
}
