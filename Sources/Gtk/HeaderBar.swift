import CGtk

/// A title bar with widgets at its start and end (`GtkHeaderBar`); give it to
/// ``Window/setTitlebar(_:)``.
///
/// ```swift
/// let header = HeaderBar()
/// header.packEnd(menuButton)
/// window.setTitlebar(header)
/// ```
@MainActor
public final class HeaderBar: Widget {
  var headerBar: OpaquePointer { cgtk_header_bar(gobjectPointer) }

  /// Creates an empty header bar that shows the window's title.
  public init() {
    super.init(UnsafeMutableRawPointer(gtk_header_bar_new()), .adoptNew)
  }

  /// Adds `child` at the start (left in left-to-right locales).
  public func packStart(_ child: Widget) { gtk_header_bar_pack_start(headerBar, child.widget) }

  /// Adds `child` at the end.
  public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(headerBar, child.widget) }

  /// Removes a child added with `packStart` or `packEnd`.
  public func remove(_ child: Widget) { gtk_header_bar_remove(headerBar, child.widget) }

  /// Shows `widget` in place of the window title; `nil` shows the title again.
  public func setTitleWidget(_ widget: Widget?) {
    gtk_header_bar_set_title_widget(headerBar, widget?.widget)
  }

  /// Whether the close (and minimize, maximize) buttons are shown.
  public var showsTitleButtons: Bool {
    get { gtk_header_bar_get_show_title_buttons(headerBar) != 0 }
    set { gtk_header_bar_set_show_title_buttons(headerBar, newValue ? 1 : 0) }
  }
}
