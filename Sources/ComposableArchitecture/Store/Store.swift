/// The runtime of a feature: it holds the state, runs the reducer for each action it is sent,
/// and runs the effects the reducer returns.
///
/// Create one store at the root of an application and derive focused stores for parts of it with
/// ``scope(state:action:)-(KeyPath<State,ChildState>,_)``:
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
  @usableFromInline
  let core: Core<State, Action>

  /// Sends an action: straight into the root's send loop for a root store, or embedded into the
  /// parent's action first for a scoped store. Composed once, when the store is created.
  @usableFromInline
  let sendAction: @MainActor (Action) -> StoreTask

  @usableFromInline
  var children: [ScopeID: AnyObject] = [:]

  /// The stores of the elements of this store's identified array, by id (see
  /// `elementStore(id:fallback:)`), when it is one.
  var elementStores: AnyObject?

  @usableFromInline
  init(core: Core<State, Action>, sendAction: @escaping @MainActor (Action) -> StoreTask) {
    self.core = core
    self.sendAction = sendAction
    #if DEBUG
      LiveStores.storeCount.add(1, ordering: .relaxed)
    #endif
  }

  #if DEBUG
    deinit { LiveStores.storeCount.subtract(1, ordering: .relaxed) }
  #endif

  @inlinable  // W1–W8, with the initializers below: without them W1 runs 3.8× the instructions
  convenience init(rootCore: RootCore<State, Action>) {
    self.init(core: rootCore, sendAction: { rootCore.sendExternal($0) })
  }

  /// Creates a store from an initial state and a reducer.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The reducer that powers the feature.
  ///   - prepareDependencies: Overrides dependencies for the reducer and its effects, for this
  ///     store only.
  @inlinable  // W1–W8: see init(rootCore:)
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    self.init(
      rootCore: Self.rootCore(
        initialState: initialState, reducer: reducer, prepareDependencies: prepareDependencies
      )
    )
  }

  /// Creates a store from an initial state and a reducer.
  ///
  /// The same as the general initializer; chosen for observable state, for which the store
  /// reads the state's identity in specialized code (see ``state``).
  @inlinable  // W1–W8: see init(rootCore:)
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where State: ObservableState {
    let core = Self.rootCore(
      initialState: initialState, reducer: reducer, prepareDependencies: prepareDependencies
    )
    // Reads the identity in place, without copying the state.
    core.identityOfState = { $0.currentState._$id.checksumComponent }
    self.init(rootCore: core)
  }

  @inlinable  // W1–W8: see init(rootCore:)
  static func rootCore<R: Reducer<State, Action>>(
    initialState: () -> R.State,
    reducer: () -> R,
    prepareDependencies: ((inout DependencyValues) -> Void)?
  ) -> RootCore<State, Action> {
    if let prepareDependencies {
      let (state, reducer, dependencies) = withDependencies(prepareDependencies) {
        (initialState(), reducer(), DependencyValues._current)
      }
      return RootCore(
        initialState: state, reduce: Self.reduceFunction(reducer), dependencies: dependencies
      )
    }
    return RootCore(
      initialState: initialState(), reduce: Self.reduceFunction(reducer()), dependencies: nil
    )
  }

  /// The root reducer as a function, running through a body cache of its own.
  @inlinable  // W1 +5.5% instructions without it
  static func reduceFunction<R: Reducer<State, Action>>(
    _ reducer: R
  ) -> (inout State, Action) -> Effect<Action> {
    let cache = _ReducerBodyCache<State, Action>()
    return { reducer._reduce(into: &$0, action: $1, cache: cache) }
  }

  /// Sends an action to the store.
  ///
  /// The reducer runs immediately, on the main actor. The returned task covers the effects the
  /// action started; it can be awaited with ``StoreTask/finish()`` or cancelled.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    sendAction(action)
  }

  /// Sends the action of a case without associated value: `store.send(\.destination.dismiss)`.
  @discardableResult
  public func send(_ action: CaseKeyPath<Action, Void>) -> StoreTask {
    sendAction(action())
  }

  /// Sends the action of a case with a value: `store.send(\.binding.query, "swift")`.
  @discardableResult
  public func send<Value>(_ action: CaseKeyPath<Action, Value>, _ value: Value) -> StoreTask {
    sendAction(action(value))
  }

  /// The current state.
  ///
  /// Reading fields of an `@ObservableState` state here is tracked by Observation.
  ///
  /// A reader under observation tracking also hears when an action replaces the whole state
  /// with another value (`state = State()`), which none of the old value's fields report.
  public var state: State {
    core.accessIdentity()
    return core.state
  }

  /// Reads a value out of the current state: `store.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    core.accessIdentity()
    return core.state[keyPath: keyPath]
  }

  /// Calls `body` with the current state.
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    core.accessIdentity()
    return body(core.state)
  }

  /// The store of the child state at `state` whose actions `action` embeds: TCA 1.25's
  /// spelling, `store.scope(\.profile, action: \.profile)`.
  @inlinable  // W7 +3.0%, W2 +2.4% instructions without it (with the other scope)
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: state, action: action)
  }

  /// Derives a store for a part of this store's state and actions.
  ///
  /// ```swift
  /// let childStore = store.scope(state: \.child, action: \.child)
  /// ```
  ///
  /// The derived store holds no copy of the state: it reads through the root store's state. It is
  /// cached, so scoping twice with the same paths returns the same store.
  @inlinable  // W7 +3.0%, W2 +2.4% instructions without it (with the other scope)
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let id = ScopeID(state: state, action: action, kind: .plain)
    if let child = children[id] as? Store<ChildState, ChildAction> {
      return child
    }
    let embed = casePath(action).embed
    // Composed here, where the child's types are concrete, so that sends through scoped stores
    // run specialized code.
    let parentSend = sendAction
    let child = Store<ChildState, ChildAction>(
      core: scopedCore(state: state, embed: embed),
      sendAction: { parentSend(embed($0)) }
    )
    children[id] = child
    return child
  }

  @usableFromInline
  func scopedCore<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>, embed: @escaping (ChildAction) -> Action
  ) -> Core<ChildState, ChildAction> {
    if let scopable = core as? any ScopableCore<State, Action> {
      return scopable.scoped(state: state, action: embed)
    }
    return ClosureScopedCore(parent: core, toState: { $0[keyPath: state] }, fromAction: embed)
  }

  /// The store of the optional child state at `state`, while it is there: TCA 1.25's
  /// spelling, `store.scope(\.detail, action: \.detail)`.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: state, action: action)
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
    scopedOptionalStore(
      id: ScopeID(state: state, action: action, kind: .optional),
      state: state,
      embed: casePath(action).embed,
      initialState: nil
    )
  }

  /// The cached store for optional child state at `toChildState`, created while the child
  /// state (or `fallback`) exists: it answers with the last state it saw once the child is
  /// gone.
  func scopedOptionalStore<ChildState, ChildAction>(
    id: ScopeID,
    state toChildState: KeyPath<State, ChildState?>,
    embed: @escaping (ChildAction) -> Action,
    initialState fallback: ChildState?
  ) -> Store<ChildState, ChildAction>? {
    if let child = children[id] as? Store<ChildState, ChildAction> {
      guard core.state[keyPath: toChildState] != nil || fallback != nil else { return nil }
      return child
    }
    let child = optionalStore(state: toChildState, embed: embed, initialState: fallback)
    children[id] = child
    return child
  }

  /// A new store for optional child state at `toChildState`, or `nil` when neither the child
  /// state nor `fallback` exists. Shared by optional scoping and by the element stores of a
  /// store collection.
  func optionalStore<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    embed: @escaping (ChildAction) -> Action,
    initialState fallback: ChildState?
  ) -> Store<ChildState, ChildAction>? {
    guard let initialState = core.state[keyPath: toChildState] ?? fallback else {
      return nil
    }
    let childCore: Core<ChildState, ChildAction>
    if let scopable = core as? any ScopableCore<State, Action> {
      childCore = scopable.scopedOptional(
        state: toChildState, action: embed, initialState: initialState
      )
    } else {
      var lastState = initialState
      childCore = ClosureScopedCore(
        parent: core,
        toState: { parentState in
          if let childState = parentState[keyPath: toChildState] { lastState = childState }
          return lastState
        },
        fromAction: embed
      )
    }
    let parentSend = sendAction
    return Store<ChildState, ChildAction>(
      core: childCore,
      sendAction: { action in
        // Let the core see the state this action leaves behind, to answer with it later.
        defer { _ = childCore.state }
        return parentSend(embed(action))
      }
    )
  }

  /// Derives a store with functions rather than paths.
  ///
  /// The derived store is not cached; prefer ``scope(state:action:)`` with key paths.
  @available(*, deprecated, message: "Scope with a key path and a case key path, instead.")
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let parentSend = sendAction
    return Store<ChildState, ChildAction>(
      core: ClosureScopedCore(parent: core, toState: toChildState, fromAction: fromChildAction),
      sendAction: { parentSend(fromChildAction($0)) }
    )
  }

  /// The root core of this store tree (for tests and observation).
  var rootCore: AnyRootCore { core.root }
}

/// A store for the domain of a reducer: `StoreOf<Feature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// Identifies a scoped child store in its parent's cache.
@usableFromInline
struct ScopeID: Hashable {
  @usableFromInline enum Kind { case plain, optional }
  @usableFromInline let state: AnyKeyPath
  @usableFromInline let action: AnyKeyPath
  @usableFromInline let kind: Kind

  @usableFromInline init(state: AnyKeyPath, action: AnyKeyPath, kind: Kind) {
    self.state = state
    self.action = action
    self.kind = kind
  }
}
