@testable import ComposableArchitecture
import Testing

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
    await Task.cancel(id: "outside")
    await settle(timeout: .seconds(5)) { outcome.value != nil }
    #expect(outcome.value == "cancelled")
    if outcome.value == nil { work.cancel() }
    await settle { EffectRuntime.detached.isRegistryEmpty }
  }
}
