import AsyncTestSupport
import Clocks
import ComposableArchitecture
import Testing

/// A child that can count, run a timer, and dismiss itself.
@Reducer
private struct Modal {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var wasPresented = false
  }
  enum Action: Equatable {
    case increment
    case startTimer
    case tick
    case closeButtonTapped
    case checkPresentation
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .startTimer:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.count += 1
        return .none
      case .closeButtonTapped:
        return .run { _ in await dismiss() }
      case .checkPresentation:
        state.wasPresented = isPresented
        return .none
      }
    }
  }
}

/// A parent that presents the modal and an alert, and logs the order in which it sees actions.
@Reducer
private struct Host {
  @ObservableState
  struct State: Equatable {
    @Presents var modal: Modal.State?
    @Presents var alert: AlertState<Action.Alert>?
    var log: [String] = []
  }
  enum Action: Equatable {
    case modal(PresentationAction<Modal.Action>)
    case alert(PresentationAction<Alert>)
    case presentButtonTapped
    case replaceButtonTapped
    case resetButtonTapped
    case dismissFromParent
    @CasePathable
    enum Alert: Equatable { case confirmReset }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .presentButtonTapped:
        state.modal = Modal.State()
        return .none
      case .replaceButtonTapped:
        state.modal = Modal.State(count: 100)
        return .none
      case .dismissFromParent:
        state.modal = nil
        return .none
      case let .modal(.presented(childAction)):
        state.log.append("parent saw \(childAction) with count \(state.modal?.count ?? -1)")
        return .none
      case .modal(.dismiss):
        state.log.append("parent saw dismiss with count \(state.modal?.count ?? -1)")
        return .none
      case .resetButtonTapped:
        state.alert = AlertState {
          TextState("Reset?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmReset) { TextState("Reset") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("This cannot be undone.")
        }
        return .none
      case .alert(.presented(.confirmReset)):
        state.log.append("reset confirmed, alert is \(state.alert == nil ? "gone" : "shown")")
        return .none
      case .alert:
        return .none
      }
    }
    .ifLet(\.$modal, action: \.modal) {
      Modal()
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

/// The reference's destination enum (003), with an alert and a feature.
@Reducer
private enum Destination {
  case alert(AlertState<Alert>)
  case modal(Modal)
  @CasePathable
  enum Alert: Equatable { case confirm }
}

@Reducer
private struct Navigator {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var confirmed = false
  }
  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case showAlert
    case showModal
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showAlert:
        state.destination = .alert(
          AlertState {
            TextState("Sure?")
          } actions: {
            ButtonState(action: .confirm) { TextState("Yes") }
          })
        return .none
      case .showModal:
        state.destination = .modal(Modal.State())
        return .none
      case .destination(.presented(.alert(.confirm))):
        state.confirmed = true
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Destination.State: Equatable {}
extension Destination.Action: Equatable {}

@MainActor
@Suite struct PresentationTests {
  @Test func oneCaseOfADestinationIsAPresentationActionOfItsOwn() {
    // What a view scopes to when it presents one case of a destination enum.
    let modal: CaseKeyPath<Navigator.Action, PresentationAction<Modal.Action>> =
      \.destination.modal
    #expect(Navigator.Action.destination(.dismiss)[case: modal] == .dismiss)
    #expect(
      Navigator.Action.destination(.presented(.modal(.increment)))[case: modal]
        == .presented(.increment))
    #expect(Navigator.Action.destination(.presented(.alert(.confirm)))[case: modal] == nil)
    let destination: CaseKeyPath<Navigator.Action, PresentationAction<Destination.Action>> =
      \.destination
    #expect(modal(.presented(.increment))[case: destination] == .presented(.modal(.increment)))
    #expect(modal(.dismiss)[case: destination] == .dismiss)
    // Sends through the case still reach the child's actions.
    let increment: CaseKeyPath<Navigator.Action, Void> = \.destination.modal.increment
    #expect(increment()[case: destination] == .presented(.modal(.increment)))
  }

  @Test func presentedActionsRunTheChildFirst() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.presentButtonTapped) { $0.modal = Modal.State() }
    await store.send(\.modal.increment) {
      $0.modal?.count = 1
      $0.log = ["parent saw increment with count 1"]
    }
  }

  @Test func dismissRunsTheParentFirstThenNilsTheChild() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.presentButtonTapped) { $0.modal = Modal.State() }
    await store.send(\.modal.increment) {
      $0.modal?.count = 1
      $0.log = ["parent saw increment with count 1"]
    }
    await store.send(\.modal.dismiss) {
      $0.log.append("parent saw dismiss with count 1")
      $0.modal = nil
    }
  }

  @Test func childEffectsAreCancelledOnDismiss() async {
    let clock = CountingTestClock()
    let store = TestStore(initialState: Host.State()) {
      Host()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.presentButtonTapped) { $0.modal = Modal.State() }
    await store.send(\.modal.startTimer) { $0.log = ["parent saw startTimer with count 0"] }
    await clock.advance(by: .seconds(1), afterSleeps: 1)
    await store.receive(\.modal.tick) {
      $0.modal?.count = 1
      $0.log.append("parent saw tick with count 1")
    }
    await store.send(\.modal.dismiss) {
      $0.log.append("parent saw dismiss with count 1")
      $0.modal = nil
    }
    // The timer ended with the child: no effect is left for the end of the test.
    await clock.advance(by: .seconds(5))
  }

  @Test func childEffectsAreCancelledWhenTheParentNilsTheChild() async {
    let clock = CountingTestClock()
    let store = TestStore(initialState: Host.State()) {
      Host()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.presentButtonTapped) { $0.modal = Modal.State() }
    await store.send(\.modal.startTimer) { $0.log = ["parent saw startTimer with count 0"] }
    await store.send(.dismissFromParent) { $0.modal = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test func childEffectsAreCancelledWhenTheChildIsReplaced() async {
    let clock = CountingTestClock()
    let store = TestStore(initialState: Host.State()) {
      Host()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.presentButtonTapped) { $0.modal = Modal.State() }
    await store.send(\.modal.startTimer) { $0.log = ["parent saw startTimer with count 0"] }
    await store.send(.replaceButtonTapped) { $0.modal = Modal.State(count: 100) }
    await clock.advance(by: .seconds(5))
  }

  @Test func childDismissesItself() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.presentButtonTapped) { $0.modal = Modal.State() }
    await store.send(\.modal.closeButtonTapped) {
      $0.log = ["parent saw closeButtonTapped with count 0"]
    }
    await store.receive(\.modal.dismiss) {
      $0.log.append("parent saw dismiss with count 0")
      $0.modal = nil
    }
  }

  @Test func isPresentedIsTrueInThePresentedChild() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.presentButtonTapped) { $0.modal = Modal.State() }
    await store.send(\.modal.checkPresentation) {
      $0.modal?.wasPresented = true
      $0.log = ["parent saw checkPresentation with count 0"]
    }
  }

  @Test func alertIsNilledOutWhenOneOfItsActionsIsSent() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.resetButtonTapped) {
      $0.alert = AlertState {
        TextState("Reset?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmReset) { TextState("Reset") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      } message: {
        TextState("This cannot be undone.")
      }
    }
    // The parent still sees the alert while it handles the action; then it is gone.
    await store.send(\.alert.confirmReset) {
      $0.log = ["reset confirmed, alert is shown"]
      $0.alert = nil
    }
  }

  @Test func dismissOutsideAPresentationIsReported() async {
    // In an app (a test store instead marks itself dismissed: TestStoreDismissTests).
    let store = Store(initialState: Modal.State()) { Modal() }
    await withKnownIssue {
      await store.send(.closeButtonTapped).finish()
    } matching: {
      issueMatching("A reducer requested dismissal at", "but couldn't be dismissed.")($0)
    }
  }

  @Test func presentationActionWhileAbsentIsReported() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await withKnownIssue {
      await store.send(\.modal.increment) { $0.log = ["parent saw increment with count -1"] }
    } matching: {
      issueMatching(
        "An \"ifLet\" at \"ComposableArchitectureTests/PresentationTests.swift:",
        "received a presentation action when destination state was absent",
        "Host.Action.modal(.presented(.increment))"
      )($0)
    }
  }

  @Test func enumDestinationAlertIsNilledOut() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.showAlert) {
      $0.destination = .alert(
        AlertState {
          TextState("Sure?")
        } actions: {
          ButtonState(action: .confirm) { TextState("Yes") }
        })
    }
    await store.send(\.destination.alert.confirm) {
      $0.confirmed = true
      $0.destination = nil
    }
  }

  @Test func enumDestinationFeatureRunsAndDismisses() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.showModal) { $0.destination = .modal(Modal.State()) }
    await store.send(\.destination.modal.increment) {
      $0.destination = .modal(Modal.State(count: 1))
    }
    await store.send(\.destination.modal.closeButtonTapped)
    await store.receive(\.destination.dismiss) { $0.destination = nil }
  }

  @Test func storeCaseScopesToTheCurrentDestination() {
    let store = Store(initialState: Navigator.State()) { Navigator() }
    store.send(.showModal)
    guard let destinationStore = store.scope(state: \.destination, action: \.destination.presented)
    else {
      Issue.record("Expected a destination store")
      return
    }
    guard case let .modal(modalStore) = destinationStore.case else {
      Issue.record("Expected the modal case")
      return
    }
    modalStore.send(.increment)
    #expect(store.destination == .modal(Modal.State(count: 1)))
  }
}
