import CGtk

/// A thin line between widgets (`GtkSeparator`).
///
/// ```swift
/// column.append(Separator(.horizontal))
/// ```
@MainActor
extension Separator {
  /// Creates a separator; a `.horizontal` one is a horizontal line, for a vertical box.
  public convenience init(_ orientation: Orientation) {
    self.init(UnsafeMutableRawPointer(gtk_separator_new(orientation.gtk)), .adoptNew)
  }
}
