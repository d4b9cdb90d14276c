extension Store {
  /// Derives a new store for optional child state, or `nil` when the child state is `nil`,
  /// without caching it in this store.
  ///
  /// ``scope(state:action:)`` keeps every store it derives for as long as this store lives,
  /// which suits a fixed set of children. A caller that derives stores for children that come
  /// and go (the rows of a list view, by id) owns them instead: each call returns a new store,
  /// released when the caller lets go of it. Like a cached one, it reads through this store's
  /// state, and answers with the last child state it saw once the child is gone.
  ///
  /// ```swift
  /// let rowStore = store._scopeUncached(
  ///   state: \.rows[id: id], action: \.rows[id: id]
  /// )
  /// ```
  public func _scopeUncached<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    optionalStore(state: state, embed: casePath(action).embed, initialState: nil)
  }
}
