import AsyncTestSupport
import Clocks
import Testing

@testable import ComposableArchitecture

// MARK: - Domains

private struct CounterState: Equatable { var count = 0 }
private enum CounterAction: Equatable { case decrement, increment, incrementLater }
private struct CounterEnvironment: Sendable { var step = 1 }

private let counterReducer = AnyReducer<CounterState, CounterAction, CounterEnvironment> {
  state, action, environment in
  switch action {
  case .decrement:
    state.count -= environment.step
    return .none
  case .increment:
    state.count += environment.step
    return .none
  case .incrementLater:
    return .run { send in await send(.increment) }
  }
}

private struct AppState: Equatable {
  var counter = CounterState()
  var log: [String] = []
}
@CasePathable private enum AppAction: Equatable { case counter(CounterAction), other }
private struct AppEnvironment: Sendable { var counterStep = 2 }

/// Appends "name: action" to the log for every action, and feeds `.fromA`/`.fromB` back once.
private enum LogAction: Equatable { case start, fromA, fromB }
private func logging(_ name: String, feedback: LogAction? = nil) -> AnyReducer<
  [String], LogAction, Void
> {
  AnyReducer { log, action, _ in
    log.append("\(name) \(action)")
    guard action == .start, let feedback else { return .none }
    return .send(feedback)
  }
}

@CasePathable private enum Screen: Equatable { case counter(CounterState), settings }
@CasePathable private enum ScreenAction: Equatable { case counter(CounterAction), openSettings }
private let screenReducer = AnyReducer<Screen, ScreenAction, Void> { state, action, _ in
  if case .openSettings = action { state = .settings }
  return .none
}

private struct ChildState: Equatable { var count = 0 }
private enum ChildAction: Equatable { case increment, dismiss }
private struct ChildEnvironment: Sendable { let events = LockIsolated<[String]>([]) }
private let childReducer = AnyReducer<ChildState, ChildAction, ChildEnvironment> {
  state, action, environment in
  switch action {
  case .increment:
    state.count += 1
  case .dismiss:
    let count = state.count
    environment.events.withValue { $0.append("child saw dismiss at \(count)") }
  }
  return .none
}
private struct ParentState: Equatable { var child: ChildState? = ChildState(count: 3) }
@CasePathable private enum ParentAction: Equatable { case child(ChildAction) }
private struct ParentEnvironment: Sendable { var child = ChildEnvironment() }
/// A parent that dismisses its child when the child asks to be dismissed.
private let dismissingParent = AnyReducer<ParentState, ParentAction, ParentEnvironment> {
  state, action, _ in
  if case .child(.dismiss) = action { state.child = nil }
  return .none
}

private struct Todo: Equatable, Identifiable {
  let id: Int
  var isComplete = false
  var ticks = 0
}
private enum TodoAction: Equatable { case toggle, toggled, startTimer, stopTimer, tick }
private struct TodoEnvironment: Sendable { var clock = CountingTestClock() }
private enum TimerID { case tick }
private let todoReducer = AnyReducer<Todo, TodoAction, TodoEnvironment> {
  state, action, environment in
  switch action {
  case .toggle:
    state.isComplete.toggle()
    return .send(.toggled)
  case .toggled:
    return .none
  case .startTimer:
    return .run { [clock = environment.clock] send in
      while true {
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
    }
    .cancellable(id: TimerID.tick)
  case .stopTimer:
    return .cancel(id: TimerID.tick)
  case .tick:
    state.ticks += 1
    return .none
  }
}
private struct TodosState: Equatable {
  var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1), Todo(id: 2)]
  var rooms: [String: CounterState] = ["kitchen": CounterState(), "hall": CounterState()]
  var rows: [CounterState] = [CounterState(), CounterState()]
  var log: [String] = []
}
@CasePathable private enum TodosAction: Equatable {
  case todo(id: Int, action: TodoAction)
  case todos(IdentifiedAction<Int, TodoAction>)
  case room(id: String, action: CounterAction)
  case rooms(IdentifiedAction<String, CounterAction>)
  case row(index: Int, action: CounterAction)
}
private struct TodosEnvironment: Sendable { var todo = TodoEnvironment() }
/// Logs the element actions it sees, after the elements ran.
private let todosLogger = AnyReducer<TodosState, TodosAction, TodosEnvironment> {
  state, action, _ in
  switch action {
  case let .todo(id, action), let .todos(.element(id, action)):
    state.log.append("\(id): \(action), complete: \(state.todos[id: id]?.isComplete ?? false)")
  default:
    break
  }
  return .none
}

