import AsyncTestSupport
import Clocks
import Testing

@testable import ComposableArchitecture

/// A feature whose timer ticks every second, and which can present a child timer of its own.
struct Ticker: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var ticks = 0
    // An array gives the indirection that lets a ticker hold a ticker.
    var child: Ticker.State? {
      get { _child.first }
      set { _child = newValue.map { [$0] } ?? [] }
    }
    private var _child: [Ticker.State] = []
    init(id: Int = 0, ticks: Int = 0) {
      self.id = id
      self.ticks = ticks
    }
  }
  @CasePathable
  indirect enum Action: Equatable {
    case start, stop, tick, presentChild, dismissChild
    case child(Action)
  }
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
      case .presentChild:
        state.child = Ticker.State()
        return .none
      case .dismissChild:
        state.child = nil
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(\.child, action: \.child) {
      Ticker(clock: clock)
    }
  }
}

private struct ScopeParent: Reducer {
  struct State: Equatable {
    var child = Tally.State()
    var log: [Int] = []
  }
  @CasePathable enum Action: Equatable { case child(Tally.Action) }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.log.append(state.child.count)
      return .none
    }
    Scope(state: \.child, action: \.child) { Tally() }
    Reduce { state, _ in
      state.log.append(state.child.count)
      return .none
    }
  }
}

private struct EnumScopeFeature: Reducer {
  @CasePathable enum State: Equatable { case counter(Tally.State), empty }
  @CasePathable enum Action: Equatable { case counter(Tally.Action), clear }
  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { Tally() }
    Reduce { state, action in
      if case .clear = action { state = .empty }
      return .none
    }
  }
}

private struct IfLetOrderFeature: Reducer {
  struct State: Equatable {
    var child: Tally.State? = Tally.State()
    var seenByParent: Int?
  }
  @CasePathable enum Action: Equatable { case child(Tally.Action) }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.seenByParent = state.child?.count
      state.child = nil
      return .none
    }
    .ifLet(\.child, action: \.child) { Tally() }
  }
}

private struct ReplacingFeature: Reducer {
  struct State: Equatable { var child: Ticker.State? }
  @CasePathable enum Action: Equatable { case child(Ticker.Action), replace(id: Int) }
  let clock: CountingTestClock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .replace(id) = action { state.child = Ticker.State(id: id) }
      return .none
    }
    .ifLet(\.child, action: \.child) { Ticker(clock: clock) }
  }
}

private struct SiblingsFeature: Reducer {
  struct State: Equatable {
    var left: Ticker.State? = Ticker.State()
    var right: Ticker.State? = Ticker.State()
  }
  @CasePathable enum Action: Equatable { case left(Ticker.Action), right(Ticker.Action) }
  let clock: CountingTestClock
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.left, action: \.left) { Ticker(clock: clock) }
      .ifLet(\.right, action: \.right) { Ticker(clock: clock) }
  }
}

private struct IfCaseLetFeature: Reducer {
  @CasePathable enum State: Equatable { case ticker(Ticker.State), idle }
  @CasePathable enum Action: Equatable { case ticker(Ticker.Action), stopAll }
  let clock: CountingTestClock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .stopAll = action { state = .idle }
      return .none
    }
    .ifCaseLet(\.ticker, action: \.ticker) { Ticker(clock: clock) }
  }
}

@MainActor
@Suite struct ChildReducerTests {
  @Test func scopeRunsTheChildOnItsStateThenTheParent() {
    let store = Store(initialState: ScopeParent.State()) { ScopeParent() }
    store.send(.child(.increment))
    #expect(store.state.log == [0, 1])
  }

  @Test func scopeOnAnEnumCase() {
    let store = Store(initialState: EnumScopeFeature.State.counter(Tally.State())) {
      EnumScopeFeature()
    }
    store.send(.counter(.increment))
    #expect(store.state == .counter(Tally.State(count: 1)))
    store.send(.clear)
    withKnownIssue {
      store.send(.counter(.increment))
    } matching: {
      issueMatching(
        "A \"Scope\" at \"ComposableArchitectureTests/ChildReducerTests.swift:",
        "received a child action when child state was set to a different case",
        "Action:", "EnumScopeFeature.Action.counter(.increment)", "State:",
        "EnumScopeFeature.State.empty"
      )($0)
    }
    #expect(store.state == .empty)
  }

