import ComposableArchitecture
import Testing

// Reference 000, `pullback(state:action:environment:file:line:)`: a parent that changes the case
// of the state and runs before the child.

@available(*, deprecated, message: "Written with the reference's '/' case paths")
private let parentReducer = AnyReducer<ParentState, ParentAction, ParentEnvironment>.combine(
  // When combining reducers, the parent reducer runs first
  AnyReducer { state, action, environment in
    switch action {
    case .child(.didDisappear):
      // And `nil`s out child state when processing a child action
      state = .anotherChild(AnotherChildState())  // completed: `state.child =` on enum state
      return .none
    default: return .none  // completed: `...`
    }
  },
  // Before the child reducer runs
  childReducer.pullback(state: /ParentState.child, action: /ParentAction.child, environment: { $0.child })  // completed: `...`
)

private let childReducer = AnyReducer<
  ChildState, ChildAction, ChildEnvironment
> { state, action, environment in  // completed: `,`
  switch action {  // completed: `switch`
  case .didDisappear:
    // This action is never received here because child state cannot be extracted
    environment.events.withValue { $0.append("child saw didDisappear") }  // completed: `...`
    return .none
  case .didAppear: return .none  // completed: `...`
  }
}

// Completed: the types the sample uses.
private enum ParentState { case child(ChildState), anotherChild(AnotherChildState) }
private enum ParentAction { case child(ChildAction) }
private struct ParentEnvironment { var child = ChildEnvironment() }
private struct ChildState {}
private struct AnotherChildState {}
private enum ChildAction { case didAppear, didDisappear }
private struct ChildEnvironment { let events = LockIsolated<[String]>([]) }

@MainActor
@Suite struct ReferencePullbackCaseParentFirstSampleTests {
  @available(*, deprecated, message: "Runs a sample written with the reference's '/' case paths")
  @Test func theChildNeverReceivesTheActionAndItIsReported() {
    let environment = ParentEnvironment()
    var state = ParentState.child(ChildState())
    withKnownIssue {
      _ = parentReducer.run(&state, .child(.didDisappear), environment)
    } matching: {
      issueMatching(
        "A \"pullback\" reducer created at \"ComposableArchitectureTests/PullbackCaseParentFirstSample.swift:20\"",
        "ParentAction.child(.didDisappear)",
        "ParentState.anotherChild(AnotherChildState())"
      )($0)
    }
    #expect(environment.child.events.value == [])
  }
}
