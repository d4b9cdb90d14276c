import Testing

@testable import ComposableArchitecture

@MainActor
@Suite struct StoreTests {
  @Test func lotsOfSynchronousActions() {
    // 100,000 actions fed back with `.send`: the loop is iterative, so the stack does not grow.
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state = action
        return action < 100_000 ? .send(action + 1) : .none
      }
    }
    store.send(0)
    #expect(store.state == 100_000)
  }

  @Test func bufferedActionsAreProcessedFirstInFirstOut() {
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        switch action {
        case "a": return .merge(.send("b"), .send("c"))
        case "b": return .send("d")
        default: return .none
        }
      }
    }
    store.send("a")
    // "d" was fed back by "b", after "c" was already waiting.
    #expect(store.state == ["a", "b", "c", "d"])
  }

  @Test func reentrantSendIsReportedThenBufferedAndProcessedAfterTheCurrentAction() {
    final class Box { var store: Store<[String], String>? }
    let box = Box()
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append("begin \(action)")
        if action == "outer" {
          // A synchronous observer of state might send while the reducer runs.
          box.store?.send("inner")
        }
        state.append("end \(action)")
        return .none
      }
    }
    box.store = store
    withKnownIssue {
      store.send("outer")
    } matching: {
      issueMatching(
        """
        Sent 'String' while an action was being processed.

        Reentrant actions are undefined and will be a precondition failure in a future version \
        of the library.
        """
      )($0)
    }
    #expect(store.state == ["begin outer", "end outer", "begin inner", "end inner"])
  }

  @available(*, deprecated)
  @Test func sendFromAnObserverOfTheStateIsReentrant() {
    // TCA's testBufferedActionProcessing: `ifLet(then:)` hears of the child state during the
    // parent's action, and its store sends to the child right away.
    struct ChildState: Equatable { var count: Int? }
    struct ParentState: Equatable {
      var count: Int?
      var child: ChildState?
    }
    enum ParentAction: Equatable {
      case button
      case child(Int?)
    }
    var handledActions: [ParentAction] = []
    let parentStore = Store(initialState: ParentState()) {
      Reduce<ParentState, ParentAction> { state, action in
        handledActions.append(action)
        switch action {
        case .button:
          state.child = ChildState(count: nil)
        case let .child(count):
          state.count = count
          state.child?.count = count
        }
        return .none
      }
    }
    let cancellable =
      parentStore
      .scope(state: { $0.child }, action: { ParentAction.child($0) })
      .ifLet { childStore in childStore.send(2) }
    withKnownIssue {
      parentStore.send(.button)
    } matching: {
      issueMatching("Reentrant actions are undefined")($0)
    }
    #expect(handledActions == [.button, .child(2)])
    // Sends from effects, and sends outside of any action, are not reentrant.
    parentStore.send(.child(3))
    #expect(parentStore.state.count == 3)
    _ = cancellable
  }

  @Test func sendFromACompletedEffectIsReported() async {
    enum Action { case tap, response }
    let responded = AsyncStream.makeStream(of: Void.self)
    let escaped = LockIsolated<Send<Action>?>(nil)
    let store = Store(initialState: 0) {
      Reduce<Int, Action> { state, action in
        switch action {
        case .tap:
          return .run { send in escaped.setValue(send) }
        case .response:
          state += 1
          responded.continuation.yield()
          return .none
        }
      }
    }
    await store.send(.tap).finish()
    await withKnownIssue {
      await escaped.value?(.response)
    } matching: {
      issueMatching(
        """
        An action was sent from a completed effect.

          Action:
            StoreTests.Action.response

          Effect returned from:
            StoreTests.Action.tap

        Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
        completed. This can happen if you escape the 'send' argument in an unstructured context.

        To fix this, make sure that your 'run' closure does not return until you're done calling \
        'send'.
        """
      )($0)
    }
    // Reported, and still sent, as in TCA.
    #expect(store.state == 1)
  }

  @Test func builderEffectsAreMergedNotConcatenated() async {
    // Two reducers in a builder each start an effect that waits for the other: if they were
    // concatenated, the first would wait forever.
    let first = AsyncStream.makeStream(of: Void.self)
    let second = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        guard action == "start" else {
          state.append(action)
          return .none
        }
        return .run { send in
          second.continuation.yield()
          for await _ in first.stream { break }
          await send("first done")
        }
      }
      Reduce<[String], String> { state, action in
        guard action == "start" else { return .none }
        return .run { send in
          first.continuation.yield()
          for await _ in second.stream { break }
          await send("second done")
        }
      }
    }
    await store.send("start").finish()
    #expect(Set(store.state) == ["first done", "second done"])
  }

  @Test func concatenateRunsEffectsOneAfterAnother() async {
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        guard action == "start" else { return .none }
        return .concatenate(
          .send("1"),
          .run { send in
            await Task.yield()
            await send("2")
          },
          .send("3"),
          .run { send in await send("4") }
        )
      }
    }
    await store.send("start").finish()
    #expect(store.state == ["start", "1", "2", "3", "4"])
  }

  @Test func mapTransformsEffectActions() async {
    let store = Store(initialState: [Int]()) {
      Reduce<[Int], Int> { state, action in
        state.append(action)
        guard action == 1 else { return .none }
        return Effect<Int>.merge(.send(2), .run { send in await send(3) }).map { $0 * 10 }
      }
    }
    await store.send(1).finish()
    #expect(store.state == [1, 20, 30])
  }

  @Test func scopedStoresAreCachedAndReadThroughTheRoot() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.child, action: \.child)
    #expect(child === store.scope(state: \.child, action: \.child))
    child.send(.increment)
    #expect(store.child.count == 1)
    #expect(child.count == 1)
    #expect(child.withState(\.count) == 1)

    let grandchild = child.scope(state: \.self, action: \.self)
    grandchild.send(.increment)
    #expect(store.state.child.count == 2)
  }

  @Test func optionalScopeIsNilWhenStateIsNil() {
    let store = Store(initialState: Parent.State()) { Parent() }
    #expect(store.scope(state: \.optionalChild, action: \.optionalChild) == nil)
    store.send(.presentOptionalChild)
    let child = store.scope(state: \.optionalChild, action: \.optionalChild)
    #expect(child != nil)
    child?.send(.increment)
    child?.send(.increment)
    #expect(store.optionalChild?.count == 2)
    store.send(.child(.increment))
    store.send(.dismissOptionalChild)
    // A store scoped while the child existed keeps answering with the last state it saw.
    #expect(child?.count == 2)
  }

  @Test func actionSentByAPublisherDuringReduceWaitsForIt() async {
    // A reducer that makes a subscribed publisher emit while it runs: the emitted action is
    // processed after the reducer returns, against the state the reducer left.
    struct State: Equatable {
      var isOn = false
      var countedWhileOn = 0
      var emitted = 0
    }
    enum Action { case subscribe, emitted, tap }
    let subject = PassthroughSubject<Void, Never>()
    let store = Store(initialState: State()) {
      Reduce<State, Action> { state, action in
        switch action {
        case .subscribe:
          return .publisher { subject.map { Action.emitted } }
        case .emitted:
          if state.isOn { state.countedWhileOn += 1 }
          state.emitted += 1
          return .none
        case .tap:
          state.isOn = true
          subject.send()
          state.isOn = false
          return .none
        }
      }
    }
    store.send(.subscribe)
    store.send(.tap)
    #expect(store.state == State(isOn: false, countedWhileOn: 0, emitted: 1))
    store.send(.tap)
    #expect(store.state == State(isOn: false, countedWhileOn: 0, emitted: 2))
  }

  @Test func anActionReleasedAfterProcessingMaySendAnother() {
    // The buffer releases the actions it has processed; an action whose payload sends another
    // when it goes away (here through a subscribed publisher) must not crash the store, and the
    // action it sends is processed before `send` returns.
    final class OnRelease: @unchecked Sendable {
      let work: () -> Void
      init(_ work: @escaping () -> Void) { self.work = work }
      deinit { work() }
    }
    enum Action { case subscribe, start, carry(OnRelease), stop }
    let subject = PassthroughSubject<Action, Never>()
    var handled: [String] = []
    let store = Store(initialState: 0) {
      Reduce<Int, Action> { _, action in
        switch action {
        case .subscribe:
          handled.append("subscribe")
          return .publisher { subject }.cancellable(id: "subject")
        case .start:
          handled.append("start")
          return .send(.carry(OnRelease { subject.send(.stop) }))
        case .carry:
          handled.append("carry")
          return .none
        case .stop:
          handled.append("stop")
          return .cancel(id: "subject")
        }
      }
    }
    store.send(.subscribe)
    store.send(.start)
    #expect(handled == ["subscribe", "start", "carry", "stop"])
  }

  @Test func storeTaskOfAnActionWithoutEffectsIsFinished() async {
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state += action
        return .none
      }
    }
    let task = store.send(1)
    await task.finish()
    #expect(store.state == 1)
  }
}

