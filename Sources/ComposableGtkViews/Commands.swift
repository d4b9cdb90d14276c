import ComposableGtk
import Gio
import Gtk

/// Menus of commands for an app's windows, as SwiftUI's `CommandMenu`: on GNOME they are
/// submenus of the primary menu (the ☰ button at the end of each window's header bar).
///
/// ```swift
/// WindowGroup("Sync-ups") { AppView(store: Self.store) }
///   .commands {
///     CommandMenu("Meeting") {
///       Button("New sync-up") { Self.store.send(.syncUpsList(.addSyncUpButtonTapped)) }
///         .keyboardShortcut("n")
///     }
///   }
/// ```
///
/// Each button of the content is an item that runs the button's action, an application
/// action (`app.command-N`) bound to the button's `.keyboardShortcut`; a `Divider` starts a
/// new section.
public struct CommandMenu<Content: View>: Commands, MenuCommands {
  let name: String
  let content: () -> Content

  /// A menu titled `name` of the buttons `content` builds.
  public init(_ name: String, @ViewBuilder content: @escaping () -> Content) {
    self.name = name
    self.content = content
  }

  func menu(in installer: CommandInstaller) -> (String, Gio.Menu) {
    (name, installer.menu(of: content()))
  }
}

/// Commands of an app, for ``WindowGroup/commands(content:)``, as SwiftUI's `Commands`: the
/// framework's ``CommandMenu`` and ``CommandGroup``, or a type of your own whose `body` lists
/// them.
///
/// ```swift
/// struct MeetingCommands: Commands {
///   let store: StoreOf<SyncUpsList>
///
///   var body: some Commands {
///     CommandMenu("Meeting") {
///       Button("New sync-up") { store.send(.addSyncUpButtonTapped) }
///         .keyboardShortcut("n")
///     }
///   }
/// }
///
/// WindowGroup("Sync-ups") { AppView(store: Self.store) }
///   .commands { MeetingCommands(store: Self.store.scope(\.syncUpsList, action: \.syncUpsList)) }
/// ```
@MainActor
public protocol Commands {
  /// The type of commands that ``body`` returns.
  associatedtype Body: Commands

  /// What these commands are made of.
  @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
  /// Commands made by the framework have no body; nothing calls it.
  public var body: Never { fatalError("\(Self.self) are primitive commands and have no body") }
}

/// Commands that make a menu.
@MainActor
protocol MenuCommands {
  func menu(in installer: CommandInstaller) -> (String, Gio.Menu)
}

/// Builds commands: the content of ``WindowGroup/commands(content:)`` and the `body` of a
/// ``Commands`` type; `if`, `if`/`else` and `switch` choose among them.
@resultBuilder
@MainActor
public enum CommandsBuilder {
  public static func buildExpression(_ commands: some Commands) -> [any Commands] { [commands] }
  public static func buildBlock(_ parts: [any Commands]...) -> [any Commands] {
    parts.flatMap { $0 }
  }
  public static func buildOptional(_ part: [any Commands]?) -> [any Commands] { part ?? [] }
  public static func buildEither(first part: [any Commands]) -> [any Commands] { part }
  public static func buildEither(second part: [any Commands]) -> [any Commands] { part }
  public static func buildFinalResult(_ parts: [any Commands]) -> TupleCommands {
    TupleCommands(parts)
  }
}

/// Several commands, in the order they are listed: what ``CommandsBuilder`` makes.
public struct TupleCommands: Commands {
  let parts: [any Commands]

  init(_ parts: [any Commands]) { self.parts = parts }
}

/// No commands, as SwiftUI's `EmptyCommands`.
public struct EmptyCommands: Commands {
  public init() {}
}

/// The framework's commands that `commands` is made of, in order: the menus and groups of its
/// body, of their bodies, and so on.
@MainActor
func primitiveCommands(_ commands: some Commands) -> [any Commands] {
  if let tuple = commands as? TupleCommands { return tuple.parts.flatMap { primitiveCommands($0) } }
  if commands is EmptyCommands { return [] }
  if commands is any MenuCommands || commands is any GroupCommands { return [commands] }
  return primitiveCommands(commands.body)
}

/// Makes the application actions and menus of commands.
@MainActor
final class CommandInstaller {
  private unowned let application: Gtk.Application
  /// The buttons behind the actions, built once and never shown: activating an action clicks
  /// its button, which runs the closure the app wrote.
  private var buttons: [Gtk.Button] = []
  private var nodes: [ViewNode] = []

  init(application: Gtk.Application) {
    self.application = application
  }

  /// A menu of the buttons of `content`, each an application action; `Divider`s start
  /// sections.
  func menu<Content: View>(of content: Content) -> Gio.Menu {
    let menu = Gio.Menu()
    for items in sections(of: content) {
      let section = Gio.Menu()
      for item in items { section.append(item.title, action: item.action) }
      menu.appendSection(section)
    }
    return menu
  }

  /// The items of the buttons of `content`, each an application action, in sections that
  /// `Divider`s start; none empty.
  func sections<Content: View>(of content: Content) -> [[CommandItem]] {
    let context = BuildContext(orientation: .vertical, spacing: 0)
    let node = ComposableGtkViews.makeNode(content, in: context)
    nodes.append(node)
    var sections: [[CommandItem]] = [[]]
    for widget in node.widgets.flatMap({ [$0] + $0.descendants }) {
      if widget is Separator {
        if !sections[sections.count - 1].isEmpty { sections.append([]) }
        continue
      }
      guard let button = widget as? Gtk.Button else { continue }
      let name = "command-\(buttons.count)"
      buttons.append(button)
      let action = SimpleAction(name: name)
      action.onActivate { [unowned button] in button.emitClicked() }
      application.addAction(action)
      let triggers = ViewGraph.keyboardShortcuts(of: button).map(\.trigger)
      if !triggers.isEmpty { application.setAccelerators(triggers, for: "app.\(name)") }
      sections[sections.count - 1].append(
        CommandItem(title: Self.title(of: button), action: "app.\(name)"))
    }
    return sections.filter { !$0.isEmpty }
  }

  /// The text of a button: its label, or the text of the views inside it.
  private static func title(of button: Gtk.Button) -> String {
    if let label = button.label, !label.isEmpty { return label }
    return button.descendants.compactMap { ($0 as? Gtk.Label)?.text }.joined(separator: " ")
  }
}

extension WindowGroup {
  /// Adds the menus of `content` to the primary menu of this group's windows.
  public func commands(@CommandsBuilder content: () -> some Commands) -> WindowGroup {
    var copy = self
    copy.commands += primitiveCommands(content())
    return copy
  }
}

/// The preferences of an app, as SwiftUI's `Settings` scene: a window opened by "Preferences"
/// in the primary menu and by Ctrl+comma (the application action `app.preferences`), presented
/// again if it is open.
///
/// ```swift
/// var body: some Scene {
///   WindowGroup("Sync-ups") { AppView(store: Self.store) }
///   Settings { SettingsView(store: Self.store.scope(state: \.settings, action: \.settings)) }
/// }
/// ```
public struct Settings<Content: View>: Scene, PrimitiveScene {
  let content: @MainActor () -> Content

  /// Preferences whose window shows the view `content` builds.
  public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
    self.content = content
  }

  func install(in list: SceneList) {
    list.settings = AnyWindowContent(content)
  }
}
