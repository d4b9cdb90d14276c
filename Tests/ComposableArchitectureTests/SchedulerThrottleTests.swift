import ComposableArchitecture
import Testing

// `Effect.throttle(id:for:scheduler:latest:)`, after TCA 1.25.5's EffectThrottleTests: each tap
// is throttled through a test scheduler that the test advances.

@Reducer
private struct ThrottleFeature {
  struct State: Equatable {
    var count = 0
  }
  enum Action: Equatable {
    case tap(Int)
    case throttledResponse(Int)
  }
  let latest: Bool
  let scheduler: AnySchedulerOf<DispatchQueue>
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .tap(value):
        return .send(.throttledResponse(value))
          .throttle(id: "throttle", for: .seconds(1), scheduler: scheduler, latest: latest)
      case let .throttledResponse(value):
        state.count = value
        return .none
      }
    }
  }
}

@MainActor
@Suite struct SchedulerThrottleTests {
  let mainQueue = DispatchQueue.test

  private func makeStore(latest: Bool) -> TestStoreOf<ThrottleFeature> {
    TestStore(initialState: ThrottleFeature.State()) {
      ThrottleFeature(latest: latest, scheduler: mainQueue.eraseToAnyScheduler())
    }
  }

  /// Taps 2 to 5, a quarter of a second apart after the first was let through, checking that
  /// nothing gets through before the interval is over.
  private func tapWithinTheInterval(_ store: TestStoreOf<ThrottleFeature>) async {
    await store.send(.tap(1))
    // Nothing arrives before the scheduler runs.
    #expect(store.state.count == 0)
    await mainQueue.advance()
    await store.receive(.throttledResponse(1)) { $0.count = 1 }

    await store.send(.tap(2))
    await mainQueue.advance()
    await store.skipReceivedActions(strict: false)
    #expect(store.state.count == 1)

    await mainQueue.advance(by: .seconds(0.25))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.count == 1)

    await store.send(.tap(3))
    await mainQueue.advance(by: .seconds(0.25))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.count == 1)

    await store.send(.tap(4))
    await mainQueue.advance(by: .seconds(0.25))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.count == 1)

    await store.send(.tap(5))
    await mainQueue.advance(by: .seconds(0.25))
  }

  @Test func latest() async {
    let store = makeStore(latest: true)
    await tapWithinTheInterval(store)
    await store.receive(.throttledResponse(5)) { $0.count = 5 }
  }

  @Test func first() async {
    // The first action held (2) outlives the cancellation of its wait by each new tap.
    let store = makeStore(latest: false)
    await tapWithinTheInterval(store)
    await store.receive(.throttledResponse(2)) { $0.count = 2 }
  }

  @Test func afterTheInterval() async {
    let store = makeStore(latest: true)
    await store.send(.tap(1))
    await mainQueue.advance()
    await store.receive(.throttledResponse(1)) { $0.count = 1 }

    await mainQueue.advance(by: .seconds(1))
    await store.send(.tap(2))
    await mainQueue.advance()
    await store.receive(.throttledResponse(2)) { $0.count = 2 }
  }

  @Test func deliveredSynchronouslyWhenTheSchedulerRuns() {
    let scheduler = DispatchQueue.test
    let store = Store(initialState: ThrottleFeature.State()) {
      ThrottleFeature(latest: true, scheduler: scheduler.eraseToAnyScheduler())
    }
    store.send(.tap(1))
    #expect(store.state.count == 0)
    scheduler.advance()
    #expect(store.state.count == 1)
    store.send(.tap(2))
    scheduler.advance(by: .seconds(0.5))
    store.send(.tap(3))
    scheduler.advance(by: .seconds(0.49))
    #expect(store.state.count == 1)
    scheduler.advance(by: .seconds(0.01))
    #expect(store.state.count == 3)
  }
}
