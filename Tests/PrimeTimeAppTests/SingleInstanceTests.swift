import Foundation
import Gtk
import GtkTestSupport
import XCTest

/// PrimeTime runs once per session: a second launch hands over to the first, which shows its
/// window again, and exits. Two real processes on the test's private session bus.
final class SingleInstanceTests: GtkTestCase {
  @MainActor
  func testASecondLaunchPresentsTheFirstWindow() async throws {
    _ = try TestEnvironment.requireSessionBus()
    let executable = try PrimeTimeProcess.builtExecutable.path
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("SingleInstanceTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = [
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "GSK_RENDERER": "cairo",
    ]
    try await onMainLoop {
      let first = try HelperProcess(executable, ["--verbose"], environment: environment)
      defer {
        // Wait for the end of its output too: a pipe closed while libdispatch still watches it
        // crashes the test process.
        first.process.terminate()
        _ = first.waitForExit(timeout: .seconds(30))
      }
      first.waitForError(containing: "window presented")

      let second = try HelperProcess(executable, ["--verbose"], environment: environment)
      XCTAssertEqual(second.waitForExit(timeout: .seconds(30)), 0, second.transcript)
      first.waitForError(containing: "window presented again")
      XCTAssertFalse(
        second.standardError.contains("window presented"),
        "the second launch opened a window of its own:\n\(second.transcript)")
    }
  }
}
