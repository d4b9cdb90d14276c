import CGtk

/// How far a task has come, as a filling bar (`GtkProgressBar`).
///
/// ```swift
/// progress.fraction = Double(state.done) / Double(state.total)
/// ```
@MainActor
extension ProgressBar {
  var progressBar: OpaquePointer { cPointer(self) }

  /// How much of the bar is filled, from 0 to 1 (GTK clamps it).
  public var fraction: Double {
    get { gtk_progress_bar_get_fraction(progressBar) }
    set { gtk_progress_bar_set_fraction(progressBar, newValue) }
  }

  /// Text shown on the bar while ``showsText`` is true; `nil` shows the percentage.
  public var text: String? {
    get { gtk_progress_bar_get_text(progressBar).map { String(cString: $0) } }
    set { gtk_progress_bar_set_text(progressBar, newValue) }
  }

  /// Whether the bar shows its text.
  public var showsText: Bool {
    get { gtk_progress_bar_get_show_text(progressBar) != 0 }
    set { gtk_progress_bar_set_show_text(progressBar, newValue ? 1 : 0) }
  }
}
