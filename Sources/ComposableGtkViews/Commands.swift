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

/// What ``CommandMenu`` and ``CommandGroup`` are: commands of an app, for
/// ``WindowGroup/commands(content:)``.
@MainActor
public protocol Commands {}

/// Commands that make a menu.
@MainActor
protocol MenuCommands {
  func menu(in installer: CommandInstaller) -> (String, Gio.Menu)
}

/// Builds the ``CommandMenu``s of ``WindowGroup/commands(content:)``.
@resultBuilder
@MainActor
public enum CommandsBuilder {
  public static func buildExpression(_ commands: some Commands) -> [any Commands] { [commands] }
  public static func buildBlock(_ parts: [any Commands]...) -> [any Commands] {
    parts.flatMap { $0 }
  }
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
      sections[sections.count - 1].append(CommandItem(title: Self.title(of: button), action: "app.\(name)"))
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
  public func commands(@CommandsBuilder content: () -> [any Commands]) -> WindowGroup {
    var copy = self
    copy.commands += content()
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
