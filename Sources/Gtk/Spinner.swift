import CGtk

/// An animated "busy" indicator (`GtkSpinner`).
///
/// ```swift
/// spinner.isSpinning = state.isLoading
/// ```
@MainActor
public final class Spinner: Widget {
  var spinner: OpaquePointer { cgtk_spinner(gobjectPointer) }

  /// Creates a spinner, stopped.
  public init() {
    super.init(UnsafeMutableRawPointer(gtk_spinner_new()), .adoptNew)
  }

  /// Whether the spinner animates.
  public var isSpinning: Bool {
    get { gtk_spinner_get_spinning(spinner) != 0 }
    set { gtk_spinner_set_spinning(spinner, newValue ? 1 : 0) }
  }
}
