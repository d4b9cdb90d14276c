import CGtk

/// What ``Entry`` and ``SearchEntry`` share: editable text (`GtkEditable`).
///
/// Bind an editable to state without a feedback loop by blocking its own handler while the
/// program sets the text:
///
/// ```swift
/// let changed = entry.onChanged { text in store.send(.queryChanged(text)) }
/// entry.withBlocked(changed) { entry.text = state.query }
/// ```
extension Editable where Self: Widget {
  var editable: OpaquePointer { cPointer(self) }

  /// The text. Setting it emits `changed` (unless that handler is blocked).
  public var text: String {
    get { String(cString: gtk_editable_get_text(editable)) }
    set { gtk_editable_set_text(editable, newValue) }
  }

  /// Whether the user can change the text.
  public var isEditable: Bool {
    get { gtk_editable_get_editable(editable) != 0 }
    set { gtk_editable_set_editable(editable, newValue ? 1 : 0) }
  }

  /// The cursor position, in characters.
  public var cursorPosition: Int32 {
    get { gtk_editable_get_position(editable) }
    set { gtk_editable_set_position(editable, newValue) }
  }

  /// Calls `handler` with the new text after every change, typed or set by the program.
  @discardableResult
  public func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalHandler {
    connectSignal("changed") { values, _, _ in
      let instance = values.objectPointer!
      handler(String(cString: gtk_editable_get_text(OpaquePointer(instance))))
    }
  }

  /// Calls `handler` when the user presses Enter in the field.
  @discardableResult
  public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
    connectSignal("activate") { _, _, _ in handler() }
  }

  /// Emits `activate` as Enter would: for tests and benchmarks.
  public func emitActivate() { emit("activate") }
}
