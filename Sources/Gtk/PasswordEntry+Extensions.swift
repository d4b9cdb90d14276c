import CGtk

@MainActor
extension PasswordEntry {
  /// The text shown while the entry is empty (its `placeholder-text` property: GTK 4.8 has no
  /// function for it).
  public var placeholderText: String? {
    get {
      var value: UnsafeMutablePointer<CChar>?
      cgtk_object_get_string(gobjectPointer, "placeholder-text", &value)
      defer { g_free(value) }
      return value.map { String(cString: $0) }
    }
    set { cgtk_object_set_string(gobjectPointer, "placeholder-text", newValue ?? "") }
  }
}
