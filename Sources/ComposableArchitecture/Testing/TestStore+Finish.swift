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
        Expected effects to finish, but there are still effects in-flight\
        \(timeout > .zero ? " after \(timeout)" : "").

        There are effects in-flight. If the effect that delivers this action uses a \
        clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait \
        enough time for it to perform the effect. If you are using a test \
        clock/scheduler, advance it so that the effects may complete, or consider using \
        an immediate clock/scheduler to immediately perform the effect instead.

        If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
        \(timeoutAdvice(isDefault: timeout == timeoutDuration)).
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
  /// - Parameters:
  ///   - strict: Whether to fail the test when there is nothing to skip.
  ///   - fileID: The calling file, named by the failure when there is nothing to skip.
  ///   - filePath: The calling file's full path.
  ///   - line: The calling line.
  ///   - column: The calling column.
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

  /// Stops tracking the effects in flight, so that the end of the test does not fail on them.
  ///
  /// As in TCA, the effects are not cancelled: actions they send later still arrive, and an
  /// exhaustive test store must receive them. With exhaustivity on (or
  /// `.off(showSkippedAssertions: true)`) what was skipped is shown without failing the test.
  ///
  /// - Parameters:
  ///   - strict: Whether to fail the test when no effect is in flight.
  ///   - fileID: The calling file, named by the failure when there is nothing to skip.
  ///   - filePath: The calling file's full path.
  ///   - line: The calling line.
  ///   - column: The calling column.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let runtime = core.base.runtime
    var groups: [EffectGroup] = []
    var seen = Set<ObjectIdentifier>()
    for group in runtime.uncancelledGroups
    where !group.isCancelled && seen.insert(ObjectIdentifier(group)).inserted {
      groups.append(group)
    }
    if groups.isEmpty {
      if strict {
        location.report("There were no in-flight effects to skip.")
      }
      return
    }
    runtime.skipRunning()
    let showsSkipped: Bool
    switch exhaustivity {
    case .on: showsSkipped = true
    case let .off(showSkippedAssertions): showsSkipped = showSkippedAssertions
    }
    guard showsSkipped else { return }
    let origins = groups.map { $0.origin?.description ?? "(unknown)" }
    let actions =
      origins.count == 1
      ? origins[0]
      : "[\n" + origins.enumerated().map { "  [\($0)]: \($1)" }.joined(separator: ",\n") + "\n]"
    location.reportSkipped(
      """
      \(groups.count) in-flight effect\(groups.count == 1 ? " was" : "s were") cancelled, \
      originating from:

      \(actions)
      """
    )
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
        reports.append(.issue(at: location, unexpectedActionsAtEnd()))
      case let .off(showSkippedAssertions):
        if showSkippedAssertions {
          reports.append(.skipped(at: location, unexpectedActionsAtEnd()))
        }
      }
      receivedActions.removeAll()
    }
    let runtime = core.base.runtime
    // Effects the test cancelled (or that an earlier end of test already reported) may still be
    // winding down; they are not the test's fault.
    let groups = runtime.uncancelledGroups.filter { !$0.isCancelled }
    let showsEffects: Bool
    switch exhaustivity {
    case .on: showsEffects = true
    case let .off(showSkippedAssertions): showsEffects = showSkippedAssertions
    }
    if !groups.isEmpty, showsEffects {
      var reported = Set<ObjectIdentifier>()
      for group in groups where reported.insert(ObjectIdentifier(group)).inserted {
        let origin = group.origin.map(TestLocation.init) ?? location
        reports.append(
          exhaustivity == .on
            ? .issue(at: origin, Self.effectStillRunning)
            : .skipped(at: origin, Self.effectStillRunning)
        )
      }
    }
    for group in groups {
      group.cancel()
    }
    runtime.cancelAll()
    return reports
  }

  /// The failure for actions fed back by effects that the test never received.
  private func unexpectedActionsAtEnd() -> String {
    let actions =
      receivedActions
      .map { "    " + issueCaseDescription($0.action, abbreviated: true) }
      .joined(separator: "\n")
    return """
      The store received \(receivedActions.count) unexpected \
      action\(receivedActions.count == 1 ? "" : "s").

        Unhandled actions:
      \(actions)

      To fix, explicitly assert against these actions using "store.receive", skip these actions \
      by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
      store: "store.exhaustivity = .off".
      """
  }

  /// The failure for an effect still running at the end of the test, at the action that
  /// started it.
  private static var effectStillRunning: String {
    """
    An effect returned for this action is still running. It must complete before the end of \
    the test.

    To fix, inspect any effects the reducer returns for this action and ensure that all of \
    them complete by the end of the test. There are a few reasons why an effect may not have \
    completed:

    If using async/await in your effect, it may need a little bit of time to properly \
    finish. To fix you can simply perform "await store.finish()" at the end of your test.

    If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
    make sure that you wait enough time for it to perform the effect. If you are using a test \
    clock/scheduler, advance it so that the effects may complete, or consider using an \
    immediate clock/scheduler to immediately perform the effect instead.

    If you are returning a long-living effect (timers, notifications, subjects, etc.), then \
    make sure those effects are torn down by marking the effect ".cancellable" and returning a \
    corresponding cancellation effect ("Effect.cancel") from another action, or, if your \
    effect is driven by a Combine subject, send it a completion.

    If you do not wish to assert on these effects, perform "await \
    store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
    "store.exhaustivity = .off".
    """
  }
}

/// How a timeout failure ends: what to change about the timeout.
func timeoutAdvice(isDefault: Bool) -> String {
  isDefault
    ? #"configure this assertion with an explicit "timeout""#
    : #"try increasing the duration of this assertion's "timeout""#
}
