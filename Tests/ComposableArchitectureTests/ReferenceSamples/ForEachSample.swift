import ComposableArchitecture
import Foundation
import Testing

// Reference 000, `forEach(state:action:environment:file:line:)` over an identified array.

// Global domain that holds a collection of local domains:
private struct AppState { var todos: IdentifiedArrayOf<Todo> }
private enum AppAction { case todo(id: Todo.ID, action: TodoAction) }
private struct AppEnvironment { var mainQueue: AnySchedulerOf<DispatchQueue> }

// A reducer that works on a local domain:
private let todoReducer = AnyReducer<Todo, TodoAction, TodoEnvironment> {
  state, action, environment in  // completed: `{ ... }`
  switch action {
  case .checkBoxToggled:
    state.isComplete.toggle()
    return .none
  }
}

// Pullback the local todo reducer so that it works on all of the app domain:
@available(*, deprecated, message: "Written with the reference's '/' case paths")
private let appReducer = AnyReducer<AppState, AppAction, AppEnvironment>.combine(
  todoReducer.forEach(
    state: \.todos,
    action: /AppAction.todo(id:action:),
    environment: { _ in TodoEnvironment() }
  ),
  AnyReducer { state, action, environment in
    state.todos.sort { ($0.isComplete ? 1 : 0, $0.id) < ($1.isComplete ? 1 : 0, $1.id) }  // completed: `...`
    return .none
  }
)

// Completed: the types the sample uses.
private typealias AnySchedulerOf<Scheduler> = Scheduler
private struct Todo: Identifiable {
  let id: Int
  var isComplete = false
}
private enum TodoAction { case checkBoxToggled }
private struct TodoEnvironment {}

@MainActor
@Suite struct ReferenceForEachSampleTests {
  @available(*, deprecated, message: "Runs a sample written with the reference's '/' case paths")
  @Test func eachActionReachesItsTodoBeforeTheParentReordersThem() {
    let store = Store(
      initialState: AppState(todos: [Todo(id: 1), Todo(id: 2), Todo(id: 3)]),
      reducer: appReducer,
      environment: AppEnvironment(mainQueue: .main)
    )
    store.send(.todo(id: 1, action: .checkBoxToggled))
    #expect(store.todos.map(\.id) == [2, 3, 1])
    store.send(.todo(id: 3, action: .checkBoxToggled))
    #expect(store.todos.map(\.id) == [2, 1, 3])
    #expect(store.todos.map(\.isComplete) == [false, true, true])
    withKnownIssue {
      store.send(.todo(id: 4, action: .checkBoxToggled))
    } matching: {
      issueMatching(
        "A \"forEach\" reducer created at \"ComposableArchitectureTests/ForEachSample.swift:25\"",
        "AppAction.todo(id: 4, action: .checkBoxToggled)"
      )($0)
    }
  }
}
