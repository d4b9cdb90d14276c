extension AnyReducer where Action: BindableAction, State == Action.State {
  /// Applies the ``BindingAction``s of a ``BindableAction`` to state before running this
  /// reducer, which can then react to the new values.
  ///
  /// ```swift
  /// enum SettingsAction: BindableAction {
  ///   case binding(BindingAction<SettingsState>)
  /// }
  ///
  /// let settingsReducer = AnyReducer<SettingsState, SettingsAction, Void> { state, action, _ in
  ///   // `state` already holds the value a binding action wrote.
  ///   return .none
  /// }
  /// .binding()
  /// ```
  public func binding() -> Self {
    Self { state, action, environment in
      action.binding?.set(&state)
      return self.reducer(&state, action, environment)
    }
  }
}
