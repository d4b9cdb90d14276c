@_spi(Internals) import CasePaths
import ConcurrencyExtras
import CustomDump
import Dispatch
import Foundation
import IssueReporting

/// A store for testing a feature exhaustively: after each action the test states how the state
/// changed, every action fed back by an effect must be received, and no effect may still be
/// running when the test ends.
///
/// ```swift
/// @MainActor
/// @Test func counter() async {
///   let clock = TestClock()
///   let store = TestStore(initialState: Counter.State()) {
///     Counter()
///   } withDependencies: {
///     $0.continuousClock = clock
///   }
///
///   await store.send(.incrementButtonTapped) {
///     $0.count = 1
///   }
///   await store.send(.delayedIncrementButtonTapped)
///   await clock.advance(by: .seconds(1))
///   await store.receive(\.delayedIncrement) {
///     $0.count = 2
///   }
/// }
/// ```
///
/// The trailing closure of ``send(_:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_)`` and of `receive`
/// mutates a copy of the state before the action into the state the test expects after it; any
/// difference from the actual state fails the test with a diff. A test store runs a real
/// ``Store``, so tests exercise the code path an application runs.
///
/// Dependencies are those of the test context of swift-dependencies: a dependency the test did
/// not override and that has no test value is reported when used. Each test store has a
/// `DependencyValues.stackElementID` generator of its own, which starts at `#0`.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How strictly the store checks the feature. See ``Exhaustivity``.
  public var exhaustivity: Exhaustivity = .on

  /// Whether the feature under test dismissed itself with `@Dependency(\.dismiss)`, as a root
  /// feature presented by something outside the test does (a sheet's content, a pushed
  /// screen). Its effects end then, and the store takes no further actions.
  public private(set) var isDismissed = false

  /// How long `receive` and `finish` wait for actions and effects, in nanoseconds.
  public var timeout: UInt64 = 1_000_000_000

  /// Whether async work runs serially on the main thread: swift-concurrency-extras'
  /// `uncheckedUseMainSerialExecutor`, which a test store turns on when it is made and which is
  /// put back as it was once the last test store alive goes away, as in TCA.
  ///
  /// On, an effect and the test take turns in one queue: by the time `send` returns, the
  /// effects it started have run up to where they wait (a clock's sleep), and a `TestClock`'s
  /// `advance` lets each effect it wakes reach its next sleep, however loaded the machine.
  /// Turn it off for a test that needs its effects to run in parallel.
  ///
  /// > Important: The flag is process-wide. While it is on, every test running at the same
  /// > time (Swift Testing runs tests in parallel) has its async work on the main thread too,
  /// > and setting it here changes it for them as well.
  public var useMainSerialExecutor: Bool {
    get { MainSerialExecutorLease.isOn }
    set { MainSerialExecutorLease.isOn = newValue }
  }

  /// The store under test.
  let store: Store<State, Action>
  let core: RootCore<State, Action>

  /// Actions fed back by effects that the test has not received yet, with the state each left.
  var receivedActions: [(action: Action, state: State, sharedStep: Int)] = []

  /// The state after the last step the test asserted.
  var lastAssertedState: State
  /// Keeps the last asserted value of each shared value the feature changes, so that a change
  /// to shared state must be asserted like any other (TCA 1.10+).
  let sharedChanges = _SharedChangeTracker()

  /// The state right after the action being sent (before any action it fed back).
  private var stateAfterSend: State?
  private var sharedStepAfterSend: Int?

  let location: TestLocation

  /// Creates a test store for a reducer.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The reducer under test.
  ///   - prepareDependencies: Overrides dependencies for the test (clocks, clients).
  ///   - fileID: The calling file, named by the failures that belong to no step (effects still
  ///     running at the end of the test).
  ///   - filePath: The calling file's full path.
  ///   - line: The calling line.
  ///   - column: The calling column.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    requireIssueReportingTestSupport()
    // Released in `deinit`.
    MainSerialExecutorLease.acquire()
    let dismissal = TestStoreDismissal()
    let (initialState, reducer, dependencies) = Dependencies.withDependencies {
      $0.context = .test
      // Stack element ids count from #0 in each test store, whatever ran before it, so that
      // a test can write the ids it expects (`.element(id: 0, action: …)`).
      $0.stackElementID = .incrementing
      prepareDependencies(&$0)
      // The feature's own dismissal (outside any presentation of the feature's, which sets its
      // own) dismisses the test store, after whatever dismissal the test set.
      let dismiss = $0.dismiss
      $0.dismiss = DismissEffect {
        dismiss.dismissOutsidePresentation()
        dismissal.store?.dismissed()
      }
    } operation: {
      (initialState(), reducer(), DependencyValues._current)
    }
    let core = RootCore(
      initialState: initialState,
      reduce: Store<State, Action>.reduceFunction(reducer),
      dependencies: dependencies
    )
    self.core = core
    self.store = Store(rootCore: core)
    self.lastAssertedState = initialState
    self.location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    dismissal.store = self
    core.base.runtime.startSignal = LockIsolated(0)
    core.didReduce = { [weak self] action, state, isReceived in
      guard let self else { return }
      if isReceived {
        self.receivedActions.append((action, state, self.sharedChanges.step))
        self.core.base.runtime.notifyProgress()
      } else {
        self.stateAfterSend = state
        self.sharedStepAfterSend = self.sharedChanges.step
      }
    }
  }

  // Not an `isolated deinit`: that one may be enqueued as a job of its own, which runs outside
  // the test's task, where reported issues are no longer attributed to the test (observed under
  // Swift Testing). The end-of-test checks run where the test releases the store: right here
  // when that is the main actor (the main thread, or the main queue drained by `dispatchMain` on
  // another thread, as under Swift Testing), which is also where a test that is not main-actor
  // isolated runs while the main serial executor is on; otherwise (that executor turned off, or
  // a release on a thread it does not reach, such as a Dispatch worker) they run on the main
  // queue while this thread waits, as TCA's do, and what they find is reported back here.
  //
  // Once the checks have run, the last test store alive puts the main serial executor back.
  deinit {
    defer { MainSerialExecutorLease.release() }
    if isOnMainActor() {
      MainActor.assumeIsolated {
        completed()
      }
    } else {
      let reports = DispatchQueue.main.sync {
        MainActor.assumeIsolated {
          endOfTest()
        }
      }
      for report in reports {
        report.deliver()
      }
    }
  }

  /// The state of the feature as the test has seen it: after the last action it sent, received
  /// or skipped. Actions fed back by effects that the test has not received yet are not in it,
  /// as in TCA; inside an assertion closure it is the state before the step.
  public var state: State {
    lastAssertedState
  }

  /// The dependencies the feature runs with; change them between steps to affect later actions
  /// and the effects they start.
  public var dependencies: DependencyValues {
    get { core.dependencies ?? DependencyValues._current }
    set { core.dependencies = newValue }
  }

  /// Changes dependencies between steps: `store.withDependencies { $0.uuid = .incrementing }`.
  public func withDependencies(_ updateValues: (inout DependencyValues) throws -> Void) rethrows {
    try updateValues(&dependencies)
  }

  /// Runs `operation` with a different exhaustivity, restoring the previous one afterwards.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try await operation()
  }

  /// Runs `operation` with a different exhaustivity, restoring the previous one afterwards.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try operation()
  }

  var timeoutDuration: Duration {
    .nanoseconds(Int64(clamping: timeout))
  }

  // MARK: - Sending

  /// Sends an action and asserts how it changed the state.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - updateStateToExpectedResult: Mutates the state before the action into the state
  ///     expected after it. Omit it when the action must not change state.
  ///   - fileID: The calling file, named by the failures of this step.
  ///   - filePath: The calling file's full path.
  ///   - line: The calling line.
  ///   - column: The calling column.
  /// - Returns: The work the action started, to cancel or await.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !isDismissed else {
      location.report("Can't send action to dismissed test store.")
      return TestStoreTask(
        rawValue: StoreTask(group: nil), timeout: timeoutDuration, runtime: core.base.runtime
      )
    }
    let sent = beginSend(action, location: location)
    if !sent.group.isEmpty {
      await waitForEffectsToStart()
    }
    return endSend(sent, assert: updateStateToExpectedResult, location: location)
  }

  /// The synchronous first half of a `send`: checks for unhandled received actions and sends.
  func beginSend(
    _ action: Action, location: TestLocation
  ) -> (group: EffectGroup, previousState: State) {
    let (fileID, filePath, line, column) = (
      location.fileID, location.filePath, location.line, location.column
    )
    if !receivedActions.isEmpty {
      switch exhaustivity {
      case .on:
        location.report(
          """
          Must handle \(receivedActions.count) received \
          action\(receivedActions.count == 1 ? "" : "s") before sending an action.

          Unhandled actions: \(describeActions(receivedActions.map(\.action)))
          """
        )
      // They stay queued: a later `receive` still finds them, as in TCA.
      case let .off(showSkippedAssertions):
        if showSkippedAssertions {
          location.reportSkipped(skippedReceivedActions(receivedActions.map(\.action)))
        }
        receivedActions.removeAll()
      }
    }
    // The step starts from the state the test has seen: changes of actions it has not received
    // are part of what this step must account for, as in TCA.
    let previousState = lastAssertedState
    stateAfterSend = nil
    sharedStepAfterSend = nil
    let describedAction = UncheckedSendable(action)
    let group = EffectGroup(
      origin: EffectOrigin(
        describeAction: { debugCaseOutput(describedAction.value) },
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    )
    sharedChanges.tracking {
      core.send(action, group: group, isReceived: false)
    }
    return (group, previousState)
  }

  /// The synchronous second half of a `send`, once its effects have started: checks the state.
  func endSend(
    _ sent: (group: EffectGroup, previousState: State),
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    location: TestLocation
  ) -> TestStoreTask {
    let (group, previousState) = sent
    let actualState = stateAfterSend ?? core.currentState
    expectStateToMatch(
      previous: previousState,
      actual: actualState,
      sharedStep: sharedStepAfterSend ?? sharedChanges.step,
      modify: updateStateToExpectedResult,
      location: location
    )
    lastAssertedState = actualState
    return TestStoreTask(
      rawValue: StoreTask(group: group), timeout: timeoutDuration, runtime: core.base.runtime
    )
  }

  /// Sends the action of a case without associated value: `await store.send(\.refresh)`.
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      action(), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Sends the action of a case with a value: `await store.send(\.binding.query, "swift")`.
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      action(value), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Asserts the current state without sending an action; useful in non-exhaustive tests.
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let current = core.currentState
    var expected = current
    do {
      try sharedChanges.asserting { try updateStateToExpectedResult(&expected) }
    } catch {
      location.report("Threw error: \(error)")
      return
    }
    let step = sharedChanges.step
    if sharedChanges.asserting(atStep: step, { expected != current }) {
      location.report(
        stateMismatch(
          expected: expected, actual: current, heading: .mismatch,
          sharedChanges: sharedChanges, sharedStep: step
        )
      )
    }
    sharedChanges.reset()
  }

  /// Waits until every effect started by the last action has begun running, so that a test can
  /// drive it (advance a clock) right after `send` returns.
  func waitForEffectsToStart() async {
    let runtime = core.base.runtime
    _ = await runtime.wait(while: { !runtime.haveAllEffectsStarted }, timeout: timeoutDuration)
    // Started is not yet suspended: let new effects run up to their first suspension (a clock's
    // sleep, typically) before the test drives them.
    await letEffectsProgress(until: { runtime.runningCount == 0 })
  }

  // MARK: - State assertions

  func expectStateToMatch(
    previous: State,
    actual: State,
    sharedStep: Int,
    modify: ((inout State) throws -> Void)?,
    location: TestLocation
  ) {
    // Whatever this step found, the next one starts from the shared values as it left them.
    defer { sharedChanges.reset(toStep: sharedStep) }
    // As in TCA, the closure runs with the feature's dependencies (a `@Dependency(\.uuid)` in
    // it is the test's), and `XCTModify` does not insist on a change when the store is not
    // exhaustive: there the closure is also applied to the actual state, which already has it.
    let dependencies = core.dependencies
    let isExhaustive = exhaustivity == .on
    let modify = modify.map { modify in
      { (state: inout State) throws in
        try XCTModifyLocals.$isExhaustive.withValue(isExhaustive) {
          guard let dependencies else { return try modify(&state) }
          try DependencyValues.$_current.withValue(dependencies) { try modify(&state) }
        }
      }
    }
    switch exhaustivity {
    case .on:
      var expected = previous
      if let modify {
        do {
          try sharedChanges.asserting {
            try _StateCopies.mutatingCopies { try modify(&expected) }
          }
        } catch {
          location.report("Threw error: \(error)")
          return
        }
      }
      if sharedChanges.asserting(atStep: sharedStep, { expected != actual }) {
        location.report(
          stateMismatch(
            expected: expected, actual: actual,
            heading: modify == nil ? .unexpectedChange : .mismatch,
            sharedChanges: sharedChanges, sharedStep: sharedStep
          )
        )
      } else if modify != nil, expected == previous, !sharedChanges.didAssertSharedChange {
        location.report(
          """
          Expected state to change, but no change occurred.

          The trailing closure made no observable modifications to state. If no change to state \
          is expected, omit the trailing closure.
          """
        )
      }

    case let .off(showSkippedAssertions):
      // Only the fields the closure sets are checked: applied to the actual state, it must
      // change nothing.
      guard let modify else {
        if showSkippedAssertions, previous != actual {
          location.reportSkipped(
            stateMismatch(expected: previous, actual: actual, heading: .unexpectedChange)
          )
        }
        return
      }
      // Shared values are not asserted step by step here: the closure's changes to them start
      // from their live values, like the rest of `actual`.
      sharedChanges.reset()
      var expectedFromActual = actual
      var expectedFromPrevious = previous
      let actualMismatch: Bool
      do {
        try sharedChanges.asserting {
          try _StateCopies.mutatingCopies { try modify(&expectedFromActual) }
        }
        actualMismatch = sharedChanges.asserting { expectedFromActual != actual }
        // Only to show what was skipped is the closure applied to the previous state too, as in
        // TCA: a closure that checks what it is given (`#expect($0.path.count == 1)`) sees the
        // actual state and nothing else.
        if showSkippedAssertions {
          if !actualMismatch { sharedChanges.reset() }
          // Applied a second time, the closure's shared writes go to fresh snapshots, not twice
          // to the same ones.
          try sharedChanges.asserting {
            try _StateCopies.mutatingCopies { try modify(&expectedFromPrevious) }
          }
        }
      } catch {
        location.report("Threw error: \(error)")
        return
      }
      if actualMismatch {
        location.report(
          stateMismatch(
            expected: expectedFromActual, actual: actual, heading: .mismatch,
            sharedChanges: sharedChanges, sharedStep: .max
          )
        )
      } else if showSkippedAssertions, expectedFromPrevious != actual {
        location.reportSkipped(
          stateMismatch(expected: expectedFromPrevious, actual: actual, heading: .mismatch)
        )
      }
    }
  }
}

