import CGtk

/// A window that belongs to an ``Application`` (`GtkApplicationWindow`): the application runs
/// until its last window closes, and `win.` actions and accelerators reach it.
///
/// ```swift
/// let window = ApplicationWindow(application: app)
/// window.title = "Counter"
/// window.setChild(content)
/// window.present()
/// ```
@MainActor
public final class ApplicationWindow: Window {
  /// Creates a window of `application`.
  public init(application: Application) {
    // Like every toplevel, GTK holds the window (transfer none): take one reference of our own.
    super.init(UnsafeMutableRawPointer(gtk_application_window_new(application.application)), .retain)
  }
}