/// The text of a reported issue.
private func text(of issue: Issue) -> String {
  issue.comments.map(\.rawValue).joined(separator: "\n")
}

// MARK: - Tests

@MainActor
@Suite struct AnyReducerTests {
  @Test func runAndCallAsFunctionEvolveState() {
    var state = CounterState()
    let environment = CounterEnvironment(step: 3)
    #expect(counterReducer.run(&state, .increment, environment).isNone)
    #expect(state.count == 3)
    #expect(counterReducer(&state, .decrement, environment).isNone)
    #expect(state.count == 0)
    #expect(!counterReducer(&state, .incrementLater, environment).isNone)
  }

  @Test func emptyChangesNothing() {
    var state = CounterState(count: 5)
    let effect = AnyReducer<CounterState, CounterAction, Void>.empty.run(&state, .increment, ())
    #expect(state.count == 5)
    #expect(effect.isNone)
  }

  @Test func combineRunsReducersInOrderAndMergesTheirEffects() {
    let combined = AnyReducer.combine(
      logging("A", feedback: .fromA), logging("B", feedback: .fromB))
    let store = Store(initialState: [], reducer: combined, environment: ())
    store.send(.start)
    #expect(
      store.state == ["A start", "B start", "A fromA", "B fromA", "A fromB", "B fromB"]
    )
  }

  @Test func combineOfAnArrayAndCombinedWithRunInTheSameOrder() {
    let reducers = [logging("A"), logging("B"), logging("C")]
    var fromArray: [String] = []
    _ = AnyReducer.combine(reducers).run(&fromArray, .start, ())
    var fromCombined: [String] = []
    _ = reducers[0].combined(with: reducers[1]).combined(with: reducers[2])
      .run(&fromCombined, .start, ())
    #expect(fromArray == ["A start", "B start", "C start"])
    #expect(fromCombined == fromArray)
    var reversed: [String] = []
    _ = AnyReducer.combine(reducers.reversed()).run(&reversed, .start, ())
    #expect(reversed == ["C start", "B start", "A start"])
  }

  @available(*, deprecated, message: "Exercises the reference's '/' case paths")
  @Test func pullbackByKeyPathAndCasePathRunsTheChildAndEmbedsItsEffects() async {
    let appReducer = counterReducer.pullback(
      state: \AppState.counter,
      action: /AppAction.counter,
      environment: { (environment: AppEnvironment) in
        CounterEnvironment(step: environment.counterStep)
      }
    )
    let store = Store(initialState: AppState(), reducer: appReducer, environment: AppEnvironment())
    store.send(.counter(.increment))
    #expect(store.counter.count == 2)
    store.send(.other)
    #expect(store.counter.count == 2)
    // The child's asynchronous effect sends `.increment`, which comes back as `.counter(.increment)`.
    await store.send(.counter(.incrementLater)).finish()
    #expect(store.counter.count == 4)
  }

  @Test func pullbackByCaseKeyPath() {
    let appReducer = counterReducer.pullback(
      state: \AppState.counter, action: \AppAction.Cases.counter,
      environment: { (_: Void) in CounterEnvironment() }
    )
    let store = Store(initialState: AppState(), reducer: appReducer, environment: ())
    store.send(.counter(.increment))
    store.send(.counter(.increment))
    #expect(store.counter.count == 2)
  }

  @available(*, deprecated, message: "Exercises the reference's '/' case paths")
  @Test func pullbackOnAnEnumCaseRunsOnlyInThatCase() {
    let line = #line + 1
    let child = counterReducer.pullback(
      state: /Screen.counter, action: /ScreenAction.counter, environment: { CounterEnvironment() }
    )
    let store = Store(
      initialState: .counter(CounterState()),
      reducer: AnyReducer.combine(child, screenReducer),
      environment: ()
    )
    store.send(.counter(.increment))
    #expect(store.state == .counter(CounterState(count: 1)))
    store.send(.openSettings)
    withKnownIssue {
      store.send(.counter(.increment))
    } matching: { issue in
      text(of: issue) == """
        A "pullback" reducer created at "ComposableArchitectureTests/AnyReducerTests.swift:\(line)" \
        received a child action while the parent's state was in a different case. The action was \
        ignored.

          Action:
            ScreenAction.counter(.increment)
          State:
            Screen.settings

        A child reducer on one case of an enum can only handle actions while the state is in that \
        case. This usually means one of:

        • A parent reducer changed the case of the state before this reducer ran. Combine the \
        child's reducer before the parent's, so that the child handles its actions first.

        • An effect of the child sent this action after the state left the case. Cancel the \
        child's long-living effects when it is torn down.

        • The action was sent to a store while the state was in another case. Send child actions \
        from a store scoped to the child's case.
        """
    }
    #expect(store.state == .settings)
  }

  @Test func pullbackOnAnEnumCaseByCaseKeyPath() {
    let child = counterReducer.pullback(
      state: \Screen.Cases.counter, action: \ScreenAction.Cases.counter,
      environment: { CounterEnvironment(step: 5) }
    )
    var state = Screen.counter(CounterState())
    _ = child.run(&state, .counter(.increment), ())
    #expect(state == .counter(CounterState(count: 5)))
    state = .settings
    withKnownIssue {
      _ = child.run(&state, .counter(.increment), ())
    } matching: {
      issueMatching("A \"pullback\" reducer created at", "ScreenAction.counter(.increment)")($0)
    }
  }

  @Test func optionalRunsOnlyWhileStateIsNonNil() {
    let (optionalCounter, line) = (counterReducer.optional(), #line)
    var state: CounterState? = CounterState()
    _ = optionalCounter.run(&state, .increment, CounterEnvironment())
    #expect(state == CounterState(count: 1))
    state = nil
    withKnownIssue {
      _ = optionalCounter.run(&state, .increment, CounterEnvironment())
    } matching: { issue in
      text(of: issue) == """
        An "optional" reducer created at "ComposableArchitectureTests/AnyReducerTests.swift:\(line)" \
        received an action while its state was "nil". The action was ignored.

          Action:
            CounterAction.increment

        An optional reducer can only handle actions while its state is non-"nil". This usually \
        means one of:

        • A parent reducer set the child state to "nil" before this reducer ran. Combine the \
        child's reducer before the parent's, so that the child handles its actions first.

        • An effect of the child sent this action after its state became "nil". Cancel the child's \
        long-living effects when it is torn down.

        • The action was sent to a store while the child state was "nil". Send child actions from a \
        store scoped to the child, which exists only while its state is non-"nil".
        """
    }
    #expect(state == nil)
  }

  @available(*, deprecated, message: "Exercises the reference's '/' case paths")
  @Test func aChildCombinedBeforeItsParentReactsToTheActionThatDismissesIt() {
    let environment = ParentEnvironment()
    let parentReducer = AnyReducer<ParentState, ParentAction, ParentEnvironment>.combine(
      childReducer.optional().pullback(
        state: \.child, action: /ParentAction.child, environment: { $0.child }),
      dismissingParent
    )
    let store = Store(initialState: ParentState(), reducer: parentReducer, environment: environment)
    store.send(.child(.dismiss))
    #expect(environment.child.events.value == ["child saw dismiss at 3"])
    #expect(store.child == nil)
  }

  @available(*, deprecated, message: "Exercises the reference's '/' case paths")
  @Test func aChildCombinedAfterAParentThatNilsItsStateMissesTheActionAndItIsReported() {
    let environment = ParentEnvironment()
    let (optionalChild, line) = (childReducer.optional(), #line)
    let parentReducer = AnyReducer<ParentState, ParentAction, ParentEnvironment>.combine(
      dismissingParent,
      optionalChild.pullback(state: \.child, action: /ParentAction.child, environment: { $0.child })
    )
    let store = Store(initialState: ParentState(), reducer: parentReducer, environment: environment)
    withKnownIssue {
      store.send(.child(.dismiss))
    } matching: {
      issueMatching(
        "An \"optional\" reducer created at \"ComposableArchitectureTests/AnyReducerTests.swift:\(line)\" received an action while its state was \"nil\". The action was ignored.",
        "Action:\n    ChildAction.dismiss\n"
      )($0)
    }
    #expect(environment.child.events.value == [])
    #expect(store.child == nil)
  }

  @available(*, deprecated, message: "Exercises the reference's '/' case paths")
  @Test func forEachRoutesEachActionToItsElementAndEmbedsItsEffects() {
    let reducer = AnyReducer<TodosState, TodosAction, TodosEnvironment>.combine(
      todoReducer.forEach(
        state: \.todos, action: /TodosAction.todo(id:action:), environment: { $0.todo }
      ),
      todosLogger
    )
    let store = Store(initialState: TodosState(), reducer: reducer, environment: TodosEnvironment())
    store.send(.todo(id: 2, action: .toggle))
    #expect(store.todos.map(\.isComplete) == [false, true])
    store.send(.todo(id: 1, action: .toggle))
    #expect(store.todos.map(\.isComplete) == [true, true])
    // The element ran before the parent saw its action; its `.toggled` came back with its id.
    #expect(
      store.log == [
        "2: toggle, complete: true", "2: toggled, complete: true",
        "1: toggle, complete: true", "1: toggled, complete: true",
      ]
    )
  }

  @Test func forEachByIdentifiedActionCaseKeyPath() {
    let reducer = AnyReducer<TodosState, TodosAction, TodosEnvironment>.combine(
      todoReducer.forEach(state: \.todos, action: \.todos, environment: { $0.todo }),
      todosLogger
    )
    let store = Store(initialState: TodosState(), reducer: reducer, environment: TodosEnvironment())
    store.send(.todos(.element(id: 1, action: .toggle)))
    #expect(store.todos.map(\.isComplete) == [true, false])
    #expect(store.log == ["1: toggle, complete: true", "1: toggled, complete: true"])
  }

  @available(*, deprecated, message: "Exercises the reference's '/' case paths")
  @Test func forEachReportsAnActionForAMissingElement() {
    let line = #line + 1
    let reducer = todoReducer.forEach(
      state: \TodosState.todos, action: /TodosAction.todo(id:action:),
      environment: { (environment: TodosEnvironment) in environment.todo }
    )
    let store = Store(initialState: TodosState(), reducer: reducer, environment: TodosEnvironment())
    withKnownIssue {
      store.send(.todo(id: 3, action: .toggle))
    } matching: { issue in
      text(of: issue) == """
        A "forEach" reducer created at "ComposableArchitectureTests/AnyReducerTests.swift:\(line)" \
        received an action for an element that is not in the array. The action was ignored.

          Action:
            TodosAction.todo(id: 3, action: .toggle)

        This usually means one of:

        • A parent reducer removed the element before this reducer ran. Combine the "forEach" \
        reducer before the parent's, so that elements handle their actions first.

        • An effect of the element sent this action after the element was removed. Cancel an \
        element's long-living effects when it is removed.

        • The action was sent to a store for an element that had already been removed.
        """
    }
    #expect(store.todos == [Todo(id: 1), Todo(id: 2)])
  }

  @available(*, deprecated, message: "Exercises the reference's '/' case paths")
  @Test func elementsSharingACancellationIDDoNotCancelEachOther() async {
    let environment = TodosEnvironment()
    let clock = environment.todo.clock
    let reducer = todoReducer.forEach(
      state: \TodosState.todos, action: /TodosAction.todo(id:action:),
      environment: { (environment: TodosEnvironment) in environment.todo }
    )
    let store = Store(initialState: TodosState(), reducer: reducer, environment: environment)
    store.send(.todo(id: 1, action: .startTimer))
    store.send(.todo(id: 2, action: .startTimer))
    await settle { clock.activeSleeps == 2 }
    // Both elements use `TimerID.tick`: stopping the first must leave the second running.
    store.send(.todo(id: 1, action: .stopTimer))
    await settle { clock.activeSleeps == 1 }
    await clock.advance(by: .seconds(1))
    await settle { store.todos[id: 2]?.ticks == 1 }
    #expect(store.todos[id: 1]?.ticks == 0)
    store.send(.todo(id: 2, action: .stopTimer))
    await settle { store.runningEffectCount == 0 }
    #expect(store.isCancellationRegistryEmpty)
  }

  @available(*, deprecated, message: "Exercises the reference's '/' case paths")
  @Test func forEachOverADictionaryRoutesEachActionToItsValue() {
    let line = #line + 1
    let byCasePath = counterReducer.forEach(
      state: \TodosState.rooms, action: /TodosAction.room(id:action:),
      environment: { (_: TodosEnvironment) in CounterEnvironment() }
    )
    let byCaseKeyPath = counterReducer.forEach(
      state: \TodosState.rooms, action: \TodosAction.Cases.rooms,
      environment: { (_: TodosEnvironment) in CounterEnvironment(step: 10) }
    )
    let store = Store(
      initialState: TodosState(),
      reducer: .combine(byCasePath, byCaseKeyPath),
      environment: TodosEnvironment()
    )
    store.send(.room(id: "hall", action: .increment))
    store.send(.rooms(.element(id: "kitchen", action: .increment)))
    #expect(store.rooms == ["kitchen": CounterState(count: 10), "hall": CounterState(count: 1)])
    withKnownIssue {
      store.send(.room(id: "attic", action: .increment))
    } matching: {
      issueMatching(
        "A \"forEach\" reducer created at \"ComposableArchitectureTests/AnyReducerTests.swift:\(line)\" received an action for a key that is not in the dictionary. The action was ignored.",
        "TodosAction.room(id: \"attic\", action: .increment)"
      )($0)
    }
    #expect(store.rooms.count == 2)
  }

  @available(*, deprecated, message: "Exercises deprecated overloads")
  @Test func deprecatedArrayForEachRoutesByIndexAndReportsIndicesOutOfBounds() {
    let reducer = counterReducer.forEach(
      state: \TodosState.rows, action: /TodosAction.row(index:action:),
      environment: { (_: TodosEnvironment) in CounterEnvironment() }
    )
    var state = TodosState()
    _ = reducer.run(&state, .row(index: 1, action: .increment), TodosEnvironment())
    #expect(state.rows == [CounterState(), CounterState(count: 1)])
    withKnownIssue {
      _ = reducer.run(&state, .row(index: 2, action: .increment), TodosEnvironment())
    } matching: {
      issueMatching(
        "received an action for an index that is out of the array's bounds",
        "TodosAction.row(index: 2, action: .increment)",
        "Index 2, but the array has 2 elements."
      )($0)
    }
  }

  @available(*, deprecated, message: "Exercises deprecated overloads")
  @Test func breakpointOnNilOverloadsForwardToTheCurrentOperators() {
    var optionalState: CounterState? = CounterState()
    let optionalCounter = counterReducer.optional(breakpointOnNil: true)
    _ = optionalCounter.run(&optionalState, .increment, CounterEnvironment())
    #expect(optionalState?.count == 1)
    optionalState = nil
    withKnownIssue {
      _ = optionalCounter.run(&optionalState, .increment, CounterEnvironment())
    } matching: {
      issueMatching("An \"optional\" reducer created at")($0)
    }

    var screen = Screen.counter(CounterState())
    _ = counterReducer.pullback(
      state: /Screen.counter, action: /ScreenAction.counter,
      environment: { (_: Void) in CounterEnvironment() }, breakpointOnNil: false
    )
    .run(&screen, .counter(.increment), ())
    #expect(screen == .counter(CounterState(count: 1)))

    var todos = TodosState()
    _ = todoReducer.forEach(
      state: \TodosState.todos, action: /TodosAction.todo(id:action:),
      environment: { (environment: TodosEnvironment) in environment.todo }, breakpointOnNil: false
    )
    .run(&todos, .todo(id: 1, action: .toggle), TodosEnvironment())
    _ = counterReducer.forEach(
      state: \TodosState.rooms, action: /TodosAction.room(id:action:),
      environment: { (_: TodosEnvironment) in CounterEnvironment() }, breakpointOnNil: false
    )
    .run(&todos, .room(id: "hall", action: .increment), TodosEnvironment())
    #expect(todos.todos[id: 1]?.isComplete == true)
    #expect(todos.rooms["hall"]?.count == 1)
  }
}
