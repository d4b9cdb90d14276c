// Reference 004's debounced search feature and its test, run synchronously by XCTest as the
// reference writes it (a synchronous `func test…()` calling `store.assert(…)`), with only:
//
// - the rename `Reducer` → `AnyReducer`, and `Effect<[String], Never>` → `Effect<[String]>`
//   (an effect has one type parameter, its action);
// - `private` on the declarations, so that the sample's names stay in this file, and the test's
//   body inside `MainActor.assumeIsolated { … }`: a `TestStore` lives on the main actor, where
//   XCTest runs a synchronous test, but XCTest on Linux cannot call a `@MainActor` method;
// - completions, each marked `// completed:`, where the reference has a typo: `self.query` for
//   the `query` just bound, the response not mapped into an action, `.searchFieldChanged` for
//   the `.queryChanged` it declares, and two unclosed `(`; and the test method around the test.
//
// `Effect(value:)` is kept: it still compiles, deprecated (hence `@available(*, deprecated)` on
// the test, so that the build stays free of warnings).
import ComposableArchitecture
import XCTest

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
  var request: (String) -> Effect<[String]>
}

private let searchReducer = AnyReducer<SearchState, SearchAction, SearchEnvironment> {
  state, action, environment in

    struct SearchId: Hashable {}

    switch action {
    case let .queryChanged(query):
      state.query = query
      return environment.request(query)  // completed: `self.query`
        .map(SearchAction.response)  // completed: the response mapped into an action
        .debounce(id: SearchId(), for: 0.5, scheduler: environment.mainQueue)

    case let .response(results):
      state.results = results
      return .none
    }
}

final class DebouncedSearchSampleTests: XCTestCase {
  @available(*, deprecated, message: "Uses the reference's 'Effect(value:)'")
  func testSearch() {  // completed: the test method
    MainActor.assumeIsolated {
      // Create a test dispatch scheduler to control the timing of effects
      let scheduler = DispatchQueue.testScheduler

      let store = TestStore(
        initialState: SearchState(),
        reducer: searchReducer,
        environment: SearchEnvironment(
          // Wrap the test scheduler in a type-erased scheduler
          mainQueue: scheduler.eraseToAnyScheduler(),
          // Simulate a search response with one item
          request: { _ in Effect(value: ["Composable Architecture"]) }
        )
      )
      store.assert(
        // Change the query
        .send(.queryChanged("c")) {  // completed: `.searchFieldChanged`, `)`
          // Assert that state updates accordingly
          $0.query = "c"
        },

        // Advance the scheduler by a period shorter than the debounce
        .do { scheduler.advance(by: 0.25) },

        // Change the query again
        .send(.queryChanged("co")) {  // completed: `.searchFieldChanged`, `)`
          $0.query = "co"
        },

        // Advance the scheduler by a period shorter than the debounce
        .do { scheduler.advance(by: 0.25) },
        // Advance the scheduler to the debounce
        .do { scheduler.advance(by: 0.25) },

        // Assert that the expected response is received
        .receive(.response(["Composable Architecture"])) {
          // Assert that state updates accordingly
          $0.results = ["Composable Architecture"]
        }
      )
    }
  }
}
