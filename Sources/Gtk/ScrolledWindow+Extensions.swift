import CGtk

/// When a ``ScrolledWindow`` shows a scroll bar (`GtkPolicyType`).
public enum ScrollPolicy: Sendable {
  /// Always.
  case always
  /// When the content is larger than the view.
  case automatic
  /// Never, and the content may still scroll.
  case external
  /// Never, and the view grows to fit the content.
  case never

  var gtk: GtkPolicyType {
    switch self {
    case .always: GTK_POLICY_ALWAYS
    case .automatic: GTK_POLICY_AUTOMATIC
    case .external: GTK_POLICY_EXTERNAL
    case .never: GTK_POLICY_NEVER
    }
  }
}

/// A scrollable view of a larger child (`GtkScrolledWindow`); lists go in one.
///
/// ```swift
/// let scroller = ScrolledWindow()
/// scroller.setChild(listView)
/// scroller.vexpand = true
/// ```
@MainActor
extension ScrolledWindow {
  var scrolledWindow: OpaquePointer { cPointer(self) }

  /// Sets the scrolled content.
  public func setChild(_ child: Widget?) {
    gtk_scrolled_window_set_child(scrolledWindow, child?.widget)
  }

  /// Sets when each scroll bar is shown.
  public func setPolicy(horizontal: ScrollPolicy, vertical: ScrollPolicy) {
    gtk_scrolled_window_set_policy(scrolledWindow, horizontal.gtk, vertical.gtk)
  }

  /// The smallest height the view takes, in pixels; -1 for none.
  public var minContentHeight: Int32 {
    get { gtk_scrolled_window_get_min_content_height(scrolledWindow) }
    set { gtk_scrolled_window_set_min_content_height(scrolledWindow, newValue) }
  }

  /// The vertical scroll offset, in pixels from the top.
  public var verticalOffset: Double {
    get { gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(scrolledWindow)) }
    set { gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(scrolledWindow), newValue) }
  }

  /// Scrolls to the bottom of the content as laid out now.
  public func scrollToBottom() {
    let adjustment = gtk_scrolled_window_get_vadjustment(scrolledWindow)
    gtk_adjustment_set_value(
      adjustment, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
  }
}
