import CAdw
import Gtk

/// A window of an application in libadwaita's style (`AdwApplicationWindow`): one piece of
/// content, with the header bar inside it rather than in a separate title bar, so that the
/// content can extend under it and the window's corners stay round.
///
/// ```swift
/// let app = Adw.Application(id: "org.example.Meetings")
/// let window = ApplicationWindow(application: app)  // libadwaita's: `app` is an Adw.Application
/// let page = Box(.vertical)
/// page.append(Adw.HeaderBar())
/// page.append(content)
/// window.content = page
/// window.present()
/// ```
@MainActor
extension ApplicationWindow {
  var applicationWindow: UnsafeMutablePointer<AdwApplicationWindow> {
    cPointer(self)
  }

  /// Creates a window of `application`.
  ///
  /// It takes an ``Application`` (libadwaita's, which sets libadwaita up) and not any
  /// `Gtk.Application`: so that an app that imports both `Gtk` and `Adw` writes
  /// `ApplicationWindow(application: app)` with no module name, and gets libadwaita's window
  /// for an `Adw.Application` and GTK's for a `Gtk.Application`.
  public convenience init(application: Application) {
    _ = typesRegistered
    // Like every toplevel, GTK holds the window (transfer none): take one reference of our own.
    let pointer = adw_application_window_new(application.application)
    self.init(UnsafeMutableRawPointer(pointer!), .retain)
  }
}
