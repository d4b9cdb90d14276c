// `XCTExpectFailure` for XCTest where XCTest has none (swift-corelibs-xctest, on Linux): what
// can honestly be provided without changing XCTest.
//
// - Every issue reported through IssueReporting (`reportIssue`, the failures of `TestStore`,
//   unimplemented dependencies, `XCTFail` from code that reports through IssueReporting) is
//   seen before it becomes a failure: this module puts an issue reporter in front of the others
//   (when the test binary loads), and an issue that an active expectation matches is printed as
//   an expected failure instead of failing the test. That works in any `XCTestCase`.
// - A plain `XCTAssert…`/`XCTFail` goes straight to `XCTestCase.recordFailure`, which is where
//   swift-corelibs-xctest counts the failure; observers (`XCTestObservation`) only hear of it
//   after it was counted, and the counts cannot be changed. Only an override of `recordFailure`
//   can intercept it, so tests that expect those failures must inherit from
//   ``ExpectedFailureTestCase`` instead of `XCTestCase`.
//
// Apple's XCTest has its own `XCTExpectFailure`; none of this is compiled there.
#if canImport(XCTest) && !canImport(ObjectiveC)
  import Foundation
  import IssueReporting
  import XCTest

  /// An issue as an `issueMatcher` of ``XCTExpectFailure(_:enabled:strict:file:line:issueMatcher:)``
  /// sees it: the stand-in, on Linux, for Apple XCTest's `XCTIssue`.
  public struct XCTIssue: CustomStringConvertible, Sendable {
    /// The kinds of issue Apple's XCTest distinguishes.
    public enum IssueType: Int, Sendable {
      case assertionFailure = 0
      case thrownError = 1
      case uncaughtException = 2
      case performanceRegression = 3
      case system = 4
      case unmatchedExpectedFailure = 5
    }

    public var type: IssueType
    /// The issue's message, as XCTest words it: `failed - <message>` for an issue reported
    /// through IssueReporting (as `XCTFail` words it), `XCTAssertEqual failed: …` for an
    /// assertion.
    public var compactDescription: String
    public var detailedDescription: String?
    /// Where the issue was reported.
    public var filePath: String?
    public var line: Int?

    public init(
      type: IssueType = .assertionFailure,
      compactDescription: String,
      detailedDescription: String? = nil,
      filePath: String? = nil,
      line: Int? = nil
    ) {
      self.type = type
      self.compactDescription = compactDescription
      self.detailedDescription = detailedDescription
      self.filePath = filePath
      self.line = line
    }

    public var description: String { compactDescription }
  }

  /// Expects failures within `failingBlock`: the ones `issueMatcher` accepts (all, without one)
  /// are printed as expected failures and do not fail the test. When `strict` (the default) and
  /// none happened, the test fails with "Expected failure was not recorded".
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   store.send(.tap)
  /// } issueMatcher: {
  ///   $0.compactDescription.contains("Reentrant actions are undefined")
  /// }
  /// ```
  ///
  /// Failures reported through IssueReporting (`TestStore`, `reportIssue`, unimplemented
  /// dependencies) are expected in any `XCTestCase`; plain `XCTAssert…` failures only in an
  /// ``ExpectedFailureTestCase``.
  @discardableResult
  public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    file: StaticString = #filePath,
    line: UInt = #line,
    failingBlock: () throws -> R,
    issueMatcher: ((XCTIssue) -> Bool)? = nil
  ) rethrows -> R {
    guard enabled ?? true else { return try failingBlock() }
    let expectations = ExpectedFailures.shared
    expectations.install()
    let id = expectations.push(
      reason: failureReason, strict: strict ?? true, matcher: issueMatcher, isTestScoped: false
    )
    defer { expectations.finish(id, file: file, line: line) }
    return try failingBlock()
  }

  /// Expects failures from here to the end of the running test: the ones `issueMatcher` accepts
  /// (all, without one) are printed as expected failures and do not fail the test. When
  /// `strict` (the default) and none happened by the end of the test, the test fails.
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   $0.compactDescription.hasSuffix("There were no in-flight effects to skip.")
  /// }
  /// await store.skipInFlightEffects()
  /// ```
  public func XCTExpectFailure(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    file: StaticString = #filePath,
    line: UInt = #line,
    issueMatcher: ((XCTIssue) -> Bool)? = nil
  ) {
    guard enabled ?? true else { return }
    let expectations = ExpectedFailures.shared
    expectations.install()
    let id = expectations.push(
      reason: failureReason, strict: strict ?? true, matcher: issueMatcher, isTestScoped: true
    )
    guard let testCase = expectations.currentTestCase else {
      print(
        """
        \(file):\(line): warning: XCTExpectFailure cannot check that the expected failure \
        happens: the running test is unknown (ComposableArchitectureTestSupport was not loaded \
        when the test started).
        """
      )
      return
    }
    testCase.addTeardownBlock {
      expectations.finish(id, file: file, line: line)
    }
  }

  /// A test case whose plain XCTest assertions (`XCTAssert…`, `XCTFail`) can be expected to
  /// fail with ``XCTExpectFailure(_:enabled:strict:file:line:failingBlock:issueMatcher:)``: on
  /// Linux, XCTest counts a failure in `recordFailure` before anyone else hears of it, so only a
  /// subclass can turn it into an expected one. (Failures reported through IssueReporting, such
  /// as `TestStore`'s, are expected in any test case.)
  open class ExpectedFailureTestCase: XCTestCase {
    open override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      let issue = XCTIssue(
        type: expected ? .assertionFailure : .uncaughtException,
        compactDescription: description, filePath: filePath, line: lineNumber
      )
      guard !ExpectedFailures.shared.absorb(issue) else { return }
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected
      )
    }
  }

  /// Called when the test binary loads (Loader.c): from then on the running test is known, and
  /// issues reported through IssueReporting pass by the expectations.
  @_cdecl("ComposableArchitectureTestSupport_load")
  public func _composableArchitectureTestSupportLoad() {
    ExpectedFailures.shared.startObserving()
    ExpectedFailures.shared.install()
  }

  /// The active expectations, innermost last, and the test that is running.
  final class ExpectedFailures: XCTestObservation, @unchecked Sendable {
    // `@unchecked`: every stored property is guarded by `lock`.
    static let shared = ExpectedFailures()

    struct Expectation {
      let id: Int
      let reason: String?
      let strict: Bool
      let matcher: ((XCTIssue) -> Bool)?
      let isTestScoped: Bool
      var matched = 0
    }

    private let lock = NSRecursiveLock()
    private var expectations: [Expectation] = []
    private var nextID = 0
    private var isObserving = false
    private var _currentTestCase: XCTestCase?

    var currentTestCase: XCTestCase? { lock.withLock { _currentTestCase } }

    func startObserving() {
      let start = lock.withLock {
        defer { isObserving = true }
        return !isObserving
      }
      guard start else { return }
      XCTestObservationCenter.shared.addTestObserver(self)
    }

    /// Puts the expecting reporter in front of IssueReporting's reporters, once.
    func install() {
      let reporters = IssueReporters.current
      guard !reporters.contains(where: { $0 is ExpectingIssueReporter }) else { return }
      IssueReporters.current = [ExpectingIssueReporter(next: reporters)]
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
      lock.withLock { _currentTestCase = testCase }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      lock.withLock {
        _currentTestCase = nil
        // Checked by their teardown blocks; any left are of a test that could not be checked.
        expectations.removeAll { $0.isTestScoped }
      }
    }

    func push(
      reason: String?, strict: Bool, matcher: ((XCTIssue) -> Bool)?, isTestScoped: Bool
    ) -> Int {
      lock.withLock {
        nextID += 1
        expectations.append(
          Expectation(
            id: nextID, reason: reason, strict: strict, matcher: matcher,
            isTestScoped: isTestScoped
          )
        )
        return nextID
      }
    }

    /// Ends an expectation, failing the test when it was strict and nothing matched it.
    func finish(_ id: Int, file: StaticString, line: UInt) {
      let expectation: Expectation? = lock.withLock {
        guard let index = expectations.firstIndex(where: { $0.id == id }) else { return nil }
        return expectations.remove(at: index)
      }
      guard let expectation, expectation.strict, expectation.matched == 0 else { return }
      XCTFail(
        "Expected failure was not recorded\(expectation.reason.map { ": \($0)" } ?? "")",
        file: file, line: line
      )
    }

    /// Whether an active expectation (the innermost that matches) takes the issue: it is then
    /// printed as an expected failure.
    func absorb(_ issue: XCTIssue) -> Bool {
      // The matcher runs outside the lock: it is the test's code.
      let candidates = lock.withLock { expectations.reversed() }
      for candidate in candidates {
        guard candidate.matcher?(issue) ?? true else { continue }
        let isActive = lock.withLock {
          guard let index = expectations.firstIndex(where: { $0.id == candidate.id }) else {
            return false
          }
          expectations[index].matched += 1
          return true
        }
        guard isActive else { continue }
        let location = issue.filePath.map { "\($0):\(issue.line ?? 0): " } ?? ""
        print(
          "\(location)expected failure: \(candidate.reason.map { "\($0): " } ?? "")"
            + issue.compactDescription
        )
        return true
      }
      return false
    }
  }

  /// The issue reporter in front of IssueReporting's others: an issue an active expectation
  /// matches stops here; everything else goes on to `next` unchanged.
  struct ExpectingIssueReporter: IssueReporter {
    let next: [any IssueReporter]

    func reportIssue(
      _ message: @autoclosure () -> String?,
      severity: IssueSeverity,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      let message = message()
      if severity == .error,
        ExpectedFailures.shared.absorb(
          XCTIssue(
            compactDescription: "failed\(message.map { " - \($0)" } ?? "")",
            filePath: "\(filePath)", line: Int(line)
          )
        )
      {
        return
      }
      for reporter in next {
        reporter.reportIssue(
          message, severity: severity,
          fileID: fileID, filePath: filePath, line: line, column: column
        )
      }
    }

    func reportIssue(
      _ error: any Error,
      _ message: @autoclosure () -> String?,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      let message = message()
      let description = "failed - Caught error: \(error)\(message.map { ": \($0)" } ?? "")"
      if ExpectedFailures.shared.absorb(
        XCTIssue(
          type: .thrownError, compactDescription: description,
          filePath: "\(filePath)", line: Int(line)
        )
      ) {
        return
      }
      for reporter in next {
        reporter.reportIssue(
          error, message, fileID: fileID, filePath: filePath, line: line, column: column
        )
      }
    }

    func expectIssue(
      _ message: @autoclosure () -> String?,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      let message = message()
      for reporter in next {
        reporter.expectIssue(
          message, fileID: fileID, filePath: filePath, line: line, column: column
        )
      }
    }
  }
#endif