/// A parent with a child counter, used by several suites.
struct Tally: Reducer {
  struct State: Equatable { var count = 0 }
  @CasePathable
  enum Action: Equatable { case increment, decrement }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment: state.count += 1
      case .decrement: state.count -= 1
      }
      return .none
    }
  }
}

struct Parent: Reducer {
  struct State: Equatable {
    var child = Tally.State()
    var optionalChild: Tally.State?
  }
  @CasePathable
  enum Action: Equatable {
    case child(Tally.Action)
    case optionalChild(Tally.Action)
    case presentOptionalChild
    case dismissOptionalChild
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Tally() }
    Reduce { state, action in
      switch action {
      case .presentOptionalChild: state.optionalChild = Tally.State()
      case .dismissOptionalChild: state.optionalChild = nil
      case .child, .optionalChild: break
      }
      return .none
    }
    .ifLet(\.optionalChild, action: \.optionalChild) { Tally() }
  }
}

/// A test target that forgot the test support must not pass silently: the first test store
/// stops the run, saying what to add.
@Suite struct TestSupportLinkTests {
  @Test func aTestTargetWithoutTestSupportIsTold() throws {
    // This target links it, so the probe looks for a symbol nothing defines to see the answer
    // a target without it gets.
    let message = try #require(missingTestSupportMessage(symbol: "not-a-linked-symbol"))
    #expect(message.contains("ComposableArchitectureTestSupport"))
    #expect(missingTestSupportMessage() == nil)
  }
}
