import ComposableArchitecture
import Testing

// Compile-and-run tests of the macros: the features below are written as TCA 1.x feature code
// is, and the tests pin down what the generated code does at run time.

// MARK: - Features

@Reducer
private struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var text = ""
  }
  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
    case setText(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
      case .incrementButtonTapped:
        state.count += 1
      case let .setText(text):
        state.text = text
      }
      return .none
    }
  }
}

@Reducer
private struct Parent {
  @ObservableState
  struct State: Equatable {
    var left = Counter.State()
    var right = Counter.State()
    var childActions = 0
  }
  enum Action {
    case left(Counter.Action)
    case right(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) {
      Counter()
    }
    Scope(state: \.right, action: \.right) {
      Counter()
    }
    Reduce { state, action in
      state.childActions += 1
      return .none
    }
  }
}

@Reducer
private struct Detail {
  @ObservableState
  struct State: Equatable {
    var title = ""
    var saves = 0
  }
  enum Action: Equatable {
    case saveButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.saves += 1
      return .none
    }
  }
}

/// State with actions but no reducer, like an alert. `@ReducerCaseEphemeral` names its actions
/// `Toast.Action`.
private struct Toast: Equatable {
  typealias Action = ToastAction
  var message: String
}

private enum ToastAction: Equatable {
  case undo
}

@Reducer
private enum Destination {
  case counter(Counter)
  case detail(Detail)
  @ReducerCaseEphemeral
  case toast(Toast)
  @ReducerCaseIgnored
  case note(String)
  case empty
}

/// A feature that leaves out `State`, `Action` and `body`.
@Reducer
private struct Placeholder {}

@Reducer
private struct Presenter {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var title = "Presenter"
  }
  enum Action {
    case destination(Destination.Action)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

extension Destination.State: Equatable {}

/// Counts `onChange` calls of `withObservationTracking`, which may come from any thread.
private final class ChangeCounter: Sendable {
  private let count = LockIsolated(0)
  var value: Int { count.value }
  func increment() { count.withValue { $0 += 1 } }
}

/// Tracks the reads in `read` and returns a counter of the changes reported for them.
private func observe(_ read: () -> Void) -> ChangeCounter {
  let counter = ChangeCounter()
  withObservationTracking(read) { counter.increment() }
  return counter
}

// MARK: - @Reducer

@MainActor
@Suite struct ReducerMacroBehaviorTests {
  @Test func reducerStructRunsInAStore() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    store.send(.decrementButtonTapped)
    #expect(store.count == 1)
  }

  @Test func reducerStructActionHasCaseKeyPaths() {
    let path: CaseKeyPath<Parent.Action, Counter.Action> = \.left
    let action = path(.incrementButtonTapped)
    #expect(action[case: \.left] == .incrementButtonTapped)
    #expect(action[case: \.right] == nil)

    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.left(.incrementButtonTapped))
    #expect(store.left.count == 1)
    #expect(store.right.count == 0)
    #expect(store.childActions == 1)
  }

  @Test func reducerStructWithoutStateActionOrBodyIsAnInertFeature() {
    let store = Store(initialState: Placeholder.State()) { Placeholder() }
    #expect(store.state == Placeholder.State())
  }

  @Test func reducerEnumStateAndActionHaveACasePerFeature() {
    let state = Destination.State.detail(Detail.State(title: "A"))
    #expect(state.detail?.title == "A")
    #expect(state.counter == nil)
    #expect(state[case: \.detail]?.title == "A")

    let action = Destination.Action.detail(.saveButtonTapped)
    #expect(action[case: \.detail] == .saveButtonTapped)
    let toast: Destination.Action = .toast(.undo)
    #expect(toast[case: \.toast] == .undo)
    let _: Destination.State = .toast(Toast(message: "Saved"))
    let _: Destination.State = .note("n")
    let _: Destination.State = .empty
  }

  @Test func reducerEnumBodyRunsEachFeatureOnItsCase() {
    let store = Store(initialState: Destination.State.detail(Detail.State(title: "A"))) {
      Destination.body
    }
    store.send(.detail(.saveButtonTapped))
    #expect(store.state.detail?.saves == 1)

    // The same reducer through an instance, as `Reducer` conformers are used.
    var state = Destination.State.counter(Counter.State())
    _ = Destination.counter(Counter()).reduce(into: &state, action: .counter(.incrementButtonTapped))
    #expect(state.counter?.count == 1)
  }

  @Test func reducerEnumBodyReportsAnActionForAnotherCase() {
    let store = Store(initialState: Destination.State.detail(Detail.State())) {
      Destination.body
    }
    withKnownIssue {
      store.send(.counter(.incrementButtonTapped))
    }
    #expect(store.state == .detail(Detail.State()))
  }

  @Test func storeCaseGivesAStoreForTheCurrentFeature() {
    let store = Store(initialState: Destination.State.detail(Detail.State(title: "A"))) {
      Destination.body
    }
    guard case let .detail(detailStore) = store.case else {
      Issue.record("Expected the detail case, got \(store.case)")
      return
    }
    #expect(detailStore.title == "A")
    detailStore.send(.saveButtonTapped)
    #expect(store.state.detail?.saves == 1)
  }

  @Test func storeCaseGivesTheStateOfCasesWithoutAReducer() {
    let toastStore = Store(initialState: Destination.State.toast(Toast(message: "Saved"))) {
      Destination.body
    }
    guard case let .toast(toast) = toastStore.case else {
      Issue.record("Expected the toast case")
      return
    }
    #expect(toast.message == "Saved")

    let emptyStore = Store(initialState: Destination.State.empty) { Destination.body }
    guard case .empty = emptyStore.case else {
      Issue.record("Expected the empty case")
      return
    }
  }
}

