import CustomDump

extension TestStore {
  /// One step of the step-based assertion API of earlier versions of the library, for code
  /// written against it:
  ///
  /// ```swift
  /// await store.assert(
  ///   .send(.searchFieldChanged("c")) { $0.query = "c" },
  ///   .do { await clock.advance(by: .milliseconds(500)) },
  ///   .receive(.response(["Composable Architecture"])) { $0.results = ["Composable Architecture"] }
  /// )
  /// ```
  ///
  /// Each step makes the same checks as the corresponding ``TestStore`` method.
  public struct Step {
    enum Kind {
      case send(Action, ((inout State) throws -> Void)?)
      case receive(ActionExpectation<Action>, ((inout State) throws -> Void)?)
      case `do`(@MainActor () async throws -> Void)
      case doSynchronously(@MainActor () throws -> Void)
      case dependencies((inout DependencyValues) throws -> Void)
    }

    let kind: Kind
    let location: TestLocation

    /// Sends an action and asserts how it changed the state.
    public static func send(
      _ action: Action,
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ update: ((_ state: inout State) throws -> Void)? = nil
    ) -> Self {
      Self(
        kind: .send(action, update),
        location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// Receives an action fed back by an effect and asserts how it changed the state.
    public static func receive(
      _ action: Action,
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ update: ((_ state: inout State) throws -> Void)? = nil
    ) -> Self where Action: Equatable {
      Self(
        kind: .receive(.equal(to: action), update),
        location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// Runs work between steps, such as advancing a test clock.
    public static func `do`(
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ work: @escaping @MainActor () async throws -> Void
    ) -> Self {
      Self(
        kind: .do(work),
        location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// Runs synchronous work between steps, such as advancing a test scheduler; the only kind
    /// of work a synchronous `assert(_:)` runs.
    ///
    /// ```swift
    /// .do { scheduler.advance(by: 0.25) }
    /// ```
    public static func `do`(
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ work: @escaping @MainActor () throws -> Void
    ) -> Self {
      Self(
        kind: .doSynchronously(work),
        location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// Changes the dependencies used by the steps that follow.
    public static func dependencies(
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ update: @escaping (inout DependencyValues) throws -> Void
    ) -> Self {
      Self(
        kind: .dependencies(update),
        location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
  }

  /// Runs steps in order, then checks that no received action is left unhandled and no effect
  /// is still running.
  public func assert(
    _ steps: Step...,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await assert(steps, fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Runs an array of steps in order; see the variadic `assert(_:)`.
  public func assert(
    _ steps: [Step],
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    for step in steps {
      let location = step.location
      switch step.kind {
      case let .send(action, update):
        await send(
          action, assert: update,
          fileID: location.fileID, filePath: location.filePath,
          line: location.line, column: location.column
        )
      case let .receive(expectation, update):
        await receiveAction(
          expectation: expectation, timeout: nil, modify: update, location: location
        )
      case let .do(work):
        do {
          try await work()
        } catch {
          location.report("Threw error: \(error)")
        }
      case let .doSynchronously(work):
        do {
          try work()
        } catch {
          location.report("Threw error: \(error)")
        }
      case let .dependencies(update):
        do {
          try update(&dependencies)
        } catch {
          location.report("Threw error: \(error)")
        }
      }
    }
    await finish(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Runs steps in order from a synchronous test, as the step API of earlier versions of the
  /// library did, then checks that no received action is left unhandled and no effect is still
  /// running.
  ///
  /// ```swift
  /// func testSearch() {
  ///   let scheduler = DispatchQueue.test
  ///   // …
  ///   store.assert(
  ///     .send(.queryChanged("c")) { $0.query = "c" },
  ///     .do { scheduler.advance(by: 0.5) },
  ///     .receive(.response(["Composable Architecture"])) { $0.results = ["Composable Architecture"] }
  ///   )
  /// }
  /// ```
  ///
  /// Nothing here waits: each step sees what has happened synchronously, which is everything
  /// effects built from `.send`, `.cancel` and Combine publishers on a test (or immediate)
  /// scheduler do — those run on the spot when a `.do` step advances the scheduler. A `.receive`
  /// of an action that has not arrived fails at once, and an effect still running at the end
  /// (an `Effect.run`, which needs an `async` test and `await store.assert(…)`) fails the test
  /// at the `send` that started it.
  public func assert(
    _ steps: Step...,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    assert(steps, fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Runs an array of steps in order from a synchronous test; see
  /// the variadic `assert(_:)`.
  public func assert(
    _ steps: [Step],
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    for step in steps {
      let location = step.location
      switch step.kind {
      case let .send(action, update):
        let sent = beginSend(action, location: location)
        _ = endSend(sent, assert: update, location: location)
      case let .receive(expectation, update):
        receiveActionSynchronously(expectation: expectation, modify: update, location: location)
      case .do:
        location.report(
          """
          A ".do" step with asynchronous work cannot run in a synchronous "assert": make the \
          test "async" and "await store.assert(…)".
          """
        )
      case let .doSynchronously(work):
        do {
          try work()
        } catch {
          location.report("Threw error: \(error)")
        }
      case let .dependencies(update):
        do {
          try update(&dependencies)
        } catch {
          location.report("Threw error: \(error)")
        }
      }
    }
    completed()
  }
}
