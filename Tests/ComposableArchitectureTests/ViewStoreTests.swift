import ComposableArchitecture
import Testing

@Reducer
private struct Pair {
  @ObservableState
  struct State: Equatable {
    var a = 0
    var b = 0
    var child = Child.State()
  }
  enum Action: Equatable {
    case setA(Int)
    case setB(Int)
    case child(Child.Action)
    case loadingFinished
    case startLoading
  }
  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable {
      var value = 0
      var isLoading = false
    }
    enum Action: Equatable { case setValue(Int) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .setValue(value): state.value = value
        }
        return .none
      }
    }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Child() }
    Reduce { state, action in
      switch action {
      case let .setA(value): state.a = value
      case let .setB(value): state.b = value
      case .child: break
      case .startLoading:
        state.child.isLoading = true
        return .run { send in await send(.loadingFinished) }
      case .loadingFinished:
        state.child.isLoading = false
      }
      return .none
    }
  }
}

/// State without observation: view stores look at every action.
private struct PlainCounter: Reducer {
  struct State: Equatable {
    var count = 0
    var other = 0
  }
  @CasePathable enum Action: Equatable { case set(Int), setOther(Int) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .set(value): state.count = value
    case let .setOther(value): state.other = value
    }
    return .none
  }
}

@MainActor
@Suite struct ViewStoreTests {
  @Test func subscribersGetTheCurrentValueThenOnlyChanges() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let viewStore = ViewStore(store, observe: \.b)
    var received: [Int] = []
    let subscription = viewStore.publisher.sink { received.append($0) }
    #expect(received == [0])
    store.send(.setA(1))
    store.send(.setA(2))
    #expect(received == [0])
    store.send(.setB(5))
    #expect(received == [0, 5])
    store.send(.setB(5))
    #expect(received == [0, 5])
    #expect(viewStore.state == 5)
    subscription.cancel()
    store.send(.setB(6))
    #expect(received == [0, 5])
    #expect(viewStore.state == 6)
  }

  @Test func firehoseCallsOncePerDistinctValue() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let viewStore = ViewStore(store, observe: \.b)
    var callbacks = 0
    let subscription = viewStore.publisher.sink { _ in callbacks += 1 }
    for index in 0..<1_000 {
      store.send(.setB(index / 10))
    }
    // The initial value, then one callback for each of the values 1...99.
    #expect(callbacks == 100)
    _ = subscription
  }

  @Test func customRemoveDuplicates() {
    let store = Store(initialState: Pair.State()) { Pair() }
    // Only the parity of `b` matters to this view.
    let viewStore = ViewStore(store, observe: \.b, removeDuplicates: { $0 % 2 == $1 % 2 })
    var received: [Int] = []
    let subscription = viewStore.publisher.sink { received.append($0) }
    store.send(.setB(2))
    store.send(.setB(3))
    store.send(.setB(5))
    store.send(.setB(6))
    #expect(received == [0, 3, 6])
    _ = subscription
  }

  @Test func memberPublisherOfAWholeChildState() {
    let store = Store(initialState: Pair.State()) { Pair() }
    // The view state is a whole observable child; its inner changes are still seen.
    let viewStore = ViewStore(store, observe: \.child)
    var values: [Int] = []
    let subscription = viewStore.publisher.value.sink { values.append($0) }
    store.send(.child(.setValue(1)))
    store.send(.setA(3))
    store.send(.child(.setValue(1)))
    store.send(.child(.setValue(2)))
    #expect(values == [0, 1, 2])
    _ = subscription
  }

  @Test func viewStoreOfStateWithoutObservation() {
    let store = Store(initialState: PlainCounter.State()) { PlainCounter() }
    let viewStore = ViewStore(store, observe: \.count)
    var received: [Int] = []
    var subscriptions = Set<AnyCancellable>()
    viewStore.publisher.sink { received.append($0) }.store(in: &subscriptions)
    store.send(.set(1))
    store.send(.setOther(9))
    store.send(.set(1))
    store.send(.set(2))
    #expect(received == [0, 1, 2])
    subscriptions.removeAll()
    store.send(.set(3))
    #expect(received == [0, 1, 2])
  }

  @Test func dynamicMemberAndSend() {
    let store = Store(initialState: PlainCounter.State()) { PlainCounter() }
    let viewStore = ViewStore(store, observe: { $0 })
    viewStore.send(.set(7))
    #expect(viewStore.count == 7)
    #expect(store.count == 7)
  }

  @Test func bindingReadsStateAndSendsActions() {
    let store = Store(initialState: PlainCounter.State()) { PlainCounter() }
    let viewStore = ViewStore(store, observe: { $0 })
    let binding = viewStore.binding(get: \.count, send: { .set($0) })
    #expect(binding.wrappedValue == 0)
    binding.wrappedValue = 4
    #expect(store.count == 4)
    #expect(binding.wrappedValue == 4)
  }

  @Test func sendWhileWaitsUntilThePredicateStopsHolding() async {
    let store = Store(initialState: Pair.State()) { Pair() }
    let viewStore = ViewStore(store, observe: \.child.isLoading)
    await viewStore.send(.startLoading, while: { $0 })
    #expect(store.child.isLoading == false)
  }

  @Test func releasedViewStoreStopsObserving() {
    let store = Store(initialState: PlainCounter.State()) { PlainCounter() }
    var received: [Int] = []
    var viewStore: ViewStore<Int, PlainCounter.Action>? = ViewStore(store, observe: \.count)
    let subscription = viewStore!.publisher.sink { received.append($0) }
    viewStore = nil
    store.send(.set(1))
    #expect(received == [0])
    _ = subscription
  }
}

