extension TestStore {
  /// Waits for every in-flight effect to finish, and fails the test if some are still running
  /// after `timeout`, or if actions they fed back were not received.
  ///
  /// ```swift
  /// await store.send(.onAppear)
  /// await store.receive(\.loaded) { $0.isLoading = false }
  /// await store.finish()
  /// ```
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let runtime = core.base.runtime
    let timeout = duration ?? timeoutDuration
    if await !runtime.wait(while: { runtime.runningCount > 0 }, timeout: timeout) {
      location.report(
        """
        Expected effects to finish, but \(runtime.runningCount) \
        \(runtime.runningCount == 1 ? "is" : "are") still in flight after \(describe(timeout)).
        """
      )
    }
    completed()
  }

  /// Waits for in-flight effects to finish, with a timeout in nanoseconds.
  @available(*, deprecated, message: "Use 'finish(timeout:)' with a 'Duration', instead.")
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

  /// Drops the actions received so far without asserting them (their state changes stay).
  ///
  /// - Parameter strict: Whether to fail the test when there is nothing to skip.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.yield()
    if receivedActions.isEmpty {
      if strict {
        TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
          .report("There were no received actions to skip.")
      }
      return
    }
    lastAssertedState = receivedActions[receivedActions.count - 1].state
    receivedActions.removeAll()
  }

  /// Cancels the effects still in flight, so that the end of the test does not fail on them.
  ///
  /// - Parameter strict: Whether to fail the test when no effect is in flight.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let runtime = core.base.runtime
    if runtime.runningCount == 0 {
      if strict {
        TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
          .report("There were no in-flight effects to skip.")
      }
      return
    }
    for group in runtime.runningGroups {
      group.cancel()
    }
    _ = await runtime.wait(while: { runtime.runningCount > 0 }, timeout: timeoutDuration)
  }

  /// The end of a test: actions not received and effects still running fail it, at the step
  /// that caused them. Anything still running is cancelled so that it cannot leak into the next
  /// test.
  func completed() {
    for report in endOfTest() {
      report.deliver()
    }
  }

  /// The end-of-test checks, on the main actor: what they find is returned to be reported by the
  /// caller, so that a test store released off the main actor (by a test that is not main-actor
  /// isolated) can do this work on the main actor and still report from the test's own task,
  /// where the test framework attributes issues to the test.
  func endOfTest() -> [DeferredReport] {
    var reports: [DeferredReport] = []
    if !receivedActions.isEmpty {
      switch exhaustivity {
      case .on:
        reports.append(.issue(
          at: location,
          """
          The store received \(receivedActions.count) unexpected \
          action\(receivedActions.count == 1 ? "" : "s") by the end of the test: …

          Unhandled actions: \(describeActions(receivedActions.map(\.action)))

          Receive them with "await store.receive(…)", or skip them with \
          "await store.skipReceivedActions()".
          """
        ))
      case let .off(showSkippedAssertions):
        if showSkippedAssertions {
          reports.append(.skipped(
            at: location,
            """
            Skipped receiving \(receivedActions.count) \
            action\(receivedActions.count == 1 ? "" : "s") by the end of the test: …

            \(describeActions(receivedActions.map(\.action)))
            """
          ))
        }
      }
      receivedActions.removeAll()
    }
    let runtime = core.base.runtime
    // Effects the test cancelled (or that an earlier end of test already reported) may still be
    // winding down; they are not the test's fault.
    let groups = runtime.uncancelledGroups.filter { !$0.isCancelled }
    if !groups.isEmpty, case let .off(showSkippedAssertions) = exhaustivity,
      showSkippedAssertions
    {
      reports.append(.skipped(
        at: location,
        "Skipped \(groups.count) effect\(groups.count == 1 ? "" : "s") still in flight at the end of the test."
      ))
    }
    if !groups.isEmpty, exhaustivity == .on {
      var reported = Set<ObjectIdentifier>()
      for group in groups where reported.insert(ObjectIdentifier(group)).inserted {
        let origin = group.origin.map(TestLocation.init) ?? location
        reports.append(.issue(
          at: origin,
          """
          An effect returned for this action is still running. It must complete before the end \
          of the test. …

          Effects that are still running when a test ends were not proven to stop. Depending on \
          the effect:

          • If it is async work that is about to finish, wait for it: "await store.finish()".

          • If it waits on a clock, advance the test clock enough for it to complete (or use an \
          immediate clock).

          • If it is long-living (a timer, a stream of events), make it cancellable and cancel \
          it from an action the test sends, or cancel the task "send" returned: \
          "await task.cancel()".

          • If the test does not need to assert on it, skip it with \
          "await store.skipInFlightEffects()", or use "store.exhaustivity = .off".
          """
        ))
      }
    }
    for group in groups {
      group.cancel()
    }
    runtime.cancelAll()
    return reports
  }
}
