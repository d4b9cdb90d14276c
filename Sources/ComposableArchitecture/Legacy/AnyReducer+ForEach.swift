extension AnyReducer {
  /// Transforms a reducer of one element into a reducer of a parent domain that holds an
  /// identified array of elements, running it on the element each action addresses by id.
  ///
  /// ```swift
  /// struct AppState { var todos: IdentifiedArrayOf<Todo> }
  /// enum AppAction { case todo(id: Todo.ID, action: TodoAction) }
  ///
  /// let appReducer = AnyReducer<AppState, AppAction, AppEnvironment>.combine(
  ///   todoReducer.forEach(
  ///     state: \.todos,
  ///     action: /AppAction.todo(id:action:),
  ///     environment: { _ in TodoEnvironment() }
  ///   ),
  ///   AnyReducer { state, action, environment in
  ///     // The parent runs after the elements, and may insert, move or remove them.
  ///     return .none
  ///   }
  /// )
  /// ```
  ///
  /// Combine it before any reducer that modifies the collection, or an element's action may run
  /// against the wrong element, or none. An action for an id that is not in the array is
  /// reported as a runtime issue (naming the action and where this reducer was created) and
  /// ignored.
  ///
  /// Each element's effects run in a cancellation namespace of their own, as with the
  /// `forEach` operator of ``Reducer``: two elements using the same cancellation id do not
  /// cancel each other. Effects are not cancelled when an element is removed; cancel
  /// long-living ones explicitly.
  ///
  /// - Parameters:
  ///   - toLocalState: A writable key path to the identified array of element states.
  ///   - toLocalAction: A case path to `(id, action)` pairs, like `/AppAction.todo(id:action:)`.
  ///   - toLocalEnvironment: Derives an element's environment from the parent's.
  ///   - file: Where the reducer was created, for runtime warnings.
  ///   - filePath: The full path of that file, for runtime warnings.
  ///   - line: The line where the reducer was created, for runtime warnings.
  ///   - column: The column where the reducer was created, for runtime warnings.
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment, ID: Hashable & Sendable>(
    state toLocalState: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>>,
    action toLocalAction: AnyCasePath<GlobalAction, (ID, Action)>,
    environment toLocalEnvironment: @escaping @Sendable (GlobalEnvironment) -> Environment,
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
      guard let (id, localAction) = toLocalAction.extract(from: globalAction) else { return .none }
      guard globalState[keyPath: toElements.value][id: id] != nil else {
        reportMissingElement(.element, action: globalAction, at: location)
        return .none
      }
      return self.reducer(
        &globalState[keyPath: toElements.value][id: id]!,
        localAction,
        toLocalEnvironment(globalEnvironment)
      )
      .embedded(into: toLocalAction, id: id, namespace: toElements.value)
    }
  }

  /// Transforms a reducer of one element into a reducer of a parent domain that holds an
  /// identified array of elements, with a case key path to ``IdentifiedAction``s.
  ///
  /// ```swift
  /// enum AppAction { case todos(IdentifiedAction<Todo.ID, TodoAction>) }
  ///
  /// todoReducer.forEach(state: \.todos, action: \.todos, environment: { _ in TodoEnvironment() })
  /// ```
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment, ID: Hashable & Sendable>(
    state toLocalState: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>>,
    action toLocalAction: CaseKeyPath<GlobalAction, IdentifiedAction<ID, Action>>,
    environment toLocalEnvironment: @escaping @Sendable (GlobalEnvironment) -> Environment,
    file: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> AnyReducer<GlobalState, GlobalAction, GlobalEnvironment> {
    forEach(
      state: toLocalState,
      action: pairs(of: toLocalAction),
      environment: toLocalEnvironment,
      file: file,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Transforms a reducer of one value into a reducer of a parent domain that holds a
  /// dictionary of values, running it on the value each action addresses by key.
  ///
  /// ```swift
  /// struct AppState { var rooms: [Room.ID: RoomState] }
  /// enum AppAction { case room(id: Room.ID, action: RoomAction) }
  ///
  /// roomReducer.forEach(
  ///   state: \.rooms,
  ///   action: /AppAction.room(id:action:),
  ///   environment: { $0.room }
  /// )
  /// ```
  ///
  /// Combine it before any reducer that modifies the dictionary. An action for a key that is not
  /// in the dictionary is reported as a runtime issue and ignored. Each value's effects run in a
  /// cancellation namespace of their own.
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment, Key: Hashable & Sendable>(
    state toLocalState: WritableKeyPath<GlobalState, [Key: State]>,
    action toLocalAction: AnyCasePath<GlobalAction, (Key, Action)>,
    environment toLocalEnvironment: @escaping @Sendable (GlobalEnvironment) -> Environment,
    file: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> AnyReducer<GlobalState, GlobalAction, GlobalEnvironment> {
    let location = _SourceLocation(fileID: file, filePath: filePath, line: line, column: column)
    // Key paths are immutable values; the standard library only does not declare them Sendable.
    let toValues = UncheckedSendable(toLocalState)
    return AnyReducer<GlobalState, GlobalAction, GlobalEnvironment> {
      globalState, globalAction, globalEnvironment in
      guard let (key, localAction) = toLocalAction.extract(from: globalAction) else {
        return .none
      }
      guard globalState[keyPath: toValues.value][key] != nil else {
        reportMissingElement(.key, action: globalAction, at: location)
        return .none
      }
      return self.reducer(
        &globalState[keyPath: toValues.value][key]!,
        localAction,
        toLocalEnvironment(globalEnvironment)
      )
      .embedded(into: toLocalAction, id: key, namespace: toValues.value)
    }
  }

  /// Transforms a reducer of one value into a reducer of a parent domain that holds a
  /// dictionary of values, with a case key path to ``IdentifiedAction``s keyed by the
  /// dictionary's keys.
  ///
  /// ```swift
  /// roomReducer.forEach(state: \.rooms, action: \.rooms, environment: { $0.room })
  /// ```
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment, Key: Hashable & Sendable>(
    state toLocalState: WritableKeyPath<GlobalState, [Key: State]>,
    action toLocalAction: CaseKeyPath<GlobalAction, IdentifiedAction<Key, Action>>,
    environment toLocalEnvironment: @escaping @Sendable (GlobalEnvironment) -> Environment,
    file: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> AnyReducer<GlobalState, GlobalAction, GlobalEnvironment> {
    forEach(
      state: toLocalState,
      action: pairs(of: toLocalAction),
      environment: toLocalEnvironment,
      file: file,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// The `(id, action)` pairs of a case of ``IdentifiedAction``s, as the closure-based API takes
/// them.
private func pairs<Root, ID: Hashable & Sendable, Action>(
  of toIdentifiedAction: CaseKeyPath<Root, IdentifiedAction<ID, Action>>
) -> AnyCasePath<Root, (ID, Action)> {
  let toIdentifiedAction = AnyCasePath(toIdentifiedAction)
  return AnyCasePath(
    embed: { toIdentifiedAction.embed(.element(id: $0.0, action: $0.1)) },
    extract: {
      guard case let .element(id, action)? = toIdentifiedAction.extract(from: $0) else {
        return nil
      }
      return (id, action)
    }
  )
}

extension Effect {
  /// Embeds an element's effect into its parent's actions, in the element's own cancellation
  /// namespace (the same one the modern `forEach` gives it), so that siblings sharing a
  /// cancellation id stay apart.
  func embedded<GlobalAction, ID: Hashable & Sendable>(
    into toLocalAction: AnyCasePath<GlobalAction, (ID, Action)>,
    id: ID,
    namespace collection: AnyKeyPath
  ) -> Effect<GlobalAction> {
    guard !isNone else { return .none }
    return _map(
      { toLocalAction.embed((id, $0)) },
      namespace: AnyHashable(NavigationID(path: collection, identity: AnyHashable(id)))
    )
  }
}

/// What a `forEach` looked up and did not find.
enum MissingElement {
  case element, key, index
}

func reportMissingElement(
  _ missing: MissingElement, action: Any, at location: _SourceLocation, detail: String? = nil
) {
  let what: String
  switch missing {
  case .element: what = "an element that is not in the array"
  case .key: what = "a key that is not in the dictionary"
  case .index: what = "an index that is out of the array's bounds"
  }
  reportIssue(
    """
    A "forEach" reducer created at "\(location.fileID):\(location.line)" received an action for \
    \(what). The action was ignored.

      Action:
        \(debugCaseOutput(action))\(detail.map { "\n  \($0)" } ?? "")

    This usually means one of:

    • A parent reducer removed the element before this reducer ran. Combine the "forEach" \
    reducer before the parent's, so that elements handle their actions first.

    • An effect of the element sent this action after the element was removed. Cancel an \
    element's long-living effects when it is removed.

    • The action was sent to a store for an element that had already been removed.
    """,
    fileID: location.fileID,
    filePath: location.filePath,
    line: location.line,
    column: location.column
  )
}
