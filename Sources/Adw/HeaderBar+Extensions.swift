import CAdw
import Gtk

/// The bar at the top of a window or of a pane (`AdwHeaderBar`): a title in the middle,
/// buttons at the start and end, and the window's controls where the system puts them.
///
/// Unlike GTK's header bar it goes inside the window's content (see ``ApplicationWindow``), and
/// in a ``Leaflet`` each pane has its own, which shows the window controls only where they
/// belong.
///
/// ```swift
/// let header = Adw.HeaderBar()
/// header.titleWidget = WindowTitle(title: "PrimeTime", subtitle: "3 favorites")
/// header.packEnd(menuButton)
/// ```
@MainActor
extension HeaderBar {
  var headerBar: OpaquePointer { cPointer(self) }

  /// Adds `child` at the start (left in left-to-right locales).
  public func packStart(_ child: Widget) { adw_header_bar_pack_start(headerBar, child.widget) }

  /// Adds `child` at the end.
  public func packEnd(_ child: Widget) { adw_header_bar_pack_end(headerBar, child.widget) }

  /// Removes a child added with ``packStart(_:)`` or ``packEnd(_:)``.
  public func remove(_ child: Widget) { adw_header_bar_remove(headerBar, child.widget) }

  /// What is shown in the middle instead of the window's title (a ``WindowTitle`` or a
  /// ``ViewSwitcherTitle``); `nil` shows the window's title.
  public var titleWidget: Widget? {
    get {
      adw_header_bar_get_title_widget(headerBar).map {
        makeWrapper(UnsafeMutableRawPointer($0), .retain) { Widget($0, $1) }
      }
    }
    set { adw_header_bar_set_title_widget(headerBar, newValue?.widget) }
  }

  /// Whether the window controls at the start (as the system lays them out) are shown.
  public var showsStartTitleButtons: Bool {
    get { adw_header_bar_get_show_start_title_buttons(headerBar) != 0 }
    set { adw_header_bar_set_show_start_title_buttons(headerBar, newValue ? 1 : 0) }
  }

  /// Whether the window controls at the end (usually the close button) are shown.
  public var showsEndTitleButtons: Bool {
    get { adw_header_bar_get_show_end_title_buttons(headerBar) != 0 }
    set { adw_header_bar_set_show_end_title_buttons(headerBar, newValue ? 1 : 0) }
  }
}
