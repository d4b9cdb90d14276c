import Gtk
import GtkTestSupport
import XCTest

final class HandlerBlockingTests: GtkTestCase {
  /// Setting an entry's text inside `withBlocked` does not reach its own `changed` handler;
  /// typing (a change outside the block) still does.
  @MainActor
  func testEntryTextSetWhileBlockedDoesNotFireHandler() async throws {
    try await onMainLoop {
      let entry = Entry()
      var seen: [String] = []
      let handler = entry.onChanged { seen.append($0) }
      entry.withBlocked(handler) { entry.text = "from state" }
      XCTAssertEqual(entry.text, "from state")
      XCTAssertEqual(seen, [])
      entry.text = "typed"
      // Replacing text is a deletion and an insertion, and GtkEntry emits `changed` for each:
      // an unblocked handler sees the empty text in between.
      XCTAssertEqual(seen, ["", "typed"])
    }
  }

  /// Only the blocked handler is silenced; other handlers of the same signal still run.
  @MainActor
  func testBlockingOneHandlerLeavesOthersConnected() async throws {
    try await onMainLoop {
      let toggle = ToggleButton(label: "★")
      var own: [Bool] = []
      var other: [Bool] = []
      let handler = toggle.onToggled { own.append($0) }
      toggle.onToggled { other.append($0) }
      toggle.withBlocked(handler) { toggle.isActive = true }
      XCTAssertEqual(own, [])
      XCTAssertEqual(other, [true])
      toggle.isActive = false
      XCTAssertEqual(own, [false])
    }
  }

  /// The block is lifted even when the body throws.
  @MainActor
  func testHandlerIsUnblockedAfterThrowingBody() async throws {
    try await onMainLoop {
      struct Failure: Error {}
      let entry = Entry()
      var count = 0
      let handler = entry.onChanged { _ in count += 1 }
      XCTAssertThrowsError(
        try entry.withBlocked(handler) {
          entry.text = "a"
          throw Failure()
        })
      entry.text = "b"
      XCTAssertEqual(count, 2, "deleting \"a\" and inserting \"b\", both seen")
    }
  }
}
