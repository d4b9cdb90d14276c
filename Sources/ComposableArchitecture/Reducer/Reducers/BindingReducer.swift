/// Applies the ``BindingAction``s of a ``BindableAction`` to state.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.query):
///       return .send(.search)
///     case .binding:
///       return .none
///     }
///   }
/// }
/// ```
///
/// Put it before reducers that react to the new values.
public struct BindingReducer<State, Action>: Reducer {
  /// Where the binding action of an action is, if it has one.
  let toBindingAction: (Action) -> BindingAction<State>?

  /// A reducer that applies binding actions.
  public init() where Action: BindableAction, Action.State == State {
    self.toBindingAction = { $0.binding }
  }

  init(binding toBindingAction: @escaping (Action) -> BindingAction<State>?) {
    self.toBindingAction = toBindingAction
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let bindingAction = toBindingAction(action) else { return .none }
    bindingAction.set(&state)
    return .none
  }
}
