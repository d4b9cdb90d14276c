import ComposableArchitecture
import Testing

// `Store.publisher` and `Store.ifLet(then:else:)`, as TCA 1.25.5's StoreTests use them.

@MainActor
@Suite struct StorePublisherTests {
  @Test func publishesTheCurrentStateThenTheStateAfterEachAction() {
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        switch action {
        case 0: return .merge(.send(1), .send(2), .send(3))
        default:
          state = action
          return .none
        }
      }
    }
    var values: [Int] = []
    let cancellable = store.publisher.sink { values.append($0) }
    #expect(values == [0])
    // One value per action sent, with what it fed back: the synchronous 1, 2, 3 coalesce.
    store.send(0)
    #expect(values == [0, 3])
    // No removal of duplicates on the whole state.
    store.send(3)
    #expect(values == [0, 3, 3])
    cancellable.cancel()
    store.send(4)
    #expect(values == [0, 3, 3])
  }

  @Test func memberPublisherRemovesDuplicates() {
    struct State {
      var total = 0
      var other = 0
    }
    let store = Store(initialState: State()) {
      Reduce<State, Int> { state, action in
        if action < 0 { state.other += 1 } else { state.total = action }
        return .none
      }
    }
    var counts: [Int] = []
    let cancellable = store.publisher.total.sink { counts.append($0) }
    store.send(-1)
    store.send(1)
    store.send(1)
    store.send(2)
    #expect(counts == [0, 1, 2])
    _ = cancellable
  }

  @Test func scopedStorePublishesAfterParentActions() {
    struct State { var child = 0 }
    enum Action { case increment }
    let store = Store(initialState: State()) {
      Reduce<State, Action> { state, _ in
        state.child += 1
        return .none
      }
    }
    let child = store.scope(state: \.child, action: \.self)
    var values: [Int] = []
    let cancellable = child.publisher.sink { values.append($0) }
    store.send(.increment)
    child.send(.increment)
    #expect(values == [0, 1, 2])
    _ = cancellable
  }

  @Test func publishesStateChangedByAnAsynchronousEffect() async {
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { state, action in
        if action {
          state += 1
          return .none
        }
        return .run { send in await send(true) }
      }
    }
    var values: [Int] = []
    let cancellable = store.publisher.sink { values.append($0) }
    await store.send(false).finish()
    #expect(values == [0, 0, 1])
    _ = cancellable
  }

  @Test func subscriptionIsRemovedOnCancel() {
    let store = Store<Void, Void>(initialState: ()) {}
    weak var subscription: AnyObject?
    let cancellable = store.publisher
      .handleEvents(receiveSubscription: { subscription = $0 as AnyObject })
      .sink { _ in }
    #expect(subscription != nil)
    cancellable.cancel()
    #expect(subscription == nil)
  }

  @Test func subscriptionOwnsTheStore() {
    var store: Store<Void, Void>? = Store(initialState: ()) {}
    weak var weakStore = store
    let cancellable = store!.publisher.sink { _ in }
    store = nil
    #expect(weakStore != nil)
    cancellable.cancel()
    #expect(weakStore == nil)
  }
}

@MainActor
@Suite struct StoreIfLetTests {
  @available(*, deprecated)
  @Test func ifLetAfterScope() {
    struct AppState: Equatable { var count: Int? }
    let parentStore = Store(initialState: AppState()) {
      Reduce<AppState, Int?> { state, action in
        state.count = action
        return .none
      }
    }
    var outputs: [Int?] = []
    var stores: [Store<Int, Int?>] = []
    let cancellable =
      parentStore
      .scope(state: { $0.count }, action: { $0 })
      .ifLet(
        then: { store in
          stores.append(store)
          outputs.append(store.state)
        },
        else: { outputs.append(nil) }
      )
    #expect(outputs == [nil])
    parentStore.send(1)
    #expect(outputs == [nil, 1])
    parentStore.send(2)
    // Only a change between nil and non-nil calls back; the store follows the state.
    #expect(outputs == [nil, 1])
    #expect(stores.last?.state == 2)
    parentStore.send(nil)
    #expect(outputs == [nil, 1, nil])
    // The unwrapped store answers with the last state it saw.
    #expect(stores.last?.state == 2)
    parentStore.send(1)
    #expect(outputs == [nil, 1, nil, 1])
    cancellable.cancel()
    parentStore.send(nil)
    #expect(outputs == [nil, 1, nil, 1])
  }

  @available(*, deprecated)
  @Test func unwrappedStoreSendsThroughTheParent() async {
    let parentStore = Store(initialState: 0) {
      Reduce<Int?, Bool> { state, action in
        if action {
          state? += 1
          return .none
        }
        return .run { send in await send(true) }
      }
    }
    var childStore: Store<Int, Bool>?
    let cancellable = parentStore.ifLet(then: { childStore = $0 })
    await childStore?.send(false).finish()
    await childStore?.send(false).finish()
    childStore?.send(true)
    #expect(childStore?.state == 3)
    #expect(parentStore.state == 3)
    _ = cancellable
  }
}
