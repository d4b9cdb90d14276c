// `XCTExpectFailure` from ComposableArchitectureTestSupport, where XCTest has none (Linux).
#if !canImport(ObjectiveC)
  import ComposableArchitecture
  import ComposableArchitectureTestSupport
  import XCTest

  /// Issues reported through IssueReporting: expected in any `XCTestCase`.
  final class XCTExpectFailureTests: XCTestCase {
    func testBlockFormExpectsAReportedIssue() {
      XCTExpectFailure {
        reportIssue("Something went wrong.")
      } issueMatcher: {
        $0.compactDescription == "failed - Something went wrong."
      }
    }

    func testBlockFormReturnsTheBlocksValue() {
      let value = XCTExpectFailure(strict: false) { 42 }
      XCTAssertEqual(value, 42)
    }

    func testDisabledExpectationExpectsNothing() {
      XCTExpectFailure(enabled: false) {
        XCTAssertTrue(true)
      }
    }

    func testTheInnermostMatchingExpectationTakesTheIssue() {
      XCTExpectFailure {
        XCTExpectFailure(strict: false) {
          reportIssue("Second.")
        } issueMatcher: {
          $0.compactDescription == "failed - First."
        }
      } issueMatcher: {
        $0.compactDescription == "failed - Second."
      }
    }

    @MainActor
    func testTestStoreFailureIsExpectedUntilTheEndOfTheTest() async {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Void> { state, _ in
          state += 1
          return .none
        }
      }
      XCTExpectFailure {
        $0.compactDescription.contains("State was not expected to change, but a change occurred.")
      }
      await store.send(())
    }

    @MainActor
    func testReentrantSendIsExpected() {
      final class Box { var store: Store<Int, Bool>? }
      let box = Box()
      let store = Store(initialState: 0) {
        Reduce<Int, Bool> { state, action in
          state += 1
          if action { box.store?.send(false) }
          return .none
        }
      }
      box.store = store
      XCTExpectFailure {
        store.send(true)
      } issueMatcher: {
        $0.compactDescription.hasSuffix(
          """
          Reentrant actions are undefined and will be a precondition failure in a future version \
          of the library.
          """
        )
      }
      XCTAssertEqual(store.state, 2)
    }

    func testUnimplementedDependencyIsExpected() {
      struct Client { var fetch: @Sendable () -> Int }
      let client = Client(fetch: unimplemented("Client.fetch", placeholder: 0))
      XCTExpectFailure {
        _ = client.fetch()
      } issueMatcher: {
        $0.compactDescription.contains("Unimplemented: Client.fetch")
      }
    }
  }

  /// Plain XCTest assertions: expected in an `ExpectedFailureTestCase`.
  final class ExpectedFailureTestCaseTests: ExpectedFailureTestCase {
    func testPlainAssertionIsExpected() {
      XCTExpectFailure {
        XCTAssertEqual(1, 2)
      } issueMatcher: {
        $0.compactDescription.contains("XCTAssertEqual failed")
      }
    }

    func testStrictBlockWithoutFailureFails() {
      XCTExpectFailure {
        XCTExpectFailure("nothing fails here") {}
      } issueMatcher: {
        $0.compactDescription.contains("Expected failure was not recorded: nothing fails here")
      }
    }

    func testStrictExpectationWithoutFailureFailsAtTheEndOfTheTest() {
      // Teardown blocks run last first: the inner expectation's failure is matched by the outer.
      XCTExpectFailure {
        $0.compactDescription.contains("Expected failure was not recorded: nothing fails here")
      }
      XCTExpectFailure("nothing fails here")
    }

    func testNonStrictExpectationWithoutFailurePasses() {
      XCTExpectFailure(strict: false)
      XCTExpectFailure(strict: false) {}
    }
  }
#endif
