import ComposableArchitecture
import Testing

// Compile-and-run tests of the macros: the features below are written as TCA 1.x feature code
// is, and the tests pin down what the generated code does at run time.

// MARK: - Features

@Reducer
private struct MacroCounter {
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
private struct MacroSiblings {
  @ObservableState
  struct State: Equatable {
    var left = MacroCounter.State()
    var right = MacroCounter.State()
    var childActions = 0
  }
  enum Action {
    case left(MacroCounter.Action)
    case right(MacroCounter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) {
      MacroCounter()
    }
    Scope(state: \.right, action: \.right) {
      MacroCounter()
    }
    Reduce { state, action in
      state.childActions += 1
      return .none
    }
  }
}

@Reducer
private struct MacroDetail {
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
/// `MacroToast.Action`.
private struct MacroToast: Equatable {
  typealias Action = MacroToastAction
  var message: String
}

private enum MacroToastAction: Equatable {
  case undo
}

@Reducer
private enum MacroDestination {
  case counter(MacroCounter)
  case detail(MacroDetail)
  @ReducerCaseEphemeral
  case toast(MacroToast)
  @ReducerCaseIgnored
  case note(String)
  case empty
}

/// A feature that leaves out `State`, `Action` and `body`.
@Reducer
private struct MacroPlaceholder {}

@Reducer
private struct MacroPresenter {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: MacroDestination.State?
    var title = "MacroPresenter"
  }
  enum Action {
    case destination(MacroDestination.Action)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

extension MacroDestination.State: Equatable {}

/// Counts `onChange` calls of `withObservationTracking`, which may come from any thread.
private final class ChangeCounter: Sendable {
  private let count = LockIsolated(0)
  var value: Int { count.value }
  func increment() { count.withValue { $0 += 1 } }
}

/// Tracks the reads in `read` and returns a counter of the changes reported for them.
private func trackChanges(_ read: () -> Void) -> ChangeCounter {
  let counter = ChangeCounter()
  withObservationTracking(read) { counter.increment() }
  return counter
}

// MARK: - @Reducer

@MainActor
@Suite struct ReducerMacroBehaviorTests {
  @Test func reducerStructRunsInAStore() {
    let store = Store(initialState: MacroCounter.State()) { MacroCounter() }
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    store.send(.decrementButtonTapped)
    #expect(store.count == 1)
  }

  @Test func reducerStructActionHasCaseKeyPaths() {
    let path: CaseKeyPath<MacroSiblings.Action, MacroCounter.Action> = \.left
    let action = path(.incrementButtonTapped)
    #expect(action[case: \.left] == .incrementButtonTapped)
    #expect(action[case: \.right] == nil)

    let store = Store(initialState: MacroSiblings.State()) { MacroSiblings() }
    store.send(.left(.incrementButtonTapped))
    #expect(store.left.count == 1)
    #expect(store.right.count == 0)
    #expect(store.childActions == 1)
  }

  @Test func reducerStructWithoutStateActionOrBodyIsAnInertFeature() {
    let store = Store(initialState: MacroPlaceholder.State()) { MacroPlaceholder() }
    #expect(store.state == MacroPlaceholder.State())
  }

  @Test func reducerEnumStateAndActionHaveACasePerFeature() {
    let state = MacroDestination.State.detail(MacroDetail.State(title: "A"))
    #expect(state.detail?.title == "A")
    #expect(state.counter == nil)
    #expect(state[case: \.detail]?.title == "A")

    let action = MacroDestination.Action.detail(.saveButtonTapped)
    #expect(action[case: \.detail] == .saveButtonTapped)
    let toast: MacroDestination.Action = .toast(.undo)
    #expect(toast[case: \.toast] == .undo)
    let _: MacroDestination.State = .toast(MacroToast(message: "Saved"))
    let _: MacroDestination.State = .note("n")
    let _: MacroDestination.State = .empty
  }

  @Test func reducerEnumBodyRunsEachFeatureOnItsCase() {
    let store = Store(initialState: MacroDestination.State.detail(MacroDetail.State(title: "A"))) {
      MacroDestination.body
    }
    store.send(.detail(.saveButtonTapped))
    #expect(store.state.detail?.saves == 1)

    // The same reducer through an instance, as `Reducer` conformers are used.
    var state = MacroDestination.State.counter(MacroCounter.State())
    _ = MacroDestination.counter(MacroCounter()).reduce(
      into: &state, action: .counter(.incrementButtonTapped))
    #expect(state.counter?.count == 1)
  }

