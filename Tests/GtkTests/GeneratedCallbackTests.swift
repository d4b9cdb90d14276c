import Gtk
import GtkTestSupport
import XCTest

/// A callback GTK keeps (scope `notified`): a Swift closure called as often as GTK wants it, and
/// released once, by the destroy notify GTK calls when it lets go of it.
final class GeneratedCallbackTests: GtkTestCase {
  @MainActor
  func testAFilterFunctionIsCalledUntilGtkReleasesIt() async throws {
    try await onMainLoop {
      #if DEBUG
        let boxes = LiveObjectCounter.callbacks.value
      #endif
      var calls = 0
      do {
        let filter = CustomFilter { item in
          calls += 1
          return (item as? StringObject)?.string.hasPrefix("b") == true
        }
        let model = FilterListModel(
          model: StringList(strings: ["apple", "banana", "blueberry"]), filter: filter)
        model.incremental = false
        XCTAssertEqual(model.nItems, 2)
        XCTAssertGreaterThanOrEqual(calls, 3)
        // Replaced: GTK calls the destroy notify of the first closure.
        filter.setFilterFunc { _ in true }
        XCTAssertEqual(model.nItems, 3)
        #if DEBUG
          XCTAssertEqual(
            LiveObjectCounter.callbacks.value, boxes + 1, "only the second closure is kept")
        #endif
        filter.setFilterFunc(nil)
      }
      #if DEBUG
        XCTAssertEqual(LiveObjectCounter.callbacks.value, boxes, "released with the filter")
      #endif
    }
  }
}
