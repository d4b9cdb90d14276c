import ComposableArchitecture
import Foundation
import Testing

// Feature code as TCA 1.x users write it, each piece of which did not compile or behaved
// differently here before: an alert kept without @Presents, an enum of destinations with a
// case of several values, and store fields written through bindable actions.

@Reducer
private struct Meetings {
  @Reducer
  enum Destination {
    case detail(Details)
    case meeting(String, attendees: Int)
  }

  @ObservableState
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var deleted = false
    var draft = ""
  }
  enum Action: BindableAction {
    case alert(Alert)
    case binding(BindingAction<State>)
    case deleteTapped
    enum Alert: Equatable { case confirmDeletion }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .alert(.confirmDeletion):
        // The parent sees the alert while it handles the answer.
        state.deleted = state.alert != nil
        return .none
      case .binding:
        return .none
      case .deleteTapped:
        state.alert = AlertState { TextState("Delete?") }
        return .none
      }
    }
    .ifLet(\.alert, action: \.alert)
  }
}

@Reducer
private struct Details {
  @ObservableState
  struct State: Equatable {}
  enum Action {}
}

@Reducer
private struct Composer {
  @ObservableState
  struct State: Equatable {
    var draft = ""
  }
  enum Action: ViewAction {
    case view(View)
    enum View: BindableAction {
      case binding(BindingAction<State>)
    }
  }
  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
  }
}

@MainActor
@ViewAction(for: Composer.self)
private struct ComposerView {
  let store: StoreOf<Composer>
  func type(_ text: String) {
    store.draft = text
  }
}

@Reducer
private struct Versioned {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action { case tap }

  var body: some ReducerOf<Self> {
    if #available(macOS 9999, *) {
      NewBehavior()
    } else {
      Reduce { state, _ in
        state.count += 10
        return .none
      }
    }
  }

  // A reducer nested in its feature, in the feature's domain: `State` and `Action` here are
  // `Versioned`'s, so `@Reducer` must not generate its own.
  @Reducer
  struct NewBehavior {
    var body: some Reducer<State, Action> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }
}

@MainActor
@Suite struct TCAParityTests {
  @Test func availabilityBranchesAndNestedReducersInTheFeaturesDomain() async {
    let store = TestStore(initialState: Versioned.State()) { Versioned() }
    // Off Apple platforms `#available(macOS 9999, *)` holds: the new behaviour runs.
    await store.send(.tap) { $0.count = 1 }
  }

  @Test func alertWithoutPresentsIsDismissedByItsAction() async {
    let store = TestStore(initialState: Meetings.State()) { Meetings() }
    await store.send(.deleteTapped) {
      $0.alert = AlertState { TextState("Delete?") }
    }
    await store.send(.alert(.confirmDeletion)) {
      $0.deleted = true
      $0.alert = nil
    }
  }

  @Test func enumCaseOfSeveralValuesHasAnActionCase() {
    // TCA generates `case meeting(Never)`: the case exists and can never be sent.
    let embed: (Never) -> Meetings.Destination.Action = Meetings.Destination.Action.meeting
    _ = embed
    let state = Meetings.Destination.State.meeting("Standup", attendees: 3)
    #expect(state.is(\.meeting))
  }

  @Test func storeFieldsAreWrittenThroughBindingActions() {
    let store = Store(initialState: Meetings.State()) { Meetings() }
    store.draft = "Agenda"
    #expect(store.draft == "Agenda")
  }

  @Test func viewActionStoreIsWrittenThroughItsLet() {
    let view = ComposerView(store: Store(initialState: Composer.State()) { Composer() })
    view.type("Hello")
    #expect(view.store.draft == "Hello")
  }
}

@Suite struct LinuxStandInTests {
  @Test func dispatchTimeConstants() {
    #expect(NSEC_PER_SEC == 1_000_000_000)
    #expect(NSEC_PER_MSEC * 1_000 == NSEC_PER_SEC)
    #expect(NSEC_PER_USEC * USEC_PER_SEC == NSEC_PER_SEC)
  }

  @Test func urlSessionWithOnlyComposableArchitectureImported() {
    // A live client as TCA code writes it, with no `import FoundationNetworking`.
    let request = URLRequest(url: URL(string: "http://127.0.0.1/")!)
    let session: URLSession = .shared
    #expect(request.url?.host == "127.0.0.1")
    _ = session
  }
}
