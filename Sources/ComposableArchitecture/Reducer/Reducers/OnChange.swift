extension Reducer {
  /// Adds a reducer that runs when a value in state changes as a result of an action.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   BindingReducer()
  ///     .onChange(of: \.userSettings.isHapticFeedbackEnabled) { oldValue, newValue in
  ///       Reduce { state, action in
  ///         .run { send in await self.haptics.setEnabled(newValue) }
  ///       }
  ///     }
  /// }
  /// ```
  ///
  /// The reducer built by `reducer` runs after this reducer, only when the value before and after
  /// the action differ; its effects are merged with this reducer's.
  public func onChange<V: Equatable, Reducers: Reducer<State, Action>>(
    of toValue: @escaping (State) -> V,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> Reducers
  ) -> _OnChangeReducer<Self, V, Reducers> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Adds a reducer that runs when a value in state changes, as decided by `isDuplicate`.
  public func onChange<V, Reducers: Reducer<State, Action>>(
    of toValue: @escaping (State) -> V,
    removeDuplicates isDuplicate: @escaping (V, V) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> Reducers
  ) -> _OnChangeReducer<Self, V, Reducers> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// The reducer returned by ``Reducer/onChange(of:_:)``.
public struct _OnChangeReducer<Base: Reducer, Value, Body: Reducer<Base.State, Base.Action>>:
  Reducer
{
  let base: Base
  let toValue: (Base.State) -> Value
  let isDuplicate: (Value, Value) -> Bool
  let reducer: (Value, Value) -> Body
  let baseCache = _ReducerBodyCache<Base.State, Base.Action>()

  init(
    base: Base,
    toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Body
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffects = base._reduce(into: &state, action: action, cache: baseCache)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return baseEffects }
    return baseEffects.merge(
      with: reducer(oldValue, newValue).reduce(into: &state, action: action)
    )
  }
}
