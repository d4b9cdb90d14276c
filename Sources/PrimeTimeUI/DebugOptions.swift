import ComposableArchitecture
import Gtk
import Logging
import PrimeTime

/// What `PRIMETIME_DEBUG` asks the app to log, as `GTK_DEBUG` does for GTK: a list of flags
/// separated by commas or spaces.
///
/// - `changes`: every action the app's store receives and the change it made to the state, as
///   a diff (the engine's `_printChanges`). Debug builds only: a release build has no
///   `_printChanges` output, and says so.
/// - `layout`: after each frame of the main window whose layout changed, where every named
///   button is drawn on the window's surface. A tool that sees only the surface (a Broadway
///   page in a browser, a screen recording) finds the buttons from it.
/// - `all`: both.
///
/// Setting any flag also turns on debug messages, as `--verbose` does. When the variable is
/// unset nothing is installed: no printer on the store, no handler on the frame clock.
///
/// ```
/// PRIMETIME_DEBUG=changes,layout primetime
/// ```
package struct DebugOptions: Equatable, Sendable {
  package static let environmentVariable = "PRIMETIME_DEBUG"

  package var logsChanges = false
  package var logsLayout = false
  /// Flags the variable named that the app does not know, to warn about.
  package var unknownFlags: [String] = []

  package init(logsChanges: Bool = false, logsLayout: Bool = false) {
    self.logsChanges = logsChanges
    self.logsLayout = logsLayout
  }

  /// Parses the variable's value; nil or empty means nothing is logged.
  package init(parsing value: String?) {
    let flags = (value ?? "").split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
    for flag in flags {
      switch flag.lowercased() {
      case "changes": logsChanges = true
      case "layout": logsLayout = true
      case "all":
        logsChanges = true
        logsLayout = true
      default: unknownFlags.append(flag)
      }
    }
  }

  /// Whether anything is to be logged.
  package var isEnabled: Bool { logsChanges || logsLayout }

  /// How the store reports its changes: a debug message per action with the state's diff, or
  /// nil when `changes` is off.
  package func changePrinter() -> _ReducerPrinter<AppFeature.State, AppFeature.Action>? {
    guard logsChanges else { return nil }
    return .customDump(to: { Logger.primeTime.debug("\($0)") })
  }

  /// Warns about what the variable asked for that this build cannot do.
  package func logWarnings() {
    for flag in unknownFlags {
      Logger.primeTime.warning(
        "\(Self.environmentVariable): unknown flag \"\(flag)\" (known: changes, layout, all)")
    }
    #if !DEBUG
      if logsChanges {
        Logger.primeTime.warning(
          "\(Self.environmentVariable)=changes: a release build does not log changes")
      }
    #endif
  }
}

/// Logs where the named buttons of a window are drawn on its surface, after each frame in which
/// that changed (`PRIMETIME_DEBUG=layout`). One line per button:
///
/// ```
/// layout: button "Increment" x=442.0 y=357.0 width=34.0 height=34.0 surface=842x682
/// ```
///
/// `x`, `y` are the button's top-left corner on the surface (window content plus the room its
/// shadow takes), `surface` the surface's size. A button's name is its accessible label, else
/// its text; buttons with neither, and buttons not shown (another page's), are left out.
@MainActor
package final class LayoutReport {
  // Weak: the frame clock's handler holds the report, and the window holds its clock.
  private weak var window: Window?
  private let write: @MainActor (String) -> Void
  private var lastLines: [String] = []

  private init(window: Window, write: @escaping @MainActor (String) -> Void) {
    self.window = window
    self.write = write
  }

  /// Reports on `window` from its next frame on, while `window` (this wrapper of it) is kept
  /// elsewhere, handing each line to `write` (a debug message unless told). The window must be
  /// realized (presented).
  package static func install(
    on window: Window,
    write: @escaping @MainActor (String) -> Void = { Logger.primeTime.debug("\($0)") }
  ) {
    guard let clock = window.frameClock else {
      Logger.primeTime.warning("layout report: the window has no frame clock yet")
      return
    }
    let report = LayoutReport(window: window, write: write)
    clock.onAfterPaint { report.frameDrawn() }
  }

  private func frameDrawn() {
    let lines = currentLines()
    guard lines != lastLines else { return }
    lastLines = lines
    for line in lines { write(line) }
  }

  private func currentLines() -> [String] {
    guard let window, let surface = window.surfaceSize else { return [] }
    return window.descendants.compactMap { widget in
      guard let button = widget as? Button, button.isMapped,
        let name = button.accessibleLabel ?? button.label, !name.isEmpty,
        let bounds = button.boundsInSurface
      else { return nil }
      return "layout: button \"\(name)\" x=\(bounds.x) y=\(bounds.y) width=\(bounds.width) "
        + "height=\(bounds.height) surface=\(surface.width)x\(surface.height)"
    }
  }
}
