import Adw
import ComposableGtk
import Foundation
import Gtk

/// An application, declared as SwiftUI declares one: a type marked `@main` whose `body` lists
/// its scenes.
///
/// ```swift
/// @main
/// struct SyncUpsApp: App {
///   static let store = Store(initialState: AppFeature.State()) { AppFeature() }
///
///   var body: some Scene {
///     WindowGroup("Sync-ups") {
///       AppView(store: Self.store)
///     }
///   }
/// }
/// ```
///
/// `main` creates a libadwaita application (`AdwApplication`: GNOME's style, light or dark as
/// the desktop prefers), runs its main loop, and exits with its status once the last window
/// closes. At launch the first window scene opens its window. The
/// application is single-instance: launching it again while it runs presents the window that is
/// open instead of opening another (GNOME's convention, where SwiftUI on macOS would open a new
/// window of a `WindowGroup`). Command-line arguments are left to the app (`CommandLine`): GTK
/// sees only the program's name.
///
/// Unlike SwiftUI, an application on Linux has an id, which names its single instance on the
/// session bus and its desktop file: ``applicationID`` (by default derived from the type's
/// name; declare your own reverse-DNS name before you ship).
@MainActor
public protocol App {
  /// The type of scene that ``body`` returns.
  associatedtype Body: Scene

  /// The application's scenes: its windows.
  @SceneBuilder var body: Body { get }

  /// Creates the application's value; `main` calls it once, before anything opens.
  init()

  /// The id of the application (`GApplication`'s `application-id`), such as
  /// `"org.example.SyncUps"`. By default `"<module>.<type>"`, such as `"SyncUps.SyncUpsApp"`.
  static var applicationID: String { get }

  /// What the app's About window shows: when it is not `nil`, the primary menu ends with
  /// "About <name>", which opens GNOME's About window (`AdwAboutWindow`). By default `nil`.
  ///
  /// SwiftUI has no view for it: on macOS the About panel shows what the app's bundle
  /// declares (its name, version, copyright); on Linux the app declares it here, as it
  /// declares ``applicationID``.
  static var appInfo: AppInfo? { get }
}

extension App {
  public static var applicationID: String {
    ApplicationID.derived(from: String(reflecting: Self.self))
  }

  public static var appInfo: AppInfo? { nil }

  /// Runs the application: what `@main` calls. Returns only by exiting the process.
  public static func main() {
    let application = Self().makeApplication(id: applicationID, isUnique: true)
    exit(application.run(arguments: Array(CommandLine.arguments.prefix(1))))
  }

  /// The GTK application of this app, its scenes installed, not yet run: `main` runs it; tests
  /// register and activate it in their own process.
  package func makeApplication(id: String, isUnique: Bool) -> Gtk.Application {
    let application = Adw.Application(id: id, isUnique: isUnique)
    let scenes = SceneList(application: application)
    scenes.appInfo = Self.appInfo
    let body = body
    // The scenes are installed once the application is registered (GTK is initialized then),
    // in the primary instance only: a second launch hands its activation to the first.
    application.onStartup {
      scenes.install(body)
      scenes.installMenus()
    }
    application.onActivate { scenes.activate() }
    return application
  }
}

/// Application ids made from type names.
enum ApplicationID {
  /// `name` (`"Module.Type"`, nested types with more dots) as a valid application id: elements
  /// of letters, digits, `_` and `-`, none starting with a digit, at least two of them.
  static func derived(from name: String) -> String {
    // A private type's name has a "(unknown context at $…)" element: left out.
    var elements = name.split(separator: ".").filter { !$0.hasPrefix("(") }.map {
      element -> String in
      let cleaned = String(
        element.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
      return cleaned.first?.isNumber == true ? "_" + cleaned : cleaned
    }
    elements.removeAll { $0.isEmpty }
    if elements.count < 2 { elements.insert("app", at: 0) }
    return elements.joined(separator: ".")
  }
}
