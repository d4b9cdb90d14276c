import CGtk

/// Text that the user cannot edit (`GtkLabel`).
///
/// ```swift
/// let count = Label("0")
/// count.text = "\(state.count)"
/// ```
@MainActor
extension Label {
  private var gtkLabel: OpaquePointer { cPointer(self) }

  /// Creates a label showing `text`.
  public convenience init(_ text: String = "") {
    self.init(UnsafeMutableRawPointer(gtk_label_new(text)), .adoptNew)
  }

  /// The text shown, without markup.
  public var text: String {
    get { String(cString: gtk_label_get_text(gtkLabel)) }
    set { gtk_label_set_text(gtkLabel, newValue) }
  }

  /// Shows Pango markup such as `<b>bold</b>`; the caller escapes untrusted text.
  public func setMarkup(_ markup: String) { gtk_label_set_markup(gtkLabel, markup) }

  /// Whether the user can select and copy the text.
  public var isSelectable: Bool {
    get { gtk_label_get_selectable(gtkLabel) != 0 }
    set { gtk_label_set_selectable(gtkLabel, newValue ? 1 : 0) }
  }

  /// Whether long text wraps onto more lines.
  public var wraps: Bool {
    get { gtk_label_get_wrap(gtkLabel) != 0 }
    set { gtk_label_set_wrap(gtkLabel, newValue ? 1 : 0) }
  }

  /// Horizontal alignment of the text within the label, from 0 (start) to 1 (end).
  public var xalign: Float {
    get { gtk_label_get_xalign(gtkLabel) }
    set { gtk_label_set_xalign(gtkLabel, newValue) }
  }
}
