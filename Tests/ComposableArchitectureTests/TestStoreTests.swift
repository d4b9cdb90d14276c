import AsyncTestSupport
import Clocks
import ComposableArchitecture
import Testing

/// The search feature of the reference (004), with a clock and a client as dependencies.
@Reducer
private struct Search {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }
  enum Action: Equatable {
    case queryChanged(String)
    case response([String])
  }
  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock
  @Dependency(SearchClient.self) var searchClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        return .run { send in
          await send(.response(try await searchClient.search(query)))
        }
        .debounce(id: CancelID.search, for: .milliseconds(500), clock: clock)
      case let .response(results):
        state.results = results
        return .none
      }
    }
  }
}

private struct SearchClient: TestDependencyKey, Sendable {
  var search: @Sendable (String) async throws -> [String]
  static let testValue = SearchClient(search: unimplemented("SearchClient.search", placeholder: []))
}

/// A feature whose actions exercise the test store's bookkeeping.
@Reducer
private struct Steps {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var text = ""
  }
  enum Action: Equatable {
    case increment
    case setText(String)
    case noop
    case feedBack
    case fedBack(Int)
    case startLongEffect
    case longEffectFinished
    case chain
  }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case let .setText(text):
        state.text = text
        return .none
      case .noop:
        return .none
      case .feedBack:
        return .run { send in await send(.fedBack(42)) }
      case let .fedBack(value):
        state.count = value
        return .none
      case .startLongEffect:
        return .run { send in
          try await clock.sleep(for: .seconds(10))
          await send(.longEffectFinished)
        }
      case .longEffectFinished:
        return .none
      case .chain:
        return .merge(.send(.increment), .send(.setText("chained")))
      }
    }
  }
}

@MainActor
@Suite struct TestStoreTests {
  // MARK: - The reference's debounced search

