extension Store {
  /// The store of the stack element at `state` (`\.[id: id]`): TCA 1.25's spelling.
  public func scope<ElementState, ElementAction>(
    _ state: KeyPath<State, ElementState?>,
    action: CaseKeyPath<Action, ElementAction>
  ) -> Store<ElementState, ElementAction>?
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    scope(state: state, action: action)
  }

  /// Derives the store of one element of a navigation stack from a store of the stack, or
  /// `nil` when there is no element with that id:
  ///
  /// ```swift
  /// let pathStore = store.scope(state: \.path, action: \.path)
  /// for id in pathStore.ids {
  ///   if let elementStore = pathStore.scope(state: \.[id: id], action: \.[id: id]) {
  ///     // show the element's screen
  ///   }
  /// }
  /// ```
  ///
  /// The element's store sends `.element(id:action:)` actions, reads the element straight out of
  /// the stack (no other element is touched when it, or any other element, changes), and keeps
  /// answering with the element's last state after it is popped, so that a screen being
  /// dismissed can still be drawn. Element stores are cached like other scoped stores; the
  /// stores of popped elements are dropped from the cache once it holds many more stores than
  /// the stack has elements.
  public func scope<ElementState, ElementAction>(
    state: KeyPath<State, ElementState?>,
    action: CaseKeyPath<Action, ElementAction>
  ) -> Store<ElementState, ElementAction>?
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    let child: Store<ElementState, ElementAction>? = scopedOptionalStore(
      id: ScopeID(state: state, action: action, kind: .optional),
      state: state,
      embed: casePath(action).embed,
      initialState: nil
    )
    if children.count > 2 * core.state.count + 64 {
      dropStoresOfPoppedElements(ElementState.self)
    }
    return child
  }

  /// Drops the cached stores of elements that are no longer in the stack.
  private func dropStoresOfPoppedElements<ElementState>(_: ElementState.Type)
  where State == StackState<ElementState> {
    let stack = core.state
    children = children.filter { id, _ in
      guard id.kind == .optional, let path = id.state as? KeyPath<State, ElementState?> else {
        return true
      }
      return stack[keyPath: path] != nil
    }
  }
}
