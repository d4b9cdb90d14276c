import ComposableArchitecture
import Gtk

/// Shows the rows of an `IdentifiedArray` in a `ListView`, with widgets built once per
/// row slot and updated from each row's own state.
///
/// The model holds only the ids. When the ids change, the binding computes the fewest
/// `items-changed` ranges that turn the old ids into the new ones (an insertion, a removal, a
/// move, or runs of them), so inserting one row into 10,000 creates O(1) row widgets. When a
/// row's state changes, only that row's observations run; the list does not hear of it.
///
/// ```swift
/// let favorites = ListBinding(store, state: \.favorites, action: \.favorites) {
///   (row: ListRowOf<Favorite>) in
///   let title = Label()
///   row.observe { state in title.text = state.title }
///   let remove = Button(iconName: "user-trash-symbolic")
///   remove.onClicked { row.send(.removeButtonTapped) }
///   let box = Box(.horizontal, spacing: 6)
///   box.append(title)
///   box.append(remove)
///   return box
/// }
/// scroller.setChild(favorites.listView)
/// ```
///
/// The binding follows the store while its ``listView`` is in a window, pauses while the list
/// is out of any window, and ends when the window is destroyed (see ``Gtk/Widget/observe(_:)``)
/// or on ``cancel()``. Each row store is made when a slot shows its row and released when no
/// slot does any more: a list whose rows come and go keeps about one store per row slot.
@MainActor
public final class ListBinding<ID: Hashable & Sendable, RowState: ObservableState, RowAction> {
  /// The ids shown, in order: the `GListModel` behind ``listView``.
  public let model: ListModel<ID>
  /// The list view: put it in a `ScrolledWindow`.
  public let listView: ListView
  private let factory: RowFactory<ListRow<RowState, RowAction>>
  private let rowStores: RowStores<ID, RowState, RowAction>
  private var token: ObservationToken?

  /// Binds the rows at `state` to a new list view; `setup` builds the widgets of one row slot
  /// and returns its root widget.
  ///
  /// `setup` runs once per row slot that GTK builds (a few more than fit on screen), not once
  /// per row: declare the slot's observations there with ``ListRow/observe(_:)``, and they
  /// follow whichever row the slot shows.
  public init<State, Action>(
    _ store: Store<State, Action>,
    state: KeyPath<State, IdentifiedArray<ID, RowState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ID, RowAction>>,
    setup: @escaping @MainActor (ListRow<RowState, RowAction>) -> Widget
  ) {
    let model = ListModel<ID>([])
    // Row stores belong to the slots that show them, not to the parent store: a store is made
    // when a slot binds a row that has none, and goes away when no slot shows that row any
    // more. A cache of the parent store would keep one per row ever shown.
    let rowStores = RowStores<ID, RowState, RowAction>(
      contains: { id in store.withState { $0[keyPath: state].ids.contains(id) } },
      make: { id in
        store._scopeUncached(
          state: state.appending(path: \IdentifiedArray<ID, RowState>.[id: id]),
          action: action.appending(path: \.[id: id]))
      })
    let slots = RowSlots<RowState, RowAction>()
    // The factory's handlers capture the model and the row stores, never `self`: GTK owns the
    // handlers, and `self` owns GTK's factory.
    let factory = RowFactory<ListRow<RowState, RowAction>>(
      setup: { item in
        let row = ListRow<RowState, RowAction>()
        slots.add(row)
        item.setChild(row.observations.collect { setup(row) })
        return row
      },
      bind: { item, row in
        // No store when the state no longer has the row the model lists (the model catches up
        // in the next flush): the slot shows nothing, and GTK has unbound it already.
        guard let id = model.element(of: item), let store = rowStores.store(for: id) else { return }
        row.bind(to: store)
      },
      unbind: { _, row in row.unbind() },
      teardown: { _, row in row.teardown() })
    self.model = model
    self.factory = factory
    self.rowStores = rowStores
    self.listView = ListView(model: model, factory: factory)

    // Runs when rows are inserted, removed, moved or replaced by other values (the array tells
    // of all four; a row changed in place tells only its own readers).
    var ids: [ID] = []
    let observation = Observer(
      track: { ids = Array(store.state[keyPath: state].ids) },
      finish: {
        ListBinding.apply(ids, to: model)
        // Slots whose row is now another value with the same id read it again: they track
        // the fields of the value they read, which nobody changes any more.
        slots.refreshReplacedRows()
      })
    ObservationScheduler.start(observation)
    let token = ObservationToken(observation)
    listView.tieToWindow(token)
    self.token = token
  }

