import ComposableGtk
import Gio
import Gtk

/// A part of an application's user interface that the system shows: a window, or a group of
/// windows of the same kind. An ``App``'s `body` lists them.
@MainActor
public protocol Scene {
  /// The type of scene that ``body`` returns.
  associatedtype Body: Scene

  /// What this scene is made of.
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
  /// A scene made by the framework has no body; nothing calls it.
  public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

/// Builds the scenes of an ``App``'s body.
@resultBuilder
@MainActor
public enum SceneBuilder {
  public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
  public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
  public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene<repeat each S> {
    TupleScene(repeat each scenes)
  }
}

/// Several scenes, in the order the body lists them.
public struct TupleScene<each S: Scene>: Scene, PrimitiveScene {
  let scenes: (repeat each S)

  public init(_ scenes: repeat each S) { self.scenes = (repeat each scenes) }

  func install(in list: SceneList) {
    for scene in repeat each scenes { list.install(scene) }
  }
}

/// A scene the framework installs itself: a window scene adds its windows to the list.
@MainActor
protocol PrimitiveScene {
  func install(in list: SceneList)
}

/// The window scenes of a running application, in the body's order, and what opens at launch.
@MainActor
final class SceneList {
  private unowned let application: Gtk.Application
  private(set) var windowScenes: [WindowScene] = []
  /// The menus of the window groups' `.commands`.
  var commands: [any Commands] = []
  /// The content of the `Settings` scene, if there is one.
  var settings: AnyWindowContent?
  /// The primary menu of every window: the commands, then Preferences.
  private var primaryMenu: Gio.Menu?
  private var installer: CommandInstaller?
  /// The open preferences window: held (nothing else keeps its wrapper), let go when it is
  /// destroyed.
  private var settingsWindow: Gtk.Window?

  init(application: Gtk.Application) {
    self.application = application
  }

  func install<S: Scene>(_ scene: S) {
    if let primitive = scene as? any PrimitiveScene {
      primitive.install(in: self)
    } else {
      install(scene.body)
    }
  }

  func add(_ scene: WindowScene) { windowScenes.append(scene) }

  /// Makes the application actions and the primary menu of the installed commands and
  /// settings: once, after the scenes are installed.
  func installMenus() {
    let menu = Gio.Menu()
    if !commands.isEmpty {
      let installer = CommandInstaller(application: application)
      self.installer = installer
      let submenus = Gio.Menu()
      for case let command as any MenuCommands in commands {
        let (name, items) = command.menu(in: installer)
        submenus.appendSubmenu(name, items)
      }
      menu.appendSection(submenus)
    }
    if let settings {
      application.addShortcut("preferences", accelerators: ["<Control>comma"]) { [weak self] in
        self?.openSettings(settings)
      }
      let section = Gio.Menu()
      section.append("Preferences", action: "app.preferences")
      menu.appendSection(section)
    }
    primaryMenu = menu.count > 0 ? menu : nil
    for scene in windowScenes { scene.primaryMenu = primaryMenu }
  }

  private func openSettings(_ content: AnyWindowContent) {
    if let settingsWindow {
      settingsWindow.present()
      return
    }
    // Over the window the user asked from (read before the new one joins the application).
    let parent = application.activeWindow
    let window = Gtk.Window()
    window.transientFor = parent
    window.application = application
    window.title = "Preferences"
    window.setDefaultSize(width: 480, height: 480)
    content.build(window)
    settingsWindow = window
    window.onDestroyed { [weak self] in self?.settingsWindow = nil }
    window.present()
  }

  /// The application was launched (the first time, or again from another process): present
  /// the window that is open, or open the first window scene's window.
  func activate() {
    if let window = application.activeWindow ?? application.windows.first {
      window.present()
      return
    }
    guard let scene = windowScenes.first(where: \.opensAtLaunch) else { return }
    scene.open(in: application).present()
  }
}

/// One kind of window of an application: how to make it, and its size and title.
@MainActor
final class WindowScene {
  let title: String?
  let id: String?
  let opensAtLaunch: Bool
  var defaultSize: (width: Int32, height: Int32)?
  /// The app's primary menu, shown at the end of the window's header bar.
  var primaryMenu: Gio.Menu?
  private let content: @MainActor () -> AnyWindowContent

  init(
    title: String?, id: String?, opensAtLaunch: Bool,
    content: @escaping @MainActor () -> AnyWindowContent
  ) {
    self.title = title
    self.id = id
    self.opensAtLaunch = opensAtLaunch
    self.content = content
  }

  /// A new window of this scene, its content built, not yet presented.
  func open(in application: Gtk.Application) -> Gtk.ApplicationWindow {
    let window = Gtk.ApplicationWindow(application: application)
    if let title { window.title = title }
    if let defaultSize { window.setDefaultSize(width: defaultSize.width, height: defaultSize.height) }
    content().build(window)
    if let primaryMenu, let host = window.child {
      let button = ViewGraph.created(MenuButton(iconName: "open-menu-symbolic"))
      button.accessibleLabel = "Main Menu"
      button.tooltipText = "Main Menu"
      button.setMenu(primaryMenu)
      // The window's header bar keeps the contribution while its host is in the window.
      HeaderContribution(host: host, start: [], title: nil, end: [button]).join()
    }
    return window
  }
}

/// A window's content view, with its type erased: what a scene builds into each window.
struct AnyWindowContent {
  let build: @MainActor (Gtk.Window) -> Void

  init<Content: View>(_ content: @escaping @MainActor () -> Content) {
    build = { window in window.setContent(content) }
  }
}
