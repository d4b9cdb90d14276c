import ComposableArchitecture
import CounterExample
import Foundation
import Gtk
import GtkTestSupport
import Testing
import XCTest

/// The example's reducer, headless.
@MainActor
struct CounterFeatureTests {
  @Test func buttonsChangeTheCount() {
    let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    store.send(.decrementButtonTapped)
    #expect(store.state == CounterFeature.State(count: 1))
  }

  @Test func delayedIncrementArrivesAfterTheClockAndOnlyOnce() async {
    let store = Store(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    let task = store.send(.delayedIncrementButtonTapped)
    #expect(store.isDelayedIncrementPending)
    store.send(.delayedIncrementButtonTapped)
    await task.finish()
    #expect(store.state == CounterFeature.State(count: 1, isDelayedIncrementPending: false))
  }
}

/// The example's window, driven through its widgets.
final class CounterExampleTests: GtkTestCase {
  /// Clicking "+" through the signal updates the label; "+1 later" does so from a background
  /// effect, with the button disabled meanwhile. Set GTK_TEST_SCREENSHOTS to a folder to get
  /// the window as PNGs (that is what `make screenshots` does).
  @MainActor
  func testClicksAndDelayedIncrementUpdateTheWindow() async throws {
    try await onMainLoop {
      let clock = TestClock()
      let store = Store(initialState: CounterFeature.State()) {
        CounterFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let view = CounterWindow(window: Window(), store: store)
      presentAndWaitForFrame(view.window)
      try self.screenshot(view.window, "counter-0-start")
      XCTAssertEqual(view.count.text, "0")

      for _ in 0..<3 { view.plus.emitClicked() }
      view.minus.emitClicked()
      waitUntil("the label shows 2") { view.count.text == "2" }

      view.later.emitClicked()
      waitUntil("the button is disabled") { !view.later.isSensitive }
      waitForFrame(view.window)
      try self.screenshot(view.window, "counter-1-waiting")
      // Advancing wakes only a sleep that has begun, and the effect reaches its sleep on a
      // background thread at a time of its own: advance until the action arrives.
      let arrived = Shared(false)
      let advancing = Task.detached {
        while await !arrived.value {
          await clock.advance(by: .seconds(1))
          await Task.yield()
        }
      }
      waitUntil("the effect's action arrived") { view.count.text == "3" && view.later.isSensitive }
      arrived.value = true
      _ = advancing
      waitForFrame(view.window)
      try self.screenshot(view.window, "counter-2-after-effect")
      view.window.destroy()
    }
  }
}
