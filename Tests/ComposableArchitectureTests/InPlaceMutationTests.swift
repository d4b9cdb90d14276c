import ComposableArchitecture
import Observation
import Testing

/// Reducers scoped to a property of `@ObservableState` state mutate it in place. A key path
/// through the computed property the macro makes of it would copy the value, and the first
/// mutation inside the copy would copy its buffers: O(n) per action for n rows.
///
/// Each test reads the address of a buffer before and after an action. The store's state holds
/// the only reference to it, so a mutation in place keeps the address; a copy allocates the new
/// buffer while the old one is still alive, so its address differs.
@MainActor
@Suite struct InPlaceMutationTests {
  @Reducer
  struct Row {
    @ObservableState
    struct State: Identifiable, Equatable {
      let id: Int
      var values: [Int] = [0, 0, 0]
    }
    enum Action { case bump }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.values[0] += 1
      return .none
    }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = []
      var child = Row.State(id: -1)
      var optional: Row.State?
      @Presents var presented: Row.State?
    }
    enum Action {
      case rows(IdentifiedActionOf<Row>)
      case child(Row.Action)
      case optional(Row.Action)
      case presented(PresentationAction<Row.Action>)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Row() }
      EmptyReducer()
        .forEach(\.rows, action: \.rows) { Row() }
        .ifLet(\.optional, action: \.optional) { Row() }
        .ifLet(\.$presented, action: \.presented) { Row() }
    }
  }

  static func address<T>(of array: [T]) -> UInt {
    array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
  }

  func makeStore() -> StoreOf<Parent> {
    Store(
      initialState: Parent.State(
        rows: IdentifiedArray(uniqueElements: (0..<100).map { Row.State(id: $0) }),
        optional: Row.State(id: -2),
        presented: Row.State(id: -3)
      )
    ) {
      Parent()
    }
  }

  @Test func forEachMutatesTheRowsInPlace() {
    let store = makeStore()
    let before = store.withState { Self.address(of: $0.rows.elements) }
    store.send(.rows(.element(id: 42, action: .bump)))
    #expect(store.withState { Self.address(of: $0.rows.elements) } == before)
    #expect(store.withState { $0.rows[id: 42]?.values } == [1, 0, 0])
  }

  @Test func scopeMutatesTheChildInPlace() {
    let store = makeStore()
    let before = store.withState { Self.address(of: $0.child.values) }
    store.send(.child(.bump))
    #expect(store.withState { Self.address(of: $0.child.values) } == before)
    #expect(store.withState { $0.child.values } == [1, 0, 0])
  }

  @Test func ifLetMutatesTheChildInPlace() {
    let store = makeStore()
    let before = store.withState { Self.address(of: $0.optional!.values) }
    store.send(.optional(.bump))
    #expect(store.withState { Self.address(of: $0.optional!.values) } == before)
    #expect(store.withState { $0.optional?.values } == [1, 0, 0])
  }

  @Test func presentationMutatesTheChildInPlace() {
    let store = makeStore()
    let before = store.withState { Self.address(of: $0.presented!.values) }
    store.send(.presented(.presented(.bump)))
    #expect(store.withState { Self.address(of: $0.presented!.values) } == before)
    #expect(store.withState { $0.presented?.values } == [1, 0, 0])
  }

  @Test func theMacroListsTrackedPropertiesOnly() {
    typealias State = Parent.State
    #expect(
      State._$inPlaceMutation(\State.rows) is _InPlaceMutation<State, IdentifiedArrayOf<Row.State>>)
    #expect(
      State._$inPlaceMutation(\State.$presented)
        is _InPlaceMutation<State, PresentationState<Row.State>>)
    #expect(State._$inPlaceMutation(\State.presented) is _InPlaceMutation<State, Row.State?>)
    // A path through a property is not the property: the reducer falls back to the key path.
    #expect(State._$inPlaceMutation(\State.child.values) == nil)
    // `let` properties are stored as written.
    #expect(Row.State._$inPlaceMutation(\Row.State.id) == nil)
  }

  @Test func inPlaceMutationStillNotifiesObservers() async {
    let store = makeStore()
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = store.rows
    } onChange: {
      changed.setValue(true)
    }
    // A change inside a row is the row's own; the collection notifies when its ids change.
    store.send(.rows(.element(id: 1, action: .bump)))
    #expect(!changed.value)
    withObservationTracking {
      _ = store.child.values
    } onChange: {
      changed.setValue(true)
    }
    store.send(.child(.bump))
    #expect(changed.value)
  }
}