  /// Stops following the store; the list keeps showing what it shows.
  public func cancel() { token?.cancel() }

  /// How many row slots have been built: the number of row widget trees created.
  public var rowsCreated: Int { factory.rowsCreated }

  /// How many row slots have been destroyed.
  public var rowsDestroyed: Int { factory.rowsDestroyed }

  /// How many times a row slot was bound to a row.
  public var rowsBound: Int { factory.rowsBound }

  /// How many row stores are alive: at most one per row slot (and any you hold yourself).
  public var rowStoreCount: Int { rowStores.liveCount }

  private static func apply(_ ids: [ID], to model: ListModel<ID>) {
    model.update(to: ids)
  }
}

/// One row slot of a ``ListBinding``: the row it shows now, and the observations that keep
/// its widgets up to date.
///
/// GTK reuses a slot for different rows as the list scrolls and changes. Observations declared
/// with ``observe(_:)`` in the binding's `setup` restart for each row the slot shows, pause
/// while GTK has the slot unbound (they do not run for the row it showed), and stop when the
/// slot is torn down.
///
/// ```swift
/// let star = ToggleButton(label: "★")
/// let toggled = star.onToggled { row.send(.favoriteToggled($0)) }
/// row.observe { state in star.withBlocked(toggled) { star.isActive = state.isFavorite } }
/// ```
@MainActor
public final class ListRow<State: ObservableState, Action> {
  /// The store of the row shown now; `nil` while the slot shows no row.
  public var store: Store<State, Action>? { isBound ? lastStore : nil }
  /// The store of the row shown now or, while unbound, last: GTK 4.8 unbinds and binds again
  /// every built row whose position shifted, and a slot bound again to the same row resumes
  /// its observations rather than starting them over.
  private var lastStore: Store<State, Action>?
  private var isBound = false
  private var bodies: [@MainActor (State) -> Void] = []
  private var tokens: [ObservationToken] = []
  /// The identity of the row value the observations last read.
  private var readIdentity: ObservableStateID?
  /// Observations started by the slot's `setup`, on the slot's widgets: they end with the slot.
  let observations = ObservationGroup()

  init() {}

  /// Sends `action` to the row shown now; does nothing while the slot shows no row.
  public func send(_ action: Action) {
    store?.send(action)
  }

  /// Runs `body` with the state of the row shown now, and again whenever a field it read
  /// changes; restarts when the slot shows another row.
  ///
  /// Only the row's own fields are tracked: rows inserted or removed elsewhere in the list do
  /// not run it again.
  public func observe(_ body: @escaping @MainActor (State) -> Void) {
    bodies.append(body)
    guard let lastStore else { return }
    let token = start(body, store: lastStore)
    if !isBound { token.observer.pause() }
    tokens.append(token)
  }

  func bind(to store: Store<State, Action>) {
    isBound = true
    if store === lastStore, !tokens.isEmpty {
      // The same row again: runs only if it changed while the slot was unbound.
      for token in tokens { token.observer.resume() }
      return
    }
    stop()
    lastStore = store
    tokens = bodies.map { start($0, store: store) }
  }

  /// GTK no longer shows a row in this slot: stop following it until the next bind.
  func unbind() {
    isBound = false
    for token in tokens { token.observer.pause() }
  }