  @Test func ifLetRunsTheChildBeforeTheParent() {
    let store = Store(initialState: IfLetOrderFeature.State()) { IfLetOrderFeature() }
    store.send(.child(.increment))
    // The child incremented before the parent read it and set it to nil.
    #expect(store.seenByParent == 1)
    #expect(store.child == nil)
  }

  @Test func childSetToNilCancelsItsTimer() async {
    let clock = CountingTestClock()
    let store = Store(initialState: Ticker.State()) { Ticker(clock: clock) }
    store.send(.presentChild)
    store.send(.child(.start))
    await clock.advance(by: .seconds(1), afterSleeps: 1)
    await settle { store.child?.ticks == 1 }
    store.send(.dismissChild)
    // The child's effects were cancelled with it; advancing the clock delivers nothing (a tick
    // for a nil child would be reported as an issue).
    await clock.advance(by: .seconds(5))
    await settle { store.runningEffectCount == 0 }
    #expect(store.isCancellationRegistryEmpty)
  }

  @Test func grandchildEffectsAreCancelledWithTheChild() async {
    let clock = CountingTestClock()
    let store = Store(initialState: Ticker.State()) { Ticker(clock: clock) }
    store.send(.presentChild)
    store.send(.child(.presentChild))
    store.send(.child(.child(.start)))
    await clock.advance(by: .seconds(1), afterSleeps: 1)
    await settle { store.child?.child?.ticks == 1 }
    store.send(.dismissChild)
    await clock.advance(by: .seconds(5))
    await settle { store.runningEffectCount == 0 }
    #expect(store.isCancellationRegistryEmpty)
  }

  @Test func replacingTheChildCancelsTheEffectsOfThePreviousOne() async {
    let clock = CountingTestClock()
    let store = Store(initialState: ReplacingFeature.State(child: Ticker.State(id: 1))) {
      ReplacingFeature(clock: clock)
    }
    store.send(.child(.start))
    await settle { clock.activeSleeps == 1 }
    store.send(.replace(id: 2))
    await clock.advance(by: .seconds(3))
    await settle { store.runningEffectCount == 0 }
    #expect(store.child == Ticker.State(id: 2))
  }

  @Test func siblingsSharingACancelIDAreIsolated() async {
    let clock = CountingTestClock()
    let store = Store(initialState: SiblingsFeature.State()) { SiblingsFeature(clock: clock) }
    store.send(.left(.start))
    store.send(.right(.start))
    await settle { clock.activeSleeps == 2 }
    // Both children use `CancelID.timer`; stopping the left one must not stop the right one.
    store.send(.left(.stop))
    await settle { clock.activeSleeps == 1 }
    await clock.advance(by: .seconds(1))
    await settle { store.right?.ticks == 1 }
    await clock.advance(by: .seconds(1), afterSleeps: 1)
    await settle { store.right?.ticks == 2 }
    #expect(store.left?.ticks == 0)
    store.send(.right(.stop))
    await settle { store.runningEffectCount == 0 }
    #expect(store.isCancellationRegistryEmpty)
  }

  @Test func childActionWhileChildIsNilIsReported() {
    let store = Store(initialState: Parent.State()) { Parent() }
    withKnownIssue {
      store.send(.optionalChild(.increment))
    } matching: {
      issueMatching(
        "An \"ifLet\" at \"ComposableArchitectureTests/StoreTests.swift:",
        "received a child action when child state was \"nil\"",
        "Parent.Action.optionalChild(.increment)"
      )($0)
    }
  }

