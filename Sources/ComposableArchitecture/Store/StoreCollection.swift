import OrderedCollections

extension Store {
  /// A store for each element of the identified array at `state`: TCA 1.25's spelling,
  /// `store.scope(\.rows, action: \.rows)`.
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    _ state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    scope(state: state, action: action)
  }

  /// Derives a collection of stores, one per element of an identified array in state, for
  /// rendering a list:
  ///
  /// ```swift
  /// for rowStore in store.scope(state: \.rows, action: \.rows) {
  ///   addRow(RowView(store: rowStore))
  /// }
  /// ```
  ///
  /// Each element's store is created once and cached by id while the element exists; it sends
  /// `.element(id:action:)` actions and keeps answering with the element's last state after the
  /// element is removed.
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    let arrayStore:
      Store<
        IdentifiedArray<ElementID, ElementState>, IdentifiedAction<ElementID, ElementAction>
      > = scope(state: state, action: action)
    return _StoreCollection(arrayStore)
  }
}

extension Store {
  /// The store of the element with the given id, cached; `nil` when there is no such element
  /// (and no `fallback` state to start it from).
  ///
  /// The cache follows the array: the store of an element that is gone is dropped when it is
  /// next asked for, and the whole cache is swept once it holds twice as many stores as the
  /// array has elements, so a list whose rows come and go keeps a bounded number of stores.
  func elementStore<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    id: ElementID, fallback: ElementState? = nil
  ) -> Store<ElementState, ElementAction>?
  where
    State == IdentifiedArray<ElementID, ElementState>,
    Action == IdentifiedAction<ElementID, ElementAction>
  {
    let cache: ElementStoreCache<ElementID, ElementState, ElementAction>
    if let existing = elementStores as? ElementStoreCache<ElementID, ElementState, ElementAction> {
      cache = existing
    } else {
      cache = ElementStoreCache()
      elementStores = cache
    }
    let ids = core.state.ids
    if let child = cache.stores[id] {
      if ids.contains(id) || fallback != nil { return child }
      cache.stores[id] = nil
      return nil
    }
    let toElement: KeyPath<State, ElementState?> = \.[id: id]
    guard
      let child: Store<ElementState, ElementAction> = optionalStore(
        state: toElement, embed: { .element(id: id, action: $0) }, initialState: fallback
      )
    else { return nil }
    cache.stores[id] = child
    if cache.stores.count > 2 * ids.count + 64 {
      cache.stores = cache.stores.filter { ids.contains($0.key) }
    }
    return child
  }
}

/// The element stores of one store of an identified array.
@MainActor
final class ElementStoreCache<ID: Hashable, State, Action> {
  var stores: [ID: Store<State, Action>] = [:]
}

/// The stores of the elements of an identified array, in order. Returned by
/// ``Store/scope(state:action:)-(KeyPath<State,IdentifiedArray<ElementID,ElementState>>,_)``.
///
/// It holds the ids the array had when it was created; reading them there is what an observer
/// of the list tracks.
@MainActor
public struct _StoreCollection<ID: Hashable & Sendable, State, Action> {
  private let store: Store<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>>
  /// The elements when the collection was created: what it lists, and the state an element's
  /// store starts from if the element was removed before its store was first asked for.
  private let elements: IdentifiedArray<ID, State>

  init(_ store: Store<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>>) {
    self.store = store
    self.elements = store.state
  }

  /// The ids of the elements, in order.
  public var ids: OrderedSet<ID> { elements.ids }

  /// The store of the element with the given id.
  public subscript(id id: ID) -> Store<State, Action>? {
    store.elementStore(id: id, fallback: elements[id: id])
  }
}

extension _StoreCollection: @MainActor RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { elements.count }

  public subscript(position: Int) -> Store<State, Action> {
    // The element is in the snapshot, so a store can always be made for it.
    store.elementStore(id: elements.ids[position], fallback: elements[position])!
  }
}
