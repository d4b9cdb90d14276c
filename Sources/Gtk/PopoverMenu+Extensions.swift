import CGtk

/// A popover that shows a ``Menu`` (`GtkPopoverMenu`).
///
/// ```swift
/// let popover = PopoverMenu(menu: menu)
/// menuButton.setPopover(popover)
/// ```
@MainActor
extension PopoverMenu {
  /// Creates a popover showing `menu`; its items activate their actions when clicked.
  public convenience init(menu: Menu) {
    self.init(
      UnsafeMutableRawPointer(gtk_popover_menu_new_from_model(cPointer(menu))), .adoptNew)
  }
}
