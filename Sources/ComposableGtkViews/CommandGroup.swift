import Adw
import ComposableGtk
import Gio
import Gtk

/// Commands added to a group of the app's standard commands, or replacing it, as SwiftUI's
/// `CommandGroup`: on GNOME, items of the primary menu (the ☰ button at the end of each
/// window's header bar), placed by the section of ``CommandGroupPlacement`` they name.
///
/// ```swift
/// WindowGroup("Sync-ups") { AppView(store: Self.store) }
///   .commands {
///     CommandGroup(after: .newItem) {
///       Button("New Sync-up") { Self.store.send(.addSyncUpButtonTapped) }
///         .keyboardShortcut("n")
///     }
///     CommandGroup(before: .help) {
///       Button("Keyboard Shortcuts") { Self.store.send(.shortcutsButtonTapped) }
///     }
///   }
/// ```
///
/// Each button of the content is an item that runs the button's action (an application action
/// bound to the button's `.keyboardShortcut`); a `Divider` starts a new section.
public struct CommandGroup<Content: View>: Commands, GroupCommands {
  let placement: CommandGroupPlacement
  let position: CommandGroupPosition
  let content: () -> Content

  /// Items of the buttons of `addition`, before the standard items of `group`.
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
    self.init(group, .before, addition)
  }

  /// Items of the buttons of `addition`, after the standard items of `group`.
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
    self.init(group, .after, addition)
  }

  /// Items of the buttons of `addition`, in place of the standard items of `group` (which
  /// are left out: `CommandGroup(replacing: .appInfo) {}` leaves out "About").
  public init(
    replacing group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content
  ) {
    self.init(group, .replacing, addition)
  }

  private init(
    _ placement: CommandGroupPlacement, _ position: CommandGroupPosition,
    _ content: @escaping () -> Content
  ) {
    self.placement = placement
    self.position = position
    self.content = content
  }

  func sections(in installer: CommandInstaller) -> [[CommandItem]] {
    installer.sections(of: content())
  }
}

/// Where a ``CommandGroup`` goes: SwiftUI's groups of standard commands, mapped onto the
/// sections of GNOME's primary menu, from top to bottom:
///
/// 1. creating and saving: `.newItem`, `.saveItem`, `.importExport`, `.printItem`;
/// 2. the submenus of the ``CommandMenu``s;
/// 3. editing and the window: `.undoRedo`, `.pasteboard`, `.textEditing`,
///    `.textFormatting`, `.toolbar`, `.sidebar`, `.windowSize`, `.windowArrangement`,
///    `.windowList`, `.singleWindowList`;
/// 4. the app: `.appSettings` ("Preferences", of a ``Settings`` scene), `.help`, `.appInfo`
///    ("About", of ``App/appInfo``), then `.systemServices`, `.appVisibility`,
///    `.appTermination`.
///
/// GNOME has no standard items but "Preferences" and "About": the other groups start empty,
/// and hold what the app adds.
public struct CommandGroupPlacement: Hashable, Sendable {
  let name: String

  /// "About" the app.
  public static let appInfo = Self(name: "appInfo")
  /// "Preferences".
  public static let appSettings = Self(name: "appSettings")
  /// Services of the system (none on GNOME).
  public static let systemServices = Self(name: "systemServices")
  /// Hiding the app (none on GNOME).
  public static let appVisibility = Self(name: "appVisibility")
  /// Quitting the app.
  public static let appTermination = Self(name: "appTermination")
  /// Creating a new document or window.
  public static let newItem = Self(name: "newItem")
  /// Saving.
  public static let saveItem = Self(name: "saveItem")
  /// Importing and exporting.
  public static let importExport = Self(name: "importExport")
  /// Printing.
  public static let printItem = Self(name: "printItem")
  /// Undo and redo.
  public static let undoRedo = Self(name: "undoRedo")
  /// Cut, copy and paste.
  public static let pasteboard = Self(name: "pasteboard")
  /// Editing text.
  public static let textEditing = Self(name: "textEditing")
  /// Formatting text.
  public static let textFormatting = Self(name: "textFormatting")
  /// Showing the toolbar.
  public static let toolbar = Self(name: "toolbar")
  /// Showing the sidebar.
  public static let sidebar = Self(name: "sidebar")
  /// The window's size.
  public static let windowSize = Self(name: "windowSize")
  /// Arranging windows.
  public static let windowArrangement = Self(name: "windowArrangement")
  /// The app's windows.
  public static let windowList = Self(name: "windowList")
  /// The window of a single-window app.
  public static let singleWindowList = Self(name: "singleWindowList")
  /// The app's help.
  public static let help = Self(name: "help")

