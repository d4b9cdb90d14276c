import Foundation
import Gtk
import XCTest

/// Base class of the GUI tests: GTK is initialized once per process, on the main thread, with
/// the main-actor bridge installed, and every test iterates the real GLib main loop.
///
/// Tests are `@MainActor func test...() async throws`: a synchronous `@MainActor` XCTest method
/// aborts the runner on Linux.
open class GtkTestCase: XCTestCase {
  /// Saves what `window` (or another widget: a popover) shows as `<name>.png` in the folder GTK_TEST_SCREENSHOTS names (which
  /// `make screenshots` sets); does nothing when it is unset. On a display other than X11 the
  /// name gets the backend's: `<name>-wayland.png`.
  @MainActor
  public func screenshot(_ window: Widget, _ name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["GTK_TEST_SCREENSHOTS"] else { return }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let backend = Toolkit.displayBackend ?? "x11"
    let file = backend == "x11" ? name : "\(name)-\(backend)"
    try Snapshot.writePNG(of: window, to: "\(folder)/\(file).png")
  }

  /// Runs `body` on the main thread from a run-loop callback, as `g_application_run` would.
  ///
  /// XCTest starts an async test as a main-actor job, that is, from inside libdispatch's
  /// main-queue drain, and libdispatch does not drain the main queue re-entrantly: a test body
  /// that iterated GLib itself would never see another main-actor job (an effect's
  /// `await send`) run. Scheduling the body with `RunLoop.main.perform` and suspending the test
  /// puts the body outside of any drain, where the bridge delivers main-actor jobs exactly as
  /// in an app.
  @MainActor
  public func onMainLoop(_ body: @escaping @MainActor () throws -> Void) async throws {
    let result: Result<Void, any Error> = await withCheckedContinuation { continuation in
      RunLoop.main.perform {
        let result = MainActor.assumeIsolated { Result { try body() } }
        continuation.resume(returning: result)
      }
    }
    try result.get()
  }

  @MainActor
  open override func setUp() async throws {
    try Toolkit.initialize()
    MainLoop.installMainActorBridge()
    try requireRequestedDisplayBackend()
  }
}

/// Fails when the run is for one display backend (GTK_TEST_BACKEND, or GDK_BACKEND) and GTK
/// is on another: `make test` runs the GUI suites once on X11 and once under weston, and a run
/// that reached the wrong display server would pass while testing the wrong one.
@MainActor
public func requireRequestedDisplayBackend() throws {
  guard let requested = TestEnvironment.requestedDisplayBackend else { return }
  let actual = Toolkit.displayBackend
  guard actual == requested else {
    throw DisplayBackendMismatch(requested: requested, actual: actual)
  }
}

public struct DisplayBackendMismatch: Error, CustomStringConvertible {
  public let requested: String
  public let actual: String?
  public var description: String {
    "the tests are for \(requested) (GTK_TEST_BACKEND or GDK_BACKEND) but GTK's display is "
      + (actual ?? "none")
  }
}

/// Iterates the main loop until `condition` holds; fails the test if it does not within
/// `timeout`.
@MainActor
@discardableResult
public func waitUntil(
  _ what: String, timeout: Duration = .seconds(10), file: StaticString = #filePath,
  line: UInt = #line, _ condition: () -> Bool
) -> Bool {
  let held = MainLoop.iterate(until: condition, timeout: timeout)
  XCTAssertTrue(held, "timed out after \(timeout) waiting until \(what)", file: file, line: line)
  return held
}

/// Presents `window` and waits until it has drawn a frame.
@MainActor
public func presentAndWaitForFrame(
  _ window: Window, file: StaticString = #filePath, line: UInt = #line
) {
  window.present()
  waitUntil("the window is mapped", file: file, line: line) { window.isMapped }
  waitForFrame(window, file: file, line: line)
}

/// Waits for the next frame of `window` after now.
@MainActor
public func waitForFrame(_ window: Window, file: StaticString = #filePath, line: UInt = #line) {
  let clock = window.frameClock!
  let painted = Shared(false)
  let handler = clock.onAfterPaint { painted.value = true }
  window.queueDraw()
  waitUntil("a frame is drawn", file: file, line: line) { painted.value }
  clock.disconnect(handler)
}

/// Presses `button` as the keyboard does (its activation key) and waits until GTK has clicked
/// it: a button activated from the keyboard shows itself pressed for a moment (250 ms) and
/// clicks after, from the main loop.
@MainActor
public func pressAndWaitForClick(
  _ button: Button, file: StaticString = #filePath, line: UInt = #line
) {
  let clicked = Shared(false)
  let handler = button.onClicked { clicked.value = true }
  XCTAssertTrue(button.pressActivationKey(), "the button takes activation", file: file, line: line)
  waitUntil("\(button.label ?? "the button") is clicked", file: file, line: line) { clicked.value }
  if button.isConnected(handler) { button.disconnect(handler) }
}

/// The button in `widget` (or below it) whose label reads `label`, as a user finds it: its own
/// label, or a label inside it (a `Button { } label: { }`). Fails the test when there is none.
@MainActor
public func button(
  _ label: String, in widget: Widget, file: StaticString = #filePath, line: UInt = #line
) throws -> Button {
  let buttons = widget.descendants.compactMap { $0 as? Button }
  return try XCTUnwrap(
    buttons.first { $0.label == label }
      ?? buttons.first { $0.descendants.contains { ($0 as? Label)?.text == label } },
    "no \(label) button", file: file, line: line)
}

/// A value that closures and the test share.
@MainActor
public final class Shared<Value> {
  public var value: Value
  public init(_ value: Value) { self.value = value }
}