@Reducer
private struct List {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = [.init(id: 1), .init(id: 2), .init(id: 3)]
  }
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Row>)
    case remove(id: Int)
    case replaceAll(firstID: Int, count: Int)
  }
  @Reducer
  struct Row {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var isOn = false
    }
    enum Action: Equatable { case toggle }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.isOn.toggle()
        return .none
      }
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .remove(id):
        state.rows.remove(id: id)
      case let .replaceAll(firstID, count):
        state.rows = IdentifiedArray(
          uniqueElements: (firstID..<firstID + count).map { .init(id: $0) })
      case .rows:
        break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { Row() }
  }
}

@MainActor
@Suite struct StoreCollectionTests {
  @Test func oneCachedStorePerElement() {
    let store = Store(initialState: List.State()) { List() }
    let rows = store.scope(state: \.rows, action: \.rows)
    #expect(rows.count == 3)
    #expect(Array(rows.ids) == [1, 2, 3])
    rows[1].send(.toggle)
    #expect(store.rows[id: 2]?.isOn == true)
    #expect(rows[1] === store.scope(state: \.rows, action: \.rows)[id: 2])
    #expect(rows.map(\.id) == [1, 2, 3])
  }

  @Test func aRemovedElementsStoreKeepsItsLastState() {
    let store = Store(initialState: List.State()) { List() }
    let rows = store.scope(state: \.rows, action: \.rows)
    let second = rows[1]
    second.send(.toggle)
    store.send(.remove(id: 2))
    #expect(second.isOn == true)
    #expect(store.scope(state: \.rows, action: \.rows).count == 2)
  }

  @Test func theStoresOfRowsThatAreGoneAreReleased() {
    let store = Store(initialState: List.State()) { List() }
    weak var firstRow: Store<List.Row.State, List.Row.Action>?
    for round in 0..<100 {
      store.send(.replaceAll(firstID: round * 10, count: 10))
      for row in store.scope(state: \.rows, action: \.rows) { row.send(.toggle) }
      if round == 0 { firstRow = store.scope(state: \.rows, action: \.rows)[id: 0] }
    }
    #expect(firstRow == nil)
    #expect(store.rows.allSatisfy { $0.isOn })
    // A row that is still there keeps its one store.
    let rows = store.scope(state: \.rows, action: \.rows)
    #expect(rows[0] === store.scope(state: \.rows, action: \.rows)[id: 990])
  }

