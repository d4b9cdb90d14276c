import CAdw
import Gtk

/// A title with an optional subtitle below it, for a header bar (`AdwWindowTitle`).
///
/// ```swift
/// header.titleWidget = WindowTitle(title: "Favorites", subtitle: "12 primes")
/// ```
@MainActor
extension WindowTitle {
  var windowTitle: OpaquePointer { cPointer(self) }

  /// Creates a title; an empty subtitle is not shown.
  public convenience init(title: String, subtitle: String = "") {
    self.init(UnsafeMutableRawPointer(adw_window_title_new(title, subtitle)), .adoptNew)
  }

  /// The title.
  public var title: String {
    get { String(cString: adw_window_title_get_title(windowTitle)) }
    set { adw_window_title_set_title(windowTitle, newValue) }
  }

  /// The subtitle; an empty one is hidden.
  public var subtitle: String {
    get { String(cString: adw_window_title_get_subtitle(windowTitle)) }
    set { adw_window_title_set_subtitle(windowTitle, newValue) }
  }
}