/// The heading of a state failure.
enum StateMismatchHeading: String {
  case mismatch = "A state change does not match expectation"
  case unexpectedChange = "State was not expected to change, but a change occurred"
}

func stateMismatch<State>(
  expected: State, actual: State, heading: StateMismatchHeading,
  sharedChanges: _SharedChangeTracker? = nil, sharedStep: Int = .max
) -> String {
  // Shared values in `expected` are its snapshots and in `actual` the live values: both sides
  // hold the same references, so each is dumped in its own mode before the two are compared.
  if let sharedChanges, sharedChanges.hasChanges {
    let expectedDump = sharedChanges.asserting { String(customDumping: expected) }
    let actualDump = sharedChanges.reading(atStep: sharedStep) { String(customDumping: actual) }
    let difference = diffLines(expectedDump, actualDump)
    return """
      \(heading.rawValue).

      \(difference.indent(by: 4))

      (Expected: −, Actual: +)
      """
  }
  // As TCA lays it out: the diff indented under the heading, then its legend; two values that
  // differ but dump the same have no diff, and are printed one after the other.
  let difference =
    diff(expected, actual, format: .proportional)
    .map { "\($0.indent(by: 4))\n\n(Expected: −, Actual: +)" }
      ?? """
      Expected:
      \(String(describing: expected).indent(by: 2))

      Actual:
      \(String(describing: actual).indent(by: 2))
      """
  return """
    \(heading.rawValue).

    \(difference)
    """
}

