import ComposableArchitecture
import Testing

// Reference 000, `init(_:)`.

private struct MyState { var count = 0, text = "" }
private enum MyAction { case buttonTapped, textChanged(String) }
private struct MyEnvironment { var analyticsClient: AnalyticsClient }

private let myReducer = AnyReducer<MyState, MyAction, MyEnvironment> { state, action, environment in
  switch action {
  case .buttonTapped:
    state.count += 1
    return environment.analyticsClient.track("Button Tapped")
  case .textChanged(let text):
    state.text = text
    return .none
  }
}

// Completed: the types the sample uses.
private struct AnalyticsClient {
  var track: (String) -> Effect<MyAction>
}

@MainActor
@Suite struct ReferenceInitSampleTests {
  @Test func theReducerEvolvesStateAndReturnsTheEnvironmentsEffect() {
    let tracked = LockIsolated<[String]>([])
    let environment = MyEnvironment(
      analyticsClient: AnalyticsClient(track: { event in
        tracked.withValue { $0.append(event) }
        return .none
      })
    )
    let store = Store(initialState: MyState(), reducer: myReducer, environment: environment)
    store.send(.buttonTapped)
    store.send(.textChanged("Hello"))
    #expect(store.count == 1)
    #expect(store.text == "Hello")
    #expect(tracked.value == ["Button Tapped"])
  }
}
