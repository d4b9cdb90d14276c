import ComposableArchitecture
import Testing
import TutorialCounter

@MainActor
struct CounterTests {
  @Test func incrementAndDecrement() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
  }

  @Test func delayedIncrement() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.delayedIncrementButtonTapped) {
      $0.isDelayedIncrementPending = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.delayedIncrementFinished) {
      $0.isDelayedIncrementPending = false
      $0.count = 1
    }
  }
}
