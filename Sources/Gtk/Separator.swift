import CGtk

/// A thin line between widgets (`GtkSeparator`).
///
/// ```swift
/// column.append(Separator(.horizontal))
/// ```
@MainActor
public final class Separator: Widget {
  /// Creates a separator; a `.horizontal` one is a horizontal line, for a vertical box.
  public init(_ orientation: Orientation) {
    super.init(UnsafeMutableRawPointer(gtk_separator_new(orientation.gtk)), .adoptNew)
  }
}