  @Test func debouncedSearch() async {
    let clock = CountingTestClock()
    let requests = LockIsolated<[String]>([])
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0[SearchClient.self].search = { query in
        requests.withValue { $0.append(query) }
        return ["Composable Architecture"]
      }
    }
    await store.send(.queryChanged("c")) {
      $0.query = "c"
    }
    await clock.advance(by: .milliseconds(250), afterSleeps: 1)
    await store.send(.queryChanged("co")) {
      $0.query = "co"
    }
    await clock.advance(by: .milliseconds(250), afterSleeps: 1)
    await clock.advance(by: .milliseconds(250))
    await store.receive(\.response) {
      $0.results = ["Composable Architecture"]
    }
    // Typing "c" then "co" within the debounce window made exactly one request.
    #expect(requests.value == ["co"])
  }

  @Test func debouncedSearchWithTheStepAPI() async {
    let clock = CountingTestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0[SearchClient.self].search = { _ in ["Composable Architecture"] }
    }
    await store.assert(
      .send(.queryChanged("c")) {
        $0.query = "c"
      },
      .do { await clock.advance(by: .milliseconds(250), afterSleeps: 1) },
      .send(.queryChanged("co")) {
        $0.query = "co"
      },
      .do { await clock.advance(by: .milliseconds(250), afterSleeps: 1) },
      .do { await clock.advance(by: .milliseconds(250)) },
      .receive(.response(["Composable Architecture"])) {
        $0.results = ["Composable Architecture"]
      }
    )
  }

  @Test func receiveByCaseKeyPathAndValueAndPredicate() async {
    let store = TestStore(initialState: Steps.State()) { Steps() }
    await store.send(.feedBack)
    await store.receive(\.fedBack, 42) { $0.count = 42 }
    await store.send(.feedBack)
    await store.receive({ $0 == .fedBack(42) })
    await store.send(.chain)
    await store.receive(.increment) { $0.count = 43 }
    await store.receive(\.setText) { $0.text = "chained" }
  }

  @Test func changingDependenciesMidTest() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0[SearchClient.self].search = { _ in ["first"] }
    }
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await store.receive(\.response) { $0.results = ["first"] }
    store.dependencies[SearchClient.self].search = { _ in ["second"] }
    await store.send(.queryChanged("b")) { $0.query = "b" }
    await store.receive(\.response) { $0.results = ["second"] }
  }

  @Test func unimplementedDependencyIsReported() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await withKnownIssue {
      await store.send(.queryChanged("a")) { $0.query = "a" }
      await store.receive(\.response)
    } matching: {
      issueMatching("Unimplemented", "SearchClient.search")($0)
    }
  }

  @Test func taskCancelAndFinish() async {
    let clock = CountingTestClock()
    let store = TestStore(initialState: Steps.State()) {
      Steps()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.startLongEffect)
    await task.cancel()
    #expect(task.isCancelled)

    let second = await store.send(.startLongEffect)
    await clock.advance(by: .seconds(10), afterSleeps: 1)
    await store.receive(\.longEffectFinished)
    await second.finish()
  }

  // MARK: - Failure messages

  @Test func stateChangeDoesNotMatchExpectation() async {
    let store = TestStore(initialState: Steps.State()) { Steps() }
    await withKnownIssue {
      await store.send(.increment) { $0.count = 2 }
    } matching: {
      issueMatching(
        "A state change does not match expectation.\n",
        "−   count: 2",
        "+   count: 1",
        "(Expected: −, Actual: +)"
      )($0)
    }
  }

  @Test func stateWasNotExpectedToChange() async {
    let store = TestStore(initialState: Steps.State()) { Steps() }
    await withKnownIssue {
      await store.send(.increment)
    } matching: {
      issueMatching(
        "State was not expected to change, but a change occurred.\n",
        "−   count: 0",
        "+   count: 1",
        "(Expected: −, Actual: +)"
      )($0)
    }
  }

  @Test func expectedStateToChange() async {
    let store = TestStore(initialState: Steps.State()) { Steps() }
    await withKnownIssue {
      await store.send(.noop) { $0.count = 0 }
    } matching: {
      issueMatching(
        "Expected state to change, but no change occurred.",
        "The trailing closure made no observable modifications to state."
      )($0)
    }
  }

  @Test func mustHandleReceivedActionsBeforeSending() async {
    let store = TestStore(initialState: Steps.State()) { Steps() }
    await store.send(.chain)
    await withKnownIssue {
      await store.send(.noop)
    } matching: {
      issueMatching(
        "Must handle 2 received actions before sending an action.\n",
        "Unhandled actions:", ".increment", ".setText(\"chained\")"
      )($0)
        // The step starts from the state the test has seen, as in TCA: the changes of the
        // actions it did not receive are changes this step did not expect.
        || issueMatching("State was not expected to change, but a change occurred", "+   count: 1")(
          $0)
    }
    // The actions stay queued, as in TCA (EngineSemanticsTests receives them after such a
    // send); this test is about the report only.
    await store.skipReceivedActions()
  }

  @Test func receiveTimesOutWithEffectsInFlight() async {
    let clock = CountingTestClock()
    let store = TestStore(initialState: Steps.State()) {
      Steps()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.startLongEffect)
    await withKnownIssue {
      await store.receive(\.longEffectFinished, timeout: .milliseconds(50))
    } matching: {
      // As in TCA: the timeout, with advice about the effects in flight, then the expectation.
      issueMatching(
        "Expected to receive an action, but received none after 0.05 seconds.",
        "There are effects in-flight.",
        "advance it so that the effects may complete",
        "try increasing the duration of this assertion's \"timeout\""
      )($0)
        || issueMatching(
          "Expected to receive an action matching case path, but didn't get one."
        )($0)
    }
    await task.cancel()
  }

  @Test func receiveWithNothingInFlightFailsAtOnce() async {
    let store = TestStore(initialState: Steps.State()) { Steps() }
    await withKnownIssue {
      await store.receive(.increment)
    } matching: {
      issueMatching(
        "Expected to receive the following action, but didn't:\n\n  Steps.Action.increment"
      )($0)
        && !issueMatching("received none")($0)
    }
  }

  @Test func unexpectedActionIsReportedWithADiff() async {
    let store = TestStore(initialState: Steps.State()) { Steps() }
    await store.send(.feedBack)
    await withKnownIssue {
      await store.receive(.fedBack(1)) { $0.count = 42 }
    } matching: {
      issueMatching(
        "Received unexpected action:\n",
        "−", ".fedBack(1)", "+", ".fedBack(42)",
        "(Expected: −, Received: +)"
      )($0)
    }
  }

  @Test func anUnexpectedActionIsNotCheckedAgainstTheState() async {
    let collected = LockIsolated<[(String, IssueSeverity)]>([])
    await withIssueReporters([CollectingReporter(collected: collected)]) {
      let store = TestStore(initialState: Steps.State()) { Steps() }
      await store.send(.feedBack)
      // The closure is wrong for the action that came (count 42): only the action is reported.
      await store.receive(.fedBack(1)) { $0.count = 1 }
    }
    #expect(collected.value.count == 1)
    #expect(collected.value.first?.0.hasPrefix("Received unexpected action:\n") == true)
  }

  @Test func unhandledReceivedActionsFailTheEndOfTheTest() async {
    await withKnownIssue {
      let store = TestStore(initialState: Steps.State()) { Steps() }
      await store.send(.chain)
      await store.finish()
    } matching: {
      issueMatching(
        "The store received 2 unexpected actions.\n\n  Unhandled actions:\n",
        "skip these actions by performing \"await store.skipReceivedActions()\""
      )($0)
    }
  }

  @Test func stillRunningEffectFailsAtTheSendThatStartedIt() async {
    let clock = CountingTestClock()
    let sendLine = LockIsolated<Int>(0)
    await withKnownIssue {
      let store = TestStore(initialState: Steps.State()) {
        Steps()
      } withDependencies: {
        $0.continuousClock = clock
      }
      sendLine.setValue(#line + 1)
      await store.send(.startLongEffect)
      await store.finish(timeout: .milliseconds(20))
    } matching: { issue in
      issueMatching("Expected effects to finish")(issue)
        || issueMatching("An effect returned for this action is still running.")(issue)
          && issue.sourceLocation?.line == sendLine.value
    }
  }

  // The end-of-test checks run when the test releases its store. Each test below leaves one
  // thing behind and nothing else, so that the known issue can only come from those checks.
  @Test func deinitReportsAnEffectLeftRunning() async {
    let clock = CountingTestClock()
    await withKnownIssue {
      do {
        let store = TestStore(initialState: Steps.State()) {
          Steps()
        } withDependencies: {
          $0.continuousClock = clock
        }
        await store.send(.startLongEffect)
      }
    } matching: {
      issueMatching("An effect returned for this action is still running.")($0)
    }
  }

  @Test func deinitReportsActionsLeftUnreceived() async {
    await withKnownIssue {
      do {
        let store = TestStore(initialState: Steps.State()) { Steps() }
        await store.send(.chain)
      }
    } matching: {
      issueMatching("The store received 2 unexpected actions.")($0)
    }
  }

  @Test func finishTimesOut() async {
    let clock = CountingTestClock()
    await withKnownIssue {
      let store = TestStore(initialState: Steps.State()) {
        Steps()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startLongEffect)
      await store.finish(timeout: .milliseconds(20))
    } matching: {
      issueMatching(
        "Expected effects to finish, but there are still effects in-flight after 0.02 seconds."
      )($0)
        || issueMatching("An effect returned for this action is still running.")($0)
    }
  }

  @Test func skippingNothingIsReportedWhenStrict() async {
    let store = TestStore(initialState: Steps.State()) { Steps() }
    await withKnownIssue {
      await store.skipReceivedActions()
    } matching: {
      issueMatching("There were no received actions to skip.")($0)
    }
    await withKnownIssue {
      await store.skipInFlightEffects()
    } matching: {
      issueMatching("There were no in-flight effects to skip.")($0)
    }
    await store.skipReceivedActions(strict: false)
    await store.skipInFlightEffects(strict: false)
  }

  @Test func skipReceivedActionsAndInFlightEffects() async {
    let clock = CountingTestClock()
    let store = TestStore(initialState: Steps.State()) {
      Steps()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.chain)
    await store.skipReceivedActions()
    #expect(store.state.text == "chained")
    await store.send(.startLongEffect)
    await store.skipInFlightEffects()
    await store.send(.increment) { $0.count = 2 }
  }

  @Test func skippedInFlightEffectsRunOnAndWhatTheySendArrives() async {
    // As in TCA: skipping stops tracking the effects; it does not cancel them.
    let clock = CountingTestClock()
    let store = TestStore(initialState: Steps.State()) {
      Steps()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startLongEffect)
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(10), afterSleeps: 1)
    await store.receive(\.longEffectFinished)
  }

  @Test func skippedInFlightEffectsDoNotFailTheEndOfTheTest() async {
    let clock = CountingTestClock()
    let store = TestStore(initialState: Steps.State()) {
      Steps()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startLongEffect)
    await store.skipInFlightEffects()
    // Skipped twice: nothing is in flight any more.
    await withKnownIssue {
      await store.skipInFlightEffects()
    } matching: {
      issueMatching("There were no in-flight effects to skip.")($0)
    }
  }

  @Test func taskFinishTimesOut() async {
    let clock = CountingTestClock()
    let store = TestStore(initialState: Steps.State()) {
      Steps()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.startLongEffect)
    await withKnownIssue {
      await task.finish(timeout: .milliseconds(20))
    } matching: {
      issueMatching("Expected task to finish, but it is still in-flight after 0.02 seconds.")($0)
    }
    await task.cancel()
  }

  // MARK: - Non-exhaustive

  @Test func nonExhaustiveChecksOnlyAssertedFields() async {
    let store = TestStore(initialState: Steps.State()) { Steps() }
    store.exhaustivity = .off
    await store.send(.chain)
    // The received `.increment` and `.setText` are skipped, but their changes are kept.
    await store.send(.setText("typed")) { $0.text = "typed" }
    #expect(store.state.count == 1)
    await store.send(.feedBack)
    await store.receive(\.fedBack) { $0.count = 42 }
  }

  @Test func nonExhaustiveStillFailsOnAWrongAssertion() async {
    let store = TestStore(initialState: Steps.State()) { Steps() }
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.increment) { $0.count = 5 }
    } matching: {
      issueMatching("A state change does not match expectation.\n", "−   count: 5", "+   count: 1")(
        $0)
    }
  }

  @Test func showSkippedAssertionsReportsWithoutFailing() async {
    let collected = LockIsolated<[(String, IssueSeverity)]>([])
    await withIssueReporters([CollectingReporter(collected: collected)]) {
      let store = TestStore(initialState: Steps.State()) { Steps() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.chain)
      await store.send(.noop)
      await store.send(.increment)
    }
    let messages = collected.value
    #expect(messages.allSatisfy { $0.1 == .warning })
    #expect(
      messages.contains { $0.0.contains("Skipped assertions.\n\n2 received actions were skipped.") }
    )
    #expect(messages.contains { $0.0.contains("State was not expected to change") })
  }

  @Test func withExhaustivityRestoresThePreviousSetting() async {
    let store = TestStore(initialState: Steps.State()) { Steps() }
    await store.withExhaustivity(.off) {
      await store.send(.chain)
      await store.send(.noop)
    }
    #expect(store.exhaustivity == .on)
  }
}

