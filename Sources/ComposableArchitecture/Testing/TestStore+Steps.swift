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
        kind: .receive(
          ActionExpectation(
            description: debugCaseOutput(action),
            matches: { $0 == action },
            difference: { diff(action, $0, format: .proportional) }
          ),
          update
        ),
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

  /// Runs an array of steps in order; see ``assert(_:fileID:file:line:column:)-(Step...)``.
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
}
