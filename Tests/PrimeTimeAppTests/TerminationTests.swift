import Foundation
import Gtk
import GtkTestSupport
import XCTest

/// Asked to end (SIGTERM at logout, Ctrl+C), PrimeTime closes its window as the user would and
/// exits normally: what the window keeps on closing (its size) is saved, and the exit status is
/// 0, not death by signal. A real process, as the desktop would run it.
final class TerminationTests: GtkTestCase {
  @MainActor
  func testSIGTERMClosesTheWindowAndExitsNormally() async throws {
    try await endsNormally(on: SIGTERM)
  }

  @MainActor
  func testSIGINTClosesTheWindowAndExitsNormally() async throws {
    try await endsNormally(on: SIGINT)
  }

  @MainActor
  private func endsNormally(on signal: Int32) async throws {
    _ = try TestEnvironment.requireSessionBus()
    let executable = try PrimeTimeProcess.builtExecutable.path
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("TerminationTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let config = home.appendingPathComponent("config")
    let environment = [
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": config.path,
      "GSK_RENDERER": "cairo",
    ]
    try await onMainLoop {
      let app = try HelperProcess(executable, ["--verbose"], environment: environment)
      app.waitForError(containing: "window presented")
      kill(app.process.processIdentifier, signal)
      XCTAssertEqual(app.waitForExit(timeout: .seconds(30)), 0, app.transcript)
      XCTAssertEqual(app.process.terminationReason, .exit, app.transcript)
      let saved = config.appendingPathComponent("org.swiftcomposablegtk.PrimeTime/window.json")
      XCTAssertTrue(
        FileManager.default.fileExists(atPath: saved.path),
        "the window's close handler did not run (no \(saved.path)):\n\(app.transcript)")
    }
  }
}
