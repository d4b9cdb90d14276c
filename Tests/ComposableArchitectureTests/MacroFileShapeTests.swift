import ComposableArchitecture
import Testing

// A `@Reducer enum` above the `@Reducer struct`s it is made of, a case whose default value is
// its reducer, and more macro-attached declarations after them, as app code writes them. (The
// compiler crash this order once caused is pinned by ReducerEnumFileShapeTests.swift.)

@Reducer(state: .equatable)
private enum ShapeDestination {
  case detail(ShapeDetail)
  case counter(StepCounter = StepCounter(step: 10))
  case alert(AlertState<Alert>)

  enum Alert: Equatable { case confirm }
}

@Reducer
private struct ShapeDetail {
  @ObservableState
  struct State: Equatable {
    var title = ""
  }
  enum Action { case titleChanged(String) }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title):
        state.title = title
        return .none
      }
    }
  }
}

@Reducer
private struct StepCounter {
  let step: Int
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action { case increment }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += step
      return .none
    }
  }
}

@Reducer
private struct ShapeParent {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: ShapeDestination.State?
  }
  enum Action {
    case destination(PresentationAction<ShapeDestination.Action>)
    case showCounter
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showCounter:
        state.destination = .counter(StepCounter.State())
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@CasePathable
private enum ShapeTrailing {
  case one, two(Int)
}

@MainActor
@Suite struct MacroFileShapeTests {
  @Test func enumReducerAboveItsFeaturesCompilesAndRuns() async {
    let store = TestStore(initialState: ShapeParent.State()) { ShapeParent() }
    await store.send(.showCounter) {
      $0.destination = .counter(StepCounter.State())
    }
    // The case's default value is its reducer: a step of 10, not a default-made `StepCounter`.
    await store.send(\.destination.counter.increment) {
      $0.destination = .counter(StepCounter.State(count: 10))
    }
    #expect(Array(ShapeTrailing.allCasePaths).count == 2)
  }
}
