import ComposableArchitecture
import Testing

// Reference 000, `optional(file:line:)`: a parent that `nil`s out child state and runs before
// the child.

@available(*, deprecated, message: "Written with the reference's '/' case paths")
private let parentReducer = AnyReducer<ParentState, ParentAction, ParentEnvironment>.combine(
  // When combining reducers, the parent reducer runs first
  AnyReducer { state, action, environment in
    switch action {
    case .child(.didDisappear):
      // And `nil`s out child state when processing a child action
      state.child = nil
      return .none
    default: return .none  // completed: `...`
    }
  },
  // Before the child reducer runs
  childReducer.optional().pullback(state: \.child, action: /ParentAction.child, environment: { $0.child })  // completed: `...`
)

private let childReducer = AnyReducer<
  ChildState, ChildAction, ChildEnvironment
> { state, action, environment in  // completed: `,`
  switch action {  // completed: `switch`
  case .didDisappear:
    // This action is never received here because child state is `nil` in the parent
    environment.events.withValue { $0.append("child saw didDisappear") }  // completed: `...`
    return .none
  case .didAppear: return .none  // completed: `...`
  }
}

// Completed: the types the sample uses.
private struct ParentState { var child: ChildState? = ChildState() }
private enum ParentAction { case child(ChildAction) }
private struct ParentEnvironment { var child = ChildEnvironment() }
private struct ChildState {}
private enum ChildAction { case didAppear, didDisappear }
private struct ChildEnvironment { let events = LockIsolated<[String]>([]) }

@MainActor
@Suite struct ReferenceOptionalParentFirstSampleTests {
  @available(*, deprecated, message: "Runs a sample written with the reference's '/' case paths")
  @Test func theChildNeverReceivesTheActionAndItIsReported() {
    let environment = ParentEnvironment()
    let store = Store(initialState: ParentState(), reducer: parentReducer, environment: environment)
    withKnownIssue {
      store.send(.child(.didDisappear))
    } matching: {
      issueMatching(
        "An \"optional\" reducer created at \"ComposableArchitectureTests/OptionalParentFirstSample.swift:20\"",
        "ChildAction.didDisappear"
      )($0)
    }
    #expect(environment.child.events.value == [])
    #expect(store.child == nil)
  }
}
