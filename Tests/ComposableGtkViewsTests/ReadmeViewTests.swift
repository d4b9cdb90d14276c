import ComposableArchitecture
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

// The README's feature and its ten-line view, exactly as printed there.

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action { case incrementButtonTapped }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count += 1
      return .none
    }
  }
}

struct CounterView: View {
  let store: StoreOf<Counter>

  var body: some View {
    VStack(spacing: 12) {
      Text { "\(store.count)" }.cssClass("title-1")
      Button("+") { store.send(.incrementButtonTapped) }
    }
  }
}

final class ReadmeViewTests: GtkTestCase {
  @MainActor
  func testReadmeViewFollowsTheStore() async throws {
    try await onMainLoop {
      let store = Store(initialState: Counter.State()) { Counter() }
      let window = Gtk.Window()
      window.setContent { CounterView(store: store) }
      presentAndWaitForFrame(window)
      let content = try XCTUnwrap(
        window.children.first {
          $0.descendants.contains { $0 is Gtk.Button }
            && $0.descendants.contains { ($0 as? Gtk.Label)?.text == "0" }
        })
      let plus = try XCTUnwrap(content.descendants.compactMap { $0 as? Gtk.Button }.first)
      plus.emitClicked()
      waitUntil("the label shows 1") {
        content.descendants.contains { ($0 as? Gtk.Label)?.text == "1" }
      }
      window.destroy()
    }
  }
}
