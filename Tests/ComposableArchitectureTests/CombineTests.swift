import ComposableArchitecture
import Testing

// Combine's API through `import ComposableArchitecture` alone (OpenCombine on Linux):
// `ViewStore.publisher`, `Effect.publisher`, scheduler-based `debounce`, and the synchronous
// step-based `assert` that drives them with a test scheduler.

@Reducer
private struct PublishedCounter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var other = 0
  }
  enum Action: Equatable {
    case set(Int)
    case setOther(Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .set(value): state.count = value
      case let .setOther(value): state.other = value
      }
      return .none
    }
  }
}

@MainActor
@Suite struct ViewStorePublisherTests {
  @Test func publishesTheCurrentValueThenEachChange() {
    let store = Store(initialState: PublishedCounter.State()) { PublishedCounter() }
    let viewStore = ViewStore(store, observe: { $0 })
    var others: [Int] = []
    var cancellables = Set<AnyCancellable>()
    // A member through dynamic member lookup (one that does not share its name with one of
    // Combine's operators, such as `count()`, which ordinary lookup finds first).
    viewStore.publisher.other.sink { others.append($0) }.store(in: &cancellables)
    store.send(.setOther(1))
    store.send(.set(5))  // `other` unchanged: nothing published for it
    store.send(.setOther(2))
    #expect(others == [0, 1, 2])
  }

  @Test func combineOperatorsApply() {
    let store = Store(initialState: PublishedCounter.State()) { PublishedCounter() }
    let viewStore = ViewStore(store, observe: { $0 })
    var labels: [String] = []
    let cancellable = viewStore.publisher
      .map { $0.count / 2 }
      .removeDuplicates()
      .map { "half: \($0)" }
      .sink { labels.append($0) }
    for value in 0..<6 { store.send(.set(value)) }
    #expect(labels == ["half: 0", "half: 1", "half: 2"])
    _ = cancellable
  }

  @Test func releasingTheCancellableEndsTheSubscription() {
    let store = Store(initialState: PublishedCounter.State()) { PublishedCounter() }
    let viewStore = ViewStore(store, observe: \.count)
    var counts: [Int] = []
    var cancellable: AnyCancellable? = viewStore.publisher.sink { counts.append($0) }
    store.send(.set(1))
    cancellable = nil
    store.send(.set(2))
    #expect(counts == [0, 1])
    #expect(cancellable == nil)
  }

  @Test func completesWhenTheViewStoreGoesAway() {
    let store = Store(initialState: PublishedCounter.State()) { PublishedCounter() }
    var viewStore: ViewStoreOf<PublishedCounter>? = ViewStore(store, observe: { $0 })
    var isFinished = false
    let cancellable = viewStore!.publisher.sink(
      receiveCompletion: { _ in isFinished = true }, receiveValue: { _ in }
    )
    #expect(!isFinished)
    viewStore = nil
    #expect(isFinished)
    _ = cancellable
  }
}

@Reducer
private struct PublisherFeed {
  @ObservableState
  struct State: Equatable {
    var items: [String] = []
  }
  enum Action: Equatable {
    case start
    case stop
    case item(String)
  }
  enum CancelID { case feed }
  let items: PassthroughSubject<String, Never>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .publisher { items.map(Action.item) }.cancellable(id: CancelID.feed)
      case .stop:
        return .cancel(id: CancelID.feed)
      case let .item(item):
        state.items.append(item)
        return .none
      }
    }
  }
}

@MainActor
@Suite struct EffectPublisherTests {
  @Test func outputsAreReceivedAndTheEffectEndsWithThePublisher() async {
    let items = PassthroughSubject<String, Never>()
    let store = TestStore(initialState: PublisherFeed.State()) { PublisherFeed(items: items) }
    await store.send(.start)
    items.send("a")
    await store.receive(.item("a")) { $0.items = ["a"] }
    items.send("b")
    await store.receive(.item("b")) { $0.items = ["a", "b"] }
    items.send(completion: .finished)
    await store.finish()
  }

  @Test func cancelledByID() async {
    let items = PassthroughSubject<String, Never>()
    let store = TestStore(initialState: PublisherFeed.State()) { PublisherFeed(items: items) }
    await store.send(.start)
    items.send("a")
    await store.receive(.item("a")) { $0.items = ["a"] }
    await store.send(.stop)
    // Nothing more may arrive: an action would fail the test as unexpected.
    items.send("b")
    await store.finish()
  }