/// A test that is not main-actor isolated releases its store on a cooperative thread: the
/// end-of-test checks still run, and what they find is still the test's own issue.
@Suite struct NonisolatedTestStoreTests {
  @Test func deinitOffTheMainActorReportsAnEffectLeftRunning() async {
    let clock = CountingTestClock()
    await withKnownIssue {
      do {
        let store = await TestStore(initialState: Steps.State()) {
          Steps()
        } withDependencies: {
          $0.continuousClock = clock
        }
        await store.send(.startLongEffect)
      }
    } matching: {
      issueMatching("An effect returned for this action is still running.")($0)
    }
  }
}

/// `TestStore.state` is the state as the test has seen it, as in TCA: actions fed back by
/// effects are in it only once received or skipped.
@MainActor
@Suite struct TestStoreStateTests {
  enum Action: Equatable { case tap, response(Int) }
  static func feature() -> Reduce<Int, Action> {
    Reduce { state, action in
      switch action {
      case .tap:
        state += 1
        return .run { [state] send in await send(.response(state + 42)) }
      case let .response(number):
        state = number
        return .none
      }
    }
  }

  @Test func excludesActionsNotYetReceived() async {
    // The response is fed back synchronously: it has reached the store when `send` returns.
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { state, action in
        switch action {
        case .tap:
          state += 1
          return .send(.response(state + 42))
        case let .response(number):
          state = number
          return .none
        }
      }
    }
    await store.send(.tap) { $0 = 1 }
    #expect(store.state == 1)
    await store.receive(.response(43)) { $0 = 43 }
    #expect(store.state == 43)
  }

  @Test func nonExhaustiveClosureSeesOnlyTheActualState() async {
    // As TCA's SyncUps tests write it: the closure checks what it is given.
    let store = TestStore(initialState: 0) { Self.feature() }
    store.exhaustivity = .off
    await store.send(.tap)
    await store.receive(.response(43)) {
      #expect($0 == 43)
    }
  }

  @Test func nonExhaustiveSendAndSkip() async {
    let store = TestStore(initialState: 0) { Self.feature() }
    store.exhaustivity = .off
    await store.send(.tap)
    #expect(store.state == 1)
    await store.send(.tap)
    #expect(store.state == 44)
    await store.skipReceivedActions()
    #expect(store.state == 86)
  }
}

