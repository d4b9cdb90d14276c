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
      expectation: ActionExpectation(
        description: debugCaseOutput(expectedAction),
        matches: { $0 == expectedAction },
        difference: { diff(expectedAction, $0, format: .proportional) }
      ),
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
    let casePath = AnyCasePath(actionCase)
    await receiveAction(
      expectation: ActionExpectation(
        description: describeCase(actionCase),
        matches: { casePath.extract(from: $0) != nil },
        difference: nil
      ),
      timeout: duration,
      modify: updateStateToExpectedResult,
      location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
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
        description: "\(describeCase(actionCase)): \(String(customDumping: value))",
        matches: { casePath.extract(from: $0) == value },
        difference: { received in
          guard let receivedValue = casePath.extract(from: received) else { return nil }
          return diff(value, receivedValue, format: .proportional)
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
        description: "an action matching the predicate", matches: isMatching, difference: nil
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
      reportNoReceivedAction(expectation, timeout: nil, location: location)
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
        let difference =
          expectation.difference?(received)?.indentingLines(by: 2)
          ?? """
            Expected:
              \(expectation.description)
            Received:
          \(debugCaseOutput(received).indentingLines(by: 4))
          """
        location.report(
          """
          Received unexpected action: …

          \(difference)

          (Expected: −, Received: +)
          """
        )
      }
    case let .off(showSkippedAssertions):
      if showSkippedAssertions, index > 0 {
        location.reportSkipped(
          """
          Skipped receiving \(index) action\(index == 1 ? "" : "s"): …

          \(describeActions(receivedActions[..<index].map(\.action)))
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
    // Woken by the runtime as effects send actions and finish; with no effect left to run,
    // nothing can arrive however long the test waits.
    _ = await runtime.wait(
      while: { available() == nil && runtime.runningCount > 0 }, timeout: timeout
    )
    if let index = available() { return index }
    reportNoReceivedAction(expectation, timeout: timeout, location: location)
    return nil
  }

  /// Reports that the action to receive never came, with what may still send it.
  private func reportNoReceivedAction(
    _ expectation: ActionExpectation<Action>, timeout: Duration?, location: TestLocation
  ) {
    let runtime = core.base.runtime
    let origins = runtime.runningOrigins
    let hint: String
    if origins.isEmpty {
      hint = """
        No effects are in flight, so no action can arrive: the effects started so far have all \
        finished without sending it.
        """
    } else {
      let starts = Set(origins.map { "\($0.fileID):\($0.line) (\($0.description))" }).sorted()
      hint = """
        \(origins.count) effect\(origins.count == 1 ? " is" : "s are") still in flight, started \
        by the "send" at \(starts.joined(separator: ", ")). If an effect waits on a test \
        clock, advance the clock before receiving; otherwise raise the timeout.
        """
    }
    let within = timeout.map { " within \(describe($0))" } ?? ""
    location.report(
      """
      Expected to receive \(expectation.description), but received none\
      \(origins.isEmpty ? "" : within).

      \(hint)
      """
    )
  }
}

/// What a `receive` expects, in a form that does not depend on how it was written.
struct ActionExpectation<Action> {
  let description: String
  let matches: (Action) -> Bool
  /// A diff between the expected action and a received one, when both can be compared.
  let difference: ((Action) -> String?)?
}
