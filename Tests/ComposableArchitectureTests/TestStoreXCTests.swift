import ComposableArchitecture
import XCTest

/// A feature test written the way TCA 1.x documents them, run by XCTest.
@Reducer
private struct Timer {
  @ObservableState
  struct State: Equatable {
    var isRunning = false
    var seconds = 0
  }
  enum Action: Equatable {
    case toggleButtonTapped
    case tick
  }
  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggleButtonTapped:
        state.isRunning.toggle()
        guard state.isRunning else { return .cancel(id: CancelID.timer) }
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .tick:
        state.seconds += 1
        return .none
      }
    }
  }
}

final class TestStoreXCTests: XCTestCase {
  @MainActor
  func testTimerWithATestClock() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggleButtonTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.seconds = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.seconds = 2
    }
    await store.send(.toggleButtonTapped) {
      $0.isRunning = false
    }
    await store.finish()
  }

  @MainActor
  func testImmediateClock() async {
    let store = TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    await store.send(.toggleButtonTapped)
    await store.receive(\.tick)
    await store.receive(\.tick) {
      $0.seconds = 2
    }
    await store.send(.toggleButtonTapped) {
      $0.isRunning = false
    }
    await store.skipReceivedActions(strict: false)
  }
}

/// Tests that are not main-actor isolated, as TCA's own test suite writes many of them: the
/// test store is created and released off the main actor, so its end-of-test checks run from a
/// `deinit` on a cooperative thread.
final class NonisolatedTestStoreXCTests: XCTestCase {
  func testTimerReleasedOffTheMainActor() async {
    let clock = TestClock()
    let store = await TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggleButtonTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.seconds = 1
    }
    await store.send(.toggleButtonTapped) {
      $0.isRunning = false
    }
  }

  func testStoreReleasedOnAnotherThread() async {
    let store = await TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.toggleButtonTapped) {
      $0.isRunning = true
    }
    await store.send(.toggleButtonTapped) {
      $0.isRunning = false
    }
    // The last reference goes away in a detached task, on whatever thread it runs.
    let box = UncheckedSendableBox(store)
    await Task.detached { box.value = nil }.value
  }
}

private final class UncheckedSendableBox<Value>: @unchecked Sendable {
  var value: Value?
  init(_ value: Value) { self.value = value }
}
