/// The work started by an action sent to a ``TestStore``.
///
/// ``TestStore/send(_:assert:fileID:filePath:line:column:)`` returns one. Cancel it to end a
/// long-living effect the test does not want to drive to completion, or await its ``finish(timeout:fileID:filePath:line:column:)``
/// to wait for the effects of one action:
///
/// ```swift
/// let task = await store.send(.startTimer)
/// await clock.advance(by: .seconds(1))
/// await store.receive(\.timerTick) { $0.count = 1 }
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  /// The underlying store task.
  public let rawValue: StoreTask
  let timeout: Duration

  init(rawValue: StoreTask, timeout: Duration) {
    self.rawValue = rawValue
    self.timeout = timeout
  }

  /// Cancels the action's effects and waits for them to stop.
  @MainActor
  public func cancel() async {
    rawValue.cancel()
    await rawValue.finish()
  }

  /// Waits for the action's effects to finish, failing the test if they are still running after
  /// `timeout` (the test store's timeout by default).
  @MainActor
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let group = rawValue.group else { return }
    let timeout = duration ?? self.timeout
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !group.isEmpty {
      guard ContinuousClock.now < deadline else {
        reportIssue(
          """
          Expected the task to finish, but its effects are still running after \
          \(describe(timeout)).

          If an effect waits on a test clock, advance the clock first. If it is a long-living \
          effect, cancel the task instead: "await task.cancel()".
          """,
          fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
      await Task.yield()
    }
  }

  /// Waits for the action's effects to finish, with a timeout in nanoseconds.
  @available(*, deprecated, message: "Use 'finish(timeout:)' with a 'Duration', instead.")
  @MainActor
  public func finish(
    timeout nanoseconds: UInt64,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      timeout: .nanoseconds(Int64(clamping: nanoseconds)),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Whether the task was cancelled.
  public var isCancelled: Bool {
    rawValue.isCancelled
  }
}

/// "1 second", "0.25 seconds": how long a timeout was, for failure messages.
func describe(_ duration: Duration) -> String {
  let seconds = Double(duration.components.seconds)
    + Double(duration.components.attoseconds) / 1e18
  let formatted = seconds.rounded() == seconds ? "\(Int(seconds))" : "\(seconds)"
  return "\(formatted) second\(seconds == 1 ? "" : "s")"
}
