extension Reducer {
  /// Embeds a child reducer that runs on optional child state.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .child(.closeButtonTapped):
  ///       state.child = nil
  ///       return .none
  ///     // ...
  ///     }
  ///   }
  ///   .ifLet(\.child, action: \.child) {
  ///     Child()
  ///   }
  /// }
  /// ```
  ///
  /// The child runs first, so that it can handle its own actions before the parent changes its
  /// state. When the child state becomes `nil`, or is replaced by a different child (another
  /// identity), every effect of the child and of the features inside it is cancelled. A child
  /// action that arrives while the child state is `nil` is reported as a runtime issue.
  ///
  /// - Parameters:
  ///   - toWrappedState: A writable key path to the optional child state.
  ///   - toWrappedAction: A case key path to the child actions.
  ///   - wrapped: The child reducer.
  ///   - fileID: The calling file, named by the runtime issue a child action sent while the state
  ///     is `nil` reports.
  ///   - filePath: The calling file's full path.
  ///   - line: The calling line.
  ///   - column: The calling column.
  @warn_unqualified_access
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: toWrappedState,
      toChildAction: casePath(toWrappedAction),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Embeds optional state that has no logic of its own, such as an alert kept without
  /// `@Presents`: `.ifLet(\.alert, action: \.alert)`. The state is set to `nil` as soon as one of
  /// its actions is sent, after the parent has handled it.
  @warn_unqualified_access
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    _IfLetReducer(
      parent: self,
      child: EmptyReducer(),
      toChildState: toWrappedState,
      toChildAction: casePath(toWrappedAction),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Embeds a child reducer that runs on optional child state, with a case path.
  @available(*, deprecated, message: "Use a case key path ('action: \\.child'), instead.")
  @warn_unqualified_access
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: toWrappedState,
      toChildAction: toWrappedAction,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer returned by ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: _StatePath<Parent.State, Child.State?>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let location: _SourceLocation
  let parentCache = _ReducerBodyCache<Parent.State, Parent.Action>()
  let childCache = _ReducerBodyCache<Child.State, Child.Action>()

  init(
    parent: Parent,
    child: Child,
    toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    location: _SourceLocation
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = _StatePath(toChildState)
    self.toChildAction = toChildAction
    self.location = location
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let childEffects = reduceChild(into: &state, action: action)
    let childBefore = toChildState.get(state).map(navigationID(for:))
    let parentEffects = parent._reduce(into: &state, action: action, cache: parentCache)
    guard let childBefore else {
      return childEffects.merge(with: parentEffects)
    }
    let childAfter = toChildState.get(state).map(navigationID(for:))
    guard childAfter != childBefore else {
      // State without logic of its own (an alert) is gone once one of its actions is sent.
      if toChildAction.extract(from: action) != nil,
        let child = toChildState.get(state), isEphemeral(child)
      {
        toChildState.modify(&state) { $0 = nil }
      }
      return childEffects.merge(with: parentEffects)
    }
    // The child went away, or another child took its place: its effects end with it.
    return childEffects.merge(with: parentEffects).merge(with: .cancel(child: childBefore))
  }

  func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard let id = toChildState.get(state).map(navigationID(for:)) else {
      reportIssue(
        """
        An "ifLet" at "\(location.fileID):\(location.line)" received a child action when child \
        state was "nil".

          Action:
        \(String(customDumping: action).indent(by: 4))

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set child state to "nil" before this reducer ran. This reducer must run \
        before any other reducer sets child state to "nil". This ensures that child reducers can \
        handle their actions while their state is still available.

        An in-flight effect emitted this action when child state was "nil". While it may be \
        perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state becomes "nil", especially if it is a long-living effect.

        This action was sent to the store while state was "nil". Make sure that actions for this \
        reducer can only be sent from a store when state is non-"nil". In SwiftUI \
        applications, use "IfLetStore".
        """,
        fileID: location.fileID,
        filePath: location.filePath,
        line: location.line,
        column: location.column
      )
      return .none
    }
    let toChildAction = self.toChildAction
    return toChildState.modify(&state) {
      child._reduce(into: &$0!, action: childAction, cache: childCache)
    }
    .scoped(to: id, embed: toChildAction.embed)
  }

  func navigationID(for childState: Child.State) -> NavigationID {
    NavigationID(path: toChildState.keyPath, identity: childIdentity(of: childState))
  }
}
