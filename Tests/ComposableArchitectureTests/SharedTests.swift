import ComposableArchitecture
import Testing

@Reducer
private struct SharedCounter {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("sharedCounter")) var count = 0
  }
  enum Action { case incrementButtonTapped }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.$count.withLock { $0 += 1 }
      return .none
    }
  }
}

@MainActor
@Suite struct SharedTests {
  @Test func storeStateHoldsSharedReferenceThatViewsObserve() {
    let store = Store(initialState: SharedCounter.State()) { SharedCounter() }
    let other = Shared(wrappedValue: 0, .inMemory("sharedCounter"))
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = store.count
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    store.send(.incrementButtonTapped)
    #expect(store.count == 1)
    #expect(other.wrappedValue == 1)  // the same key elsewhere sees the reducer's change
    #expect(changes.value == 1)
  }
}
