import CAdw
import Gtk

/// A header bar title that becomes a view switcher when there is room (`AdwViewSwitcherTitle`).
///
/// On a narrow window the switcher does not fit: the title shows the window title instead,
/// and a ``ViewSwitcherBar`` at the bottom should take over
/// (``ViewSwitcherBar/revealWhenTitleHidden(_:)``).
///
/// ```swift
/// let switcher = ViewSwitcherTitle(stack: pages)
/// switcher.title = "PrimeTime"
/// header.titleWidget = switcher
/// bottomBar.revealWhenTitleHidden(switcher)
/// ```
@MainActor
extension ViewSwitcherTitle {
  var switcherTitle: OpaquePointer { cPointer(self) }

  /// Creates a title that switches the pages of `stack`.
  public convenience init(stack: ViewStack? = nil) {
    self.init(UnsafeMutableRawPointer(adw_view_switcher_title_new()), .adoptNew)
    setStack(stack)
    // A wide and a narrow switcher (and the title) in an AdwSqueezer that shows one: the
    // others stay on the accessibility bus unless hidden there.
    for squeezer in descendants where squeezer is Squeezer {
      for child in squeezer.children { child.hideFromAccessibilityWhileUnmapped() }
    }
  }

  /// Sets the stack whose pages it switches.
  public func setStack(_ stack: ViewStack?) {
    adw_view_switcher_title_set_stack(switcherTitle, stack?.viewStack)
  }

  /// The title shown when the switcher does not fit.
  public var title: String {
    get { adw_view_switcher_title_get_title(switcherTitle).map { String(cString: $0) } ?? "" }
    set { adw_view_switcher_title_set_title(switcherTitle, newValue) }
  }

  /// The subtitle shown below ``title``.
  public var subtitle: String {
    get { adw_view_switcher_title_get_subtitle(switcherTitle).map { String(cString: $0) } ?? "" }
    set { adw_view_switcher_title_set_subtitle(switcherTitle, newValue) }
  }

  /// Whether the switcher may be shown at all.
  public var isViewSwitcherEnabled: Bool {
    get { adw_view_switcher_title_get_view_switcher_enabled(switcherTitle) != 0 }
    set { adw_view_switcher_title_set_view_switcher_enabled(switcherTitle, newValue ? 1 : 0) }
  }

  /// Whether the title shows instead of the switcher (the switcher did not fit, or is
  /// disabled). Changes emit `notify::title-visible`.
  public var isTitleVisible: Bool {
    adw_view_switcher_title_get_title_visible(switcherTitle) != 0
  }

  /// Calls `handler` with ``isTitleVisible`` whenever it changes.
  @discardableResult
  public func onTitleVisibleChanged(_ handler: @escaping @MainActor (Bool) -> Void)
    -> SignalHandler
  {
    connectSignal("notify::title-visible") { values, _, _ in
      let instance = values.objectPointer!
      handler(adw_view_switcher_title_get_title_visible(cCast(instance)) != 0)
    }
  }
}

/// A view switcher at the bottom of a window (`AdwViewSwitcherBar`), for windows too narrow
/// for the switcher in the header bar.
///
/// ```swift
/// let bar = ViewSwitcherBar(stack: pages)
/// bar.revealWhenTitleHidden(switcherTitle)
/// ```
@MainActor
extension ViewSwitcherBar {
  var switcherBar: OpaquePointer { cPointer(self) }

  /// Creates a bar that switches the pages of `stack`; it is hidden until revealed.
  public convenience init(stack: ViewStack? = nil) {
    self.init(UnsafeMutableRawPointer(adw_view_switcher_bar_new()), .adoptNew)
    setStack(stack)
    // Its switcher stays on the accessibility bus while the bar is not revealed.
    for switcher in descendants where switcher is ViewSwitcher {
      switcher.hideFromAccessibilityWhileUnmapped()
    }
  }

  /// Sets the stack whose pages it switches.
  public func setStack(_ stack: ViewStack?) {
    adw_view_switcher_bar_set_stack(switcherBar, stack?.viewStack)
  }

  /// Whether the bar is shown.
  public var reveal: Bool {
    get { adw_view_switcher_bar_get_reveal(switcherBar) != 0 }
    set { adw_view_switcher_bar_set_reveal(switcherBar, newValue ? 1 : 0) }
  }

  /// Shows the bar exactly while `title` shows a title rather than its switcher: libadwaita's
  /// pattern for a window that may become narrow.
  ///
  /// The handler lives on `title` and holds this bar's wrapper: a weak one would be gone as
  /// soon as the code that built the window drops it, while the bar is still on screen. It is
  /// no cycle (the title does not hold the bar otherwise), and it ends when the title is
  /// disposed with its window.
  @discardableResult
  public func revealWhenTitleHidden(_ title: ViewSwitcherTitle) -> SignalHandler {
    reveal = title.isTitleVisible
    return title.onTitleVisibleChanged { [self] visible in reveal = visible }
  }
}
