import CAdw
import Gtk

/// The app's "About" window (`AdwAboutWindow`): name, icon, version, developer, links,
/// license and credits, laid out as GNOME apps do.
///
/// ```swift
/// let about = AboutWindow()
/// about.applicationName = "PrimeTime"
/// about.applicationIcon = "org.example.PrimeTime"
/// about.version = "1.0"
/// about.developerName = "The PrimeTime authors"
/// about.license = .mitX11
/// about.setTransientFor(window)
/// about.present()
/// ```
@MainActor
extension AboutWindow {
  /// A well-known license (`GtkLicense`); the window shows its name and links to its text.
  public enum License: Sendable, CaseIterable {
    case unknown, gpl2, gpl3, lgpl21, lgpl3, bsd, mitX11, artistic, gpl2Only, gpl3Only,
      lgpl21Only, lgpl3Only, agpl3, agpl3Only, bsd3, apache2, mpl2

    var gtk: GtkLicense {
      switch self {
      case .unknown: GTK_LICENSE_UNKNOWN
      case .gpl2: GTK_LICENSE_GPL_2_0
      case .gpl3: GTK_LICENSE_GPL_3_0
      case .lgpl21: GTK_LICENSE_LGPL_2_1
      case .lgpl3: GTK_LICENSE_LGPL_3_0
      case .bsd: GTK_LICENSE_BSD
      case .mitX11: GTK_LICENSE_MIT_X11
      case .artistic: GTK_LICENSE_ARTISTIC
      case .gpl2Only: GTK_LICENSE_GPL_2_0_ONLY
      case .gpl3Only: GTK_LICENSE_GPL_3_0_ONLY
      case .lgpl21Only: GTK_LICENSE_LGPL_2_1_ONLY
      case .lgpl3Only: GTK_LICENSE_LGPL_3_0_ONLY
      case .agpl3: GTK_LICENSE_AGPL_3_0
      case .agpl3Only: GTK_LICENSE_AGPL_3_0_ONLY
      case .bsd3: GTK_LICENSE_BSD_3
      case .apache2: GTK_LICENSE_APACHE_2_0
      case .mpl2: GTK_LICENSE_MPL_2_0
      }
    }
  }

  var about: OpaquePointer { cPointer(self) }

  private func string(_ value: UnsafePointer<CChar>?) -> String {
    value.map { String(cString: $0) } ?? ""
  }

  /// The application's name.
  public var applicationName: String {
    get { string(adw_about_window_get_application_name(about)) }
    set { adw_about_window_set_application_name(about, newValue) }
  }

  /// The themed icon name of the application's icon (usually its application id).
  public var applicationIcon: String {
    get { string(adw_about_window_get_application_icon(about)) }
    set { adw_about_window_set_application_icon(about, newValue) }
  }

  /// The version shown below the name.
  public var version: String {
    get { string(adw_about_window_get_version(about)) }
    set { adw_about_window_set_version(about, newValue) }
  }

  /// Who made the application (a person or an organization).
  public var developerName: String {
    get { string(adw_about_window_get_developer_name(about)) }
    set { adw_about_window_set_developer_name(about, newValue) }
  }

  /// A short description of the application.
  public var comments: String {
    get { string(adw_about_window_get_comments(about)) }
    set { adw_about_window_set_comments(about, newValue) }
  }

  /// The application's website, linked from the window.
  public var website: String {
    get { string(adw_about_window_get_website(about)) }
    set { adw_about_window_set_website(about, newValue) }
  }

  /// Where to report a problem, linked as "Report an Issue".
  public var issueURL: String {
    get { string(adw_about_window_get_issue_url(about)) }
    set { adw_about_window_set_issue_url(about, newValue) }
  }

  /// The copyright line, such as "© 2026 The PrimeTime authors".
  public var copyright: String {
    get { string(adw_about_window_get_copyright(about)) }
    set { adw_about_window_set_copyright(about, newValue) }
  }

  /// The license, among the well-known ones.
  public var license: License {
    get {
      let type = adw_about_window_get_license_type(about)
      return License.allCases.first { $0.gtk == type } ?? .unknown
    }
    set { adw_about_window_set_license_type(about, newValue.gtk) }
  }

  /// The developers credited, one per entry ("Name <email>" or "Name https://…").
  public func setDevelopers(_ names: [String]) {
    withNullTerminated(names) { adw_about_window_set_developers(about, $0) }
  }
}

/// Calls `body` with `strings` as a NULL-terminated C array, valid during the call.
private func withNullTerminated<R>(
  _ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> R
) -> R {
  let copies = strings.map { UnsafePointer(g_strdup($0)) }
  defer { copies.forEach { g_free(UnsafeMutableRawPointer(mutating: $0)) } }
  var array: [UnsafePointer<CChar>?] = copies + [nil]
  return array.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}
