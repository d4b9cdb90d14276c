/// Embeds a child reducer in a parent domain, running it on a part of the parent's state for the
/// child's actions.
///
/// With a key path, the child runs on a field of the parent state:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.profile, action: \.profile) {
///     Profile()
///   }
///   Reduce { state, action in
///     // The parent's own logic runs after the child.
///   }
/// }
/// ```
///
/// With a case key path, the child runs on one case of an enum state, and only while the state
/// is in that case; a child action that arrives while the state is in another case is reported
/// as a runtime issue and ignored.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline
  enum StatePath {
    case keyPath(_StatePath<ParentState, Child.State>)
    // Out of line, so that the common case keeps the reducer small: it is copied as a whole
    // wherever it runs as a body.
    indirect case casePath(
      AnyCasePath<ParentState, Child.State>,
      fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    )
  }

  @usableFromInline let toChildState: StatePath
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child
  @usableFromInline let childCache = _ReducerBodyCache<Child.State, Child.Action>()

  /// Runs `child` on the state at `toChildState` for actions of the case at `toChildAction`:
  /// TCA 1.25's spelling, `Scope(\.profile, action: \.profile) { Profile() }`.
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  /// Runs `child` on the state at `toChildState` for actions of the case at `toChildAction`.
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(_StatePath(toChildState))
    self.toChildAction = casePath(toChildAction)
    self.child = child()
  }

  /// Runs `child` on one case of an enum state, for actions of the case at `toChildAction`.
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action, ParentState: CasePathable {
    self.toChildState = .casePath(
      casePath(toChildState), fileID: fileID, filePath: filePath, line: line, column: column
    )
    self.toChildAction = casePath(toChildAction)
    self.child = child()
  }

  /// Runs `child` on the state at `toChildState`, for actions extracted by a case path.
  @available(*, deprecated, message: "Use a case key path ('action: \\.child'), instead.")
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(_StatePath(toChildState))
    self.toChildAction = toChildAction
    self.child = child()
  }

  /// Runs `child` on one case of an enum state, with case paths.
  @available(
    *, deprecated, message: "Use case key paths ('state: \\.child, action: \\.child'), instead."
  )
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(
      toChildState, fileID: fileID, filePath: filePath, line: line, column: column
    )
    self.toChildAction = toChildAction
    self.child = child()
  }

  @inlinable  // W2, W7: without it a send through each Scope level costs twice the instructions
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    switch toChildState {
    case let .keyPath(toChildState):
      let effect = toChildState.modify(&state) {
        child._reduce(into: &$0, action: childAction, cache: childCache)
      }
      return effect.isNone ? .none : effect._map(toChildAction.embed, namespace: nil)
    case let .casePath(toChildState, fileID, filePath, line, column):
      guard var childState = toChildState.extract(from: state) else {
        reportScopeMismatch(
          action: action, state: state,
          fileID: fileID, filePath: filePath, line: line, column: column
        )
        return .none
      }
      defer { state = toChildState.embed(childState) }
      let effect = child._reduce(into: &childState, action: childAction, cache: childCache)
      return effect.isNone ? .none : effect._map(toChildAction.embed, namespace: nil)
    }
  }
}

@usableFromInline
func reportScopeMismatch(
  action: Any, state: Any,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  reportIssue(
    """
    A "Scope" at "\(fileID):\(line)" received a child action when child state was set to a \
    different case.

      Action:
        \(issueCaseDescription(action))
      State:
        \(issueCaseDescription(state))

    This is generally considered an application logic error, and can happen for a few reasons:

    A parent reducer set "\(issueTypeName(type(of: state)))" to a different case before the \
    scoped reducer ran. Child reducers must run before any parent reducer sets child state to a \
    different case. This ensures that child reducers can handle their actions while their state \
    is still available. Consider using "Reducer.ifCaseLet" to embed this child reducer in the \
    parent reducer that change its state to ensure the child reducer runs first.

    An in-flight effect emitted this action when child state was unavailable. While it may be \
    perfectly reasonable to ignore this action, consider canceling the associated effect before \
    child state changes to another case, especially if it is a long-living effect.

    This action was sent to the store while state was another case. Make sure that actions for \
    this reducer can only be sent from a store when state is set to the appropriate case. In \
    SwiftUI applications, use "SwitchStore".
    """,
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
}