  func teardown() {
    isBound = false
    stop()
    lastStore = nil
    observations.cancelAll()
    // The bodies capture the slot's widgets, and a widget's handler may capture this row:
    // dropping them breaks that cycle.
    bodies.removeAll()
  }

  private func stop() {
    for token in tokens { token.cancel() }
    tokens.removeAll()
    readIdentity = nil
  }

  /// Runs the observations again if the row shown was replaced by another value since they
  /// last read it.
  func refreshIfReplaced() {
    guard isBound, let lastStore, let readIdentity,
      lastStore.withState({ $0._$id }) != readIdentity
    else { return }
    for token in tokens { ObservationScheduler.invalidate(token.observer) }
  }

  private func start(
    _ body: @escaping @MainActor (State) -> Void, store: Store<State, Action>
  ) -> ObservationToken {
    // The row's state is read outside tracking: reading it goes through the parent's array,
    // and tracking that would run every row again whenever any row is inserted or removed. The
    // fields `body` reads are tracked on the row's own state, which in-place changes notify.
    var state: State?
    let observer = Observer(
      prepare: { [weak self] in
        state = store.state
        self?.readIdentity = state?._$id
      },
      track: { if let state { body(state) } })
    ObservationScheduler.start(observer)
    return ObservationToken(observer)
  }
}

/// The row slots of one ``ListBinding``, held weakly: GTK owns them.
@MainActor
private final class RowSlots<State: ObservableState, Action> {
  private var rows: [WeakRow<State, Action>] = []

  func add(_ row: ListRow<State, Action>) {
    rows.removeAll { $0.row == nil }
    rows.append(WeakRow(row: row))
  }

  func refreshReplacedRows() {
    for slot in rows { slot.row?.refreshIfReplaced() }
  }
}

@MainActor
private struct WeakRow<State: ObservableState, Action> {
  weak var row: ListRow<State, Action>?
}

/// The row stores of one ``ListBinding``, by id, held weakly: the slots showing a row hold its
/// store, so a store lives exactly as long as some slot shows (or last showed) its row.
@MainActor
private final class RowStores<ID: Hashable, State, Action> {
  private let contains: @MainActor (ID) -> Bool
  private let make: @MainActor (ID) -> Store<State, Action>?
  private var stores: [ID: WeakStore<State, Action>] = [:]
  /// When `stores` is next swept of the entries whose store is gone.
  private var sweepAt = 64

  init(
    contains: @escaping @MainActor (ID) -> Bool,
    make: @escaping @MainActor (ID) -> Store<State, Action>?
  ) {
    self.contains = contains
    self.make = make
  }

  /// The store of the row `id`, made if no slot holds one; `nil` when there is no such row.
  func store(for id: ID) -> Store<State, Action>? {
    if let store = stores[id]?.store { return contains(id) ? store : nil }
    guard let store = make(id) else {
      stores[id] = nil
      return nil
    }
    stores[id] = WeakStore(store)
    if stores.count >= sweepAt {
      // Amortized: each sweep is paid for by the entries added since the previous one.
      stores = stores.filter { $0.value.store != nil }
      sweepAt = max(64, 2 * stores.count)
    }
    return store
  }

  var liveCount: Int { stores.values.count { $0.store != nil } }
}

@MainActor
private struct WeakStore<State, Action> {
  weak var store: Store<State, Action>?
  init(_ store: Store<State, Action>) { self.store = store }
}

/// The row slot of a ``ListBinding`` over rows of the feature `R`: `ListRowOf<Favorite>`.
///
/// Swift cannot always infer a row's types from a `setup` closure of several statements; name
/// them with this:
///
/// ```swift
/// ListBinding(store, state: \.favorites, action: \.favorites) { (row: ListRowOf<Favorite>) in
///   // ...
/// }
/// ```
public typealias ListRowOf<R: Reducer> = ListRow<R.State, R.Action> where R.State: ObservableState