  @Test func reducerEnumBodyReportsAnActionForAnotherCase() {
    let store = Store(initialState: MacroDestination.State.detail(MacroDetail.State())) {
      MacroDestination.body
    }
    withKnownIssue {
      store.send(.counter(.incrementButtonTapped))
    }
    #expect(store.state == .detail(MacroDetail.State()))
  }

  @Test func storeCaseGivesAStoreForTheCurrentFeature() {
    let store = Store(initialState: MacroDestination.State.detail(MacroDetail.State(title: "A"))) {
      MacroDestination.body
    }
    guard case let .detail(detailStore) = store.case else {
      Issue.record("Expected the detail case, got \(store.case)")
      return
    }
    #expect(detailStore.title == "A")
    detailStore.send(.saveButtonTapped)
    #expect(store.state.detail?.saves == 1)
  }

  @Test func storeCaseReachesEachCaseAsAMember() {
    let store = Store(initialState: MacroDestination.State.detail(MacroDetail.State(title: "A"))) {
      MacroDestination.body
    }
    // `CaseScope` is case-pathable: a case is an optional member, as in TCA.
    #expect(store.case.detail?.title == "A")
    #expect(store.case.counter == nil)
    store.case.detail?.send(.saveButtonTapped)
    #expect(store.state.detail?.saves == 1)
  }

  @Test func storeCaseOfAnIgnoredCaseWithDeclaredActionsIsAStore() {
    let store = Store(
      initialState: MacroExplicitDestination.State.alert(AlertState { TextState("Delete?") })
    ) {
      MacroExplicitDestination.body
    }
    guard case let .alert(alertStore) = store.case else {
      Issue.record("Expected the alert case, got \(store.case)")
      return
    }
    #expect(alertStore.state.title == TextState("Delete?"))
    let sent = store.case.alert
    #expect(sent === alertStore, "the case's store is the scoped store, cached")
  }

  @Test func storeCaseGivesTheStateOfCasesWithoutAReducer() {
    let toastStore = Store(initialState: MacroDestination.State.toast(MacroToast(message: "Saved")))
    {
      MacroDestination.body
    }
    guard case let .toast(toast) = toastStore.case else {
      Issue.record("Expected the toast case")
      return
    }
    #expect(toast.message == "Saved")

    let emptyStore = Store(initialState: MacroDestination.State.empty) { MacroDestination.body }
    guard case .empty = emptyStore.case else {
      Issue.record("Expected the empty case")
      return
    }
  }
}

/// SyncUps' destination: an alert whose actions the enum's own `Action` declares.
@Reducer
private enum MacroExplicitDestination {
  @ReducerCaseIgnored
  case alert(AlertState<Alert>)
  case detail(MacroDetail)

  @CasePathable
  enum Action {
    case alert(Alert)
    case detail(MacroDetail.Action)
  }

  enum Alert: Equatable { case confirm }
}

// MARK: - @ObservableState

@MainActor
@Suite struct ObservableStateMacroBehaviorTests {
  @Test func aChangeOfCountNotifiesAnObserverOfCountOnce() {
    var state = MacroCounter.State()
    let changes = trackChanges { _ = state.count }
    state.count = 1
    #expect(changes.value == 1)
    state.count = 2
    #expect(changes.value == 1, "withObservationTracking reports one change, then stops")
  }

  @Test func anInPlaceChangeOfCountNotifiesOnce() {
    var state = MacroCounter.State()
    let changes = trackChanges { _ = state.count }
    state.count += 1
    #expect(changes.value == 1)
  }

  @Test func aChangeOfAnotherFieldDoesNotNotify() {
    var state = MacroCounter.State()
    let changes = trackChanges { _ = state.count }
    state.text = "Hello"
    state.text += "!"
    #expect(changes.value == 0)
    state.count += 1
    #expect(changes.value == 1)
  }

  @Test func writingAnEqualValueDoesNotNotify() {
    var state = MacroCounter.State(count: 3)
    let changes = trackChanges { _ = state.count }
    state.count = 3
    state.count += 0
    #expect(changes.value == 0)
  }

