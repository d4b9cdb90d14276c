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

extension TestStore {
  /// Creates a test store for a closure-based reducer with its environment, the way the tests of
  /// earlier versions of the library are written:
  ///
  /// ```swift
  /// let store = TestStore(
  ///   initialState: CounterState(),
  ///   reducer: counterReducer,
  ///   environment: ()
  /// )
  /// await store.send(.incrementButtonTapped) { $0.count = 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The reducer under test.
  ///   - environment: The dependencies the reducer runs with (test doubles, a test clock).
  ///   - fileID: The calling file, named by the failures that belong to no step (effects still
  ///     running at the end of the test).
  ///   - filePath: The calling file's full path.
  ///   - line: The calling line.
  ///   - column: The calling column.
  public convenience init<Environment>(
    initialState: State,
    reducer: AnyReducer<State, Action, Environment>,
    environment: Environment,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      initialState: initialState,
      reducer: { Reduce(reducer, environment: environment) },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
