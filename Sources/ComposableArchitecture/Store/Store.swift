/// The runtime of a feature: it holds the state, runs the reducer for each action it is sent,
/// and runs the effects the reducer returns.
///
/// Create one store at the root of an application and derive focused stores for parts of it with
/// ``scope(state:action:)``:
///
/// ```swift
/// let store = Store(initialState: AppFeature.State()) {
///   AppFeature()
/// }
/// let counterStore = store.scope(state: \.counter, action: \.counter)
/// counterStore.send(.incrementButtonTapped)
/// ```
///
/// A store lives on the main actor. Sending an action runs the reducer synchronously; actions fed
/// back synchronously by effects (``Effect/send(_:)``) are processed, in order, before `send`
/// returns. When the last reference to a store tree goes away, its running effects are
/// cancelled.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  let core: Core<State, Action>
  private var children: [ScopeID: AnyObject] = [:]

  init(core: Core<State, Action>) {
    self.core = core
  }

  /// Creates a store from an initial state and a reducer.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The reducer that powers the feature.
  ///   - prepareDependencies: Overrides dependencies for the reducer and its effects, for this
  ///     store only.
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    if let prepareDependencies {
      let (state, reducer, dependencies) = withDependencies(prepareDependencies) {
        (initialState(), reducer(), DependencyValues._current)
      }
      self.init(
        core: RootCore(initialState: state, reducer: reducer, dependencies: dependencies)
      )
    } else {
      self.init(
        core: RootCore(initialState: initialState(), reducer: reducer(), dependencies: nil)
      )
    }
  }

  /// Sends an action to the store.
  ///
  /// The reducer runs immediately, on the main actor. The returned task covers the effects the
  /// action started; it can be awaited with ``StoreTask/finish()`` or cancelled.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    core.send(action)
  }

  /// The current state.
  ///
  /// Reading fields of an `@ObservableState` state here is tracked by Observation.
  public var state: State {
    core.state
  }

  /// Reads a value out of the current state: `store.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    core.state[keyPath: keyPath]
  }

  /// Calls `body` with the current state.
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(core.state)
  }

  /// Derives a store for a part of this store's state and actions.
  ///
  /// ```swift
  /// let childStore = store.scope(state: \.child, action: \.child)
  /// ```
  ///
  /// The derived store holds no copy of the state: it reads through the root store's state. It is
  /// cached, so scoping twice with the same paths returns the same store.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let id = ScopeID(state: state, action: action, kind: .plain)
    if let child = children[id] as? Store<ChildState, ChildAction> {
      return child
    }
    let embed = AnyCasePath(action).embed
    let childCore: Core<ChildState, ChildAction>
    if let scopable = core as? any ScopableCore<State, Action> {
      childCore = scopable.scoped(state: state, action: embed)
    } else {
      childCore = ClosureScopedCore(parent: core, toState: { $0[keyPath: state] }, fromAction: embed)
    }
    let child = Store<ChildState, ChildAction>(core: childCore)
    children[id] = child
    return child
  }

  /// Derives a store for optional child state, or `nil` when the child state is `nil`.
  ///
  /// ```swift
  /// if let detailStore = store.scope(state: \.detail, action: \.detail) {
  ///   // present the detail
  /// }
  /// ```
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard let initialState = core.state[keyPath: state] else {
      return nil
    }
    let id = ScopeID(state: state, action: action, kind: .optional)
    if let child = children[id] as? Store<ChildState, ChildAction> {
      return child
    }
    let embed = AnyCasePath(action).embed
    let childCore: Core<ChildState, ChildAction>
    if let scopable = core as? any ScopableCore<State, Action> {
      childCore = scopable.scopedOptional(state: state, action: embed, initialState: initialState)
    } else {
      let parent = core
      var lastState = initialState
      childCore = ClosureScopedCore(
        parent: parent,
        toState: { parentState in
          if let childState = parentState[keyPath: state] { lastState = childState }
          return lastState
        },
        fromAction: embed
      )
    }
    let child = Store<ChildState, ChildAction>(core: childCore)
    children[id] = child
    return child
  }

  /// Derives a store with functions rather than paths.
  ///
  /// The derived store is not cached; prefer ``scope(state:action:)`` with key paths.
  @available(*, deprecated, message: "Scope with a key path and a case key path, instead.")
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      core: ClosureScopedCore(parent: core, toState: toChildState, fromAction: fromChildAction)
    )
  }

  /// The root core of this store tree (for tests and observation).
  var rootCore: AnyRootCore { core.root }
}

/// A store for the domain of a reducer: `StoreOf<Feature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// Identifies a scoped child store in its parent's cache.
private struct ScopeID: Hashable {
  enum Kind { case plain, optional }
  let state: AnyKeyPath
  let action: AnyKeyPath
  let kind: Kind
}