  @Test func anIgnoredPropertyIsNotObserved() {
    var state = MacroTracked()
    let changes = trackChanges { _ = state.scratch }
    state.scratch += 1
    #expect(changes.value == 0)
  }

  @Test func aStoreNotifiesAnObserverOfCountOnlyForCount() {
    let store = Store(initialState: MacroCounter.State()) { MacroCounter() }
    let countChanges = trackChanges { _ = store.count }
    store.send(.setText("Hello"))
    #expect(countChanges.value == 0)
    store.send(.incrementButtonTapped)
    #expect(countChanges.value == 1)
  }

  @Test func aChildChangeDoesNotNotifyAnObserverOfItsSibling() {
    let store = Store(initialState: MacroSiblings.State()) { MacroSiblings() }
    let leftChanges = trackChanges { _ = store.left.count }
    let rightChanges = trackChanges { _ = store.right.count }
    store.send(.right(.incrementButtonTapped))
    #expect(leftChanges.value == 0)
    #expect(rightChanges.value == 1)
  }

  @Test func identityIsStableAcrossMutationAndCopies() {
    var state = MacroCounter.State()
    let id = state._$id
    state.count += 1
    state.text = "Changed"
    #expect(state._$id == id)
    let copy = state
    #expect(copy._$id == id)
  }

  @Test func twoNewValuesHaveDifferentIdentities() {
    #expect(MacroCounter.State()._$id != MacroCounter.State()._$id)
    #expect(MacroCounter.State() == MacroCounter.State(), "identity does not take part in equality")
  }

  @Test func enumIdentityFollowsTheCaseAndItsPayload() {
    let detail = MacroDetail.State(title: "A")
    var state = MacroDestination.State.detail(detail)
    #expect(state._$id == MacroDestination.State.detail(detail)._$id)
    #expect(state._$id != MacroDestination.State.detail(MacroDetail.State(title: "A"))._$id)
    state = .empty
    #expect(state._$id == MacroDestination.State.empty._$id)
    #expect(MacroDestination.State.empty._$id != MacroDestination.State.note("")._$id)
  }

  @Test func dumpsShowDeclaredNames() {
    let state = MacroPresenter.State(destination: .detail(MacroDetail.State(title: "A")))
    let dumped = String(customDumping: MacroCounter.State(count: 7, text: "Hi"))
    #expect(dumped.contains("count: 7"))
    #expect(dumped.contains(#"text: "Hi""#))
    #expect(!dumped.contains("_count"))
    #expect(!dumped.contains("_$observationRegistrar"))

    let presented = String(customDumping: state)
    #expect(presented.contains("destination: .detail("))
    #expect(presented.contains(#"title: "A""#))
    #expect(!presented.contains("_destination"))
    #expect(!presented.contains("_$observationRegistrar"))

    let printed = String(describing: MacroCounter.State(count: 7))
    #expect(printed.contains("count: 7"))
    #expect(!printed.contains("_count"))
  }

  @Test func diffsShowDeclaredNames() throws {
    let difference = try #require(
      diff(MacroCounter.State(count: 1), MacroCounter.State(count: 2))
    )
    #expect(difference.contains("-   count: 1"))
    #expect(difference.contains("+   count: 2"))
    #expect(!difference.contains("_count"))
  }

  @Test func dumpingDoesNotRegisterObservations() {
    var state = MacroCounter.State()
    let changes = trackChanges { _ = String(customDumping: state) }
    state.count += 1
    #expect(changes.value == 0)
  }
}

/// State with an ignored property, for ``ObservableStateMacroBehaviorTests``.
@ObservableState
private struct MacroTracked {
  var count = 0
  @ObservationStateIgnored var scratch = 0
}

// MARK: - @Presents

@MainActor
@Suite struct PresentsMacroBehaviorTests {
  @Test func presentsStoresTheChildInPresentationState() {
    var state = MacroPresenter.State()
    #expect(state.destination == nil)
    #expect(state.$destination.wrappedValue == nil)
    state.destination = .detail(MacroDetail.State(title: "A"))
    #expect(state.$destination.wrappedValue == .detail(MacroDetail.State(title: "A")))
    state.$destination = PresentationState(wrappedValue: nil)
    #expect(state.destination == nil)
  }

