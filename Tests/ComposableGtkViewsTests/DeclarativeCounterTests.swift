import ComposableArchitecture
import ComposableGtkViews
import CounterExample
import DeclarativeCounterExample
import Foundation
import Gtk
import GtkTestSupport
import XCTest

/// The declarative counter's window, driven through its widgets. Set GTK_TEST_SCREENSHOTS to
/// a folder to get the window as PNGs.
final class DeclarativeCounterTests: GtkTestCase {
  @MainActor
  func testClickingPlusUpdatesTheLabel() async throws {
    try await onMainLoop {
      let clock = TestClock()
      let store = Store(initialState: CounterFeature.State()) {
        CounterFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let window = Gtk.Window()
      window.showCounter(store: store)
      presentAndWaitForFrame(window)
      let content = try XCTUnwrap(window.children.first { Self.buttons(in: $0).count == 3 })
      let count = try XCTUnwrap(content.descendants.compactMap { $0 as? Gtk.Label }.first)
      XCTAssertEqual(count.text, "0")
      let buttons = Self.buttons(in: content)
      XCTAssertEqual(buttons.map(\.label), ["−", "+", "+1 later"])
      let plus = buttons[1]
      let later = buttons[2]

      for _ in 0..<3 { plus.emitClicked() }
      buttons[0].emitClicked()
      waitUntil("the label shows 2") { count.text == "2" }
      waitForFrame(window)
      try self.screenshot(window, "declarative-counter-0-count")

      // The effect: the button is off and the hint is built while it runs.
      later.emitClicked()
      waitUntil("the button is disabled") { !later.isSensitive }
      waitUntil("the hint is shown") {
        content.descendants.contains { ($0 as? Gtk.Label)?.text == "One more is on its way…" }
      }
      waitForFrame(window)
      try self.screenshot(window, "declarative-counter-1-waiting")
      let arrived = Shared(false)
      let advancing = Task.detached {
        while await !arrived.value {
          await clock.advance(by: .seconds(1))
          await Task.yield()
        }
      }
      waitUntil("the effect's action arrived") { count.text == "3" && later.isSensitive }
      arrived.value = true
      _ = advancing
      waitUntil("the hint is gone") {
        !content.descendants.contains { ($0 as? Gtk.Label)?.text == "One more is on its way…" }
      }
      window.destroy()
    }
  }

  @MainActor
  private static func buttons(in root: Widget) -> [Gtk.Button] {
    root.descendants.compactMap { $0 as? Gtk.Button }
  }
}
