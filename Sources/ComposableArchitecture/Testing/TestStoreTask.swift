/// The work started by an action sent to a ``TestStore``.
///
/// ``TestStore/send(_:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_)`` returns one.
/// Cancel it to end a long-living effect the test does not want to drive to completion, or
/// await its ``finish(timeout:fileID:filePath:line:column:)-(Duration?,_,_,_,_)`` to wait for
/// the effects of one action:
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
  /// The runtime that runs the effects, which says when they make progress.
  let runtime: EffectRuntime

  init(rawValue: StoreTask, timeout: Duration, runtime: EffectRuntime) {
    self.rawValue = rawValue
    self.timeout = timeout
    self.runtime = runtime
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue == rhs.rawValue && lhs.timeout == rhs.timeout
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue)
    hasher.combine(timeout)
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
    guard await runtime.wait(while: { !group.isEmpty }, timeout: timeout) else {
      reportIssue(
        """
        Expected task to finish, but it is still in-flight\
        \(timeout > .zero ? " after \(timeout)" : "").

        If this task delivers its action using a clock/scheduler (via "sleep(for:)", \
        "timer(interval:)", etc.), make sure that you wait enough time for it to \
        perform its work. If you are using a test clock/scheduler, advance the scheduler so that \
        the effects may complete, or consider using an immediate clock/scheduler to immediately \
        perform the effect instead.

        If you are not yet using a clock/scheduler, or cannot use a clock/scheduler, \
        \(timeoutAdvice(isDefault: timeout == self.timeout)).
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
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

/// Lets effects that are ready to run make progress: a few round trips through the global
/// executor, where effect bodies run, each followed by turns of the main actor, where effects
/// deliver actions and finish. Stops early once `isSettled` holds.
///
/// Turns of the main actor alone are not enough: under load (tests running in parallel on few
/// cores), an effect's continuation can wait in the global executor's queue for longer than any
/// fixed number of yields, and a test that ends right after receiving an effect's last action
/// would then fail on an effect that was about to return. A job enqueued behind it there runs
/// only once the executor has reached it.
@MainActor
func letEffectsProgress(until isSettled: () -> Bool) async {
  for _ in 0..<4 {
    await Task.detached(priority: Task.currentPriority) {}.value
    await Task.megaYield()
    if isSettled() { return }
  }
}
