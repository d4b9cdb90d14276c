import AsyncTestSupport
import Clocks
import Testing

@testable import ComposableArchitecture

/// A feature with a timer that ticks every second until stopped.
private struct Timer: Reducer {
  struct State: Equatable { var ticks = 0 }
  @CasePathable
  enum Action: Equatable { case start, stop, tick }
  enum CancelID { case timer }
  let clock: CountingTestClock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .stop:
        return .cancel(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

@MainActor
@Suite struct EffectCancellationTests {
  @Test func cancelStopsARunningEffectAndEmptiesTheRegistry() async {
    let clock = CountingTestClock()
    let store = Store(initialState: Timer.State()) { Timer(clock: clock) }
    store.send(.start)
    await clock.advance(by: .seconds(1), afterSleeps: 1)
    await settle { store.ticks == 1 }
    store.send(.stop)
    #expect(store.isCancellationRegistryEmpty)
    await clock.advance(by: .seconds(5))
    #expect(store.ticks == 1)
    await settle { store.runningEffectCount == 0 }
  }

  @Test func cancelInFlightCancelsThePreviousEffectWithTheSameID() async {
    let clock = CountingTestClock()
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        if action < 0 {
          state += -action
          return .none
        }
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(-action)
        }
        .cancellable(id: "request", cancelInFlight: true)
      }
    }
    store.send(1)
    await settle { clock.activeSleeps == 1 }
    store.send(10)
    await settle { store.runningEffectCount == 1 && clock.activeSleeps == 1 }
    await clock.advance(by: .seconds(1))
    await settle { store.state != 0 }
    await settle { store.runningEffectCount == 0 }
    // Only the second request completed.
    #expect(store.state == 10)
    #expect(store.isCancellationRegistryEmpty)
  }

  @Test func twoRootStoresWithTheSameIDAreIsolated() async {
    let clock = CountingTestClock()
    let first = Store(initialState: Timer.State()) { Timer(clock: clock) }
    let second = Store(initialState: Timer.State()) { Timer(clock: clock) }
    first.send(.start)
    second.send(.start)
    await settle { clock.activeSleeps == 2 }
    first.send(.stop)
    await settle { clock.activeSleeps == 1 }
    await clock.advance(by: .seconds(1))
    await settle { second.ticks == 1 }
    #expect(first.ticks == 0)
    second.send(.stop)
    await settle { first.runningEffectCount == 0 && second.runningEffectCount == 0 }
    #expect(first.isCancellationRegistryEmpty && second.isCancellationRegistryEmpty)
  }

  @Test func storeDeinitCancelsEffects() async {
    let clock = CountingTestClock()
    let wasCancelled = LockIsolated(false)
    var store: Store<Int, Int>? = Store(initialState: 0) {
      Reduce<Int, Int> { _, _ in
        .run { _ in
          do {
            try await clock.sleep(for: .seconds(3600))
          } catch {
            wasCancelled.setValue(Task.isCancelled)
          }
        }
      }
    }
    let task = store!.send(1)
    await settle { clock.activeSleeps == 1 }
    weak let weakStore = store
    store = nil
    #expect(weakStore == nil)
    // The clock never advances: the effect only ends because the store cancelled it.
    await task.finish()
    #expect(wasCancelled.value)
  }

  @Test func sendsAfterCancellationAreDropped() async {
    let clock = CountingTestClock()
    let store = Store(initialState: Timer.State()) { Timer(clock: clock) }
    let task = store.send(.start)
    await clock.advance(by: .seconds(1), afterSleeps: 1)
    await settle { store.ticks == 1 }
    task.cancel()
    await clock.advance(by: .seconds(3))
    await task.finish()
    #expect(store.ticks == 1)
    #expect(task.isCancelled)
    #expect(store.isCancellationRegistryEmpty)
  }

  @Test func cancellingAStoreTaskCancelsEffectsStartedByActionsItsEffectsSent() async {
    // `.start` runs an effect that sends `.spawn`, whose own effect waits forever. Cancelling the
    // task of `.start` must reach the effect of `.spawn`.
    let clock = CountingTestClock()
    let started = LockIsolated(0)
    let finished = LockIsolated(0)
    let store = Store(initialState: 0) {
      Reduce<Int, String> { state, action in
        switch action {
        case "start":
          return .run { send in await send("spawn") }
        case "spawn":
          state += 1
          return .run { _ in
            started.withValue { $0 += 1 }
            try? await clock.sleep(for: .seconds(3600))
            finished.withValue { $0 += 1 }
          }
        default:
          return .none
        }
      }
    }
    let task = store.send("start")
    await settle { started.value == 1 }
    task.cancel()
    await task.finish()
    #expect(finished.value == 1)
    #expect(store.state == 1)
    await settle { store.runningEffectCount == 0 }
  }

  @Test func finishWaitsForEffectsStartedTransitively() async {
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        switch action {
        case "a": return .run { send in await send("b") }
        case "b":
          return .run { send in
            await Task.yield()
            await send("c")
          }
        default: return .none
        }
      }
    }
    await store.send("a").finish()
    #expect(store.state == ["a", "b", "c"])
  }

  @Test func unhandledErrorInRunIsReported() async {
    struct Failure: Error {}
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { _, _ in .run { _ in throw Failure() } }
    }
    await withKnownIssue {
      await store.send(1).finish()
    } matching: { issue in
      issueMatching("An \"Effect.run\" returned from", "threw an unhandled error", "Failure")(issue)
    }
  }

  @Test func catchHandlerReceivesTheError() async {
    struct Failure: Error {}
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        if action == 0 {
          return .run { _ in
            throw Failure()
          } catch: { _, send in
            await send(42)
          }
        }
        state = action
        return .none
      }
    }
    await store.send(0).finish()
    #expect(store.state == 42)
  }

  @Test func taskCancelByIDInsideAnEffect() async {
    let clock = CountingTestClock()
    let store = Store(initialState: Timer.State()) {
      Timer(clock: clock)
      Reduce { _, action in
        guard case .stop = action else { return .none }
        return .run { _ in Task.cancel(id: Timer.CancelID.timer) }
      }
    }
    store.send(.start)
    await settle { clock.activeSleeps == 1 }
    // The reducer's own `.cancel` runs too; cancel again from inside an effect to exercise
    // `Task.cancel(id:)` on an id that is already gone.
    await store.send(.stop).finish()
    await clock.advance(by: .seconds(2))
    #expect(store.ticks == 0)
    #expect(store.isCancellationRegistryEmpty)
  }

  @Test func withTaskCancellationRegistersWithTheStore() async {
    let clock = CountingTestClock()
    let finished = LockIsolated(false)
    let store = Store(initialState: 0) {
      Reduce<Int, String> { _, action in
        switch action {
        case "start":
          return .run { _ in
            try await withTaskCancellation(id: "work") {
              try await clock.sleep(for: .seconds(10))
              finished.setValue(true)
            }
          }
        case "stop":
          return .cancel(id: "work")
        default:
          return .none
        }
      }
    }
    let task = store.send("start")
    await settle { !store.isCancellationRegistryEmpty }
    store.send("stop")
    await task.finish()
    #expect(finished.value == false)
    await settle { store.isCancellationRegistryEmpty }
  }
}
