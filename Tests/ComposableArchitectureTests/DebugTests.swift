import ComposableArchitecture
import Foundation
import Testing

private struct CounterState: Equatable { var count = 0 }
private enum CounterAction: Equatable {
  case decrementButtonTapped, incrementButtonTapped, setCount(Int), refresh
}

private let counterReducer = AnyReducer<CounterState, CounterAction, Void> { state, action, _ in
  switch action {
  case .decrementButtonTapped: state.count -= 1
  case .incrementButtonTapped: state.count += 1
  case let .setCount(count): state.count = count
  case .refresh: break
  }
  return .none
}

private struct AppState: Equatable {
  var counter = CounterState()
  var title = "Counter"
}
@CasePathable private enum AppAction: Equatable { case counter(CounterAction), rename(String) }
private let appReducer = AnyReducer<AppState, AppAction, Void>.combine(
  counterReducer.pullback(state: \.counter, action: \.counter, environment: { _ in () }),
  AnyReducer { state, action, _ in
    if case let .rename(title) = action { state.title = title }
    return .none
  }
)

private enum RowAction { case row(id: Int, action: CounterAction), move(Int, Int), reset }

private struct CounterFeature: Reducer {
  typealias State = CounterState
  typealias Action = CounterAction
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    counterReducer.run(&state, action, ())
  }
}

/// Collects printed messages, and waits for the queue they are printed on.
private final class Capture: Sendable {
  let queue = DispatchQueue(label: "DebugTests.Capture")
  private let messages = LockIsolated<[String]>([])

  var environment: DebugEnvironment {
    DebugEnvironment(
      printer: { message in self.messages.withValue { $0.append(message) } }, queue: queue)
  }

  /// Every line printed so far, once the queue has printed everything.
  var lines: [String] {
    queue.sync {}
    return messages.value.flatMap(lines(of:))
  }
}

