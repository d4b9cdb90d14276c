import CGtk

/// A row of buttons, one per titled page of a ``Stack`` (`GtkStackSwitcher`).
///
/// ```swift
/// let tabs = StackSwitcher(stack: pages)
/// header.setTitleWidget(tabs)
/// ```
@MainActor
extension StackSwitcher {
  var stackSwitcher: OpaquePointer { cPointer(self) }

  /// Creates a switcher for `stack`.
  public convenience init(stack: Stack? = nil) {
    self.init(UnsafeMutableRawPointer(gtk_stack_switcher_new()), .adoptNew)
    setStack(stack)
  }

  /// Sets the stack whose pages the switcher shows.
  public func setStack(_ stack: Stack?) {
    gtk_stack_switcher_set_stack(stackSwitcher, stack?.stack)
  }
}
