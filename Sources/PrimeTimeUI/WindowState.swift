import Foundation
import Gtk
import Logging

/// The window's size between runs, kept as `window.json` in the app's folder of the user's
/// configuration directory (from GLib: `~/.config/org.swiftcomposablegtk.PrimeTime/`).
struct WindowState: Codable, Equatable {
  var width: Int32
  var height: Int32
  var isMaximized: Bool

  static let standard = WindowState(width: 720, height: 560, isMaximized: false)

  static var file: URL {
    URL(fileURLWithPath: Gtk.userConfigDirectory, isDirectory: true)
      .appendingPathComponent(AppInfo.id, isDirectory: true)
      .appendingPathComponent("window.json", isDirectory: false)
  }

  /// The saved state, or the standard size when there is none or it cannot be used (which is
  /// logged: a window size is not worth a message in the window).
  static func load(from url: URL = file, logger: Logger = .primeTime) -> WindowState {
    guard let data = try? Data(contentsOf: url) else { return .standard }
    do {
      let state = try JSONDecoder().decode(WindowState.self, from: data)
      guard (200...16_384).contains(state.width), (200...16_384).contains(state.height) else {
        logger.warning("\(url.path) holds a window size out of range; using the standard size")
        return .standard
      }
      return state
    } catch {
      logger.warning("\(url.path) could not be read (\(error)); using the standard size")
      return .standard
    }
  }

  /// Opens `window` with this size, maximized if it was; before `present()`.
  ///
  /// The window is maximized once it has drawn its first frame, not before it is shown: asked
  /// before the window has a buffer, weston 10 (the compositor `make test` runs) configures it
  /// maximized at 0×0, and then ends the app with a protocol error ("xdg_surface geometry does
  /// not match the configured maximized state") when it draws at its own size.
  @MainActor
  func apply(to window: Gtk.Window) {
    window.setDefaultSize(width: width, height: height)
    guard isMaximized else { return }
    let steps = MaximizeSteps()
    window.onMap { [weak window] in
      guard let window, !steps.mapped else { return }
      steps.mapped = true
      window.frameClock?.onAfterPaint { [weak window] in
        guard let window, !steps.maximized else { return }
        steps.maximized = true
        window.isMaximized = true
      }
    }
  }

  func save(to url: URL = WindowState.file, logger: Logger = .primeTime) {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try encoder.encode(self).write(to: url, options: .atomic)
    } catch {
      logger.warning("the window size could not be saved to \(url.path): \(error)")
    }
  }
}

// In an extension, so that the memberwise initializer stays.
extension WindowState {
  /// What to save of `window` when it closes: its default size, which GTK keeps at the size
  /// the user gave it while the window is maximized (on Wayland the compositor maximizes it
  /// and the window is bigger meanwhile), and whether it is maximized. So a window closed
  /// while maximized opens maximized again and unmaximizes to the user's size.
  @MainActor
  init(of window: Gtk.Window) {
    let size = window.defaultSize
    self.init(width: size.width, height: size.height, isMaximized: window.isMaximized)
  }
}

/// How far ``WindowState/apply(to:)`` got with maximizing a window: it does so once.
@MainActor
private final class MaximizeSteps {
  var mapped = false
  var maximized = false
}
