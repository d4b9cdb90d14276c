import ComposableArchitecture
import Testing

// Reference 000, `combine(_:)`.

@available(*, deprecated, message: "Written with the reference's '/' case paths")
private let parentReducer = AnyReducer<ParentState, ParentAction, ParentEnvironment>.combine(
  // Combined before parent so that it can react to `.dismiss` while state is non-`nil`.
  childReducer.optional().pullback(
    state: \.child,
    action: /ParentAction.child,
    environment: { $0.child }
  ),
  // Combined after child so that it can `nil` out child state upon `.child(.dismiss)`.
  AnyReducer { state, action, environment in
    switch action {  // completed: `{`
    case .child(.dismiss):
      state.child = nil
      return .none
    default: return .none  // completed: `...`
    }
  },
)

// Completed: the types and the child reducer the sample uses.
private struct ParentState { var child: ChildState? = ChildState() }
private enum ParentAction { case child(ChildAction) }
private struct ParentEnvironment { var child = ChildEnvironment() }
private struct ChildState { var isDismissing = false }
private enum ChildAction { case dismiss, increment }
private struct ChildEnvironment { let events = LockIsolated<[String]>([]) }
private let childReducer = AnyReducer<ChildState, ChildAction, ChildEnvironment> {
  state, action, environment in
  state.isDismissing = true
  environment.events.withValue { $0.append("child handled \(action)") }
  return .none
}

@MainActor
@Suite struct ReferenceCombineSampleTests {
  @available(*, deprecated, message: "Runs a sample written with the reference's '/' case paths")
  @Test func theChildReactsToDismissBeforeTheParentNilsItsState() {
    let environment = ParentEnvironment()
    let store = Store(initialState: ParentState(), reducer: parentReducer, environment: environment)
    store.send(.child(.dismiss))
    #expect(environment.child.events.value == ["child handled dismiss"])
    #expect(store.child == nil)
  }
}
