// Overloads kept so that code written against older versions of the closure-based API still
// compiles, with a deprecation warning that says what to change. `breakpointOnNil` used to stop
// in the debugger on a logic error; such errors are now runtime issues, so it is ignored.

extension AnyReducer {
  /// Deprecated: drop the `breakpointOnNil` argument.
  ///
  /// ```swift
  /// loggedInReducer.pullback(state: /AppState.loggedIn, action: /AppAction.loggedIn, environment: { $0.loggedIn })
  /// ```
  @available(*, deprecated, message: "'pullback' no longer takes a 'breakpointOnNil' argument")
  public func pullback<GlobalState, GlobalAction, GlobalEnvironment>(
    state toLocalState: AnyCasePath<GlobalState, State>,
    action toLocalAction: AnyCasePath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping @Sendable (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool,
    file: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> AnyReducer<GlobalState, GlobalAction, GlobalEnvironment> {
    pullback(
      state: toLocalState, action: toLocalAction, environment: toLocalEnvironment,
      file: file, filePath: filePath, line: line, column: column
    )
  }

  /// Deprecated: drop the `breakpointOnNil` argument.
  ///
  /// ```swift
  /// modalReducer.optional()
  /// ```
  @available(*, deprecated, message: "'optional' no longer takes a 'breakpointOnNil' argument")
  public func optional(
    breakpointOnNil: Bool,
    file: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> AnyReducer<State?, Action, Environment> {
    optional(file: file, filePath: filePath, line: line, column: column)
  }

  /// Deprecated: drop the `breakpointOnNil` argument.
  ///
  /// ```swift
  /// todoReducer.forEach(state: \.todos, action: /AppAction.todo(id:action:), environment: { _ in TodoEnvironment() })
  /// ```
  @available(*, deprecated, message: "'forEach' no longer takes a 'breakpointOnNil' argument")
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment, ID: Hashable & Sendable>(
    state toLocalState: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>>,
    action toLocalAction: AnyCasePath<GlobalAction, (ID, Action)>,
    environment toLocalEnvironment: @escaping @Sendable (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool,
    file: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> AnyReducer<GlobalState, GlobalAction, GlobalEnvironment> {
    forEach(
      state: toLocalState, action: toLocalAction, environment: toLocalEnvironment,
      file: file, filePath: filePath, line: line, column: column
    )
  }

  /// Deprecated: drop the `breakpointOnNil` argument.
  ///
  /// ```swift
  /// roomReducer.forEach(state: \.rooms, action: /AppAction.room(id:action:), environment: { $0.room })
  /// ```
  @available(*, deprecated, message: "'forEach' no longer takes a 'breakpointOnNil' argument")
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment, Key: Hashable & Sendable>(
    state toLocalState: WritableKeyPath<GlobalState, [Key: State]>,
    action toLocalAction: AnyCasePath<GlobalAction, (Key, Action)>,
    environment toLocalEnvironment: @escaping @Sendable (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool,
    file: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> AnyReducer<GlobalState, GlobalAction, GlobalEnvironment> {
    forEach(
      state: toLocalState, action: toLocalAction, environment: toLocalEnvironment,
      file: file, filePath: filePath, line: line, column: column
    )
  }

  /// Deprecated: runs an element reducer on the element of an array at the index an action
  /// addresses. Indices shift when elements are inserted or removed, so an action can reach the
  /// wrong element; use an `IdentifiedArray` and ids instead.
  ///
  /// ```swift
  /// rowReducer.forEach(state: \.rows, action: /AppAction.row(index:action:), environment: { _ in () })
  /// ```
  ///
  /// An action for an index outside the array is reported as a runtime issue and ignored.
  /// Elements' effects share one cancellation namespace: an index is not an identity.
  @available(*, deprecated, message: "Use the 'IdentifiedArray'-based version, instead")
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment>(
    state toLocalState: WritableKeyPath<GlobalState, [State]>,
    action toLocalAction: AnyCasePath<GlobalAction, (Int, Action)>,
    environment toLocalEnvironment: @escaping @Sendable (GlobalEnvironment) -> Environment,
    breakpointOnNil: Bool = true,
    file: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> AnyReducer<GlobalState, GlobalAction, GlobalEnvironment> {
    let location = _SourceLocation(fileID: file, filePath: filePath, line: line, column: column)
    // Key paths are immutable values; the standard library only does not declare them Sendable.
    let toElements = UncheckedSendable(toLocalState)
    return AnyReducer<GlobalState, GlobalAction, GlobalEnvironment> {
      globalState, globalAction, globalEnvironment in
      guard let (index, localAction) = toLocalAction.extract(from: globalAction) else {
        return .none
      }
      let count = globalState[keyPath: toElements.value].count
      guard globalState[keyPath: toElements.value].indices.contains(index) else {
        reportMissingElement(
          .index, action: globalAction, at: location,
          detail: "Index \(index), but the array has \(count) element\(count == 1 ? "" : "s")."
        )
        return .none
      }
      let effect = self.reducer(
        &globalState[keyPath: toElements.value][index], localAction,
        toLocalEnvironment(globalEnvironment)
      )
      return effect.isNone
        ? .none : effect._map({ toLocalAction.embed((index, $0)) }, namespace: nil)
    }
  }

  /// Deprecated: make the reducer's `Action` conform to ``BindableAction`` and use
  /// ``binding()``, instead.
  ///
  /// ```swift
  /// settingsReducer.binding(action: /SettingsAction.binding)
  /// ```
  @available(
    *, deprecated,
    message:
      "'Reducer.binding()' no longer takes an explicit extract function and instead the reducer's 'Action' type must conform to 'BindableAction'"
  )
  public func binding(
    action toBindingAction: @escaping @Sendable (Action) -> BindingAction<State>?
  ) -> Self {
    Self { state, action, environment in
      toBindingAction(action)?.set(&state)
      return self.reducer(&state, action, environment)
    }
  }
}
