// Reference 004's counter test, with only `Reducer` renamed to `AnyReducer` and the steps
// awaited: closure-based reducer, `TestStore(initialState:reducer:environment:)`, the step API.
import ComposableArchitecture
import Testing

private struct CounterState: Equatable {
  var count = 0
}

private enum CounterAction: Equatable {
  case decrementButtonTapped
  case incrementButtonTapped
}

private let counterReducer = AnyReducer<CounterState, CounterAction, Void> { state, action, _ in
  switch action {
  case .decrementButtonTapped:
    state.count -= 1
    return .none

  case .incrementButtonTapped:
    state.count += 1
    return .none
  }
}

@MainActor
@Suite struct TestStoreLegacySampleTests {
  @Test func testCounter() async {
    let store = TestStore(
      initialState: .init(count: 0),  // GIVEN counter state of 0
      reducer: counterReducer,
      environment: ()
    )

    await store.assert(
      .send(.incrementButtonTapped) {  // WHEN the increment button is tapped
        $0.count = 1  // THEN the count should be 1
      }
    )
  }

  @Test func aWrongStepFails() async {
    let store = TestStore(initialState: CounterState(), reducer: counterReducer, environment: ())
    await withKnownIssue {
      await store.assert(.send(.decrementButtonTapped) { $0.count = 1 })
    } matching: {
      issueMatching(
        "A state change does not match expectation.\n",
        "− CounterState(count: 1)",
        "+ CounterState(count: -1)",
        "(Expected: −, Actual: +)"
      )($0)
    }
  }
}
