// The features of reference 001 (the `Reducer` protocol's documentation), as written there.
// The only change: `some ReducerOf<Self>` where the rendered page lost its `<Self>`.
import ComposableArchitecture
import Testing

@Reducer
private struct Feature {
  struct State {
    var count = 0
  }
  enum Action {
    case decrementButtonTapped
    case incrementButtonTapped
    case startTimerButtonTapped
    case stopTimerButtonTapped
    case timerTick
  }
  enum CancelID { case timer }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .startTimerButtonTapped:
        return .run { send in
          while true {
            try await Task.sleep(for: .seconds(1))
            await send(.timerTick)
          }
        }
        .cancellable(CancelID.timer)

      case .stopTimerButtonTapped:
        return .cancel(CancelID.timer)

      case .timerTick:
        state.count += 1
        return .none
      }
    }
  }
}

/// A reducer that implements both `reduce(into:action:)` and `body`: only the former runs.
private struct BothImplemented: Reducer {
  struct State { var log: [String] = [] }
  enum Action { case tap }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.log.append("reduce(into:action:)")
    return .none
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.log.append("body")
      return .none
    }
  }
}

@MainActor
@Suite struct Reference001Tests {
  @Test func counterActions() {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    store.send(.decrementButtonTapped)
    #expect(store.count == 1)
  }

  @Test func stoppingTheTimerCancelsItsEffect() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let timer = store.send(.startTimerButtonTapped)
    store.send(.stopTimerButtonTapped)
    // The effect sleeps for a second between ticks; cancelled, it ends at once, without a tick.
    await timer.finish()
    #expect(store.count == 0)
    #expect(store.isCancellationRegistryEmpty)
  }

  @Test func onlyReduceIntoRunsWhenBothAreImplemented() {
    let store = Store(initialState: BothImplemented.State()) { BothImplemented() }
    store.send(.tap)
    store.send(.tap)
    #expect(store.log == ["reduce(into:action:)", "reduce(into:action:)"])
  }

  @Test func onlyReduceIntoRunsInsideAnotherReducer() {
    let store = Store(initialState: BothImplemented.State()) {
      CombineReducers {
        BothImplemented()
      }
    }
    store.send(.tap)
    store.send(.tap)
    #expect(store.log == ["reduce(into:action:)", "reduce(into:action:)"])
  }
}
