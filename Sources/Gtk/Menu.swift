import CGtk

/// A menu description (`GMenu`): items that name actions, shown by a ``PopoverMenu`` or a
/// ``MenuButton``.
///
/// ```swift
/// let menu = Menu()
/// menu.append("Keyboard Shortcuts", action: "win.show-help-overlay")
/// menu.append("Quit", action: "app.quit")
/// ```
@MainActor
public final class Menu: Object {
  var menu: OpaquePointer { cCast(gobjectPointer) }
  var menuModel: UnsafeMutablePointer<GMenuModel> { cCast(gobjectPointer) }

  /// Creates an empty menu.
  public init() {
    super.init(UnsafeMutableRawPointer(g_menu_new()), .adoptNew)
  }

  /// Appends an item that activates `action` (`"app.quit"`, `"win.close"`).
  public func append(_ label: String, action: String) { g_menu_append(menu, label, action) }

  /// Appends a section: its items, set apart by separators, with an optional heading.
  public func appendSection(_ section: Menu, label: String? = nil) {
    g_menu_append_section(menu, label, section.menuModel)
  }

  /// Appends a submenu.
  public func appendSubmenu(_ label: String, _ submenu: Menu) {
    g_menu_append_submenu(menu, label, submenu.menuModel)
  }

  /// The number of items, sections and submenus.
  public var count: Int { Int(g_menu_model_get_n_items(menuModel)) }
}
