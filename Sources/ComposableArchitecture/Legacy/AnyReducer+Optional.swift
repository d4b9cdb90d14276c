extension AnyReducer {
  /// Transforms a reducer of non-optional state into one of optional state, which runs only
  /// while the state is non-`nil`.
  ///
  /// Usually followed by `pullback`, to embed a child that a parent presents and dismisses:
  ///
  /// ```swift
  /// struct AppState { var modal: ModalState? }
  /// enum AppAction { case modal(ModalAction) }
  ///
  /// let appReducer = AnyReducer<AppState, AppAction, AppEnvironment>.combine(
  ///   modalReducer.optional().pullback(
  ///     state: \.modal,
  ///     action: /AppAction.modal,
  ///     environment: { ModalEnvironment(mainQueue: $0.mainQueue) }
  ///   ),
  ///   AnyReducer { state, action, environment in
  ///     // The parent runs after the child, and may set `state.modal = nil`.
  ///     return .none
  ///   }
  /// )
  /// ```
  ///
  /// An action that arrives while the state is `nil` is a logic error: it is reported as a
  /// runtime issue (naming the action and where this reducer was created) and ignored. It
  /// happens when a parent combined before the child `nil`s out the child's state, when an
  /// effect of the child outlives it, or when a view sends a child action while the child is
  /// gone. Effects are not cancelled when the state becomes `nil`: cancel long-living ones
  /// explicitly when the child is torn down.
  ///
  /// - Parameters:
  ///   - file: Where the reducer was created, for runtime warnings.
  ///   - filePath: The full path of that file, for runtime warnings.
  ///   - line: The line where the reducer was created, for runtime warnings.
  ///   - column: The column where the reducer was created, for runtime warnings.
  public func optional(
    file: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> AnyReducer<State?, Action, Environment> {
    let location = _SourceLocation(fileID: file, filePath: filePath, line: line, column: column)
    return AnyReducer<State?, Action, Environment> { state, action, environment in
      guard state != nil else {
        reportActionOnNil(action, at: location)
        return .none
      }
      return self.reducer(&state!, action, environment)
    }
  }
}

private func reportActionOnNil(_ action: Any, at location: _SourceLocation) {
  reportIssue(
    """
    An "optional" reducer created at "\(location.fileID):\(location.line)" received an action \
    while its state was "nil". The action was ignored.

      Action:
        \(debugCaseOutput(action))

    An optional reducer can only handle actions while its state is non-"nil". This usually \
    means one of:

    • A parent reducer set the child state to "nil" before this reducer ran. Combine the \
    child's reducer before the parent's, so that the child handles its actions first.

    • An effect of the child sent this action after its state became "nil". Cancel the child's \
    long-living effects when it is torn down.

    • The action was sent to a store while the child state was "nil". Send child actions from a \
    store scoped to the child, which exists only while its state is non-"nil".
    """,
    fileID: location.fileID,
    filePath: location.filePath,
    line: location.line,
    column: location.column
  )
}
