import ComposableArchitecture
import Testing

@Reducer
private struct Tick {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var other = 0
  }
  enum Action { case increment, bumpOther }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment: state.count += 1
      case .bumpOther: state.other += 1
      }
      return .none
    }
  }
}

@MainActor
@Suite struct PerceptionTrackingTests {
  // TCA's tests and views written for swift-perception call `withPerceptionTracking`.
  @Test func tracksWhatItReads() {
    let store = Store(initialState: Tick.State()) { Tick() }
    let changes = Changes()
    let read = withPerceptionTracking {
      store.count
    } onChange: {
      changes.increment()
    }
    #expect(read == 0)
    store.send(.bumpOther)
    #expect(changes.value == 0)
    store.send(.increment)
    #expect(changes.value == 1)
  }
}