/// A line-by-line difference of two dumps: lines only in `expected` start with −, lines only in
/// `actual` with +, lines in both with a space.
func diffLines(_ expected: String, _ actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var lines: [String] = []
  // A plain longest-common-subsequence walk keeps the lines in order.
  var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      table[i][j] =
        old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
    }
  }
  var (i, j) = (0, 0)
  while i < old.count || j < new.count {
    if i < old.count, j < new.count, old[i] == new[j] {
      lines.append("  \(old[i])")
      i += 1
      j += 1
    } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
      lines.append("− \(old[i])")
      i += 1
    } else {
      lines.append("+ \(new[j])")
      j += 1
    }
  }
  return lines.joined(separator: "\n")
}

/// A multi-line list of actions for failure messages.
func describeActions<Action>(_ actions: [Action]) -> String {
  String(customDumping: actions)
}

/// What a non-exhaustive test store reports when it skips received actions: a single action is
/// dumped on its own, several as a list.
func skippedReceivedActions<Action>(_ actions: [Action]) -> String {
  """
  \(actions.count) received action\(actions.count == 1 ? " was" : "s were") skipped.

  \(actions.count == 1 ? String(customDumping: actions[0]) : describeActions(actions))
  """
}

/// A failure (or a skipped assertion) found by a check, reported later by its caller.
struct DeferredReport: Sendable {
  let location: TestLocation
  let message: String
  let isSkipped: Bool

