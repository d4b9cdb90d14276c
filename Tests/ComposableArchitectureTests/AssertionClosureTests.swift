import ComposableArchitecture
import Foundation
import Testing

/// Assertion closures run as in TCA: with the feature's dependencies, and with `XCTModify`
/// lenient when the store is not exhaustive.
@MainActor
@Suite struct AssertionClosureTests {
  @Reducer
  struct Notes {
    @ObservableState
    struct State: Equatable {
      var created: [Date] = []
      var mode = Mode.viewing
    }
    @CasePathable
    enum Mode: Equatable {
      case viewing
      case editing(String)
    }
    enum Action { case add, edit(String) }
    @Dependency(\.date.now) var now
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .add:
          state.created.append(now)
        case let .edit(text):
          state.mode = .editing(text)
        }
        return .none
      }
    }
  }

  @Test func closuresSeeTheStoresDependencies() async {
    let store = TestStore(initialState: Notes.State()) {
      Notes()
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 1_000))
    }
    await store.send(.add) {
      // The test's own dependency, not an unimplemented one.
      @Dependency(\.date.now) var now
      $0.created = [now]
    }
  }

  @Test func xctModifyNeedsNoChangeWhenNotExhaustive() async {
    let store = TestStore(initialState: Notes.State(mode: .editing(""))) { Notes() }
    store.exhaustivity = .off
    await store.send(.edit("draft")) {
      XCTModify(&$0.mode, case: \.editing) { $0 = "draft" }
    }
  }
}
