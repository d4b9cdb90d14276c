/// Runs the reducers of a block in order and merges their effects, as a reducer of its own.
///
/// Useful to apply an operator to several reducers at once:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   CombineReducers {
///     Scope(state: \.profile, action: \.profile) { Profile() }
///     Reduce { state, action in /* ... */ }
///   }
///   .ifLet(\.child, action: \.child) { Child() }
/// }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  let reducers: Reducers
  let cache = _ReducerBodyCache<State, Action>()

  /// Combines the reducers built in `build`.
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers._reduce(into: &state, action: action, cache: cache)
  }
}
