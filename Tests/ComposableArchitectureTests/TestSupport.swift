@testable import ComposableArchitecture
import Testing

extension Store {
  /// Whether the store's cancellation registry is empty.
  var isCancellationRegistryEmpty: Bool { rootCore.runtime.isRegistryEmpty }

  /// The number of effects the store is running.
  var runningEffectCount: Int { rootCore.runtime.runningCount }
}

/// Lets other tasks (effects, main-actor hops) run until `condition` holds, without sleeping.
/// Records an issue if it does not hold after a bounded number of yields.
@MainActor
func settle(
  until condition: () -> Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  for _ in 0..<10_000 {
    if condition() { return }
    await Task.yield()
  }
  Issue.record("Condition did not hold after 10,000 yields", sourceLocation: sourceLocation)
}

/// Matches a reported issue whose text contains every fragment.
func issueMatching(_ fragments: String...) -> @Sendable (Issue) -> Bool {
  { issue in
    let text = issue.comments.map(\.rawValue).joined(separator: "\n") + "\(issue)"
    return fragments.allSatisfy { text.contains($0) }
  }
}