// MARK: - @ObservableState

@MainActor
@Suite struct ObservableStateMacroBehaviorTests {
  @Test func aChangeOfCountNotifiesAnObserverOfCountOnce() {
    var state = Counter.State()
    let changes = observe { _ = state.count }
    state.count = 1
    #expect(changes.value == 1)
    state.count = 2
    #expect(changes.value == 1, "withObservationTracking reports one change, then stops")
  }

  @Test func anInPlaceChangeOfCountNotifiesOnce() {
    var state = Counter.State()
    let changes = observe { _ = state.count }
    state.count += 1
    #expect(changes.value == 1)
  }

  @Test func aChangeOfAnotherFieldDoesNotNotify() {
    var state = Counter.State()
    let changes = observe { _ = state.count }
    state.text = "Hello"
    state.text += "!"
    #expect(changes.value == 0)
    state.count += 1
    #expect(changes.value == 1)
  }

  @Test func writingAnEqualValueDoesNotNotify() {
    var state = Counter.State(count: 3)
    let changes = observe { _ = state.count }
    state.count = 3
    state.count += 0
    #expect(changes.value == 0)
  }

  @Test func anIgnoredPropertyIsNotObserved() {
    var state = Tracked()
    let changes = observe { _ = state.scratch }
    state.scratch += 1
    #expect(changes.value == 0)
  }

