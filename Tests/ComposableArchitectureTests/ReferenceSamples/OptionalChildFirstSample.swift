import ComposableArchitecture
import Testing

// Reference 000, `optional(file:line:)`: the child combined before the parent, so that it can
// process any action the parent uses to `nil` out its state.

@available(*, deprecated, message: "Written with the reference's '/' case paths")
private let parentReducer = AnyReducer<ParentState, ParentAction, ParentEnvironment>.combine(
  // The child runs first
  childReducer.optional().pullback(state: \.child, action: /ParentAction.child, environment: { $0.child }),  // completed: `...`
  // The parent runs after
  AnyReducer { state, action, environment in
    if case .child(.didDisappear) = action { state.child = nil }  // completed: `...`
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
private struct ParentState { var child: ChildState? = ChildState() }
private enum ParentAction { case child(ChildAction) }
private struct ParentEnvironment { var child = ChildEnvironment() }
private struct ChildState {}
private enum ChildAction { case didAppear, didDisappear }
private struct ChildEnvironment { let events = LockIsolated<[String]>([]) }

@MainActor
@Suite struct ReferenceOptionalChildFirstSampleTests {
  @available(*, deprecated, message: "Runs a sample written with the reference's '/' case paths")
  @Test func theChildProcessesTheActionBeforeTheParentNilsItsState() {
    let environment = ParentEnvironment()
    let store = Store(initialState: ParentState(), reducer: parentReducer, environment: environment)
    store.send(.child(.didDisappear))
    #expect(environment.child.events.value == ["child saw didDisappear"])
    #expect(store.child == nil)
  }
}
