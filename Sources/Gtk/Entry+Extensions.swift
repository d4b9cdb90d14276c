import CGtk

/// A one-line text field (`GtkEntry`); its text API is ``Editable``.
///
/// ```swift
/// let name = Entry(placeholder: "Name")
/// name.onChanged { text in store.send(.nameChanged(text)) }
/// ```
@MainActor
extension Entry {
  var entry: UnsafeMutablePointer<GtkEntry> { cPointer(self) }

  /// Creates an empty entry showing `placeholder` while it is empty.
  public convenience init(placeholder: String? = nil) {
    self.init(UnsafeMutableRawPointer(gtk_entry_new()), .adoptNew)
    placeholderText = placeholder
  }

  /// Grey text shown while the entry is empty.
  public var placeholderText: String? {
    get { gtk_entry_get_placeholder_text(entry).map { String(cString: $0) } }
    set { gtk_entry_set_placeholder_text(entry, newValue) }
  }

  /// Whether the text is shown; `false` for passwords.
  public var isTextVisible: Bool {
    get { gtk_entry_get_visibility(entry) != 0 }
    set { gtk_entry_set_visibility(entry, newValue ? 1 : 0) }
  }

  /// The most characters the entry accepts; 0 for no limit.
  public var maxLength: Int32 {
    get { gtk_entry_get_max_length(entry) }
    set { gtk_entry_set_max_length(entry, newValue) }
  }
}
