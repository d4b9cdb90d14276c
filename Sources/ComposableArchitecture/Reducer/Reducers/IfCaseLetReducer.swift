@_spi(Reflection) import CasePaths

extension Reducer {
  /// Embeds a child reducer that runs on one case of an enum state.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     // ...
  ///   }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) {
  ///     LoggedIn()
  ///   }
  /// }
  /// ```
  ///
  /// The child runs first. When the state leaves the case (or the case's value is replaced by a
  /// different one), every effect of the child is cancelled. A child action that arrives while
  /// the state is in another case is reported as a runtime issue.
  @warn_unqualified_access
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action, State: CasePathable {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: casePath(toCaseState),
      statePath: toCaseState,
      toChildAction: casePath(toCaseAction),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Embeds a child reducer that runs on one case of an enum state, with case paths.
  @available(*, deprecated, message: "Use case key paths ('\\.case', 'action: \\.case'), instead.")
  @warn_unqualified_access
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: toCaseState,
      statePath: nil,
      toChildAction: toCaseAction,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer returned by ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: AnyCasePath<Parent.State, Child.State>
  let statePath: AnyKeyPath?
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let location: _SourceLocation
  let parentCache = _ReducerBodyCache<Parent.State, Parent.Action>()
  let childCache = _ReducerBodyCache<Child.State, Child.Action>()

  init(
    parent: Parent,
    child: Child,
    toChildState: AnyCasePath<Parent.State, Child.State>,
    statePath: AnyKeyPath?,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    location: _SourceLocation
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.statePath = statePath
    self.toChildAction = toChildAction
    self.location = location
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let childEffects = reduceChild(into: &state, action: action)
    let childBefore = toChildState.extract(from: state).map(navigationID(for:))
    let parentEffects = parent._reduce(into: &state, action: action, cache: parentCache)
    guard let childBefore else {
      return childEffects.merge(with: parentEffects)
    }
    let childAfter = toChildState.extract(from: state).map(navigationID(for:))
    guard childAfter != childBefore else {
      return childEffects.merge(with: parentEffects)
    }
    return childEffects.merge(with: parentEffects).merge(with: .cancel(child: childBefore))
  }

  func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = toChildState.extract(from: state) else {
      reportIssue(
        """
        An "ifCaseLet" at "\(location.fileID):\(location.line)" received a child action when \
        child state was set to a different case.

          Action:
        \(String(customDumping: action).indent(by: 4))
          State:
        \(String(customDumping: state).indent(by: 4))

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set "\(issueTypeName(Parent.State.self))" to a different case before \
        this reducer ran. This reducer must run before any other reducer sets child state to a \
        different case. This ensures that child reducers can handle their actions while their \
        state is still available.

        An in-flight effect emitted this action when child state was unavailable. While it may \
        be perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state changes to another case, especially if it is a long-living effect.

        This action was sent to the store while state was another case. Make sure that actions \
        for this reducer can only be sent from a store when state is set to the appropriate \
        case. In SwiftUI applications, use "SwitchStore".
        """,
        fileID: location.fileID,
        filePath: location.filePath,
        line: location.line,
        column: location.column
      )
      return .none
    }
    let id = navigationID(for: childState)
    defer { state = toChildState.embed(childState) }
    let toChildAction = self.toChildAction
    return child._reduce(into: &childState, action: childAction, cache: childCache)
      .scoped(to: id, embed: toChildAction.embed)
  }

  func navigationID(for childState: Child.State) -> NavigationID {
    NavigationID(
      path: statePath ?? \Parent.State.self,
      identity: AnyHashable([
        AnyHashable(ObjectIdentifier(Child.State.self)), childIdentity(of: childState),
      ])
    )
  }
}
