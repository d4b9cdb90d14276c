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
public final class ApplicationWindow: Window {
  var applicationWindow: UnsafeMutablePointer<AdwApplicationWindow> {
    cadw_application_window(gobjectPointer)
  }

  /// Creates a window of `application`.
  ///
  /// It takes an ``Application`` (libadwaita's, which sets libadwaita up) and not any
  /// ``Gtk/Application``: so that an app that imports both `Gtk` and `Adw` writes
  /// `ApplicationWindow(application: app)` with no module name, and gets libadwaita's window
  /// for an `Adw.Application` and GTK's for a `Gtk.Application`.
  public init(application: Application) {
    // Like every toplevel, GTK holds the window (transfer none): take one reference of our own.
    let pointer = adw_application_window_new(cgtk_application(application.gobjectPointer))
    super.init(UnsafeMutableRawPointer(pointer!), .retain)
  }

  /// The window's content: everything in it, the header bar included.
  public var content: Widget? {
    get {
      adw_application_window_get_content(applicationWindow).map {
        Widget(UnsafeMutableRawPointer($0), .retain)
      }
    }
    set { adw_application_window_set_content(applicationWindow, newValue?.widget) }
  }

  /// Sets ``content``, so that code written for any window (and `setContent { }` of the
  /// declarative views) fills this one too. `gtk_window_set_child` would replace libadwaita's
  /// own child of the window.
  public override func setChild(_ child: Widget?) { content = child }

  /// Not supported: libadwaita's windows have no separate title bar (GTK would crash). Put an
  /// ``HeaderBar`` at the top of ``content`` instead.
  public override func setTitlebar(_ titlebar: Widget?) {
    preconditionFailure(
      "Adw.ApplicationWindow has no title bar slot: put an Adw.HeaderBar at the top of its content")
  }
}