  /// The placements of the primary menu's sections before the command menus.
  static let beforeMenus: [Self] = [.newItem, .saveItem, .importExport, .printItem]
  /// The placements of the sections after the command menus, each its own section.
  static let afterMenus: [[Self]] = [
    [
      .undoRedo, .pasteboard, .textEditing, .textFormatting, .toolbar, .sidebar, .windowSize,
      .windowArrangement, .windowList, .singleWindowList,
    ],
    [.appSettings, .help, .appInfo, .systemServices, .appVisibility, .appTermination],
  ]
}

enum CommandGroupPosition {
  case before, after, replacing
}

/// Commands that add items to a group of standard commands.
@MainActor
protocol GroupCommands {
  var placement: CommandGroupPlacement { get }
  var position: CommandGroupPosition { get }
  func sections(in installer: CommandInstaller) -> [[CommandItem]]
}

/// An item of the primary menu: its label and the action it activates.
struct CommandItem {
  let title: String
  let action: String
}

/// What the app's About window shows ("About <name>", the last item of the primary menu), as
/// an app on macOS declares it in its bundle's information: see ``App/appInfo``.
///
/// ```swift
/// static let appInfo: AppInfo? = AppInfo(
///   name: "Sync-ups", version: "1.0", developerName: "The Sync-ups authors",
///   website: "https://example.org/syncups", license: .mitX11)
/// ```
public struct AppInfo: Sendable {
  /// The app's name, in the menu item ("About Sync-ups") and the window.
  public var name: String
  public var version: String?
  /// Who made the app: a person or an organization.
  public var developerName: String?
  /// A sentence on what the app does.
  public var comments: String?
  public var website: String?
  /// Where users report issues.
  public var issueURL: String?
  public var copyright: String?
  public var license: Adw.AboutWindow.License?
  /// The developers credited, one per entry ("Name <email>" or "Name https://…").
  public var developers: [String]
  /// The themed icon name of the app's icon; by default its application id.
  public var iconName: String?

  public init(
    name: String, version: String? = nil, developerName: String? = nil,
    comments: String? = nil, website: String? = nil, issueURL: String? = nil,
    copyright: String? = nil, license: Adw.AboutWindow.License? = nil,
    developers: [String] = [], iconName: String? = nil
  ) {
    self.name = name
    self.version = version
    self.developerName = developerName
    self.comments = comments
    self.website = website
    self.issueURL = issueURL
    self.copyright = copyright
    self.license = license
    self.developers = developers
    self.iconName = iconName
  }

  /// A new About window of this information, for `application`.
  @MainActor
  func makeWindow(applicationID: String?) -> Adw.AboutWindow {
    let window = Adw.AboutWindow()
    window.applicationName = name
    if let icon = iconName ?? applicationID { window.applicationIcon = icon }
    if let version { window.version = version }
    if let developerName { window.developerName = developerName }
    if let comments { window.comments = comments }
    if let website { window.website = website }
    if let issueURL { window.issueURL = issueURL }
    if let copyright { window.copyright = copyright }
    if let license { window.license = license }
    if !developers.isEmpty { window.setDevelopers(developers) }
    return window
  }
}
