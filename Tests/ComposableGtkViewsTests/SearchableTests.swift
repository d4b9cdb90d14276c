import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

// A searchable list in the shape of TCA's Search example: the query in the feature's state, the
// results filtered from it.

@Reducer
private struct Catalogue {
  @ObservableState
  struct State: Equatable {
    var titles = ["Dune", "Solaris", "Kindred", "Sula"]
    var query = ""
    var isSearching = false
    var results: [String] {
      query.isEmpty ? titles : titles.filter { $0.localizedCaseInsensitiveContains(query) }
    }
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

private struct CatalogueView: View {
  @Bindable var store: StoreOf<Catalogue>

  var body: some View {
    NavigationStack {
      List {
        ForEach(store.results, id: \.self) { title in
          Text(title)
        }
      }
      .navigationTitle("Catalogue")
      .searchable(text: $store.query, isPresented: $store.isSearching, prompt: "Search titles")
    }
  }
}

final class SearchableTests: GtkTestCase {
  /// The search button in the header bar opens the bar; typing filters the list through the
  /// feature's query; Escape closes the bar and empties the query; the feature can open it.
  @MainActor
  func testSearchBarFollowsTheQuery() async throws {
    try await onMainLoop {
      let store = Store(initialState: Catalogue.State()) { Catalogue() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 360, height: 420)
      window.setContent { CatalogueView(store: store) }
      presentAndWaitForFrame(window)

      let bar = try XCTUnwrap(window.descendants.compactMap { $0 as? SearchBar }.first)
      let entry = try XCTUnwrap(bar.descendants.compactMap { $0 as? SearchEntry }.first)
      let toggle = try XCTUnwrap(
        (window.titlebar?.descendants ?? []).compactMap { $0 as? ToggleButton }
          .first { $0.accessibleLabel == "Search" },
        "the search button is in the header bar")
      XCTAssertFalse(bar.searchMode)
      let rows = {
        window.descendants.compactMap { $0 as? Gtk.Label }.filter(\.isDrawable).map(\.text)
      }
      XCTAssertTrue(["Dune", "Solaris", "Kindred", "Sula"].allSatisfy(rows().contains))

      toggle.emitClicked()
      XCTAssertTrue(bar.searchMode)
      XCTAssertTrue(store.isSearching)
      entry.text = "su"
      XCTAssertEqual(store.query, "su")
      flushObservations()
      let revealer = try XCTUnwrap(bar.descendants.compactMap { $0 as? Revealer }.first)
      waitUntil("the bar has slid down") { revealer.childRevealed }
      waitForFrame(window)
      XCTAssertTrue(rows().contains("Sula"))
      XCTAssertFalse(rows().contains("Dune"), "filtered by the query")
      try self.screenshot(window, "searchable")

      entry.emitStopSearch()  // Escape
      flushObservations()
      XCTAssertFalse(bar.searchMode)
      XCTAssertFalse(toggle.isActive)
      XCTAssertFalse(store.isSearching)
      XCTAssertEqual(store.query, "", "closing the search empties it")

      store.send(.binding(.set(\.isSearching, true)))
      flushObservations()
      XCTAssertTrue(bar.searchMode, "the feature opens the search")
      XCTAssertTrue(toggle.isActive)
      window.destroy()
    }
  }
}
