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
