import ComposableArchitecture
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
  public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene<repeat each S>
  {
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
  /// What the About window shows, if the app declares it.
  var appInfo: AppInfo?
  /// The open About window, held as the preferences window is.
  private var aboutWindow: Gtk.Window?
  /// The primary menu of every window: the commands, Preferences and About.
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

  /// Makes the application actions and the primary menu of the installed commands, settings
  /// and About window: once, after the scenes are installed.
  func installMenus() {
    let installer = CommandInstaller(application: application)
    self.installer = installer
    // The standard items of the placements, which a `CommandGroup(replacing:)` leaves out.
    var standard: [CommandGroupPlacement: CommandItem] = [:]
    if let settings {
      application.addShortcut("preferences", accelerators: ["<Control>comma"]) { [weak self] in
        self?.openSettings(settings)
      }
      standard[.appSettings] = CommandItem(title: "Preferences", action: "app.preferences")
    }
    if let appInfo {
      let action = SimpleAction(name: "about")
      action.onActivate { [weak self] in self?.openAbout(appInfo) }
      application.addAction(action)
      standard[.appInfo] = CommandItem(title: "About \(appInfo.name)", action: "app.about")
    }
    let groups = commands.compactMap { $0 as? any GroupCommands }
    let menu = Gio.Menu()
    // The items of `placements`, in sections of the menu: each group's first section joins
    // the items before it, a `Divider` in a group starts a new one.
    func appendSections(of placements: [CommandGroupPlacement]) {
      var sections: [[CommandItem]] = [[]]
      for placement in placements {
        let here = groups.filter { $0.placement == placement }
        let replacing = here.filter { $0.position == .replacing }
        var parts = here.filter { $0.position == .before }.map { $0.sections(in: installer) }
        if replacing.isEmpty {
          parts.append(standard[placement].map { [[$0]] } ?? [])
        } else {
          parts += replacing.map { $0.sections(in: installer) }
        }
        parts += here.filter { $0.position == .after }.map { $0.sections(in: installer) }
        for part in parts {
          for (index, items) in part.enumerated() {
            if index > 0, !sections[sections.count - 1].isEmpty { sections.append([]) }
            sections[sections.count - 1] += items
          }
        }
      }
      for items in sections where !items.isEmpty {
        let section = Gio.Menu()
        for item in items { section.append(item.title, action: item.action) }
        menu.appendSection(section)
      }
    }
    appendSections(of: CommandGroupPlacement.beforeMenus)
    let menus = commands.compactMap { $0 as? any MenuCommands }
    if !menus.isEmpty {
      let submenus = Gio.Menu()
      for command in menus {
        let (name, items) = command.menu(in: installer)
        submenus.appendSubmenu(name, items)
      }
      menu.appendSection(submenus)
    }
    for placements in CommandGroupPlacement.afterMenus { appendSections(of: placements) }
    primaryMenu = menu.count > 0 ? menu : nil
    for scene in windowScenes { scene.primaryMenu = primaryMenu }
  }

  /// Presents the About window, opening it over the active window if it is not open.
  private func openAbout(_ info: AppInfo) {
    if let aboutWindow {
      aboutWindow.present()
      return
    }
    let window = info.makeWindow(applicationID: application.applicationId)
    window.transientFor = application.activeWindow
    window.application = application
    aboutWindow = window
    window.onDestroyed { [weak self] in self?.aboutWindow = nil }
    window.present()
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
    content.build(window, environment(of: window))
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
    open(scene, value: nil).present()
  }

  /// What ``OpenWindowAction`` does: presents the open window of the `Window` whose id is
  /// `id`, or the window of a `WindowGroup(for:)` already presenting `value`; otherwise opens a
  /// new window of the scene whose id is `id` (or, without an id, of the group presenting
  /// values of `value`'s type), presenting `value`.
  func openWindow(id: String?, value: AnyHashable?) {
    let scene: WindowScene
    if let id {
      guard let found = windowScenes.first(where: { $0.id == id }) else {
        reportIssue("openWindow(id: \"\(id)\"): no window scene has this id; nothing opened.")
        return
      }
      scene = found
    } else if let value {
      let type = ObjectIdentifier(Swift.type(of: value.base))
      guard let found = windowScenes.first(where: { $0.presentedType == type }) else {
        reportIssue(
          "openWindow(value:): no WindowGroup(for: \(Swift.type(of: value.base)).self) in the app; "
            + "nothing opened.")
        return
      }
      scene = found
    } else {
      return
    }
    if let value {
      guard scene.presentedType == ObjectIdentifier(Swift.type(of: value.base)) else {
        reportIssue(
          "openWindow(id: \"\(scene.id ?? "")\", value:): the scene does not present values of "
            + "type \(Swift.type(of: value.base)); nothing opened.")
        return
      }
      if let window = scene.window(presenting: value) {
        window.present()
        return
      }
    }
    if scene.isUnique, let window = scene.windows.first {
      window.present()
      return
    }
    open(scene, value: value).present()
  }

  /// What ``DismissWindowAction`` does: closes `window`, or every window of the scene whose
  /// id is `id`.
  func dismissWindow(_ window: Gtk.Window?, id: String?) {
    guard let id else {
      window?.close()
      return
    }
    for scene in windowScenes where scene.id == id {
      for window in scene.windows { window.close() }
    }
  }

  /// A new window of `scene` presenting `value`, its views given the window actions in their
  /// environment.
  private func open(_ scene: WindowScene, value: AnyHashable?) -> Gtk.ApplicationWindow {
    scene.open(in: application, value: value) { window in environment(of: window) }
  }

  /// The environment of the views of `window`: the window actions.
  private func environment(of window: Gtk.Window) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.openWindow = OpenWindowAction { [weak self] id, value in
      self?.openWindow(id: id, value: value)
    }
    environment.dismissWindow = DismissWindowAction { [weak self, weak window] id in
      self?.dismissWindow(window, id: id)
    }
    return environment
  }
}

