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
extension Stack {
  var stack: OpaquePointer { cPointer(self) }

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
    connectSignal("notify::visible-child-name") { values, _, _ in
      let instance = values.objectPointer!
      handler(gtk_stack_get_visible_child_name(cCast(instance)).map { String(cString: $0) })
    }
  }
}

/// How a ``Stack`` or a ``Revealer`` animates a change (`GtkStackTransitionType`): the
/// transitions GTK 4.8 has that apps use.
public enum StackTransition: Sendable, Equatable {
  /// The change is instant.
  case none
  /// The old page fades out as the new one fades in.
  case crossfade
  /// The new page slides in from the right, pushing the old one out to the left (a push).
  case slideLeft
  /// The new page slides in from the left (a pop).
  case slideRight
  /// The new page slides in from the bottom.
  case slideUp
  /// The new page slides in from the top.
  case slideDown

  var gtk: GtkStackTransitionType {
    switch self {
    case .none: GTK_STACK_TRANSITION_TYPE_NONE
    case .crossfade: GTK_STACK_TRANSITION_TYPE_CROSSFADE
    case .slideLeft: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
    case .slideRight: GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
    case .slideUp: GTK_STACK_TRANSITION_TYPE_SLIDE_UP
    case .slideDown: GTK_STACK_TRANSITION_TYPE_SLIDE_DOWN
    }
  }

  init(_ gtk: GtkStackTransitionType) {
    switch gtk {
    case GTK_STACK_TRANSITION_TYPE_CROSSFADE: self = .crossfade
    case GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT: self = .slideLeft
    case GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT: self = .slideRight
    case GTK_STACK_TRANSITION_TYPE_SLIDE_UP: self = .slideUp
    case GTK_STACK_TRANSITION_TYPE_SLIDE_DOWN: self = .slideDown
    default: self = .none
    }
  }
}

extension Stack {
  /// The transition of page changes made by ``visibleChildName`` and ``setVisibleChild(_:)``.
  public var transition: StackTransition {
    get { StackTransition(gtk_stack_get_transition_type(stack)) }
    set { gtk_stack_set_transition_type(stack, newValue.gtk) }
  }

  /// How long a transition takes, in milliseconds.
  public var transitionDuration: UInt32 {
    get { gtk_stack_get_transition_duration(stack) }
    set { gtk_stack_set_transition_duration(stack, newValue) }
  }

  /// Whether a transition is under way.
  public var isTransitionRunning: Bool { gtk_stack_get_transition_running(stack) != 0 }

  /// Shows the page `child` (already added) with the stack's own transition.
  public func setVisibleChild(_ child: Widget) { gtk_stack_set_visible_child(stack, child.widget) }

  /// Shows the page named `name` with `transition`, whatever the stack's own transition is.
  public func setVisibleChild(named name: String, transition: StackTransition) {
    gtk_stack_set_visible_child_full(stack, name, transition.gtk)
  }

  /// Whether the page shown is `child`.
  public func isVisibleChild(_ child: Widget) -> Bool {
    gtk_stack_get_visible_child(stack) == child.widget
  }

  /// Calls `handler` when a transition starts or ends.
  @discardableResult
  public func onTransitionRunningChanged(_ handler: @escaping @MainActor (Bool) -> Void)
    -> SignalHandler
  {
    connectSignal("notify::transition-running") { values, _, _ in
      let instance = values.objectPointer!
      handler(gtk_stack_get_transition_running(cCast(instance)) != 0)
    }
  }
}

extension Widget {
  /// Whether every ``Stack`` this widget is in shows the page the widget is in: whether the
  /// widget is on screen as far as stacks go (a page pushed over it, or another tab, hides it).
  /// True for a widget in no stack.
  public var isOnVisibleStackPages: Bool {
    var child = widget
    while let parent = gtk_widget_get_parent(child) {
      let instance = UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GTypeInstance.self)
      if g_type_check_instance_is_a(instance, gtk_stack_get_type()) != 0,
        gtk_stack_get_visible_child(cCast(parent)) != child
      {
        return false
      }
      child = parent
    }
    return true
  }
}
