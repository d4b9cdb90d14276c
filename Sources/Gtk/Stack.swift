import CGtk

/// Pages of which one is shown at a time (`GtkStack`); a ``StackSwitcher`` picks the page.
///
/// ```swift
/// let pages = Stack()
/// pages.addTitled(counterPage, name: "counter", title: "Counter")
/// pages.addTitled(favoritesPage, name: "favorites", title: "Favorites")
/// pages.visibleChildName = state.tab.rawValue
/// ```
@MainActor
public final class Stack: Widget {
  var stack: OpaquePointer { cgtk_stack(gobjectPointer) }

  /// Wraps a widget GTK made (a child found in a widget tree), with a reference of its own.
  init(borrowing pointer: UnsafeMutableRawPointer) {
    super.init(pointer, .retain)
  }

  /// Creates an empty stack.
  public init() {
    super.init(UnsafeMutableRawPointer(gtk_stack_new()), .adoptNew)
  }

  /// Adds a page with a name (to select it) and a title (for a switcher).
  public func addTitled(_ child: Widget, name: String, title: String) {
    gtk_stack_add_titled(stack, child.widget, name, title)
  }

  /// Adds a page with a name and no title.
  public func addNamed(_ child: Widget, name: String) {
    gtk_stack_add_named(stack, child.widget, name)
  }

  /// Removes a page.
  public func remove(_ child: Widget) { gtk_stack_remove(stack, child.widget) }

  /// The name of the page shown. Setting a name that no page has is ignored by GTK.
  public var visibleChildName: String? {
    get { gtk_stack_get_visible_child_name(stack).map { String(cString: $0) } }
    set { if let newValue { gtk_stack_set_visible_child_name(stack, newValue) } }
  }

  /// Calls `handler` with the page name whenever the page shown changes, by a switcher or by
  /// setting ``visibleChildName``.
  @discardableResult
  public func onVisibleChildChanged(_ handler: @escaping @MainActor (String?) -> Void)
    -> SignalHandler
  {
    connectPointer("notify::visible-child-name") { instance, _ in
      handler(gtk_stack_get_visible_child_name(cgtk_stack(instance)).map { String(cString: $0) })
    }
  }
}
