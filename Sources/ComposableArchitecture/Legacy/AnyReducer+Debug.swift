extension AnyReducer {
  /// Prints every action the reducer receives and the change it made to the state, as a diff.
  ///
  /// ```swift
  /// let appReducer = AnyReducer<AppState, AppAction, AppEnvironment>.combine(/* … */)
  ///   .debug()
  /// ```
  ///
  /// For `.incrementButtonTapped` sent to a counter, it prints:
  ///
  /// ```
  /// received action:
  ///   CounterAction.incrementButtonTapped
  /// - CounterState(count: 0)
  /// + CounterState(count: 1)
  /// ```
  ///
  /// A larger state is diffed field by field, with unchanged fields as context.
  /// An action that changes nothing is followed by `  (No state changes)`.
  ///
  /// Printing only happens in debug (`#if DEBUG`) builds; in release builds this returns the
  /// reducer unchanged.
  ///
  /// - Parameters:
  ///   - prefix: Put at the start of every message, to tell several debugging reducers apart.
  ///   - actionFormat: How to describe actions.
  ///   - toDebugEnvironment: Where to print, derived from the environment; by default `print`
  ///     on a shared serial queue.
  public func debug(
    _ prefix: String = "",
    actionFormat: ActionFormat = .prettyPrint,
    environment toDebugEnvironment: @escaping @Sendable (Environment) -> DebugEnvironment = {
      _ in DebugEnvironment()
    }
  ) -> Self {
    debug(
      prefix, state: { $0 }, action: .identity, actionFormat: actionFormat,
      environment: toDebugEnvironment
    )
  }

  /// Prints every action the reducer receives, without the state.
  ///
  /// ```swift
  /// appReducer.debugActions("App", actionFormat: .labelsOnly)
  /// // App: received action:
  /// //   AppAction.todo(id: _, action: .checkBoxToggled)
  /// ```
  ///
  /// Printing only happens in debug (`#if DEBUG`) builds.
  public func debugActions(
    _ prefix: String = "",
    actionFormat: ActionFormat = .prettyPrint,
    environment toDebugEnvironment: @escaping @Sendable (Environment) -> DebugEnvironment = {
      _ in DebugEnvironment()
    }
  ) -> Self {
    debug(
      prefix, state: { _ in () }, action: .identity, actionFormat: actionFormat,
      environment: toDebugEnvironment
    )
  }

  /// Prints the actions of one case the reducer receives, and the change to a part of the
  /// state.
  ///
  /// ```swift
  /// appReducer.debug(
  ///   "Settings",
  ///   state: \.settings,
  ///   action: /AppAction.settings
  /// )
  /// ```
  ///
  /// Printing only happens in debug (`#if DEBUG`) builds.
  ///
  /// - Parameters:
  ///   - prefix: Put at the start of every message.
  ///   - toLocalState: The part of the state to diff.
  ///   - toLocalAction: The actions to print; other actions run silently.
  ///   - actionFormat: How to describe actions.
  ///   - toDebugEnvironment: Where to print, derived from the environment.
  public func debug<LocalState, LocalAction>(
    _ prefix: String = "",
    state toLocalState: @escaping @Sendable (State) -> LocalState,
    action toLocalAction: AnyCasePath<Action, LocalAction>,
    actionFormat: ActionFormat = .prettyPrint,
    environment toDebugEnvironment: @escaping @Sendable (Environment) -> DebugEnvironment = {
      _ in DebugEnvironment()
    }
  ) -> Self {
    #if DEBUG
      return Self { state, action, environment in
        guard let localAction = toLocalAction.extract(from: action) else {
          return self.reducer(&state, action, environment)
        }
        let oldState = toLocalState(state)
        let effects = self.reducer(&state, action, environment)
        // Formatted here, where the state lives: state need not be `Sendable`.
        let message = describeChange(
          prefix: prefix,
          action: localAction,
          actionFormat: actionFormat,
          from: oldState,
          to: toLocalState(state),
          includeState: LocalState.self != Void.self
        )
        let debugEnvironment = toDebugEnvironment(environment)
        debugEnvironment.queue.async { debugEnvironment.printer(message) }
        return effects
      }
    #else
      return self
    #endif
  }

  /// Prints the actions of one case the reducer receives, selected by a case key path, and the
  /// change to a part of the state.
  ///
  /// ```swift
  /// appReducer.debug("Settings", state: \.settings, action: \.settings)
  /// ```
  public func debug<LocalState, LocalAction>(
    _ prefix: String = "",
    state toLocalState: @escaping @Sendable (State) -> LocalState,
    action toLocalAction: CaseKeyPath<Action, LocalAction>,
    actionFormat: ActionFormat = .prettyPrint,
    environment toDebugEnvironment: @escaping @Sendable (Environment) -> DebugEnvironment = {
      _ in DebugEnvironment()
    }
  ) -> Self {
    debug(
      prefix, state: toLocalState, action: AnyCasePath(toLocalAction),
      actionFormat: actionFormat, environment: toDebugEnvironment
    )
  }
}

extension AnyCasePath where Root == Value {
  /// The case path that extracts every value as it is: debugging every action.
  fileprivate static var identity: Self {
    AnyCasePath(embed: { $0 }, extract: { $0 })
  }
}
