import CustomDump

extension TestStore {
  /// Asserts that an effect fed back an action equal to `expectedAction`, and how it changed the
  /// state.
  ///
  /// ```swift
  /// await store.receive(.factResponse("0 is the coldest number")) {
  ///   $0.fact = "0 is the coldest number"
  /// }
  /// ```
  ///
  /// Waits up to `timeout` (the store's ``timeout`` by default) for the action to arrive.
  public func receive(
    _ expectedAction: Action,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receiveAction(
      expectation: .equal(to: expectedAction),
      timeout: duration,
      modify: updateStateToExpectedResult,
      location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect fed back an action equal to `expectedAction`, with a timeout in
  /// nanoseconds.
  @available(*, deprecated, message: "Use 'timeout:' with a 'Duration', instead.")
  public func receive(
    _ expectedAction: Action,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receive(
      expectedAction, timeout: .nanoseconds(Int64(clamping: nanoseconds)),
      assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Asserts that an effect fed back an action of the given case, and how it changed the state.
  ///
  /// ```swift
  /// await store.receive(\.factResponse) {
  ///   $0.fact = "0 is the coldest number"
  /// }
  /// ```
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      casePath: AnyCasePath(actionCase), timeout: duration, assert: updateStateToExpectedResult,
      location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// `receive` of an action in a case, with a case key path or (deprecated) a case path.
  func receive<Value>(
    casePath: AnyCasePath<Action, Value>,
    timeout duration: Duration?,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    location: TestLocation
  ) async {
    await receiveAction(
      expectation: ActionExpectation(
        failureMessage: "Expected to receive an action matching case path, but didn't get one.",
        matches: { casePath.extract(from: $0) != nil },
        describeUnexpected: { dumped($0, indent: 2) }
      ),
      timeout: duration,
      modify: updateStateToExpectedResult,
      location: location
    )
  }

  /// Asserts that an effect fed back an action of the given case carrying `value`, and how it
  /// changed the state.
  ///
  /// ```swift
  /// await store.receive(\.factResponse, "0 is the coldest number") {
  ///   $0.fact = "0 is the coldest number"
  /// }
  /// ```
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = AnyCasePath(actionCase)
    await receiveAction(
      expectation: ActionExpectation(
        failureMessage: "Expected to receive an action matching case path, but didn't get one.",
        matches: { casePath.extract(from: $0) == value },
        describeUnexpected: { received in
          guard casePath.extract(from: received) != nil,
            let difference = diff(casePath.embed(value), received, format: .proportional)
          else { return dumped(received, indent: 2) }
          return """
            \(difference.indent(by: 2))

            (Expected: −, Actual: +)
            """
        }
      ),
      timeout: duration,
      modify: updateStateToExpectedResult,
      location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect fed back an action of a case that carries a stack element id, for
  /// that id: `await store.receive(\.path.popFrom, id: 0) { $0.path[id: 0] = nil }`.
  public func receive(
    _ actionCase: CaseKeyPath<Action, StackElementID>,
    id: StackElementID,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      actionCase, id, timeout: duration, assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Asserts that an effect fed back an action for which `isMatching` returns `true`.
  public func receive(
    _ isMatching: @escaping (_ action: Action) -> Bool,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      expectation: ActionExpectation(
        failureMessage: "Expected to receive an action matching predicate, but didn't get one.",
        matches: isMatching,
        describeUnexpected: { dumped($0, indent: 2) }
      ),
      timeout: duration,
      modify: updateStateToExpectedResult,
      location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  func receiveAction(
    expectation: ActionExpectation<Action>,
    timeout duration: Duration?,
    modify: ((inout State) throws -> Void)?,
    location: TestLocation
  ) async {
    let timeout = duration ?? timeoutDuration
    guard let index = await waitForReceivedAction(expectation, timeout: timeout, location: location)
    else { return }
    assertReceived(at: index, expectation: expectation, modify: modify, location: location)
    // An effect that sent this action as its last step still has to return, on another
    // executor, before it counts as finished: give it that chance, so that a test may end right
    // after receiving the last action of its effects.
    let runtime = core.base.runtime
    if runtime.runningCount > 0 {
      await letEffectsProgress(until: { runtime.runningCount == 0 })
    }
  }

  /// `receive` without waiting, for the synchronous `assert`: the action must already have
  /// been received (as it is when a test scheduler's effect sent it synchronously).
  func receiveActionSynchronously(
    expectation: ActionExpectation<Action>,
    modify: ((inout State) throws -> Void)?,
    location: TestLocation
  ) {
    guard let index = availableReceivedAction(expectation) else {
      location.report(expectation.failureMessage)
      return
    }
    assertReceived(at: index, expectation: expectation, modify: modify, location: location)
  }

  /// The first received action when exhaustive, the first matching one when not.
  private func availableReceivedAction(_ expectation: ActionExpectation<Action>) -> Int? {
    switch exhaustivity {
    case .on:
      receivedActions.isEmpty ? nil : 0
    case .off:
      receivedActions.firstIndex(where: { expectation.matches($0.action) })
    }
  }

  private func assertReceived(
    at index: Int,
    expectation: ActionExpectation<Action>,
    modify: ((inout State) throws -> Void)?,
    location: TestLocation
  ) {
    let previous = index > 0 ? receivedActions[index - 1].state : lastAssertedState
    let (received, state, sharedStep) = receivedActions[index]
    switch exhaustivity {
    case .on:
      receivedActions.removeFirst()
      if !expectation.matches(received) {
        location.report(
          """
          Received unexpected action:

          \(expectation.describeUnexpected(received))
          """
        )
        // As in TCA, the state is not checked against an action the test did not expect: the
        // closure describes the change of another action, so a state failure would only repeat
        // the one above.
        sharedChanges.reset(toStep: sharedStep)
        lastAssertedState = state
        return
      }
    case let .off(showSkippedAssertions):
      if showSkippedAssertions, index > 0 {
        let skipped = receivedActions[..<index].map(\.action)
        location.reportSkipped(
          """
          \(index) received action\(index == 1 ? " was" : "s were") skipped.

          \(describeActions(skipped))
          """
        )
      }
      receivedActions.removeFirst(index + 1)
    }
    expectStateToMatch(
      previous: previous, actual: state, sharedStep: sharedStep, modify: modify,
      location: location
    )
    lastAssertedState = state
  }

  /// Waits until the action to receive is available: the first received action when
  /// exhaustive, the first matching one when not. Reports and returns `nil` when none comes.
  private func waitForReceivedAction(
    _ expectation: ActionExpectation<Action>,
    timeout: Duration,
    location: TestLocation
  ) async -> Int? {
    let runtime = core.base.runtime
    func available() -> Int? { availableReceivedAction(expectation) }
    let hadEffectsInFlight = runtime.runningCount > 0
    // Woken by the runtime as effects send actions and finish; with no effect left to run,
    // nothing can arrive however long the test waits.
    _ = await runtime.wait(
      while: { available() == nil && runtime.runningCount > 0 }, timeout: timeout
    )
    if let index = available() { return index }
    if hadEffectsInFlight {
      reportNoActionWithinTimeout(timeout, location: location)
    }
    location.report(expectation.failureMessage)
    return nil
  }

  /// Reports that effects in flight did not deliver the action to receive in time: before the
  /// failure for the expected action itself, as TCA reports both.
  private func reportNoActionWithinTimeout(_ timeout: Duration, location: TestLocation) {
    let suggestion =
      core.base.runtime.runningCount == 0
      ? """
      There are no in-flight effects that could deliver this action. Could the effect you \
      expected to deliver this action have been cancelled?
      """
      : """
      There are effects in-flight. If the effect that delivers this action uses a \
      clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you \
      wait enough time for it to perform the effect. If you are using a test \
      clock/scheduler, advance it so that the effects may complete, or consider using \
      an immediate clock/scheduler to immediately perform the effect instead.

      If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
      \(timeoutAdvice(isDefault: timeout == timeoutDuration)).
      """
    location.report(
      """
      Expected to receive \(exhaustivity == .on ? "an action" : "a matching action"), but \
      received none\(timeout > .zero ? " after \(timeout)" : "").

      \(suggestion)
      """
    )
  }
}

/// What a `receive` expects, in a form that does not depend on how it was written, with the
/// texts TCA fails with for that kind of `receive`.
struct ActionExpectation<Action> {
  /// The failure when no such action was received.
  let failureMessage: String
  let matches: (Action) -> Bool
  /// What follows "Received unexpected action:" for a received action that does not match.
  let describeUnexpected: (Action) -> String
}

extension ActionExpectation where Action: Equatable {
  /// An action equal to `expected`.
  static func equal(to expected: Action) -> Self {
    Self(
      failureMessage: """
        Expected to receive the following action, but didn't:

        \(dumped(expected, indent: 2))
        """,
      matches: { $0 == expected },
      describeUnexpected: { received in
        diff(expected, received, format: .proportional)
          .map { "\($0.indent(by: 4))\n\n(Expected: −, Received: +)" }
            ?? """
            Expected:
            \(String(describing: expected).indent(by: 2))

            Received:
            \(String(describing: received).indent(by: 2))
            """
      }
    )
  }
}

/// A value dumped as in failure messages, every line indented by `indent` spaces.
func dumped(_ value: Any, indent: Int) -> String {
  var output = ""
  customDump(value, to: &output, indent: indent)
  return output
}