  @Test func aRunningPublisherIsReportedAtTheEnd() async {
    let items = PassthroughSubject<String, Never>()
    await withKnownIssue {
      let store = TestStore(initialState: PublisherFeed.State()) { PublisherFeed(items: items) }
      await store.send(.start)
      // The end of the test (the store's release) finds the subscription still running.
    } matching: {
      issueMatching("An effect returned for this action is still running")($0)
    }
  }
}

private struct SearchState: Equatable {
  var query = ""
  var results: [String] = []
}

private enum SearchAction: Equatable {
  case queryChanged(String)
  case response([String])
}

private struct SearchEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var search: (String) -> Effect<[String]>
}

private let searchReducer = AnyReducer<SearchState, SearchAction, SearchEnvironment> {
  state, action, environment in
  enum CancelID { case search }
  switch action {
  case let .queryChanged(query):
    state.query = query
    return environment.search(query)
      .map(SearchAction.response)
      .debounce(id: CancelID.search, for: 0.5, scheduler: environment.mainQueue)
  case let .response(results):
    state.results = results
    return .none
  }
}

@MainActor
@Suite struct SchedulerDebounceTests {
  @Test func onlyTheLastQueryIsSearched() {
    let scheduler = DispatchQueue.test
    var searched: [String] = []
    let store = TestStore(
      initialState: SearchState(),
      reducer: searchReducer,
      environment: SearchEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        search: { query in
          .publisher {
            Deferred { () -> Just<[String]> in
              searched.append(query)
              return Just(["\(query)!"])
            }
          }
        }
      )
    )
    store.assert(
      .send(.queryChanged("s")) { $0.query = "s" },
      .do { scheduler.advance(by: 0.3) },
      .send(.queryChanged("sw")) { $0.query = "sw" },
      .do { scheduler.advance(by: 0.3) },
      .send(.queryChanged("swi")) { $0.query = "swi" },
      .do {
        scheduler.advance(by: 0.49)
        #expect(searched == [])
        scheduler.advance(by: 0.01)
      },
      .receive(.response(["swi!"])) { $0.results = ["swi!"] }
    )
    #expect(searched == ["swi"])
  }

  @Test func nothingBeforeTheDueTime() {
    let scheduler = DispatchQueue.test
    let store = TestStore(
      initialState: SearchState(),
      reducer: searchReducer,
      environment: SearchEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        search: { .send([$0]) }
      )
    )
    withKnownIssue {
      store.assert(
        .send(.queryChanged("s")) { $0.query = "s" },
        .do { scheduler.advance(by: 0.4) },
        .receive(.response(["s"])) { $0.results = ["s"] }
      )
    } matching: {
      issueMatching("Expected to receive the following action, but didn't")($0)
        || issueMatching("An effect returned for this action is still running")($0)
    }
  }
}

@MainActor
@Suite struct SynchronousAssertTests {
  @Test func aWrongStateChangeIsReported() {
    let scheduler = DispatchQueue.test
    let store = TestStore(
      initialState: SearchState(),
      reducer: searchReducer,
      environment: SearchEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(), search: { .send([$0]) }
      )
    )
    withKnownIssue {
      store.assert(
        .send(.queryChanged("s")) { $0.query = "s" },
        .do { scheduler.advance(by: 0.5) },
        .receive(.response(["s"])) { $0.results = ["wrong"] }
      )
    } matching: {
      issueMatching("A state change does not match expectation", "wrong")($0)
    }
  }

  @Test func anAsynchronousStepIsReported() {
    let store = TestStore(initialState: PublishedCounter.State()) { PublishedCounter() }
    withKnownIssue {
      store.assert(
        .do { await Task.yield() },
        .send(.set(1)) { $0.count = 1 }
      )
    } matching: {
      issueMatching("cannot run in a synchronous \"assert\"")($0)
    }
  }

  @Test func anUnexpectedReceivedActionIsReported() {
    let scheduler = DispatchQueue.test
    let store = TestStore(
      initialState: SearchState(),
      reducer: searchReducer,
      environment: SearchEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(), search: { .send([$0]) }
      )
    )
    withKnownIssue {
      store.assert(
        .send(.queryChanged("s")) { $0.query = "s" },
        .do { scheduler.advance(by: 0.5) }
      )
    } matching: {
      issueMatching("The store received 1 unexpected action")($0)
    }
  }
}