  @Test func elementObserversAreNotNotifiedBySiblings() {
    let store = Store(initialState: List.State()) { List() }
    let rows = store.scope(state: \.rows, action: \.rows)
    let notifications = LockIsolated(0)
    withObservationTracking {
      _ = rows[0].isOn
    } onChange: {
      notifications.withValue { $0 += 1 }
    }
    rows[1].send(.toggle)
    rows[2].send(.toggle)
    #expect(notifications.value == 0)
    rows[0].send(.toggle)
    #expect(notifications.value == 1)
  }
}

@Reducer
private struct Unread {
  @ObservableState
  struct State: Equatable {
    var text = ""
    var count = 0
  }
  enum Action: Equatable { case setText(String), setCount(Int), appendText(String) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .setText(text): state.text = text
    case let .setCount(count): state.count = count
    case let .appendText(suffix): state.text += suffix
    }
    return .none
  }
}

@MainActor
@Suite struct AccessLogTests {
  /// Writes to a field nobody has read skip Observation; the first reader then sees every later
  /// change, whether written whole or modified in place.
  @Test func observersOfAFieldFirstReadLateSeeLaterChanges() {
    let store = Store(initialState: Unread.State()) { Unread() }
    for index in 0..<10 {
      store.send(.setText("write \(index)"))
      store.send(.appendText("!"))
    }
    let notifications = LockIsolated(0)
    func observeText() {
      withObservationTracking {
        _ = store.text
      } onChange: {
        notifications.withValue { $0 += 1 }
      }
    }
    observeText()
    #expect(store.text == "write 9!")
    store.send(.setCount(1))
    #expect(notifications.value == 0)
    store.send(.setText("seen"))
    #expect(notifications.value == 1)
    observeText()
    store.send(.appendText("?"))
    #expect(notifications.value == 2)
    #expect(store.text == "seen?")
  }
}

@MainActor
@Suite struct ViewStoreYieldTests {
  struct Loader: Reducer {
    struct State: Equatable {
      var isLoading = false
      var value = 0
    }
    enum Action { case load, loaded(Int) }
    let clock: TestClock<Duration>
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .load:
          state.isLoading = true
          return .run { [clock] send in
            try await clock.sleep(for: .seconds(1))
            await send(.loaded(42))
          }
        case let .loaded(value):
          state.isLoading = false
          state.value = value
          return .none
        }
      }
    }
  }

  @Test func yieldWaitsUntilThePredicateNoLongerHolds() async {
    let clock = TestClock()
    let store = Store(initialState: Loader.State()) { Loader(clock: clock) }
    let viewStore = ViewStore(store, observe: { $0 })
    await viewStore.yield(while: \.isLoading)  // not loading: returns at once
    viewStore.send(.load)
    let waited = Task { @MainActor in
      await viewStore.yield(while: \.isLoading)
      return viewStore.value
    }
    await clock.advance(by: .seconds(1))
    #expect(await waited.value == 42)
  }

  @Test func cancellingEndsTheWait() async {
    let store = Store(initialState: Loader.State(isLoading: true)) { Loader(clock: TestClock()) }
    let viewStore = ViewStore(store, observe: { $0 })
    let waiting = Task { @MainActor in await viewStore.yield(while: \.isLoading) }
    waiting.cancel()
    await waiting.value
    #expect(viewStore.isLoading)
  }

  @Test func objectWillChangeEmitsBeforeEachChange() {
    let store = Store(initialState: Loader.State()) { Loader(clock: TestClock()) }
    let viewStore = ViewStore(store, observe: { $0 })
    var seen: [Bool] = []
    let cancellable = viewStore.objectWillChange.sink { seen.append(viewStore.isLoading) }
    viewStore.send(.load)
    #expect(seen == [false])  // told before the state changed
    _ = cancellable
  }
}
