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
extension HeaderBar {
  var headerBar: OpaquePointer { cPointer(self) }

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

extension Window {
  /// Whether the window has GTK's title bar slot (``setTitlebar(_:)``): libadwaita's windows
  /// (`AdwWindow`, `AdwApplicationWindow`) have none, and setting it crashes; their header bar
  /// goes at the top of their content. Found from the GObject type, so it holds for any
  /// wrapper of the window, such as ``Widget/rootWindow``.
  public var hasTitlebarSlot: Bool {
    let instance = gobjectPointer.assumingMemoryBound(to: GTypeInstance.self)
    for name in ["AdwWindow", "AdwApplicationWindow"] {
      let type = g_type_from_name(name)
      if type != 0, g_type_check_instance_is_a(instance, type) != 0 { return false }
    }
    return true
  }
}