  @Test func aStoreNotifiesAnObserverOfCountOnlyForCount() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let countChanges = observe { _ = store.count }
    store.send(.setText("Hello"))
    #expect(countChanges.value == 0)
    store.send(.incrementButtonTapped)
    #expect(countChanges.value == 1)
  }

  @Test func aChildChangeDoesNotNotifyAnObserverOfItsSibling() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let leftChanges = observe { _ = store.left.count }
    let rightChanges = observe { _ = store.right.count }
    store.send(.right(.incrementButtonTapped))
    #expect(leftChanges.value == 0)
    #expect(rightChanges.value == 1)
  }

  @Test func identityIsStableAcrossMutationAndCopies() {
    var state = Counter.State()
    let id = state._$id
    state.count += 1
    state.text = "Changed"
    #expect(state._$id == id)
    let copy = state
    #expect(copy._$id == id)
  }

  @Test func twoNewValuesHaveDifferentIdentities() {
    #expect(Counter.State()._$id != Counter.State()._$id)
    #expect(Counter.State() == Counter.State(), "identity does not take part in equality")
  }

  @Test func enumIdentityFollowsTheCaseAndItsPayload() {
    let detail = Detail.State(title: "A")
    var state = Destination.State.detail(detail)
    #expect(state._$id == Destination.State.detail(detail)._$id)
    #expect(state._$id != Destination.State.detail(Detail.State(title: "A"))._$id)
    state = .empty
    #expect(state._$id == Destination.State.empty._$id)
    #expect(Destination.State.empty._$id != Destination.State.note("")._$id)
  }

  @Test func dumpsShowDeclaredNames() {
    let state = Presenter.State(destination: .detail(Detail.State(title: "A")))
    let dumped = String(customDumping: Counter.State(count: 7, text: "Hi"))
    #expect(dumped.contains("count: 7"))
    #expect(dumped.contains(#"text: "Hi""#))
    #expect(!dumped.contains("_count"))
    #expect(!dumped.contains("_$observationRegistrar"))

    let presented = String(customDumping: state)
    #expect(presented.contains("destination: .detail("))
    #expect(presented.contains(#"title: "A""#))
    #expect(!presented.contains("_destination"))
    #expect(!presented.contains("_$observationRegistrar"))

    let printed = String(describing: Counter.State(count: 7))
    #expect(printed.contains("count: 7"))
    #expect(!printed.contains("_count"))
  }

  @Test func diffsShowDeclaredNames() throws {
    let difference = try #require(
      diff(Counter.State(count: 1), Counter.State(count: 2))
    )
    #expect(difference.contains("-   count: 1"))
    #expect(difference.contains("+   count: 2"))
    #expect(!difference.contains("_count"))
  }

  @Test func dumpingDoesNotRegisterObservations() {
    var state = Counter.State()
    let changes = observe { _ = String(customDumping: state) }
    state.count += 1
    #expect(changes.value == 0)
  }
}

/// State with an ignored property, for ``ObservableStateMacroBehaviorTests``.
@ObservableState
private struct Tracked {
  var count = 0
  @ObservationStateIgnored var scratch = 0
}

// MARK: - @Presents

@MainActor
@Suite struct PresentsMacroBehaviorTests {
  @Test func presentsStoresTheChildInPresentationState() {
    var state = Presenter.State()
    #expect(state.destination == nil)
    #expect(state.$destination.wrappedValue == nil)
    state.destination = .detail(Detail.State(title: "A"))
    #expect(state.$destination.wrappedValue == .detail(Detail.State(title: "A")))
    state.$destination = PresentationState(wrappedValue: nil)
    #expect(state.destination == nil)
  }

  @Test func presentingAndDismissingNotifyObserversOfTheProperty() {
    var state = Presenter.State()
    let presentation = observe { _ = state.destination }
    state.destination = .detail(Detail.State())
    #expect(presentation.value == 1)

    let dismissal = observe { _ = state.destination }
    state.destination = nil
    #expect(dismissal.value == 1)
  }

  @Test func aChangeInsideThePresentedChildDoesNotNotifyObserversOfThePresentation() {
    var state = Presenter.State(destination: .detail(Detail.State()))
    let presentation = observe { _ = state.destination }
    let title = observe { _ = state.title }
    state.destination?.modify(\.detail) { $0.saves += 1 }
    #expect(presentation.value == 0)
    state.$destination[case: \.detail]?.saves += 1
    #expect(state.destination?.detail?.saves == 2)
    #expect(presentation.value == 0)
    #expect(title.value == 0)
  }
}
