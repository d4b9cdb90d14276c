import CGtk

/// An animated "busy" indicator (`GtkSpinner`).
///
/// ```swift
/// spinner.isSpinning = state.isLoading
/// ```
@MainActor
extension Spinner {
  var spinner: OpaquePointer { cPointer(self) }

  /// Whether the spinner animates.
  public var isSpinning: Bool {
    get { gtk_spinner_get_spinning(spinner) != 0 }
    set { gtk_spinner_set_spinning(spinner, newValue ? 1 : 0) }
  }
}
