import ComposableArchitecture

@Reducer
public struct Counter {
  @ObservableState
  public struct State: Equatable {
    public var count = 0
    public var isDelayedIncrementPending = false

    public init() {}
  }

  public enum Action {
    case decrementButtonTapped
    case delayedIncrementButtonTapped
    case delayedIncrementFinished
    case incrementButtonTapped
  }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .delayedIncrementButtonTapped:
        state.isDelayedIncrementPending = true
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.delayedIncrementFinished)
        }

      case .delayedIncrementFinished:
        state.isDelayedIncrementPending = false
        state.count += 1
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}
