import ComposableGtk
import Gtk

/// A scene of windows showing the same view: the main window of most applications.
///
/// ```swift
/// var body: some Scene {
///   WindowGroup("Sync-ups") {
///     AppView(store: Self.store)
///   }
///   .defaultSize(width: 480, height: 640)
/// }
/// ```
///
/// At launch, when it is the app's first scene, the group opens one window (a
/// `GtkApplicationWindow`) titled `title`, whose content is built from `content` as a view's body. A second launch of the
/// application presents that window again (see ``App``).
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  let title: String?
  let id: String?
  let content: @MainActor () -> Content
  var defaultSize: (width: Int32, height: Int32)?
  /// The menus of ``commands(content:)``.
  var commands: [any Commands] = []

  /// A group of windows titled `title` (the title bar shows it, unless a view's
  /// `.navigationTitle` is shown there instead).
  public init(_ title: String, id: String? = nil, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.title = title
    self.id = id
    self.content = content
  }

  /// A group of windows with no title of their own.
  public init(id: String? = nil, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.title = nil
    self.id = id
    self.content = content
  }

  /// Opens windows at `width` × `height` pixels, which the user can then resize.
  public func defaultSize(width: Int32, height: Int32) -> WindowGroup {
    var copy = self
    copy.defaultSize = (width, height)
    return copy
  }

  func install(in list: SceneList) {
    list.addWindowScene(
      title: title, id: id, isUnique: false, defaultSize: defaultSize, commands: commands,
      content: content)
  }
}

/// A scene of one window, unique in the app, as SwiftUI's `Window`: opened at launch when it is
/// the app's first scene, and by ``OpenWindowAction`` with its id; opening it while it is open
/// presents it rather than opening another.
///
/// ```swift
/// var body: some Scene {
///   WindowGroup("Sync-ups") { AppView(store: Self.store) }
///   Window("Meeting notes", id: "notes") { NotesView(store: Self.store) }
///     .defaultSize(width: 360, height: 480)
/// }
/// ```
public struct Window<Content: View>: Scene, PrimitiveScene {
  let title: String
  let id: String
  let content: @MainActor () -> Content
  var defaultSize: (width: Int32, height: Int32)?
  /// The menus and groups of ``commands(content:)``.
  var commands: [any Commands] = []

  /// The window titled `title` whose content is built from `content`, opened by
  /// `openWindow(id: id)`.
  public init(_ title: String, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.title = title
    self.id = id
    self.content = content
  }

  /// Opens the window at `width` × `height` pixels, which the user can then resize.
  public func defaultSize(width: Int32, height: Int32) -> Window {
    var copy = self
    copy.defaultSize = (width, height)
    return copy
  }

  func install(in list: SceneList) {
    list.addWindowScene(
      title: title, id: id, isUnique: true, defaultSize: defaultSize, commands: commands,
      content: content)
  }

  /// Adds the menus and items of `content` to the app's primary menu, as
  /// ``WindowGroup/commands(content:)`` does.
  public func commands(@CommandsBuilder content: () -> [any Commands]) -> Window {
    var copy = self
    copy.commands += content()
    return copy
  }
}

extension SceneList {
  /// Adds the scene of a ``WindowGroup`` or a ``Window``: windows of `content`, opened at
  /// launch when it is the first scene; one at most when `isUnique`.
  func addWindowScene<Content: View>(
    title: String?, id: String?, isUnique: Bool, defaultSize: (width: Int32, height: Int32)?,
    commands: [any Commands], content: @escaping @MainActor () -> Content
  ) {
    let scene = WindowScene(title: title, id: id, opensAtLaunch: true) {
      AnyWindowContent(content)
    }
    scene.isUnique = isUnique
    scene.defaultSize = defaultSize
    add(scene)
    self.commands += commands
  }
}
