import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

// `.refreshable` as TCA's refreshable case study writes it: the refresh sends an action and
// waits for its effect to finish. Here the effect waits for a fact the test hands it.

private let facts = AsyncStream<String>.makeStream()

@Reducer
private struct Facts {
  @ObservableState
  struct State: Equatable {
    var fact: String?
    var refreshes = 0
  }
  enum Action: Equatable {
    case refresh
    case factResponse(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refresh:
        state.refreshes += 1
        return .run { send in
          for await fact in facts.stream {
            await send(.factResponse(fact))
            return
          }
        }
      case let .factResponse(fact):
        state.fact = fact
        return .none
      }
    }
  }
}

private struct FactsView: View {
  let store: StoreOf<Facts>

  var body: some View {
    List {
      Text(store.fact ?? "No fact yet")
      ReloadButton()
    }
    .refreshable {
      await store.send(.refresh).finish()
    }
    .navigationTitle("Facts")
  }
}

/// Refreshes through the environment, as a view inside the refreshable one can.
private struct ReloadButton: View {
  @Environment(\.refresh) var refresh

  var body: some View {
    Button("Reload") {
      guard let refresh else { return }
      Task { await refresh() }
    }
  }
}

final class RefreshableTests: GtkTestCase {
  /// The header bar's Refresh button, clicked as GTK clicks it, runs the refresh: the button
  /// is busy until the effect finishes, and a refresh asked for meanwhile (the content's
  /// `@Environment(\.refresh)`) starts nothing more. Once done, the environment's refresh
  /// starts the next one.
  @MainActor
  func testTheHeaderBarsRefreshButtonRunsTheRefreshOnceAtATime() async throws {
    try await onMainLoop {
      let store = Store(initialState: Facts.State()) { Facts() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 360, height: 240)
      window.setContent { NavigationStack { FactsView(store: store) } }
      defer { window.destroy() }
      presentAndWaitForFrame(window)
      let header = try XCTUnwrap(window.titlebar as? HeaderBar, "a header bar for the button")
      let refresh = try XCTUnwrap(
        header.descendants.compactMap { $0 as? Gtk.Button }.first {
          $0.accessibleLabel == "Refresh"
        }, "a Refresh button in the header bar")
      XCTAssertTrue(refresh.isMapped)
      XCTAssertTrue(refresh.isSensitive)

      pressAndWaitForClick(refresh)
      waitUntil("the refresh is sent") { store.refreshes == 1 }
      waitUntil("the button is busy") { !refresh.isSensitive }
      waitForFrame(window)
      waitUntil("a spinner turns in it") {
        refresh.descendants.contains { ($0 as? Gtk.Spinner)?.isSpinning == true && $0.isMapped }
      }
      try self.screenshot(window, "refreshable-busy")

      pressAndWaitForClick(try button("Reload", in: window))
      flushObservations()
      XCTAssertEqual(store.refreshes, 1, "a refresh asked for meanwhile starts nothing")

      facts.continuation.yield("Cats sleep 16 hours a day")
      waitUntil("the fact arrives") { store.fact == "Cats sleep 16 hours a day" }
      waitUntil("the button is idle again") { refresh.isSensitive }

      pressAndWaitForClick(try button("Reload", in: window))
      waitUntil("the environment's refresh starts the next one") { store.refreshes == 2 }
      facts.continuation.yield("Owls cannot move their eyes")
      waitUntil("its fact arrives") { store.fact == "Owls cannot move their eyes" }
    }
  }
}
