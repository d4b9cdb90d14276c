/// A reducer that does nothing: it changes no state and returns no effects.
///
/// Useful as a placeholder, and as the reducer of features that have no logic of their own.
public struct EmptyReducer<State, Action>: Reducer {
  /// A reducer that does nothing.
  public init() {}

  public func reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .none
  }
}
