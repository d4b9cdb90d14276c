import ComposableArchitecture
import Foundation
import Testing

@Reducer
private struct SharedTally {
  @ObservableState
  struct State: Equatable {
    var label = ""
    @Shared var count: Int
  }
  enum Action { case increment, incrementLater, rename }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.$count.withLock { $0 += 1 }
      case .incrementLater:
        return .run { send in await send(.increment) }
      case .rename:
        state.label = "renamed"
      }
      return .none
    }
  }
}

@MainActor
@Suite struct SharedTestStoreTests {
  @Test func sharedChangeAssertedLikeAnyOther() async {
    let store = TestStore(initialState: SharedTally.State(count: Shared(value: 0))) {
      SharedTally()
    }
    await store.send(.increment) { $0.$count.withLock { $0 = 1 } }
    // The next step starts from the value the previous one asserted.
    await store.send(.increment) { $0.$count.withLock { $0 += 1 } }
    #expect(store.state.count == 2)
  }

  @Test func fileBackedSharedNeedsNoClockInATest() async throws {
    // A feature whose state is file-backed, tested as TCA users write it: no clock, no storage
    // set. The in-memory file storage of tests writes the change at once.
    let url = URL.documentsDirectory.appending(component: "tally.json")
    let store = TestStore(
      initialState: SharedTally.State(count: Shared(wrappedValue: 0, .fileStorage(url)))
    ) {
      SharedTally()
    }
    await store.send(.increment) { $0.$count.withLock { $0 = 1 } }
    let saved = try store.dependencies.defaultFileStorage.read(url)
    #expect(String(decoding: saved, as: UTF8.self) == "1")
  }

  @Test func sharedChangeOfReceivedActionAsserted() async {
    let store = TestStore(initialState: SharedTally.State(count: Shared(value: 0))) {
      SharedTally()
    }
    await store.send(.incrementLater)
    await store.receive(\.increment) { $0.$count.withLock { $0 = 1 } }
  }

  @Test func unassertedSharedChangeOfReceivedActionFails() async {
    let store = TestStore(initialState: SharedTally.State(count: Shared(value: 0))) {
      SharedTally()
    }
    await store.send(.incrementLater)
    await withKnownIssue {
      await store.receive(\.increment)
    } matching: { issue in
      let text = "\(issue)"
      return text.contains("−   count: 0") && text.contains("+   count: 1")
    }
  }

  @Test func unassertedSharedChangeFails() async {
    let store = TestStore(initialState: SharedTally.State(count: Shared(value: 0))) {
      SharedTally()
    }
    await withKnownIssue {
      await store.send(.increment)
    } matching: { issue in
      let text = "\(issue)"
      return text.contains("State was not expected to change")
        && text.contains("−   count: 0") && text.contains("+   count: 1")
    }
  }

  @Test func wrongSharedAssertionFailsWithDiff() async {
    let store = TestStore(initialState: SharedTally.State(count: Shared(value: 0))) {
      SharedTally()
    }
    await withKnownIssue {
      await store.send(.increment) { $0.$count.withLock { $0 = 5 } }
    } matching: { issue in
      let text = "\(issue)"
      return text.contains("−   count: 5") && text.contains("+   count: 1")
    }
  }

  @Test func unchangedSharedStateNeedsNoAssertion() async {
    let store = TestStore(initialState: SharedTally.State(count: Shared(value: 0))) {
      SharedTally()
    }
    await store.send(.rename) { $0.label = "renamed" }
  }
}
