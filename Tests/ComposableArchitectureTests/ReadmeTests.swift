// The example of README.md, verbatim: if this stops compiling or passing, so does the README.
import ComposableArchitecture
import Testing

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

@MainActor
@Suite struct ReadmeTests {
  @Test func storeRunsTheReadmeFeature() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.incrementButtonTapped)
    #expect(store.count == 1)
  }

  @MainActor @Test func increment() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
  }
}
