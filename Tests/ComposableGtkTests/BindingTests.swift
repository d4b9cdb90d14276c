import ComposableArchitecture
import ComposableGtk
import Gtk
import GtkTestSupport
import XCTest

final class BindingTests: GtkTestCase {
  /// An entry bound to state sends one action per edit, shows what the reducer made of it, and
  /// never sends back what the program set.
  @MainActor
  func testBoundEntryHasNoFeedbackLoop() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[TwoFields.Action]>([])
      let store = Store(initialState: TwoFields.State()) {
        Reduce<TwoFields.State, TwoFields.Action> { _, action in
          actions.withValue { $0.append(action) }
          return .none
        }
        TwoFields()
      }
      let entry = Entry()
      let token = entry.bind(text: store, \.query) { .queryChanged($0) }
      XCTAssertEqual(actions.value, [], "binding sends nothing")

      // An edit by the user: GTK emits `changed` once.
      entry.text = "abc"
      XCTAssertEqual(actions.value, [.queryChanged("abc")])
      flushObservations()
      XCTAssertEqual(entry.text, "ABC", "the field shows the reducer's result")
      XCTAssertEqual(actions.value, [.queryChanged("abc")], "setting it sent nothing back")

      // A change from the program (GTK would emit `changed` twice without the block).
      store.send(.clearQuery)
      flushObservations()
      XCTAssertEqual(entry.text, "")
      XCTAssertEqual(actions.value, [.queryChanged("abc"), .clearQuery])

      token.cancel()
      entry.text = "after"
      XCTAssertEqual(actions.value.count, 2, "cancelling the binding disconnects the edit handler")
    }
  }

  /// A toggle button bound to state reports the user's toggles only.
  @MainActor
  func testBoundToggleHasNoFeedbackLoop() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[TwoFields.Action]>([])
      let store = Store(initialState: TwoFields.State()) {
        Reduce<TwoFields.State, TwoFields.Action> { _, action in
          actions.withValue { $0.append(action) }
          return .none
        }
        TwoFields()
      }
      let toggle = ToggleButton(label: "★")
      let token = toggle.bind(isActive: store, \.isOn) { .toggled($0) }
      toggle.emitClicked()
      XCTAssertEqual(actions.value, [.toggled(true)])
      XCTAssertTrue(store.isOn)
      store.send(.toggled(false))
      flushObservations()
      XCTAssertFalse(toggle.isActive)
      XCTAssertEqual(
        actions.value, [.toggled(true), .toggled(false)], "no echo of the program's set")
      token.cancel()
    }
  }

  /// Visibility and sensitivity follow state.
  @MainActor
  func testVisibilityAndSensitivityFollowState() async throws {
    try await onMainLoop {
      let store = Store(initialState: TwoFields.State()) { TwoFields() }
      let button = Button(label: "Save")
      let spinner = Spinner()
      let tokens = [
        button.bind(isSensitive: { store.isOn }),
        spinner.bind(isVisible: { store.count > 0 }),
      ]
      XCTAssertFalse(button.isSensitive)
      XCTAssertFalse(spinner.isVisible)
      store.send(.toggled(true))
      store.send(.increment)
      flushObservations()
      XCTAssertTrue(button.isSensitive)
      XCTAssertTrue(spinner.isVisible)
      tokens.forEach { $0.cancel() }
    }
  }
}
