import Foundation
import Gtk
import XCTest

/// Base class of the GTK tests: GTK is initialized once per process, on the main thread, with
/// the main-actor bridge installed, and every test iterates the real GLib main loop.
///
/// Tests are `@MainActor func test...() async throws`: a synchronous `@MainActor` XCTest
/// method aborts the runner on Linux.
class GtkTestCase: XCTestCase {
  /// Runs `body` on the main thread from a run-loop callback, as `g_application_run` would.
  ///
  /// XCTest starts an async test as a main-actor job, that is, from inside libdispatch's
  /// main-queue drain, and libdispatch does not drain the main queue re-entrantly: a test body
  /// that iterated GLib itself would never see another main-actor job run. Scheduling the body
  /// with `RunLoop.main.perform` and suspending the test puts the body outside of any drain,
  /// where the bridge delivers main-actor jobs exactly as in an app.
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

/// Presents `window` and waits until it has drawn a frame.
@MainActor
func presentAndWaitForFrame(_ window: Window, file: StaticString = #filePath, line: UInt = #line)
{
  window.present()
  waitUntil("the window is mapped", file: file, line: line) { window.isMapped }
  let clock = window.frameClock!
  let painted = Flag()
  let handler = clock.onAfterPaint { painted.value = true }
  window.queueDraw()
  waitUntil("the window has drawn a frame", file: file, line: line) { painted.value }
  clock.disconnect(handler)
}

/// A value that closures and the test share.
@MainActor
final class Flag {
  var value = false
}

/// A counter that closures and the test share.
@MainActor
final class Counter {
  var value = 0
}
