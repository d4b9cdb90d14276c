import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

// Pages pushed from a binding, in the shapes of TCA's navigation case studies: a link bound to
// `isActive` whose page loads its child ("navigate and load"), links over a list's selection
// ("lists: navigate and load"), and `.navigationDestination(item:)` over an enum destination
// ("multiple destinations").

@Reducer
private struct Tally {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }
  enum Action: Equatable { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
private struct Loading {
  @Reducer
  enum Destination {
    case drillDown(Tally)
  }

  @ObservableState
  struct State: Equatable {
    var isNavigationActive = false
    var tally: Tally.State?
    var selection: Int?
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable {
    case setNavigation(Bool)
    case loaded
    case tally(Tally.Action)
    case select(Int?)
    case drillDownTapped
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .setNavigation(true):
        state.isNavigationActive = true
      case .setNavigation(false):
        state.isNavigationActive = false
        state.tally = nil
      case .loaded:
        state.tally = Tally.State(count: 41)
      case let .select(selection):
        state.selection = selection
      case .drillDownTapped:
        state.destination = .drillDown(Tally.State())
      case .tally, .destination:
        break
      }
      return .none
    }
    .ifLet(\.tally, action: \.tally) { Tally() }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Loading.Destination.State: Equatable {}
extension Loading.Destination.Action: Equatable {}

private struct TallyView: View {
  let store: StoreOf<Tally>

  var body: some View {
    VStack {
      Text("Count \(store.count)")
      Button("Increment") { store.send(.increment) }
    }
    .navigationTitle("Tally")
  }
}

private struct LoadingView: View {
  @Bindable var store: StoreOf<Loading>

  var body: some View {
    Form {
      NavigationLink(
        "Load tally",
        isActive: $store.isNavigationActive.sending(\.setNavigation)
      ) {
        if let store = store.scope(state: \.tally, action: \.tally) {
          TallyView(store: store)
        } else {
          Text("Loading…")
        }
      }
      ForEach([1, 2], id: \.self) { row in
        NavigationLink(
          "Row \(row)",
          tag: row,
          selection: Binding(get: { store.selection }, set: { store.send(.select($0)) })
        ) {
          Text("Detail of row \(row)").navigationTitle("Row \(row)")
        }
      }
      Button("Drill down") { store.send(.drillDownTapped) }
    }
    .navigationDestination(item: $store.scope(\.$destination, action: \.destination).drillDown) {
      store in
      TallyView(store: store)
    }
    .navigationTitle("Loading")
  }
}

final class BoundNavigationTests: GtkTestCase {
  typealias Pathless = NavigationStackView<Never, Never>

  @MainActor
  private func open(
    _ store: StoreOf<Loading>
  ) throws -> (Gtk.Window, Pathless) {
    let window = Gtk.Window()
    window.setDefaultSize(width: 420, height: 360)
    window.setContent {
      NavigationStack { LoadingView(store: store) }
    }
    presentAndWaitForFrame(window)
    let navigation = try XCTUnwrap(
      try button("Load tally", in: window).enclosingNavigationStack as? Pathless)
    return (window, navigation)
  }

  @MainActor
  private static func shownTexts(of navigation: Pathless) throws -> [String] {
    waitUntil("the slide is over") { !navigation.stack.isTransitionRunning }
    let page = try XCTUnwrap(
      navigation.stack.children.first { navigation.stack.isVisibleChild($0) })
    return ([page] + page.descendants).compactMap { ($0 as? Gtk.Label)?.text }
  }

  @MainActor
  private func makeStore(_ actions: GtkTestSupport.Shared<[Loading.Action]>) -> StoreOf<Loading> {
    Store(initialState: Loading.State()) {
      Reduce<Loading.State, Loading.Action> { _, action in
        actions.value.append(action)
        return .none
      }
      Loading()
    }
  }

  /// A link bound to `isActive`: the click sends `true` and the page follows the state; the
  /// page shows what its destination shows as the child loads; Back sends `false`.
  @MainActor
  func testAnIsActiveLinkPushesWhileTheBindingIsTrue() async throws {
    try await onMainLoop {
      let actions = GtkTestSupport.Shared<[Loading.Action]>([])
      let store = self.makeStore(actions)
      let (window, navigation) = try self.open(store)
      defer { window.destroy() }

      pressAndWaitForClick(try button("Load tally", in: window))
      XCTAssertEqual(actions.value, [.setNavigation(true)])
      waitUntil("the page is pushed") { navigation.statelessPageCount == 1 }
      XCTAssertTrue(try Self.shownTexts(of: navigation).contains("Loading…"))

      // The child loads: the page shows it, a new body of the link's view.
      store.send(.loaded)
      waitUntil("the page shows the loaded tally") {
        (try? Self.shownTexts(of: navigation))?.contains("Count 41") == true
      }
      XCTAssertEqual(navigation.titleLabel.text, "Tally")
      waitForFrame(window)
      try self.screenshot(window, "bound-navigation-loaded")

      pressAndWaitForClick(navigation.backButton)
      waitUntil("Back sends false") { actions.value.last == .setNavigation(false) }
      XCTAssertFalse(store.isNavigationActive)
      waitUntil("the page is popped") { navigation.statelessPageCount == 0 }

      // The feature pushes it on its own, and pops it.
      store.send(.setNavigation(true))
      waitUntil("the state pushes the page") { navigation.statelessPageCount == 1 }
      store.send(.setNavigation(false))
      waitUntil("the state pops the page") { navigation.statelessPageCount == 0 }
      XCTAssertEqual(navigation.titleLabel.text, "Loading")
    }
  }

  /// Links over a selection: the clicked row's tag is selected and its page pushed; another
  /// selection replaces the page; Back clears the selection.
  @MainActor
  func testTagAndSelectionLinksPushTheSelectedRow() async throws {
    try await onMainLoop {
      let actions = GtkTestSupport.Shared<[Loading.Action]>([])
      let store = self.makeStore(actions)
      let (window, navigation) = try self.open(store)
      defer { window.destroy() }

      pressAndWaitForClick(try button("Row 2", in: window))
      waitUntil("row 2 is selected") { store.selection == 2 }
      waitUntil("its page is pushed") { navigation.statelessPageCount == 1 }
      XCTAssertTrue(try Self.shownTexts(of: navigation).contains("Detail of row 2"))

      store.send(.select(1))
      waitUntil("row 1's page replaces it") {
        (try? Self.shownTexts(of: navigation))?.contains("Detail of row 1") == true
      }
      XCTAssertEqual(navigation.statelessPageCount, 1)
      XCTAssertEqual(navigation.titleLabel.text, "Row 1")

      pressAndWaitForClick(navigation.backButton)
      waitUntil("Back clears the selection") { store.selection == nil }
      XCTAssertEqual(actions.value.last, .select(nil))
      waitUntil("the page is popped") { navigation.statelessPageCount == 0 }
    }
  }

  /// `.navigationDestination(item:)` over an enum destination's case: the state pushes the
  /// child's page, which works on the child's store; Back sends `.dismiss`.
  @MainActor
  func testANavigationDestinationPushesTheChildsPage() async throws {
    try await onMainLoop {
      let actions = GtkTestSupport.Shared<[Loading.Action]>([])
      let store = self.makeStore(actions)
      let (window, navigation) = try self.open(store)
      defer { window.destroy() }

      pressAndWaitForClick(try button("Drill down", in: window))
      waitUntil("the child's page is pushed") { navigation.statelessPageCount == 1 }
      XCTAssertTrue(try Self.shownTexts(of: navigation).contains("Count 0"))
      let page = try XCTUnwrap(
        navigation.stack.children.first { navigation.stack.isVisibleChild($0) })
      pressAndWaitForClick(try button("Increment", in: page))
      waitUntil("the child counts") {
        if case let .drillDown(tally)? = store.destination { return tally.count == 1 }
        return false
      }

      pressAndWaitForClick(navigation.backButton)
      waitUntil("Back dismisses the child") { store.destination == nil }
      XCTAssertEqual(actions.value.last, .destination(.dismiss))
      waitUntil("the page is popped") { navigation.statelessPageCount == 0 }
    }
  }
}
