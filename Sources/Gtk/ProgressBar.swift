import CGtk

/// How far a task has come, as a filling bar (`GtkProgressBar`).
///
/// ```swift
/// progress.fraction = Double(state.done) / Double(state.total)
/// ```
@MainActor
public final class ProgressBar: Widget {
  var progressBar: OpaquePointer { cgtk_progress_bar(gobjectPointer) }

  /// Wraps a widget GTK made (a child found in a widget tree), with a reference of its own.
  init(borrowing pointer: UnsafeMutableRawPointer) {
    super.init(pointer, .retain)
  }

  /// Creates an empty bar.
  public init() {
    super.init(UnsafeMutableRawPointer(gtk_progress_bar_new()), .adoptNew)
  }

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
