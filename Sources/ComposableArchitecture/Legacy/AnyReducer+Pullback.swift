extension AnyReducer {
  /// Transforms a reducer of a child domain into a reducer of a parent domain that holds the
  /// child's state in a field.
  ///
  /// ```swift
  /// struct AppState { var settings: SettingsState, /* rest of state */ }
  /// enum AppAction { case settings(SettingsAction), /* other actions */ }
  /// struct AppEnvironment { var settings: SettingsEnvironment, /* rest of dependencies */ }
  ///
  /// let appReducer: AnyReducer<AppState, AppAction, AppEnvironment> = .combine(
  ///   settingsReducer.pullback(
  ///     state: \.settings,
  ///     action: /AppAction.settings,
  ///     environment: { $0.settings }
  ///   ),
  ///   /* other reducers */
  /// )
  /// ```
  ///
  /// The child runs only for actions the case path extracts; its effects' actions are embedded
  /// back into the parent's actions.
  ///
  /// - Parameters:
  ///   - toLocalState: A writable key path from the parent's state to the child's.
  ///   - toLocalAction: A case path that extracts child actions from parent actions and embeds
  ///     them back.
  ///   - toLocalEnvironment: Derives the child's environment from the parent's.
  /// - Returns: A reducer of the parent domain.
  public func pullback<GlobalState, GlobalAction, GlobalEnvironment>(
    state toLocalState: WritableKeyPath<GlobalState, State>,
    action toLocalAction: AnyCasePath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping @Sendable (GlobalEnvironment) -> Environment
  ) -> AnyReducer<GlobalState, GlobalAction, GlobalEnvironment> {
    // Key paths are immutable values; the standard library only does not declare them Sendable.
    let toLocalState = UncheckedSendable(toLocalState)
    return AnyReducer<GlobalState, GlobalAction, GlobalEnvironment> {
      globalState, globalAction, globalEnvironment in
      guard let localAction = toLocalAction.extract(from: globalAction) else { return .none }
      return self.reducer(
        &globalState[keyPath: toLocalState.value], localAction,
        toLocalEnvironment(globalEnvironment)
      )
      .embedded(into: toLocalAction)
    }
  }

  /// Transforms a reducer of a child domain into a reducer of a parent domain that holds the
  /// child's state in a field, with a case key path to the child's actions.
  ///
  /// ```swift
  /// let appReducer = AnyReducer<AppState, AppAction, AppEnvironment>.combine(
  ///   settingsReducer.pullback(state: \.settings, action: \.settings, environment: { $0.settings })
  /// )
  /// ```
  public func pullback<GlobalState, GlobalAction, GlobalEnvironment>(
    state toLocalState: WritableKeyPath<GlobalState, State>,
    action toLocalAction: CaseKeyPath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping @Sendable (GlobalEnvironment) -> Environment
  ) -> AnyReducer<GlobalState, GlobalAction, GlobalEnvironment> {
    pullback(
      state: toLocalState, action: AnyCasePath(toLocalAction), environment: toLocalEnvironment
    )
  }

  /// Transforms a reducer of one case of an enum state into a reducer of the whole enum.
  ///
  /// ```swift
  /// enum AppState { case loggedIn(LoggedInState), /* rest of state */ }
  /// enum AppAction { case loggedIn(LoggedInAction), /* other actions */ }
  /// struct AppEnvironment { var loggedIn: LoggedInEnvironment, /* rest of dependencies */ }
  ///
  /// let appReducer: AnyReducer<AppState, AppAction, AppEnvironment> = .combine(
  ///   loggedInReducer.pullback(
  ///     state: /AppState.loggedIn,
  ///     action: /AppAction.loggedIn,
  ///     environment: { $0.loggedIn }
  ///   ),
  ///   /* other reducers */
  /// )
  /// ```
  ///
  /// The child runs only while the state is in its case. A child action that arrives while the
  /// state is in another case is a logic error: it is reported as a runtime issue (naming the
  /// action and where this reducer was created) and ignored. Combine the child before a parent
  /// reducer that changes the case, and cancel the child's long-living effects when it goes away.
  ///
  /// - Parameters:
  ///   - toLocalState: A case path to the child's case of the parent's state.
  ///   - toLocalAction: A case path to the child's actions.
  ///   - toLocalEnvironment: Derives the child's environment from the parent's.
  ///   - file: Where the reducer was created, for runtime warnings.
  ///   - filePath: The full path of that file, for runtime warnings.
  ///   - line: The line where the reducer was created, for runtime warnings.
  ///   - column: The column where the reducer was created, for runtime warnings.
  public func pullback<GlobalState, GlobalAction, GlobalEnvironment>(
    state toLocalState: AnyCasePath<GlobalState, State>,
    action toLocalAction: AnyCasePath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping @Sendable (GlobalEnvironment) -> Environment,
    file: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> AnyReducer<GlobalState, GlobalAction, GlobalEnvironment> {
    let location = _SourceLocation(fileID: file, filePath: filePath, line: line, column: column)
    return AnyReducer<GlobalState, GlobalAction, GlobalEnvironment> {
      globalState, globalAction, globalEnvironment in
      guard let localAction = toLocalAction.extract(from: globalAction) else { return .none }
      guard var localState = toLocalState.extract(from: globalState) else {
        reportCaseMismatch(action: globalAction, state: globalState, at: location)
        return .none
      }
      defer { globalState = toLocalState.embed(localState) }
      return self.reducer(&localState, localAction, toLocalEnvironment(globalEnvironment))
        .embedded(into: toLocalAction)
    }
  }

  /// Transforms a reducer of one case of an enum state into a reducer of the whole enum, with
  /// case key paths.
  ///
  /// ```swift
  /// let appReducer = AnyReducer<AppState, AppAction, AppEnvironment>.combine(
  ///   loggedInReducer.pullback(state: \.loggedIn, action: \.loggedIn, environment: { $0.loggedIn })
  /// )
  /// ```
  public func pullback<GlobalState: CasePathable, GlobalAction, GlobalEnvironment>(
    state toLocalState: CaseKeyPath<GlobalState, State>,
    action toLocalAction: CaseKeyPath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping @Sendable (GlobalEnvironment) -> Environment,
    file: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> AnyReducer<GlobalState, GlobalAction, GlobalEnvironment> {
    pullback(
      state: AnyCasePath(toLocalState),
      action: AnyCasePath(toLocalAction),
      environment: toLocalEnvironment,
      file: file,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

extension Effect {
  /// Embeds a child's effect into its parent's actions, without a namespace of its own (like
  /// ``Scope``): a child pulled back into a field is always the same child.
  func embedded<GlobalAction>(into toLocalAction: AnyCasePath<GlobalAction, Action>) -> Effect<
    GlobalAction
  > {
    isNone ? .none : _map(toLocalAction.embed, namespace: nil)
  }
}

private func reportCaseMismatch(action: Any, state: Any, at location: _SourceLocation) {
  reportIssue(
    """
    A "pullback" reducer created at "\(location.fileID):\(location.line)" received a child \
    action while the parent's state was in a different case. The action was ignored.

      Action:
        \(debugCaseOutput(action))
      State:
        \(debugCaseOutput(state))

    A child reducer on one case of an enum can only handle actions while the state is in that \
    case. This usually means one of:

    • A parent reducer changed the case of the state before this reducer ran. Combine the \
    child's reducer before the parent's, so that the child handles its actions first.

    • An effect of the child sent this action after the state left the case. Cancel the \
    child's long-living effects when it is torn down.

    • The action was sent to a store while the state was in another case. Send child actions \
    from a store scoped to the child's case.
    """,
    fileID: location.fileID,
    filePath: location.filePath,
    line: location.line,
    column: location.column
  )
}