private func lines(of message: String) -> [String] {
  message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// What debugging reducers print: everything in debug builds, nothing in release builds.
private func printed(_ lines: [String]) -> [String] {
  #if DEBUG
    return lines
  #else
    return []
  #endif
}

@MainActor
@Suite struct DebugTests {
  @Test func debugPrintsEachActionAndADiffOfTheCounter() {
    let capture = Capture()
    let store = Store(
      initialState: CounterState(),
      reducer: counterReducer.debug(environment: { _ in capture.environment }),
      environment: ()
    )
    store.send(.incrementButtonTapped)
    store.send(.setCount(42))
    store.send(.refresh)
    #expect(store.count == 42)
    #expect(
      capture.lines
        == printed([
          "received action:",
          "  CounterAction.incrementButtonTapped",
          "- CounterState(count: 0)",
          "+ CounterState(count: 1)",
          "received action:",
          "  CounterAction.setCount(42)",
          "- CounterState(count: 1)",
          "+ CounterState(count: 42)",
          "received action:",
          "  CounterAction.refresh",
          "  (No state changes)",
        ])
    )
  }

  @Test func debugDiffsEachFieldOfALargerState() {
    let capture = Capture()
    var state = AppState()
    _ = appReducer.debug(environment: { _ in capture.environment })
      .run(&state, .counter(.incrementButtonTapped), ())
    #expect(
      capture.lines
        == printed([
          "received action:",
          "  AppAction.counter(.incrementButtonTapped)",
          "  AppState(",
          "-   counter: CounterState(count: 0)",
          "+   counter: CounterState(count: 1)",
          "    title: \"Counter\"",
          "  )",
        ])
    )
  }

  @Test func debugWithAPrefixAndLabelsOnlyLeavesValuesOut() {
    let capture = Capture()
    var state = CounterState()
    _ = counterReducer.debug(
      "Counter", actionFormat: .labelsOnly, environment: { _ in capture.environment }
    )
    .run(&state, .setCount(7), ())
    #expect(
      capture.lines
        == printed([
          "Counter: received action:",
          "  CounterAction.setCount(_)",
          "- CounterState(count: 0)",
          "+ CounterState(count: 7)",
        ])
    )
  }

  @Test func labelsOnlyKeepsCasesAndLabelsOfNestedActions() {
    let capture = Capture()
    let reducer = AnyReducer<Void, RowAction, Void>.empty
      .debugActions(actionFormat: .labelsOnly, environment: { _ in capture.environment })
    var state: Void = ()
    _ = reducer.run(&state, .row(id: 1, action: .setCount(2)), ())
    _ = reducer.run(&state, .move(0, 1), ())
    _ = reducer.run(&state, .reset, ())
    #expect(
      capture.lines
        == printed([
          "received action:", "  RowAction.row(id: _, action: .setCount(_))",
          "received action:", "  RowAction.move(_, _)",
          "received action:", "  RowAction.reset",
        ])
    )
  }

  @Test func debugActionsPrintsActionsWithoutState() {
    let capture = Capture()
    var state = CounterState()
    _ = counterReducer.debugActions(environment: { _ in capture.environment })
      .run(&state, .setCount(7), ())
    #expect(state.count == 7)
    #expect(capture.lines == printed(["received action:", "  CounterAction.setCount(7)"]))
  }

  @Test func debugOfLocalStateAndActionsPrintsOnlyThoseActions() {
    let capture = Capture()
    let reducer = appReducer.debug(
      "App", state: \.counter, action: \.counter, environment: { _ in capture.environment }
    )
    var state = AppState()
    _ = reducer.run(&state, .rename("Tally"), ())
    _ = reducer.run(&state, .counter(.decrementButtonTapped), ())
    #expect(state == AppState(counter: CounterState(count: -1), title: "Tally"))
    #expect(
      capture.lines
        == printed([
          "App: received action:",
          "  CounterAction.decrementButtonTapped",
          "- CounterState(count: 0)",
          "+ CounterState(count: -1)",
        ])
    )
  }

  @available(*, deprecated, message: "Exercises the reference's '/' case paths")
  @Test func debugByCasePathSelectsActions() {
    let capture = Capture()
    let reducer = appReducer.debug(
      state: { $0.title }, action: /AppAction.rename, actionFormat: .labelsOnly,
      environment: { _ in capture.environment }
    )
    var state = AppState()
    _ = reducer.run(&state, .counter(.incrementButtonTapped), ())
    _ = reducer.run(&state, .rename("Tally"), ())
    #expect(
      capture.lines == printed(["received action:", "  String", "- \"Counter\"", "+ \"Tally\""]))
  }

  @Test func theDefaultDebugEnvironmentPrintsOnASharedSerialQueue() {
    let messages = LockIsolated<[String]>([])
    let environment = DebugEnvironment(printer: { message in
      messages.withValue { $0.append(message) }
    })
    #expect(environment.queue === DebugEnvironment().queue)
    var state = CounterState()
    _ = counterReducer.debugActions(actionFormat: .labelsOnly, environment: { _ in environment })
      .run(&state, .incrementButtonTapped, ())
    environment.queue.sync {}
    #expect(messages.value == printed(["received action:\n  CounterAction.incrementButtonTapped"]))
  }

  @Test func printChangesWithCustomDumpAndActionLabels() {
    let dumped = LockIsolated<[String]>([])
    let labels = LockIsolated<[String]>([])
    let store = Store(initialState: CounterState()) {
      CounterFeature()
        ._printChanges(.customDump(to: { message in dumped.withValue { $0.append(message) } }))
        ._printChanges(.actionLabels(to: { message in labels.withValue { $0.append(message) } }))
    }
    store.send(.incrementButtonTapped)
    store.send(.setCount(3))
    #expect(
      dumped.value.flatMap(lines(of:))
        == printed([
          "received action:",
          "  CounterAction.incrementButtonTapped",
          "- CounterState(count: 0)",
          "+ CounterState(count: 1)",
          "received action:",
          "  CounterAction.setCount(3)",
          "- CounterState(count: 1)",
          "+ CounterState(count: 3)",
        ])
    )
    #expect(
      labels.value
        == printed([
          "received action: CounterAction.incrementButtonTapped",
          "received action: CounterAction.setCount(_)",
        ])
    )
  }

  @Test func printChangesWithACustomPrinterOrNone() {
    let changes = LockIsolated<[String]>([])
    let store = Store(initialState: CounterState()) {
      CounterFeature()
        ._printChanges(
          _ReducerPrinter { action, oldState, newState in
            changes.withValue { $0.append("\(action): \(oldState.count) → \(newState.count)") }
          }
        )
        ._printChanges(nil)
    }
    store.send(.decrementButtonTapped)
    #expect(store.count == -1)
    #expect(changes.value == printed(["decrementButtonTapped: 0 → -1"]))
  }
}
