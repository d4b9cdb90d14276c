import Observation
import Testing

@testable import ComposableArchitecture

extension Store {
  /// Whether the store's cancellation registry is empty.
  var isCancellationRegistryEmpty: Bool { rootCore.runtime.isRegistryEmpty }

  /// The number of effects the store is running.
  var runningEffectCount: Int { rootCore.runtime.runningCount }
}

/// Matches a reported issue whose text contains every fragment.
func issueMatching(_ fragments: String...) -> @Sendable (Issue) -> Bool {
  { issue in
    let text = issue.comments.map(\.rawValue).joined(separator: "\n") + "\(issue)"
    return fragments.allSatisfy { text.contains($0) }
  }
}

/// Counts the `onChange` calls of one `withObservationTracking`, which may come from any thread.
final class Changes: Sendable {
  private let count = LockIsolated(0)
  var value: Int { count.value }
  func increment() { count.withValue { $0 += 1 } }
}

/// Tracks the reads in `read` and returns a counter of the changes reported for them.
func changes(_ read: () -> Void) -> Changes {
  let changes = Changes()
  withObservationTracking(read) { changes.increment() }
  return changes
}

/// Collects reported issues with their severity, for `withIssueReporters([…])`: what a test
/// store reports goes here instead of failing the test, so a test can assert on it.
struct CollectingReporter: IssueReporter {
  let collected: LockIsolated<[(String, IssueSeverity)]>

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let message = message() ?? ""
    collected.withValue { $0.append((message, severity)) }
  }
}
