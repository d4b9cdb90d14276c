import ComposableArchitecture
import ComposableGtkViews
import Gtk
import GtkTestSupport
import TutorialCounter
import XCTest

/// The tutorial's window, at its last step, driven through its widgets: the view the tutorial
/// shows builds, the buttons reach the store, and the label follows. With GTK_TEST_SCREENSHOTS
/// set it saves `tutorial-counter.png`, the picture of the tutorial's chapter in the catalog.
final class CounterWindowTests: GtkTestCase {
  @MainActor
  func testTheTutorialWindowCounts() async throws {
    try await onMainLoop {
      let store = Store(initialState: Counter.State()) { Counter() }
      let window = Gtk.Window()
      window.title = "Counter"
      window.setDefaultSize(width: 320, height: 200)
      window.setContent { CounterView(store: store) }
      presentAndWaitForFrame(window)
      // The content's widgets: on Wayland the window's decorations hold a close button too.
      let content = window.child?.descendants ?? []
      let labels = content.compactMap { $0 as? Gtk.Label }
      let buttons = content.compactMap { $0 as? Gtk.Button }
      XCTAssertEqual(buttons.map(\.label), ["−", "+", "+1 later"])
      let count = try XCTUnwrap(labels.first { $0.text == "0" })

      buttons[1].emitClicked()
      buttons[1].emitClicked()
      waitUntil("the label shows 2") { count.text == "2" }
      XCTAssertEqual(store.count, 2)
      waitForFrame(window)
      try self.screenshot(window, "tutorial-counter")
      window.destroy()
    }
  }
}
