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
/// At launch the first window group opens one window (an `GtkApplicationWindow`) titled
/// `title`, whose content is built from `content` as a view's body. A second launch of the
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
    let scene = WindowScene(title: title, id: id, opensAtLaunch: true) {
      AnyWindowContent(content)
    }
    scene.defaultSize = defaultSize
    list.add(scene)
    list.commands += commands
  }
}
