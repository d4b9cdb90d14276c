import ComposableArchitecture
import Testing

// MARK: - Features

@Reducer
private struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var text = ""
  }
  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
    case setText(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
      case .incrementButtonTapped:
        state.count += 1
      case let .setText(text):
        state.text = text
      }
      return .none
    }
  }
}

@Reducer
private struct Parent {
  @ObservableState
  struct State: Equatable {
    var child = Counter.State()
    var total = 0
  }
  enum Action {
    case child(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Counter()
    }
    Reduce { state, action in
      switch action {
      case .child:
        state.total += 1
        return .none
      }
    }
  }
}

@Reducer
private struct Detail {
  @ObservableState
  struct State: Equatable {
    var title = ""
    var saves = 0
  }
  enum Action: Equatable {
    case saveButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.saves += 1
      return .none
    }
  }
}

@Reducer
private enum Destination {
  case counter(Counter)
  case detail(Detail)
  case empty
}

@MainActor
@Suite struct MacroBehaviorTests {
  @Test func reducerStructRunsInAStore() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    store.send(.decrementButtonTapped)
    #expect(store.count == 1)
  }

  @Test func reducerStructActionHasCaseKeyPaths() {
    let path: CaseKeyPath<Parent.Action, Counter.Action> = \.child
    let action = path(.incrementButtonTapped)
    #expect(action[case: \.child] == .incrementButtonTapped)
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.child(.incrementButtonTapped))
    #expect(store.child.count == 1)
    #expect(store.total == 1)
  }

  @Test func reducerEnumRunsEachFeatureOnItsCase() {
    let store = Store(initialState: Destination.State.detail(Detail.State(title: "A"))) {
      Destination.body
    }
    store.send(.detail(.saveButtonTapped))
    #expect(store.state.detail?.saves == 1)
    #expect(store.state.counter == nil)
    switch store.case {
    case let .detail(detailStore):
      #expect(detailStore.title == "A")
      detailStore.send(.saveButtonTapped)
      #expect(store.state.detail?.saves == 2)
    case .counter, .empty:
      Issue.record("Expected the detail case")
    }
  }
}
