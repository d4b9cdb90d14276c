import ComposableArchitecture
import Foundation
import Observation
import Testing

@Reducer
private struct Disclosure {
  @ObservableState
  struct State: Equatable {
    var isExpanded = false
    var isLoaded = false
    var confirmations = 0
  }

  enum Action: Equatable {
    case toggle
    case toggleLater
    case load
    case loaded
    case alert(Alert)
    enum Alert: Equatable { case confirm }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggle:
        state.isExpanded.toggle()
        return .none
      case .toggleLater:
        return .send(.toggle, animation: .easeOut(duration: 0.2))
      case .load:
        state.isExpanded = true
        return .run { send in await send(.loaded) }
      case .loaded:
        state.isLoaded = true
        return .none
      case .alert(.confirm):
        state.confirmations += 1
        return .none
      }
    }
  }
}

/// The animations of the state changes made to what `read` reads, as the view layer sees them:
/// the transaction current when Observation reports the change.
@MainActor
private final class ChangeRecorder {
  var animations: [Animation?] = []
  private let read: @MainActor () -> Void

  init(_ read: @escaping @MainActor () -> Void) {
    self.read = read
    arm()
  }

  private func arm() {
    withObservationTracking {
      read()
    } onChange: {
      let animation = Transaction.current?.animation
      MainActor.assumeIsolated {
        self.animations.append(animation)
        self.arm()
      }
    }
  }
}

@MainActor
@Suite struct AnimationTests {
  @Test func constructorsAndEquality() {
    #expect(Animation.default == .easeInOut(duration: 0.35))
    #expect(Animation.linear == .linear(duration: 0.35))
    #expect(Animation.linear(duration: 2).duration == 2)
    #expect(Animation.easeIn(duration: 0.2) != .easeOut(duration: 0.2))
    #expect(Animation.easeInOut(duration: 0.2) != .easeInOut(duration: 0.3))
    #expect(Animation.easeIn.duration == 0.35)
    #expect(Animation.easeOut.duration == 0.35)
    #expect(Animation.linear(duration: 1).speed(2).duration == 0.5)
    #expect(Animation.linear(duration: 1).delay(0.5).delay == 0.5)
    #expect(Animation.linear(duration: -1).duration == 0)

    // A spring lasts until it settles: faster with more stiffness, slower with less damping.
    let spring = Animation.interpolatingSpring(stiffness: 100, damping: 10)
    #expect(abs(spring.duration - log(100) / 5) < 1e-9)
    #expect(Animation.interpolatingSpring(stiffness: 400, damping: 20).duration < spring.duration)
    #expect(Animation.interpolatingSpring(stiffness: 100, damping: 4).duration > spring.duration)
    #expect(spring == .interpolatingSpring(mass: 1, stiffness: 100, damping: 10))
    #expect(Animation.spring == .spring(response: 0.55, dampingFraction: 0.825))
    #expect(Animation.spring.duration > 0 && Animation.spring.duration < 1)
    #expect(Animation.spring(duration: 0.5, bounce: 0.3) != .spring(duration: 0.5))
    #expect(Animation.interactiveSpring.duration < Animation.spring.duration)
    #expect("\(Animation.easeInOut(duration: 0.2))" == "easeInOut(duration: 0.2)")
  }

  @Test func storeSendCarriesTheAnimationWithTheStateChange() {
    let store = Store(initialState: Disclosure.State()) { Disclosure() }
    let recorder = ChangeRecorder { _ = store.isExpanded }

    store.send(.toggle, animation: .easeInOut(duration: 0.25))
    #expect(recorder.animations == [.easeInOut(duration: 0.25)])
    store.send(.toggle)
    #expect(recorder.animations == [.easeInOut(duration: 0.25), nil])
    withAnimation(.linear) { store.send(.toggle) }
    #expect(recorder.animations.last == .linear)
    store.send(.toggle, animation: nil)
    #expect(recorder.animations.last == .some(nil))
    #expect(Transaction.current == nil, "the transaction ends with the send")
  }

  @Test func effectSendWithAnimationAnimatesTheActionItSends() async {
    let store = Store(initialState: Disclosure.State()) { Disclosure() }
    let recorder = ChangeRecorder { _ = store.isExpanded }

    await store.send(.toggleLater).finish()
    #expect(store.isExpanded)
    #expect(recorder.animations == [.easeOut(duration: 0.2)])
  }

  @Test func effectsDoNotInheritTheAnimationOfTheirAction() async {
    let store = Store(initialState: Disclosure.State()) { Disclosure() }
    let expanded = ChangeRecorder { _ = store.isExpanded }
    let loaded = ChangeRecorder { _ = store.isLoaded }

    await store.send(.load, animation: .default).finish()
    #expect(expanded.animations == [.default])
    #expect(loaded.animations == [nil], "the effect's own send had no animation")
  }

  @Test func sendWithAnimationFromAnEffect() async {
    let store = Store(initialState: Disclosure.State()) {
      Reduce<Disclosure.State, Disclosure.Action> { state, action in
        switch action {
        case .load:
          return .run { send in await send(.loaded, animation: .spring) }
        case .loaded:
          state.isLoaded = true
          return .none
        default:
          return .none
        }
      }
    }
    let loaded = ChangeRecorder { _ = store.isLoaded }
    await store.send(.load).finish()
    #expect(loaded.animations == [.spring])
  }

  @Test func buttonStateCarriesItsAnimation() {
    let button = ButtonState<Disclosure.Action.Alert>(
      action: .send(.confirm, animation: .easeIn)
    ) {
      TextState("OK")
    }
    #expect(button.action.action == .confirm)
    #expect(button.action.animation == .easeIn)
    let plain = ButtonState<Disclosure.Action.Alert>(action: .confirm) { TextState("OK") }
    #expect(plain.action.animation == nil)
    #expect(button != plain, "the animation is part of the button's action")
    let mapped = button.map { $0.map(Disclosure.Action.alert) }
    #expect(mapped.action.animation == .easeIn)
  }

  /// The animation never changes what the reducer does: the same assertions pass with and
  /// without it, including the action an effect sends with one.
  @Test func testStoreSendWithAnimation() async {
    let store = TestStore(initialState: Disclosure.State()) { Disclosure() }
    await store.send(.toggle, animation: .default) {
      $0.isExpanded = true
    }
    await store.send(.toggle) {
      $0.isExpanded = false
    }
    await store.send(.toggleLater)
    await store.receive(.toggle) {
      $0.isExpanded = true
    }
    // Already expanded: no change, with an animation as without.
    await store.send(.load, animation: .spring(duration: 0.3))
    await store.receive(.loaded) {
      $0.isLoaded = true
    }
  }

  /// A wrong expectation fails the same way with an animation as without.
  @Test func testStoreSendWithAnimationStillAssertsState() async {
    let store = TestStore(initialState: Disclosure.State()) { Disclosure() }
    await withKnownIssue {
      await store.send(.toggle, animation: .default) {
        $0.isExpanded = false
      }
    }
  }
}
