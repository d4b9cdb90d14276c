import CAdw
import Gtk

/// A GTK application that also sets up libadwaita (`AdwApplication`): its style sheet, its
/// icons, and a ``StyleManager`` that follows the system's dark style preference.
///
/// It is a ``Gtk/Application``: `onActivate`, `run`, `register`, `id` and single-instance
/// launches work as there, and ``ApplicationWindow`` and the Gtk windows take it.
///
/// ```swift
/// let app = Adw.Application(id: "org.example.PrimeTime", isUnique: true)
/// app.onActivate { PrimeTimeWindow(application: app).present() }
/// exit(app.run())
/// ```
///
/// libadwaita is initialized (`adw_init`) when the application starts up, that is in
/// ``Gtk/Application/run(arguments:)`` or ``Gtk/Application/register()``: create libadwaita
/// widgets from then on (in `onStartup` or `onActivate`), or call ``Adw/initialize()`` first.
@MainActor
extension Application {

  /// The style manager of the application's display. Available once the application has
  /// started up; until then this is `nil`.
  public var styleManager: StyleManager? {
    guard isRegistered else { return nil }
    return adw_application_get_style_manager(cCast(gobjectPointer)).map {
      makeWrapper(UnsafeMutableRawPointer($0), .retain) { StyleManager($0, $1) }
    }
  }
}

/// Initializes GTK and libadwaita (`adw_init`) without an ``Application``: for tests and tools
/// that build libadwaita widgets directly. Calling it again does nothing.
@MainActor
public func initialize() throws(GtkError) {
  try Toolkit.initialize()
  adw_init()
}