/// A root feature that dismisses itself (as a sheet's or a pushed screen's content does): the
/// test store is dismissed, its effects end, and it takes no more actions, as in TCA.
@Reducer
private struct SelfDismissing {
  @ObservableState
  struct State: Equatable {
    var ticks = 0
  }
  enum Action: Equatable { case onTask, tick, closeTapped }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onTask:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return state.ticks == 2 ? .run { _ in await dismiss() } : .none
      case .closeTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

@MainActor
@Suite struct TestStoreDismissTests {
  @Test func rootFeatureDismissingItselfEndsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: SelfDismissing.State()) {
      SelfDismissing()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.onTask)
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.ticks = 1 }
    #expect(!store.isDismissed)
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.ticks = 2 }
    await store.finish()
    #expect(store.isDismissed)
    // The timer ended with the dismissal: the end of the test finds nothing running.
  }

  @Test func aDismissedStoreTakesNoMoreActions() async {
    let store = TestStore(initialState: SelfDismissing.State()) { SelfDismissing() }
    await store.send(.closeTapped)
    await store.finish()
    #expect(store.isDismissed)
    await withKnownIssue {
      await store.send(.tick)
    } matching: {
      issueMatching("Can't send action to dismissed test store.")($0)
    }
    #expect(store.state.ticks == 0)
  }

  @Test func testsDismissalRunsToo() async {
    let dismissed = LockIsolated(false)
    let store = TestStore(initialState: SelfDismissing.State()) {
      SelfDismissing()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissed.setValue(true) }
    }
    await store.send(.closeTapped)
    await store.finish()
    #expect(dismissed.value)
    #expect(store.isDismissed)
  }
}
