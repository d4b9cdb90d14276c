/// A reducer written as a closure of state, action and environment: the closure-based reducer API
/// that predates the ``Reducer`` protocol.
///
/// The environment holds the feature's dependencies and is handed to the reducer on every run:
///
/// ```swift
/// struct MyState { var count = 0, text = "" }
/// enum MyAction { case buttonTapped, textChanged(String) }
/// struct MyEnvironment { var analyticsClient: AnalyticsClient }
///
/// let myReducer = AnyReducer<MyState, MyAction, MyEnvironment> { state, action, environment in
///   switch action {
///   case .buttonTapped:
///     state.count += 1
///     return environment.analyticsClient.track("Button Tapped")
///   case let .textChanged(text):
///     state.text = text
///     return .none
///   }
/// }
/// ```
///
/// Reducers compose with `combine`, `pullback`, `optional()` and `forEach`, which embed the
/// reducer of a child domain in a parent domain.
/// Run one in a store with `Store(initialState:reducer:environment:)`, or inside a ``Reducer``'s
/// body with `Reduce(reducer, environment:)`.
///
/// The closure is `@Sendable` so that a reducer can be a global constant (`let appReducer = …`),
/// as closure-based features are usually written, under Swift 6's strict concurrency checking.
public struct AnyReducer<State, Action, Environment>: Sendable {
  let reducer: @Sendable (inout State, Action, Environment) -> Effect<Action>

  /// Creates a reducer from a function of state, action and environment.
  ///
  /// ```swift
  /// let counterReducer = AnyReducer<CounterState, CounterAction, Void> { state, action, _ in
  ///   switch action {
  ///   case .decrementButtonTapped:
  ///     state.count -= 1
  ///   case .incrementButtonTapped:
  ///     state.count += 1
  ///   }
  ///   return .none
  /// }
  /// ```
  ///
  /// - Parameter reducer: Evolves `state` for an action, and returns the effects to run, built
  ///   with the dependencies in the environment (or ``Effect/none``).
  public init(
    _ reducer:
      @escaping @Sendable (
        _ state: inout State, _ action: Action, _ environment: Environment
      ) -> Effect<Action>
  ) {
    self.reducer = reducer
  }

  /// A reducer that changes no state and returns no effects.
  ///
  /// ```swift
  /// let placeholder = AnyReducer<AppState, AppAction, AppEnvironment>.empty
  /// ```
  public static var empty: Self {
    Self { _, _, _ in .none }
  }

  /// Runs the reducer.
  ///
  /// ```swift
  /// var state = CounterState()
  /// let effect = counterReducer.run(&state, .incrementButtonTapped, ())
  /// ```
  ///
  /// - Returns: The effects to run, which can feed zero or more actions back.
  public func run(
    _ state: inout State, _ action: Action, _ environment: Environment
  ) -> Effect<Action> {
    reducer(&state, action, environment)
  }

  /// Runs the reducer, as a function: `counterReducer(&state, .incrementButtonTapped, ())`.
  public func callAsFunction(
    _ state: inout State, _ action: Action, _ environment: Environment
  ) -> Effect<Action> {
    reducer(&state, action, environment)
  }

  /// Combines reducers into one that runs each of them on the state, in order, and merges their
  /// effects.
  ///
  /// Order matters when domains overlap: combine a child's reducer before the parent's, so that
  /// the child handles its actions before the parent changes (or `nil`s out) its state.
  ///
  /// ```swift
  /// let parentReducer = AnyReducer<ParentState, ParentAction, ParentEnvironment>.combine(
  ///   // The child runs first, so it can react to `.dismiss` while its state is non-`nil`.
  ///   childReducer.optional().pullback(
  ///     state: \.child, action: /ParentAction.child, environment: { $0.child }
  ///   ),
  ///   // The parent runs after the child, and `nil`s out its state on `.child(.dismiss)`.
  ///   AnyReducer { state, action, environment in
  ///     if case .child(.dismiss) = action { state.child = nil }
  ///     return .none
  ///   }
  /// )
  /// ```
  public static func combine(_ reducers: Self...) -> Self {
    combine(reducers)
  }

  /// Combines an array of reducers into one that runs each of them on the state, in order, and
  /// merges their effects.
  ///
  /// ```swift
  /// let appReducer = AnyReducer<AppState, AppAction, AppEnvironment>.combine(featureReducers)
  /// ```
  public static func combine(_ reducers: [Self]) -> Self {
    Self { state, action, environment in
      var effects = Effect<Action>.none
      for reducer in reducers {
        effects = effects.merge(with: reducer.reducer(&state, action, environment))
      }
      return effects
    }
  }

  /// Combines this reducer with another: this one runs first, then `other`, and their effects
  /// are merged.
  ///
  /// ```swift
  /// let parentReducer: AnyReducer<ParentState, ParentAction, ParentEnvironment> =
  ///   childReducer
  ///     .optional()
  ///     .pullback(state: \.child, action: /ParentAction.child, environment: { $0.child })
  ///     .combined(with: AnyReducer { state, action, environment in
  ///       if case .child(.dismiss) = action { state.child = nil }
  ///       return .none
  ///     })
  /// ```
  public func combined(with other: Self) -> Self {
    .combine(self, other)
  }
}
