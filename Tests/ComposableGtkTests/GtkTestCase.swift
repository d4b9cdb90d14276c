import ComposableGtk
import Foundation
import Gtk
import XCTest

// The same harness as the Gtk layer's tests (test targets cannot share code).

/// Base class of the glue's GUI tests: GTK is initialized once per process, on the main
/// thread, with the main-actor bridge installed, and every test iterates the real GLib loop.
class GtkTestCase: XCTestCase {
  /// Runs `body` on the main thread from a run-loop callback, as `g_application_run` would,
  /// rather than as the main-actor job XCTest starts an async test in: libdispatch does not
  /// drain its main queue re-entrantly, so a body that iterates GLib from inside a job would
  /// never see another main-actor job (an effect's `await send`) run.
  @MainActor
  func onMainLoop(_ body: @escaping @MainActor () throws -> Void) async throws {
    let result: Result<Void, any Error> = await withCheckedContinuation { continuation in
      RunLoop.main.perform {
        let result = MainActor.assumeIsolated { Result { try body() } }
        continuation.resume(returning: result)
      }
    }
    try result.get()
  }

  @MainActor
  override func setUp() async throws {
    try Toolkit.initialize()
    MainLoop.installMainActorBridge()
  }
}

/// Iterates the main loop until `condition` holds; fails the test if it does not within
/// `timeout`.
@MainActor
@discardableResult
func waitUntil(
  _ what: String, timeout: Duration = .seconds(10), file: StaticString = #filePath,
  line: UInt = #line, _ condition: () -> Bool
) -> Bool {
  let held = MainLoop.iterate(until: condition, timeout: timeout)
  XCTAssertTrue(held, "timed out after \(timeout) waiting until \(what)", file: file, line: line)
  return held
}

/// Iterates the main loop until the pending observations have run.
@MainActor
func flushObservations(file: StaticString = #filePath, line: UInt = #line) {
  waitUntil("pending observations have run", file: file, line: line) {
    !ObservationScheduler.hasPendingUpdates
  }
}

/// Presents `window` and waits until it has drawn a frame.
@MainActor
func presentAndWaitForFrame(_ window: Window, file: StaticString = #filePath, line: UInt = #line)
{
  window.present()
  waitUntil("the window is mapped", file: file, line: line) { window.isMapped }
  waitForFrame(window, file: file, line: line)
}

/// Waits for the next frame of `window` after now.
@MainActor
func waitForFrame(_ window: Window, file: StaticString = #filePath, line: UInt = #line) {
  let clock = window.frameClock!
  let painted = Shared(false)
  let handler = clock.onAfterPaint { painted.value = true }
  window.queueDraw()
  waitUntil("a frame is drawn", file: file, line: line) { painted.value }
  clock.disconnect(handler)
}

/// A value that closures and the test share.
@MainActor
final class Shared<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
