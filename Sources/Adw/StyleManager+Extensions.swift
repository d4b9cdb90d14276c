import CAdw
import Gtk

/// The light or dark style of an application (`AdwStyleManager`).
///
/// By default (``ColorScheme/default``) the style follows the system: dark when the user asked
/// for a dark desktop, light otherwise. An app forces one only for a reason of its own, such as
/// screenshots in both styles.
///
/// ```swift
/// let style = StyleManager.default
/// style.onDarkChanged { isDark in chart.setPalette(isDark ? .dark : .light) }
/// style.colorScheme = .forceDark   // a screenshot of the dark style
/// ```
@MainActor
extension StyleManager {
  /// Which style an application asks for (`AdwColorScheme`).
  public enum ColorScheme: Sendable, CaseIterable {
    /// Light, unless the system prefers dark: the default, and what apps should use.
    case `default`
    /// Always light.
    case forceLight
    /// Light, unless the system prefers dark. Unlike ``default``, it says so explicitly.
    case preferLight
    /// Dark, unless the system prefers light.
    case preferDark
    /// Always dark.
    case forceDark

    var adw: AdwColorScheme {
      switch self {
      case .default: ADW_COLOR_SCHEME_DEFAULT
      case .forceLight: ADW_COLOR_SCHEME_FORCE_LIGHT
      case .preferLight: ADW_COLOR_SCHEME_PREFER_LIGHT
      case .preferDark: ADW_COLOR_SCHEME_PREFER_DARK
      case .forceDark: ADW_COLOR_SCHEME_FORCE_DARK
      }
    }

    init(_ scheme: AdwColorScheme) {
      self = Self.allCases.first { $0.adw == scheme } ?? .default
    }
  }

  var manager: OpaquePointer { OpaquePointer(gobjectPointer) }

  /// The style manager of the default display. libadwaita must be initialized (an
  /// ``Application`` that has started up, or ``Adw/initialize()``).
  public static var `default`: StyleManager {
    // libadwaita owns the default manager (transfer none): take a reference of our own.
    makeWrapper(UnsafeMutableRawPointer(adw_style_manager_get_default()), .retain) {
      StyleManager($0, $1)
    }
  }

  /// The style the application asks for; ``ColorScheme/default`` follows the system.
  public var colorScheme: ColorScheme {
    get { ColorScheme(adw_style_manager_get_color_scheme(manager)) }
    set { adw_style_manager_set_color_scheme(manager, newValue.adw) }
  }

  /// Whether the application is drawn in its dark style now.
  public var isDark: Bool { adw_style_manager_get_dark(manager) != 0 }

  /// Whether the user asked for high contrast.
  public var isHighContrast: Bool { adw_style_manager_get_high_contrast(manager) != 0 }

  /// Whether the system tells applications which style it prefers (the settings portal is
  /// there). Without it, ``ColorScheme/default`` is light.
  public var systemSupportsColorSchemes: Bool {
    adw_style_manager_get_system_supports_color_schemes(manager) != 0
  }

  /// Calls `handler` with ``isDark`` whenever the style switches between light and dark: the
  /// system preference changed, or ``colorScheme`` was set.
  @discardableResult
  public func onDarkChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalHandler {
    connectSignal("notify::dark") { values, _, _ in
      let instance = values.objectPointer!
      handler(adw_style_manager_get_dark(OpaquePointer(instance)) != 0)
    }
  }
}