  @Test func ifCaseLetRunsTheChildOnlyInItsCase() async {
    let clock = CountingTestClock()
    let store = Store(initialState: IfCaseLetFeature.State.ticker(Ticker.State())) {
      IfCaseLetFeature(clock: clock)
    }
    store.send(.ticker(.start))
    await clock.advance(by: .seconds(1), afterSleeps: 1)
    await settle { store.state == .ticker(Ticker.State(ticks: 1)) }
    store.send(.stopAll)
    await clock.advance(by: .seconds(3))
    await settle { store.runningEffectCount == 0 }
    #expect(store.state == .idle)
    withKnownIssue {
      store.send(.ticker(.tick))
    } matching: {
      issueMatching(
        "An \"ifCaseLet\" at", "set to a different case", "IfCaseLetFeature.Action.ticker(.tick)")(
          $0)
    }
  }
}

@MainActor
@Suite struct ForEachReducerTests {
  struct Rows: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Ticker.State> = [Ticker.State(id: 1), Ticker.State(id: 2)]
      var log: [String] = []
    }
    @CasePathable enum Action: Equatable {
      case rows(IdentifiedActionOf<Ticker>)
      case remove(id: Int)
    }
    let clock: CountingTestClock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .rows(.element(id, _)):
          state.log.append("parent saw \(id) with \(state.rows[id: id]?.ticks ?? -1) ticks")
        case let .remove(id):
          state.rows.remove(id: id)
        }
        return .none
      }
      .forEach(\.rows, action: \.rows) { Ticker(clock: clock) }
    }
  }

  @Test func elementRunsBeforeParent() {
    let store = Store(initialState: Rows.State()) { Rows(clock: CountingTestClock()) }
    store.send(.rows(.element(id: 2, action: .tick)))
    #expect(store.rows[id: 2]?.ticks == 1)
    #expect(store.log == ["parent saw 2 with 1 ticks"])
  }

  @Test func forEachCancelsOnlyTheRemovedElementsEffects() async {
    let clock = CountingTestClock()
    let store = Store(initialState: Rows.State()) { Rows(clock: clock) }
    store.send(.rows(.element(id: 1, action: .start)))
    store.send(.rows(.element(id: 2, action: .start)))
    await settle { clock.activeSleeps == 2 }
    store.send(.remove(id: 1))
    await settle { clock.activeSleeps == 1 }
    await clock.advance(by: .seconds(1))
    await settle { store.rows[id: 2]?.ticks == 1 }
    await clock.advance(by: .seconds(1), afterSleeps: 1)
    await settle { store.rows[id: 2]?.ticks == 2 }
    #expect(store.rows.ids == [2])
    store.send(.rows(.element(id: 2, action: .stop)))
    await settle { store.runningEffectCount == 0 }
    #expect(store.isCancellationRegistryEmpty)
  }

  @Test func siblingElementsSharingACancelIDAreIsolated() async {
    let clock = CountingTestClock()
    let store = Store(initialState: Rows.State()) { Rows(clock: clock) }
    store.send(.rows(.element(id: 1, action: .start)))
    store.send(.rows(.element(id: 2, action: .start)))
    await settle { clock.activeSleeps == 2 }
    store.send(.rows(.element(id: 1, action: .stop)))
    await settle { clock.activeSleeps == 1 }
    await clock.advance(by: .seconds(1))
    await settle { store.rows[id: 2]?.ticks == 1 }
    #expect(store.rows[id: 1]?.ticks == 0)
    store.send(.rows(.element(id: 2, action: .stop)))
    await settle { store.runningEffectCount == 0 }
  }

  @Test func actionForAMissingElementIsReported() {
    let store = Store(initialState: Rows.State()) { Rows(clock: CountingTestClock()) }
    withKnownIssue {
      store.send(.rows(.element(id: 99, action: .tick)))
    } matching: {
      issueMatching(
        "A \"forEach\" at \"ComposableArchitectureTests/ChildReducerTests.swift:",
        "received an action for a missing element",
        "Rows.Action.rows(.element(id:, action: .tick))"
      )($0)
    }
    #expect(store.log == ["parent saw 99 with -1 ticks"])
  }

  @Test func caseKeyPathAddressesAnElementByID() {
    let path: CaseKeyPath<Rows.Action, Ticker.Action> = \.rows[id: 2]
    let action = path(.tick)
    #expect(action == .rows(.element(id: 2, action: .tick)))
    #expect(action[case: \.rows[id: 2]] == .tick)
    #expect(action[case: \.rows[id: 1]] == nil)
  }
}
