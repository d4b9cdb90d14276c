import AsyncTestSupport
import Testing

@testable import ComposableArchitecture

// Semantics that must match TCA's: bodies built with the dependencies of the moment, and
// cancellation that cannot be missed.

private struct StepSizeKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 1
}

extension DependencyValues {
  fileprivate var stepSize: Int {
    get { self[StepSizeKey.self] }
    set { self[StepSizeKey.self] = newValue }
  }
}

/// A feature whose body, not its `Reduce` closure, branches on a dependency.
@Reducer
private struct Stepper {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case step
  }

  @Dependency(\.stepSize) var stepSize

  var body: some ReducerOf<Self> {
    if stepSize == 1 {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    } else {
      Reduce { state, _ in
        state.count += 10
        return .none
      }
    }
  }
}

@MainActor
@Suite struct ReducerBodyDependencyTests {
  @Test func aBodyThatBranchesOnADependencyFollowsChangesBetweenSteps() async {
    let store = TestStore(initialState: Stepper.State()) { Stepper() }
    await store.send(.step) { $0.count = 1 }
    store.dependencies.stepSize = 10
    await store.send(.step) { $0.count = 11 }
    store.withDependencies { $0.stepSize = 1 }
    await store.send(.step) { $0.count = 12 }
  }
}

private enum WorkID { case work }

@Reducer
private struct Worker {
  @ObservableState
  struct State: Equatable {
    var registeredWhenStarted: Bool?
  }
  enum Action {
    case start
    case started(registered: Bool)
    case stop
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          let registered = try await withTaskCancellation(id: WorkID.work) { @MainActor in
            // Whether a `cancel(id:)` sent now would reach this work.
            !(EffectContext.current?.runtime.isRegistryEmpty ?? true)
          }
          await send(.started(registered: registered))
        }
      case let .started(registered):
        state.registeredWhenStarted = registered
        return .none
      case .stop:
        return .cancel(id: WorkID.work)
      }
    }
  }
}

@MainActor
@Suite struct CancellationSemanticsTests {
  @Test func noneMadeCancellableInFlightIsStillNone() {
    let effect = Effect<Int>.none.cancellable(id: WorkID.work, cancelInFlight: true)
    #expect(effect.isNone, "nothing to run: nothing in flight is cancelled, as in TCA")
  }

  @Test func workIsRegisteredBeforeItStarts() async {
    let store = TestStore(initialState: Worker.State()) { Worker() }
    await store.send(.start)
    await store.receive(\.started) { $0.registeredWhenStarted = true }
  }

  @Test func workOutsideOfAnEffectCanBeCancelledById() async {
    let started = LockIsolated(false)
    let outcome = LockIsolated<String?>(nil)
    let clock = TestClock()
    let work = Task {
      do {
        try await withTaskCancellation(id: "outside") {
          started.setValue(true)
          try await clock.sleep(for: .seconds(1))
        }
        outcome.setValue("finished")
      } catch is CancellationError {
        outcome.setValue("cancelled")
      } catch {
        outcome.setValue("\(error)")
      }
    }
    await settle { started.value }
    Task.cancel(id: "outside")
    await settle(timeout: .seconds(5)) { outcome.value != nil }
    #expect(outcome.value == "cancelled")
    if outcome.value == nil { work.cancel() }
    await settle { EffectRuntime.detached.isRegistryEmpty }
  }
}

// MARK: - TestStore and the effects a test ends or cancels

@Reducer
private struct EffectTicker {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var ticks = 0
  }
  enum Action: Equatable {
    case start
    case tick
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

private enum LongID { case long }

@Reducer
private struct EffectTickers {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<EffectTicker.State> = []
    var log: [String] = []
  }
  enum Action: Equatable {
    case rows(IdentifiedActionOf<EffectTicker>)
    case remove(id: Int)
    case startLong
    case stopLong
    case longFinished
    case chain
    case first
    case second
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rows:
        return .none
      case let .remove(id):
        state.rows.remove(id: id)
        return .none
      case .startLong:
        return .run { send in
          try await clock.sleep(for: .seconds(10))
          await send(.longFinished)
        }
        .cancellable(id: LongID.long, cancelInFlight: true)
      case .stopLong:
        return .cancel(id: LongID.long)
      case .longFinished:
        state.log.append("finished")
        return .none
      case .chain:
        return .merge(.send(.first), .send(.second))
      case .first:
        state.log.append("first")
        return .none
      case .second:
        state.log.append("second")
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      EffectTicker()
    }
  }
}

@MainActor
@Suite struct TestStoreEffectEndTests {
  @Test func removingAnElementEndsItsEffectsForTheTest() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectTickers.State(rows: [EffectTicker.State(id: 1)])) {
      EffectTickers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.rows(.element(id: 1, action: .start)))
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 1, action: .tick))) { $0.rows[id: 1]?.ticks = 1 }
    await store.send(.remove(id: 1)) { $0.rows = [] }
    // The timer was cancelled with its element: the test ends without cancelling it itself.
  }

  @Test func anEffectCancelledByALaterActionIsNotStillRunning() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectTickers.State()) {
      EffectTickers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startLong)
    await store.send(.stopLong)
  }

  @Test func anEffectCancelledInFlightByItsReplacementIsNotStillRunning() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectTickers.State()) {
      EffectTickers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startLong)
    await store.send(.startLong)
    await clock.advance(by: .seconds(10))
    await store.receive(.longFinished) { $0.log = ["finished"] }
  }

  @Test func sendingWithActionsLeftToReceiveKeepsThemForReceive() async {
    let store = TestStore(initialState: EffectTickers.State()) { EffectTickers() }
    await store.send(.chain)
    await withKnownIssue {
      await store.send(.remove(id: 0))
    } matching: { issue in
      issue.description.contains("Must handle 2 received actions before sending an action")
        || issue.description.contains("State was not expected to change")
    }
    await store.receive(.first) { $0.log = ["first"] }
    await store.receive(.second) { $0.log = ["first", "second"] }
  }
}
