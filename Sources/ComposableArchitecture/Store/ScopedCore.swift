/// The core of a store scoped to part of a root store's state.
///
/// It holds no state: reads go through one composed key path from the root state, and actions
/// are embedded into root actions by one composed function, however deep the scoping.
@MainActor
final class ScopedCore<RootState, RootAction, State, Action>: Core<State, Action> {
  let rootCore: RootCore<RootState, RootAction>
  let toState: KeyPath<RootState, State>
  let fromAction: (Action) -> RootAction

  init(
    rootCore: RootCore<RootState, RootAction>,
    toState: KeyPath<RootState, State>,
    fromAction: @escaping (Action) -> RootAction
  ) {
    self.rootCore = rootCore
    self.toState = toState
    self.fromAction = fromAction
    super.init()
  }

  override var state: State { rootCore.currentState[keyPath: toState] }
  override var root: AnyRootCore { rootCore.base }
  // Reads go through the root state's fields, which tell of changes inside it, but nothing
  // tells a field's readers that the whole root state was replaced: the root does.
  override func accessIdentity() { rootCore.accessIdentity() }

  override func send(_ action: Action) -> StoreTask {
    rootCore.sendExternal(fromAction(action))
  }
}

/// The core of a store scoped to optional state that was non-`nil` when it was scoped.
///
/// After the state becomes `nil` the core keeps answering with the last value it saw, so that a
/// view tearing down can still read it.
@MainActor
final class OptionalScopedCore<RootState, RootAction, State, Action>: Core<State, Action> {
  let rootCore: RootCore<RootState, RootAction>
  let toState: KeyPath<RootState, State?>
  let fromAction: (Action) -> RootAction
  private var lastState: State

  init(
    rootCore: RootCore<RootState, RootAction>,
    toState: KeyPath<RootState, State?>,
    fromAction: @escaping (Action) -> RootAction,
    initialState: State
  ) {
    self.rootCore = rootCore
    self.toState = toState
    self.fromAction = fromAction
    self.lastState = initialState
    super.init()
  }

  override var state: State {
    if let state = rootCore.currentState[keyPath: toState] {
      lastState = state
    }
    return lastState
  }

  override var root: AnyRootCore { rootCore.base }
  override func accessIdentity() { rootCore.accessIdentity() }

  override func send(_ action: Action) -> StoreTask {
    defer { _ = state }
    return rootCore.sendExternal(fromAction(action))
  }
}

/// The core of a store scoped with closures (the older `scope(state:action:)` form), which cannot
/// be composed into key paths.
@MainActor
final class ClosureScopedCore<ParentState, ParentAction, State, Action>: Core<State, Action> {
  let parent: Core<ParentState, ParentAction>
  let toState: (ParentState) -> State
  let fromAction: (Action) -> ParentAction

  init(
    parent: Core<ParentState, ParentAction>,
    toState: @escaping (ParentState) -> State,
    fromAction: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    self.toState = toState
    self.fromAction = fromAction
    super.init()
  }

  override var state: State { toState(parent.state) }
  override var root: AnyRootCore { parent.root }
  override func accessIdentity() { parent.accessIdentity() }

  override func send(_ action: Action) -> StoreTask {
    parent.send(fromAction(action))
  }
}

/// Builds scoped cores; a protocol so that a store can scope without knowing its root's types.
@MainActor
protocol ScopableCore<State, Action> {
  associatedtype State
  associatedtype Action
  func scoped<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>, action: @escaping (ChildAction) -> Action
  ) -> Core<ChildState, ChildAction>
  func scopedOptional<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>, action: @escaping (ChildAction) -> Action,
    initialState: ChildState
  ) -> Core<ChildState, ChildAction>
}

extension RootCore: ScopableCore {
  func scoped<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>, action: @escaping (ChildAction) -> Action
  ) -> Core<ChildState, ChildAction> {
    ScopedCore(rootCore: self, toState: state, fromAction: action)
  }

  func scopedOptional<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>, action: @escaping (ChildAction) -> Action,
    initialState: ChildState
  ) -> Core<ChildState, ChildAction> {
    OptionalScopedCore(
      rootCore: self, toState: state, fromAction: action, initialState: initialState
    )
  }
}

extension ScopedCore: ScopableCore {
  func scoped<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>, action: @escaping (ChildAction) -> Action
  ) -> Core<ChildState, ChildAction> {
    let fromAction = self.fromAction
    return ScopedCore<RootState, RootAction, ChildState, ChildAction>(
      rootCore: rootCore,
      toState: toState.appending(path: state),
      fromAction: { fromAction(action($0)) }
    )
  }

  func scopedOptional<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>, action: @escaping (ChildAction) -> Action,
    initialState: ChildState
  ) -> Core<ChildState, ChildAction> {
    let fromAction = self.fromAction
    return OptionalScopedCore<RootState, RootAction, ChildState, ChildAction>(
      rootCore: rootCore,
      toState: toState.appending(path: state),
      fromAction: { fromAction(action($0)) },
      initialState: initialState
    )
  }
}
