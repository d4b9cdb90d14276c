import CGtk
import GLib

/// A menu description (`GMenu`): items that name actions, shown by a `PopoverMenu` or a
/// `MenuButton` of GTK.
///
/// ```swift
/// let menu = Menu()
/// menu.append("Keyboard Shortcuts", action: "win.show-help-overlay")
/// menu.append("Quit", action: "app.quit")
/// ```
@MainActor
extension Menu {
  /// Appends an item that activates `action` (`"app.quit"`, `"win.close"`, or with a target,
  /// `"app.open::recent"`).
  public func append(_ label: String, action: String) {
    g_menu_append(cPointer(self), label, action)
  }

  /// Appends a section: its items, set apart by separators, with an optional heading.
  public func appendSection(_ section: MenuModel, label: String? = nil) {
    g_menu_append_section(cPointer(self), label, cPointer(section))
  }

  /// Appends a submenu.
  public func appendSubmenu(_ label: String, _ submenu: MenuModel) {
    g_menu_append_submenu(cPointer(self), label, cPointer(submenu))
  }

  /// The number of items, sections and submenus.
  public var count: Int { Int(g_menu_model_get_n_items(cPointer(self))) }
}