/// One kind of window of an application: how to make it, and its size and title.
@MainActor
final class WindowScene {
  let title: String?
  let id: String?
  let opensAtLaunch: Bool
  /// The type of the values its windows present (a `WindowGroup(for:)`), if any.
  var presentedType: ObjectIdentifier?
  /// Whether the scene has one window at most (a ``Window``), presented again rather than
  /// opened twice.
  var isUnique = false
  /// The scene's open windows: held (nothing else keeps their wrappers), let go when each is
  /// destroyed.
  private(set) var windows: [Gtk.ApplicationWindow] = []
  /// The value each open window presents now, by window.
  private var presentedValues: [ObjectIdentifier: @MainActor () -> AnyHashable?] = [:]
  var defaultSize: (width: Int32, height: Int32)?
  /// The app's primary menu, shown at the end of the window's header bar.
  var primaryMenu: Gio.Menu?
  private let content: @MainActor (AnyHashable?) -> WindowContent

  init(
    title: String?, id: String?, opensAtLaunch: Bool,
    content: @escaping @MainActor (AnyHashable?) -> WindowContent
  ) {
    self.title = title
    self.id = id
    self.opensAtLaunch = opensAtLaunch
    self.content = content
  }

  /// The open window presenting `value`, if there is one.
  func window(presenting value: AnyHashable) -> Gtk.ApplicationWindow? {
    windows.first { presentedValues[ObjectIdentifier($0)]?() == value }
  }

  /// A new window of this scene presenting `value` (a `WindowGroup(for:)`'s), its content built
  /// in the environment `environment` makes for the window, not yet presented.
  func open(
    in application: Gtk.Application, value: AnyHashable? = nil,
    environment: (Gtk.Window) -> EnvironmentValues = { _ in EnvironmentValues() }
  ) -> Gtk.ApplicationWindow {
    let window = Gtk.ApplicationWindow(application: application)
    if let title { window.title = title }
    if let defaultSize {
      window.setDefaultSize(width: defaultSize.width, height: defaultSize.height)
    }
    windows.append(window)
    let key = ObjectIdentifier(window)
    window.onDestroyed { [weak self, weak window] in
      self?.windows.removeAll { $0 === window }
      self?.presentedValues[key] = nil
    }
    let content = content(value)
    presentedValues[key] = content.presentedValue
    content.view.build(window, environment(window))
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

/// What a scene builds into one window: its view, and the value it presents now (that of a
/// `WindowGroup(for:)`, which the view may change through its binding).
struct WindowContent {
  let view: AnyWindowContent
  let presentedValue: @MainActor () -> AnyHashable?

  init(_ view: AnyWindowContent, presentedValue: @escaping @MainActor () -> AnyHashable? = { nil })
  {
    self.view = view
    self.presentedValue = presentedValue
  }
}

/// A window's content view, with its type erased: what a scene builds into each window.
struct AnyWindowContent {
  let build: @MainActor (Gtk.Window, EnvironmentValues) -> Void

  init<Content: View>(_ content: @escaping @MainActor () -> Content) {
    build = { window, environment in
      var context = BuildContext(orientation: .vertical, spacing: 0)
      context.environment.values = environment
      window.setChild(Group(content: content).makeWidget(styledAs: context))
    }
  }
}
