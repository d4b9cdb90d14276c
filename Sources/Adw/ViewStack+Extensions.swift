import CAdw
import Gtk

/// Pages of which one is shown at a time, each with a title and an icon for a view switcher
/// (`AdwViewStack`): the top-level pages of an app.
///
/// ```swift
/// let pages = ViewStack()
/// pages.addTitled(counterPage, name: "counter", title: "Counter",
///                 iconName: "accessories-calculator-symbolic")
/// let favorites = pages.addTitled(favoritesPage, name: "favorites", title: "Favorites",
///                                 iconName: "starred-symbolic")
/// favorites.badgeNumber = 3
/// pages.onVisibleChildChanged { name in store.send(.tabSelected(name)) }
/// ```
@MainActor
extension ViewStack {
  var viewStack: OpaquePointer { cPointer(self) }

  /// Adds a page that a switcher shows with `title` and the themed icon `iconName`; `name`
  /// selects it (``visibleChildName``).
  @discardableResult
  public func addTitled(_ child: Widget, name: String, title: String, iconName: String? = nil)
    -> ViewStackPage
  {
    // Pages not shown stay on the accessibility bus unless hidden there.
    child.hideFromAccessibilityWhileUnmapped()
    let page = adw_view_stack_add_titled(viewStack, child.widget, name, title)!
    if let iconName { adw_view_stack_page_set_icon_name(page, iconName) }
    // The stack owns its pages (transfer none): the wrapper takes a reference of its own.
    return makeWrapper(UnsafeMutableRawPointer(page), .retain) { ViewStackPage($0, $1) }
  }

  /// Adds a page that switchers do not show, selected by `name`.
  @discardableResult
  public func addNamed(_ child: Widget, name: String) -> ViewStackPage {
    child.hideFromAccessibilityWhileUnmapped()
    let page = adw_view_stack_add_named(viewStack, child.widget, name)!
    return makeWrapper(UnsafeMutableRawPointer(page), .retain) { ViewStackPage($0, $1) }
  }

  /// Removes the page of `child`.
  public func remove(_ child: Widget) { adw_view_stack_remove(viewStack, child.widget) }

  /// The page of `child`, which must be in the stack.
  public func page(for child: Widget) -> ViewStackPage {
    makeWrapper(UnsafeMutableRawPointer(adw_view_stack_get_page(viewStack, child.widget)!), .retain)
    { ViewStackPage($0, $1) }
  }

  /// The number of pages.
  public var pageCount: Int {
    guard let pages = adw_view_stack_get_pages(viewStack) else { return 0 }
    defer { g_object_unref(UnsafeMutableRawPointer(pages)) }
    return Int(g_list_model_get_n_items(cCast(UnsafeMutableRawPointer(pages))))
  }

  /// The name of the page shown. Setting a name that no page has is ignored.
  public var visibleChildName: String? {
    get { adw_view_stack_get_visible_child_name(viewStack).map { String(cString: $0) } }
    set {
      guard let newValue, adw_view_stack_get_child_by_name(viewStack, newValue) != nil else {
        return
      }
      adw_view_stack_set_visible_child_name(viewStack, newValue)
    }
  }

  /// Calls `handler` with the page name whenever the page shown changes: by a switcher, or by
  /// setting ``visibleChildName``.
  @discardableResult
  public func onVisibleChildChanged(_ handler: @escaping @MainActor (String?) -> Void)
    -> SignalHandler
  {
    connectSignal("notify::visible-child-name") { values, _, _ in
      let instance = values.objectPointer!
      handler(
        adw_view_stack_get_visible_child_name(cCast(instance)).map { String(cString: $0) })
    }
  }
}

/// One page of a ``ViewStack`` (`AdwViewStackPage`): what a switcher shows for it.
@MainActor
extension ViewStackPage {
  var page: OpaquePointer { cPointer(self) }

  /// The name that selects the page.
  public var name: String? {
    get { adw_view_stack_page_get_name(page).map { String(cString: $0) } }
    set { adw_view_stack_page_set_name(page, newValue) }
  }

  /// The title a switcher shows.
  public var title: String? {
    get { adw_view_stack_page_get_title(page).map { String(cString: $0) } }
    set { adw_view_stack_page_set_title(page, newValue) }
  }

  /// The themed icon a switcher shows.
  public var iconName: String? {
    get { adw_view_stack_page_get_icon_name(page).map { String(cString: $0) } }
    set { adw_view_stack_page_set_icon_name(page, newValue) }
  }

  /// A number a switcher shows on the page's button (new items, say); 0 shows none.
  public var badgeNumber: UInt32 {
    get { adw_view_stack_page_get_badge_number(page) }
    set { adw_view_stack_page_set_badge_number(page, newValue) }
  }

  /// Whether a switcher marks the page as wanting the user's attention (a dot).
  public var needsAttention: Bool {
    get { adw_view_stack_page_get_needs_attention(page) != 0 }
    set { adw_view_stack_page_set_needs_attention(page, newValue ? 1 : 0) }
  }

  /// Whether the page, and its switcher button, are shown.
  public var isVisible: Bool {
    get { adw_view_stack_page_get_visible(page) != 0 }
    set { adw_view_stack_page_set_visible(page, newValue ? 1 : 0) }
  }
}
