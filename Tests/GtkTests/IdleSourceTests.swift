import Gtk
import GtkTestSupport
import XCTest

final class IdleSourceTests: GtkTestCase {
  /// One-shot sources run once each, the more urgent first, whatever order they were added in.
  @MainActor
  func testRunOnceRunsOnceInPriorityOrder() async throws {
    try await onMainLoop {
      var order: [String] = []
      MainLoop.runOnce(priority: MainLoop.redrawPriority + 1) { order.append("after redraw") }
      MainLoop.runOnce(priority: MainLoop.redrawPriority - 1) { order.append("before redraw") }
      waitUntil("both sources ran") { order.count == 2 }
      MainLoop.drainPending()
      XCTAssertEqual(order, ["before redraw", "after redraw"])
    }
  }

  /// A repeating source ticks from the main loop until cancelled, and cancelling it releases
  /// its closure. (It waits for GLib's one-second timer: about a second.)
  @MainActor
  func testEverySecondTicksUntilCancelled() async throws {
    try await onMainLoop {
      final class Owner {}
      var ticks = 0
      weak var released: Owner?
      let source: RepeatingSource
      do {
        let owner = Owner()
        released = owner
        source = MainLoop.every(seconds: 1) { [owner] in
          _ = owner
          ticks += 1
        }
      }
      XCTAssertNotNil(released, "the source holds its closure")
      XCTAssertTrue(MainLoop.iterate(until: { ticks == 1 }, timeout: .seconds(3)))
      source.cancel()
      source.cancel()
      XCTAssertNil(released, "cancelling releases the closure")
      MainLoop.drainPending()
      XCTAssertEqual(ticks, 1)
    }
  }

  /// A widget is rooted while it is inside a window, and `notify::root` reports both changes.
  @MainActor
  func testRootFollowsWindowMembership() async throws {
    try await onMainLoop {
      let label = Label()
      var notifications = 0
      label.onNotify("root") { notifications += 1 }
      XCTAssertFalse(label.isRooted)
      let box = Box(.vertical)
      box.append(label)
      let window = Window()
      window.setChild(box)
      XCTAssertTrue(label.isRooted, "adding an ancestor to a window roots its descendants")
      box.remove(label)
      XCTAssertFalse(label.isRooted)
      XCTAssertEqual(notifications, 2)
      XCTAssertTrue(window.isRooted, "a window is its own root")
      window.destroy()
    }
  }
}
