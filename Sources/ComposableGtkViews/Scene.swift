import ComposableGtk
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
