import CAdw
import Gtk

/// A page for an empty state or an error: a large icon, a title, a description and an
/// optional child such as a button (`AdwStatusPage`).
///
/// ```swift
/// let empty = StatusPage(iconName: "starred-symbolic", title: "No Favorites",
///                        description: "Star a prime in Search to keep it here.")
/// ```
@MainActor
extension StatusPage {
  var statusPage: OpaquePointer { cPointer(self) }

  /// Creates a status page.
  public convenience init(iconName: String? = nil, title: String = "", description: String? = nil) {
    self.init(UnsafeMutableRawPointer(adw_status_page_new()), .adoptNew)
    self.iconName = iconName
    self.title = title
    self.pageDescription = description
  }

  /// The themed icon shown above the title.
  public var iconName: String? {
    get { adw_status_page_get_icon_name(statusPage).map { String(cString: $0) } }
    set { adw_status_page_set_icon_name(statusPage, newValue) }
  }

  /// The title.
  public var title: String {
    get { adw_status_page_get_title(statusPage).map { String(cString: $0) } ?? "" }
    set { adw_status_page_set_title(statusPage, newValue) }
  }

  /// The text below the title (Pango markup is allowed); `nil` shows none.
  public var pageDescription: String? {
    // libadwaita keeps "" for no description: report that as none.
    get {
      adw_status_page_get_description(statusPage).map { String(cString: $0) }.flatMap {
        $0.isEmpty ? nil : $0
      }
    }
    set { adw_status_page_set_description(statusPage, newValue) }
  }

  /// Sets what is shown below the description, such as a button.
  public func setChild(_ child: Widget?) { adw_status_page_set_child(statusPage, child?.widget) }
}