  static func issue(at location: TestLocation, _ message: String) -> Self {
    Self(location: location, message: message, isSkipped: false)
  }

  static func skipped(at location: TestLocation, _ message: String) -> Self {
    Self(location: location, message: message, isSkipped: true)
  }

  func deliver() {
    if isSkipped {
      location.reportSkipped(message)
    } else {
      location.report(message)
    }
  }
}

/// Where a test step was written, for reporting failures at it.
struct TestLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  init(_ origin: EffectOrigin) {
    self.init(
      fileID: origin.fileID, filePath: origin.filePath, line: origin.line, column: origin.column
    )
  }

  func report(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reports what a non-exhaustive test skipped, without failing it: a warning under Swift
  /// Testing; a line on standard output under XCTest, which fails on any reported issue.
  func reportSkipped(_ message: String) {
    let message = """
      Skipped assertions.

      \(message)
      """
    if case .xcTest = TestContext.current {
      print("\(fileID):\(line): \(message)")
    } else {
      reportIssue(
        message, severity: .warning,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
  }
}

/// A test store of a reducer's domain: `TestStoreOf<Feature>` is
/// `TestStore<Feature.State, Feature.Action>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable

/// Reaches a test store from the dismissal its feature's dependencies hold, which is made
/// before the store exists.
@MainActor
final class TestStoreDismissal: Sendable {
  nonisolated(unsafe) weak var store: (any DismissibleTestStore)?
  nonisolated init() {}
}

@MainActor
protocol DismissibleTestStore: AnyObject {
  func dismissed()
}

extension TestStore: DismissibleTestStore {
  /// The feature dismissed itself: its effects end (they are not the test's to finish), and
  /// later sends are reported.
  func dismissed() {
    isDismissed = true
    for group in core.base.runtime.runningGroups {
      group.cancel()
    }
  }
}

/// Under Swift Testing, an issue reported without IssueReportingTestSupport linked into the test
/// binary is only printed, and the test passes: every failed expectation of a test store would be
/// lost. That must not pass silently, so the first test store made that way stops the run and says
/// what to add.
func requireIssueReportingTestSupport() {
  if let message = missingTestSupportMessage() {
    fatalError(message)
  }
}

/// Why a test store cannot report failures here, or `nil` when it can.
func missingTestSupportMessage(
  symbol: String = IssueReportingTestSupportProbe.symbol
) -> String? {
  guard case .swiftTesting = TestContext.current else { return nil }
  let isLinked =
    symbol == IssueReportingTestSupportProbe.symbol
    ? IssueReportingTestSupportProbe.isLinked : isLinked(symbol: symbol)
  guard !isLinked else { return nil }
  return """
    A TestStore was created in a Swift Testing test, but the test target does not link \
    IssueReportingTestSupport: its failures would only be printed and the test would pass.

    Add the test support to the test target's dependencies in Package.swift:

        .product(name: "ComposableArchitectureTestSupport", package: "swift-composable-gtk")
    """
}

/// The symbol IssueReporting looks up to record issues with Swift Testing.
enum IssueReportingTestSupportProbe {
  static let symbol = "$s25IssueReportingTestSupport07_recordA0ypyF"
  /// Looked up once per process, not at every test store.
  static let isLinked = ComposableArchitecture.isLinked(symbol: symbol)
}

private func isLinked(symbol: String) -> Bool {
  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    // The symbol is looked up, not called: the same lookup IssueReporting makes.
    if dlsym(dlopen(nil, RTLD_LAZY), symbol) != nil { return true }
    #if os(Linux)
      if let library = dlopen("libIssueReportingTestSupport.so", RTLD_LAZY),
        dlsym(library, symbol) != nil
      {
        return true
      }
    #endif
    return false
  #else
    return true
  #endif
}
