import Clocks
import ComposableArchitecture
import Testing
import XCTest

/// A meeting timer shaped like SyncUps' RecordMeeting: `.onTask` starts a `clock.timer` effect
/// that ticks once a second, and other actions arrive while it runs. Its tests drive a plain
/// `TestClock` right after `send` returns, as users write them: the effect has to have reached
/// the clock by then, however loaded the machine is (issue 26, item 11).
@Reducer
private struct MeetingTimer {
  @ObservableState
  struct State: Equatable {
    var secondsElapsed = 0
    var speakerIndex = 0
  }
  enum Action: Equatable {
    case nextButtonTapped
    case onTask
    case timerTick
  }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nextButtonTapped:
        state.speakerIndex += 1
        return .none
      case .onTask:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }
      case .timerTick:
        state.secondsElapsed += 1
        return .none
      }
    }
  }
}

/// The steps every variant runs: start the timer, send another action, advance three seconds,
/// receive three ticks, end the timer. It runs where its caller does: in a test that is not
/// main-actor isolated, the store is made, driven and released outside the main actor, each step
/// hopping to it.
private func runMeetingTimer(isolation: isolated (any Actor)? = #isolation) async {
  let clock = TestClock()
  let store = await TestStore(initialState: MeetingTimer.State()) {
    MeetingTimer()
  } withDependencies: {
    $0.continuousClock = clock
  }
  let onTask = await store.send(.onTask)
  await store.send(.nextButtonTapped) {
    $0.speakerIndex = 1
  }
  await clock.advance(by: .seconds(3))
  await store.receive(\.timerTick) {
    $0.secondsElapsed = 1
  }
  await store.receive(\.timerTick) {
    $0.secondsElapsed = 2
  }
  await store.receive(\.timerTick) {
    $0.secondsElapsed = 3
  }
  await onTask.cancel()
}

@MainActor
struct TimerFeatureTests {
  @Test func ticksAfterAnotherAction() async {
    await runMeetingTimer()
  }

  /// The clock is advanced one second at a time, each right after the previous tick.
  @Test func ticksOneSecondAtATime() async {
    let clock = TestClock()
    let store = TestStore(initialState: MeetingTimer.State()) {
      MeetingTimer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let onTask = await store.send(.onTask)
    for second in 1...5 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTick) {
        $0.secondsElapsed = second
      }
    }
    await onTask.cancel()
  }
}

/// The same test in a suite that is not main-actor isolated.
struct NonisolatedTimerFeatureTests {
  @Test func ticksAfterAnotherAction() async {
    await runMeetingTimer()
  }
}

/// The same test under XCTest, main-actor isolated and not.
final class TimerFeatureXCTests: XCTestCase {
  @MainActor
  func testTicksAfterAnotherAction() async {
    await runMeetingTimer()
  }

  func testTicksAfterAnotherActionNonisolated() async {
    await runMeetingTimer()
  }
}