  @Test func presentingAndDismissingNotifyObserversOfTheProperty() {
    var state = MacroPresenter.State()
    let presentation = trackChanges { _ = state.destination }
    state.destination = .detail(MacroDetail.State())
    #expect(presentation.value == 1)

    let dismissal = trackChanges { _ = state.destination }
    state.destination = nil
    #expect(dismissal.value == 1)
  }

  @Test func aChangeInsideThePresentedChildDoesNotNotifyObserversOfThePresentation() {
    var state = MacroPresenter.State(destination: .detail(MacroDetail.State()))
    let presentation = trackChanges { _ = state.destination }
    let title = trackChanges { _ = state.title }
    state.destination?.modify(\.detail) { $0.saves += 1 }
    #expect(presentation.value == 0)
    state.$destination[case: \.detail]?.saves += 1
    #expect(state.destination?.detail?.saves == 2)
    #expect(presentation.value == 0)
    #expect(title.value == 0)
  }
}

/// The case paths `@Reducer` generates for a feature's actions extract and embed exactly as the
/// general case paths do.
@Reducer
private struct CaseAccessFeature {
  struct State: Equatable {}
  enum Action: Equatable {
    case tapped
    case child(Int)
    case labeled(value: String)
    case element(id: Int, action: Bool)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@Suite struct CaseAccessTests {
  @Test func generatedCasePathsMatchTheirCases() throws {
    typealias Action = CaseAccessFeature.Action
    let table: any _CasePathTable.Type = Action.self

    let child = try #require(table._$casePath(\Action.Cases.child) as? AnyCasePath<Action, Int>)
    #expect(child.embed(3) == .child(3))
    #expect(child.extract(from: .child(3)) == 3)
    #expect(child.extract(from: .tapped) == nil)

    let tapped = try #require(table._$casePath(\Action.Cases.tapped) as? AnyCasePath<Action, Void>)
    #expect(tapped.embed(()) == .tapped)
    #expect(tapped.extract(from: .tapped) != nil)
    #expect(tapped.extract(from: .child(1)) == nil)

    let labeled = try #require(
      table._$casePath(\Action.Cases.labeled) as? AnyCasePath<Action, String>
    )
    #expect(labeled.embed("x") == .labeled(value: "x"))

    let element = try #require(
      table._$casePath(\Action.Cases.element) as? AnyCasePath<Action, (id: Int, action: Bool)>
    )
    #expect(element.embed((id: 1, action: true)) == .element(id: 1, action: true))
    #expect(element.extract(from: .element(id: 2, action: false))?.id == 2)

    #expect(table._$casePath(\Int.self) == nil)
  }
}

// MARK: - Features whose domain is written out

/// A generic reducer whose `body` names its state and action: `@Reducer` must not add empty
/// `State` and `Action` types of its own.
@Reducer
private struct MacroCounting<Base: Reducer> {
  let base: Base
  var body: some Reducer<Base.State, Base.Action> {
    base
  }
}

/// A path whose `meeting` case holds several values: state only, with no action.
@Reducer
private enum MacroPath {
  case detail(MacroDetail)
  case meeting(String, attendees: Int)
}

@MainActor
@Suite struct ExplicitDomainMacroTests {
  @Test func aGenericReducerKeepsTheDomainItsBodyNames() {
    let store = Store(initialState: MacroCounter.State()) {
      MacroCounting(base: MacroCounter())
    }
    store.send(.incrementButtonTapped)
    #expect(store.count == 1)
    let _: MacroCounting<MacroCounter>.State.Type = MacroCounter.State.self
  }

  @Test func aCaseWithSeveralValuesIsStateOnly() {
    let store = Store(initialState: MacroPath.State.meeting("Standup", attendees: 3)) {
      MacroPath.body
    }
    guard case let .meeting(title, attendees) = store.case else {
      Issue.record("Expected the meeting case, got \(store.case)")
      return
    }
    #expect(title == "Standup")
    #expect(attendees == 3)
    #expect(MacroPath.State.meeting("A", attendees: 1).meeting?.attendees == 1)
    // The only actions are the detail feature's.
    let action: MacroPath.Action = .detail(.saveButtonTapped)
    #expect(action[case: \.detail] == .saveButtonTapped)
  }
}
