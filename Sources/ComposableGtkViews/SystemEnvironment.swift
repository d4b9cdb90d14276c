import Adw
import ComposableArchitecture
import Foundation
import Gtk

/// Whether views are drawn light or dark, as SwiftUI's `ColorScheme`: read it with
/// `@Environment(\.colorScheme)`.
///
/// (libadwaita has a `ColorScheme` of its own, the style an app asks for: a file importing
/// `Adw` as well names this one `ComposableGtkViews.ColorScheme`.)
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light
  case dark
}

/// The scheme the desktop draws the app in now: libadwaita's style manager's, once libadwaita
/// runs (an ``App``); light before. Kept up to date from the main loop.
enum SystemColorScheme {
  static let current = LockIsolated(ColorScheme.light)
  @MainActor private static var isFollowing = false

  /// Starts following the desktop's style, once libadwaita runs.
  @MainActor
  static func follow() {
    guard !isFollowing, Adw.isInitialized() else { return }
    isFollowing = true
    let manager = StyleManager.default
    @MainActor func update() {
      let scheme: ColorScheme = manager.isDark ? .dark : .light
      current.setValue(scheme)
    }
    update()
    manager.onNotify("dark") { update() }
  }
}

private enum ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme? { nil }
}

extension EnvironmentValues {
  /// Whether the views are drawn in the light or the dark style: the desktop's (libadwaita's
  /// style manager, following GNOME's dark style preference and the app's `colorScheme`), unless
  /// a view above set one. A body reads it when it runs; a change of style runs no body again
  /// (named colours follow the style by themselves).
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] ?? SystemColorScheme.current.value }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

/// Opens a URL, as SwiftUI's `OpenURLAction`: read it with `@Environment(\.openURL)` and call
/// it. By default the desktop opens it (`gtk_show_uri`: the browser for a web address, the
/// user's application for a file); `.environment(\.openURL, OpenURLAction { url in … })`
/// handles URLs in a view's own way, as ``Link`` does too.
///
/// ```swift
/// @Environment(\.openURL) var openURL
/// …
/// Button("Read the guide") { openURL(URL(string: "https://example.org/guide")!) }
/// ```
public struct OpenURLAction: Sendable {
  /// What a handler did with a URL, as SwiftUI's `OpenURLAction.Result`.
  public struct Result: Sendable {
    enum Kind: Sendable {
      case handled
      case discarded
      case systemAction(URL?)
    }

    let kind: Kind

    /// The handler opened the URL.
    public static let handled = Result(kind: .handled)
    /// The handler did not open it, and nothing else will.
    public static let discarded = Result(kind: .discarded)
    /// The desktop opens it, as it would without a handler.
    public static let systemAction = Result(kind: .systemAction(nil))
    /// The desktop opens `url` instead.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
  }

  let handler: @MainActor @Sendable (URL) -> Result

  /// An action that calls `handler` with each URL; what it returns says whether the desktop
  /// opens the URL after all.
  public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
    self.handler = handler
  }

  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) {
    _ = open(url)
  }

  /// Opens `url`, then calls `completion` with whether it was opened.
  @MainActor public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
    completion(open(url))
  }

  @MainActor private func open(_ url: URL) -> Bool {
    switch handler(url).kind {
    case .handled: return true
    case .discarded: return false
    case .systemAction(let other): return Self.openWithTheDesktop(other ?? url)
    }
  }

  /// Asks the desktop to open `url` (GTK 4.8's `gtk_show_uri`, through the portal in a
  /// sandbox); whether an application opened it is not known: true.
  @MainActor static func openWithTheDesktop(_ url: URL) -> Bool {
    Gtk.showUri(nil, uri: url.absoluteString, timestamp: 0)
    return true
  }
}

private enum OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
  /// Opens URLs: see ``OpenURLAction``.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
