extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
  /// Reads a field of the state, and writes it by sending a binding action:
  /// `store.text = "Hello"` sends `.binding(.set(\.text, "Hello"))`, which `BindingReducer`
  /// applies.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get {
      core.accessIdentity()
      return core.state[keyPath: keyPath]
    }
    set {
      send(.binding(.set(keyPath, newValue)))
    }
  }
}

extension Store
where
  State: ObservableState,
  Action: ViewAction,
  Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// Reads a field of the state, and writes it by sending a binding view action:
  /// `store.draft = text` sends `.view(.binding(.set(\.draft, text)))`, also through a `let`
  /// store of a `@ViewAction` view.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get {
      core.accessIdentity()
      return core.state[keyPath: keyPath]
    }
    set {
      send(.view(.binding(.set(keyPath, newValue))))
    }
  }
}
