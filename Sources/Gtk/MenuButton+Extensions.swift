import CGtk

/// A button that opens a popover or menu below itself (`GtkMenuButton`).
///
/// ```swift
/// let more = MenuButton(iconName: "open-menu-symbolic")
/// more.setMenu(menu)
/// header.packEnd(more)
/// ```
@MainActor
extension MenuButton {
  var menuButton: OpaquePointer { cPointer(self) }

  /// Creates a menu button showing a themed icon.
  public convenience init(iconName: String) {
    self.init(UnsafeMutableRawPointer(gtk_menu_button_new()), .adoptNew)
    gtk_menu_button_set_icon_name(menuButton, iconName)
  }

  /// Creates a menu button with a text label.
  public convenience init(label: String) {
    self.init(UnsafeMutableRawPointer(gtk_menu_button_new()), .adoptNew)
    gtk_menu_button_set_label(menuButton, label)
  }

  /// Opens `popover` when clicked; the button owns it from now on.
  public func setPopover(_ popover: Popover?) {
    gtk_menu_button_set_popover(menuButton, popover?.widget)
  }

  /// Opens a menu made from `menu` when clicked.
  public func setMenu(_ menu: Menu?) {
    gtk_menu_button_set_menu_model(menuButton, menu.map { cPointer($0) })
  }

  /// Opens the popover or menu.
  ///
  /// As ``Popover/popup()``, on a display without a seat the popover first stops closing
  /// automatically, or GDK would never show it.
  public func popup() {
    if let popover = gtk_menu_button_get_popover(menuButton) { Popover.makeShowable(popover) }
    gtk_menu_button_popup(menuButton)
  }

  /// Closes the popover or menu.
  public func popdown() { gtk_menu_button_popdown(menuButton) }
}
