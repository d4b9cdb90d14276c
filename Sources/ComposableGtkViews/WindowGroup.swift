import ComposableArchitecture
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
  /// The type of the values its windows present (`WindowGroup(for:)`), if any.
  let presentedType: ObjectIdentifier?
  /// The content of a new window presenting a value (or none).
  let makeContent: @MainActor (AnyHashable?) -> WindowContent
  var defaultSize: (width: Int32, height: Int32)?
  /// The menus of ``commands(content:)``.
  var commands: [any Commands] = []

  /// A group of windows titled `title` (the title bar shows it, unless a view's
  /// `.navigationTitle` is shown there instead).
  public init(
    _ title: String, id: String? = nil, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.title = title
    self.id = id
    self.presentedType = nil
    self.makeContent = { _ in WindowContent(AnyWindowContent(content)) }
  }

  /// A group of windows with no title of their own.
  public init(id: String? = nil, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.title = nil
    self.id = id
    self.presentedType = nil
    self.makeContent = { _ in WindowContent(AnyWindowContent(content)) }
  }

  /// A group of windows each presenting a value of type `D`, as SwiftUI's
  /// `WindowGroup(for:content:)`: `openWindow(value:)` opens a window for the value, or presents
  /// the window already showing it; a window opened without a value (at launch, or by
  /// `openWindow(id:)`) starts with `nil`. The window's view may change the value through the
  /// binding; the window then counts as presenting the new value.
  ///
  /// ```swift
  /// WindowGroup("Sync-up", for: SyncUp.ID.self) { $id in
  ///   if let id { SyncUpWindow(id: id) }
  /// }
  /// // in a view: @Environment(\.openWindow) var openWindow … openWindow(value: syncUp.id)
  /// ```
  ///
  /// Windows are not restored when the app starts again, so `Codable` is required only to
  /// keep SwiftUI's signature.
  public init<D: Codable & Hashable>(
    _ title: String, id: String? = nil, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    self.init(title: title, id: id, type: type, initial: { $0 }, content: content)
  }

  /// A group of windows with no title of their own, each presenting a value of type `D`: see
  /// ``init(_:id:for:content:)``.
  public init<D: Codable & Hashable>(
    id: String? = nil, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    self.init(title: nil, id: id, type: type, initial: { $0 }, content: content)
  }

  /// A group of windows titled `title`, each presenting a value of type `D`: a window opened
  /// without a value presents `defaultValue()`.
  public init<D: Codable & Hashable>(
    _ title: String, id: String? = nil, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> Content,
    defaultValue: @escaping @MainActor () -> D
  ) {
    self.init(title: title, id: id, type: type, initial: { $0 ?? defaultValue() }, content: content)
  }

  /// A group of windows with no title of their own, each presenting a value of type `D`: a
  /// window opened without a value presents `defaultValue()`.
  public init<D: Codable & Hashable>(
    id: String? = nil, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> Content,
    defaultValue: @escaping @MainActor () -> D
  ) {
    self.init(title: nil, id: id, type: type, initial: { $0 ?? defaultValue() }, content: content)
  }

  // The content closures are not `@MainActor`: Swift 6.3 loses the main actor of a closure that
  // takes a property wrapper (`{ $number in … }`) from a `@MainActor` parameter type (see
  // ``ForEach``); formed in an app's `body`, they are isolated to the main actor by it.
  private init<D: Hashable, Presented>(
    title: String?, id: String?, type: D.Type, initial: @escaping @MainActor (D?) -> Presented,
    content: @escaping (Binding<Presented>) -> Content
  ) {
    self.title = title
    self.id = id
    self.presentedType = ObjectIdentifier(D.self)
    self.makeContent = { value in
      // The window's value: observable, so the body that reads it runs again when it changes.
      let box = StateBox(initial(value?.base as? D))
      let binding = Binding(get: { box.value }, set: { box.value = $0 })
      return WindowContent(AnyWindowContent { content(binding) }) {
        (box.untracked as Any as? D).map(AnyHashable.init)
      }
    }
  }

  /// Opens windows at `width` × `height` pixels, which the user can then resize.
  public func defaultSize(width: Int32, height: Int32) -> WindowGroup {
    var copy = self
    copy.defaultSize = (width, height)
    return copy
  }

  func install(in list: SceneList) {
    let scene = list.addWindowScene(
      title: title, id: id, isUnique: false, defaultSize: defaultSize, commands: commands,
      content: makeContent)
    scene.presentedType = presentedType
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
  public init(_ title: String, id: String, @ViewBuilder content: @escaping @MainActor () -> Content)
  {
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
      content: { _ in WindowContent(AnyWindowContent(content)) })
  }

  /// Adds the menus and items of `content` to the app's primary menu, as
  /// ``WindowGroup/commands(content:)`` does.
  public func commands(@CommandsBuilder content: () -> some Commands) -> Window {
    var copy = self
    copy.commands += primitiveCommands(content())
    return copy
  }
}

extension SceneList {
  /// Adds the scene of a ``WindowGroup`` or a ``Window``: windows of `content`, opened at
  /// launch when it is the first scene; one at most when `isUnique`.
  @discardableResult
  func addWindowScene(
    title: String?, id: String?, isUnique: Bool, defaultSize: (width: Int32, height: Int32)?,
    commands: [any Commands], content: @escaping @MainActor (AnyHashable?) -> WindowContent
  ) -> WindowScene {
    let scene = WindowScene(title: title, id: id, opensAtLaunch: true, content: content)
    scene.isUnique = isUnique
    scene.defaultSize = defaultSize
    add(scene)
    self.commands += commands
    return scene
  }
}
