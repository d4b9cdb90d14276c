import Clocks
import ConcurrencyExtras
import Testing

// What the async tests of several targets share (a test target cannot import another).

/// Lets other tasks (effects, main-actor hops) run until `condition` holds, without sleeping:
/// it yields until the condition holds, and records an issue if it still does not after
/// `timeout` of wall-clock time (which only bounds a failing test; a passing one returns as soon
/// as the condition holds).
@MainActor
public func settle(
  timeout: Duration = .seconds(10),
  until condition: () -> Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let deadline = ContinuousClock.now.advanced(by: timeout)
  while !condition() {
    guard ContinuousClock.now < deadline else {
      Issue.record("Condition did not hold within \(timeout)", sourceLocation: sourceLocation)
      return
    }
    await Task.yield()
  }
}

/// A `TestClock` that knows how many sleeps are suspended on it, so that a test can wait until
/// effects have reached their sleep before advancing time (advancing only wakes sleeps that have
/// already begun).
public final class CountingTestClock: Clock, @unchecked Sendable {
  // `TestClock` is itself thread-safe; the counter is guarded by its own lock.
  public typealias Duration = Swift.Duration
  public typealias Instant = TestClock<Swift.Duration>.Instant

  public let base = TestClock()
  private let sleeps = LockIsolated(0)

  public init() {}

  public var now: Instant { base.now }
  public var minimumResolution: Duration { base.minimumResolution }

  /// The number of sleeps currently suspended.
  public var activeSleeps: Int { sleeps.value }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    sleeps.withValue { $0 += 1 }
    defer { sleeps.withValue { $0 -= 1 } }
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  public func advance(by duration: Duration = .zero) async {
    await base.advance(by: duration)
  }

  /// Waits until `count` sleeps are suspended, then advances time.
  @MainActor
  public func advance(
    by duration: Duration, afterSleeps count: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await settle(until: { self.activeSleeps >= count }, sourceLocation: sourceLocation)
    await base.advance(by: duration)
  }
}
