import CGtk

/// A row of buttons, one per titled page of a ``Stack`` (`GtkStackSwitcher`).
///
/// ```swift
/// let tabs = StackSwitcher(stack: pages)
/// header.setTitleWidget(tabs)
/// ```
@MainActor
public final class StackSwitcher: Widget {
  var stackSwitcher: OpaquePointer { cgtk_stack_switcher(gobjectPointer) }

  /// Creates a switcher for `stack`.
  public init(stack: Stack? = nil) {
    super.init(UnsafeMutableRawPointer(gtk_stack_switcher_new()), .adoptNew)
    setStack(stack)
  }

  /// Sets the stack whose pages the switcher shows.
  public func setStack(_ stack: Stack?) {
    gtk_stack_switcher_set_stack(stackSwitcher, stack?.stack)
  }
}
