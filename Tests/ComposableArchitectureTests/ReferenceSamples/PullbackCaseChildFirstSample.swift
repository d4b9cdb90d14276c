import ComposableArchitecture
import Testing

// Reference 000, `pullback(state:action:environment:file:line:)`: the child combined before the
// parent, so that it can process the action the parent uses to change the case.

@available(*, deprecated, message: "Written with the reference's '/' case paths")
private let parentReducer = AnyReducer<ParentState, ParentAction, ParentEnvironment>.combine(
  // The child runs first
  childReducer.pullback(state: /ParentState.child, action: /ParentAction.child, environment: { $0.child }),  // completed: `...`
  // The parent runs after
  AnyReducer { state, action, environment in
    if case .child(.didDisappear) = action { state = .anotherChild(AnotherChildState()) }  // completed: `...`
    return .none
  }
)

// Completed: the child reducer and the types the sample uses, as in the sample before it.
private let childReducer = AnyReducer<ChildState, ChildAction, ChildEnvironment> {
  _, action, environment in
  switch action {
  case .didDisappear:
    environment.events.withValue { $0.append("child saw didDisappear") }
    return .none
  case .didAppear:
    return .none
  }
}
private enum ParentState { case child(ChildState), anotherChild(AnotherChildState) }
private enum ParentAction { case child(ChildAction) }
private struct ParentEnvironment { var child = ChildEnvironment() }
private struct ChildState {}
private struct AnotherChildState {}
private enum ChildAction { case didAppear, didDisappear }
private struct ChildEnvironment { let events = LockIsolated<[String]>([]) }

@MainActor
@Suite struct ReferencePullbackCaseChildFirstSampleTests {
  @available(*, deprecated, message: "Runs a sample written with the reference's '/' case paths")
  @Test func theChildProcessesTheActionBeforeTheParentChangesTheCase() {
    let environment = ParentEnvironment()
    var state = ParentState.child(ChildState())
    _ = parentReducer.run(&state, .child(.didDisappear), environment)
    #expect(environment.child.events.value == ["child saw didDisappear"])
    guard case .anotherChild = state else {
      Issue.record("The parent did not change the case")
      return
    }
  }
}
