import Testing

@testable import ComposableArchitecture

private struct CounterState: Equatable { var count = 0 }
private enum CounterAction: Equatable { case increment, incrementTwiceLater }
private struct CounterEnvironment: Sendable { var step: Int }

private let counterReducer = AnyReducer<CounterState, CounterAction, CounterEnvironment> {
  state, action, environment in
  switch action {
  case .increment:
    state.count += environment.step
    return .none
  case .incrementTwiceLater:
    return .run { send in
      await send(.increment)
      await send(.increment)
    }
  }
}

/// A modern feature that embeds a closure-based one in its body.
private struct Feature: Reducer {
  struct State: Equatable {
    var counter = CounterState()
    var total = 0
  }
  @CasePathable enum Action: Equatable { case counter(CounterAction) }
  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) {
      Reduce(counterReducer, environment: CounterEnvironment(step: 5))
    }
    Reduce { state, _ in
      state.total = state.counter.count
      return .none
    }
  }
}

private struct SettingsState: Equatable {
  var name = ""
  var greeting = ""
}
private enum SettingsAction: Equatable, BindableAction {
  case binding(BindingAction<SettingsState>)
}

@MainActor
@Suite struct AnyReducerInteropTests {
  @Test func aStoreRunsAClosureBasedReducerWithItsEnvironment() async {
    let store = Store(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: CounterEnvironment(step: 3)
    )
    store.send(.increment)
    #expect(store.count == 3)
    await store.send(.incrementTwiceLater).finish()
    #expect(store.count == 9)
  }

  @Test func reduceRunsAClosureBasedReducerInsideABody() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.counter(.increment))
    #expect(store.state == Feature.State(counter: CounterState(count: 5), total: 5))
    await store.send(.counter(.incrementTwiceLater)).finish()
    #expect(store.state == Feature.State(counter: CounterState(count: 15), total: 15))
  }

  @Test func bindingAppliesBindingActionsBeforeTheReducerRuns() {
    let reducer = AnyReducer<SettingsState, SettingsAction, Void> { state, _, _ in
      state.greeting = "Hello, \(state.name)!"
      return .none
    }
    .binding()
    var state = SettingsState()
    _ = reducer.run(&state, .set(\.name, "Blob"), ())
    #expect(state == SettingsState(name: "Blob", greeting: "Hello, Blob!"))
  }

  @available(*, deprecated, message: "Exercises a deprecated overload")
  @Test func bindingWithAnExtractFunctionAppliesBindingActions() {
    let reducer = AnyReducer<SettingsState, SettingsAction, Void> { state, _, _ in
      state.greeting = "Hello, \(state.name)!"
      return .none
    }
    .binding(action: { action in
      guard case let .binding(binding) = action else { return nil }
      return binding
    })
    var state = SettingsState()
    _ = reducer.run(&state, .binding(.set(\.name, "Blob")), ())
    #expect(state == SettingsState(name: "Blob", greeting: "Hello, Blob!"))
  }
}
