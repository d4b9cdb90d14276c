extension Reduce {
  /// Runs a closure-based reducer, with its environment, as a ``Reducer``: lets an
  /// ``AnyReducer`` take part in a ``Reducer/body``.
  ///
  /// ```swift
  /// @Reducer
  /// struct AppFeature {
  ///   var body: some ReducerOf<Self> {
  ///     Scope(state: \.settings, action: \.settings) {
  ///       Reduce(settingsReducer, environment: SettingsEnvironment.live)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - reducer: A closure-based reducer.
  ///   - environment: The environment it runs with, on every action.
  public init<Environment>(
    _ reducer: AnyReducer<State, Action, Environment>, environment: Environment
  ) {
    self.init { state, action in
      reducer.run(&state, action, environment)
    }
  }
}

extension Store {
  /// Creates a store that runs a closure-based reducer with its environment.
  ///
  /// ```swift
  /// let store = Store(
  ///   initialState: AppState(),
  ///   reducer: appReducer,
  ///   environment: AppEnvironment(mainQueue: .main)
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The reducer that powers the feature.
  ///   - environment: The dependencies the reducer runs with.
  public convenience init<Environment>(
    initialState: State,
    reducer: AnyReducer<State, Action, Environment>,
    environment: Environment
  ) {
    self.init(initialState: initialState) {
      Reduce(reducer, environment: environment)
    }
  }
}
