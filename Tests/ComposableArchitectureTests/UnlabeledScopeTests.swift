import ComposableArchitecture
import Testing

// TCA 1.25 spells scoping without the `state:` label (`Scope(\.child, action: \.child)`,
// `store.scope(\.child, action: \.child)`), and its own examples do; both spellings work.

@Reducer
private struct Marker {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: Int
    var count = 0
  }
  enum Action { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
private struct Scoreboard {
  @ObservableState
  struct State: Equatable {
    var main = Marker.State(id: 0)
    var extra: Marker.State?
    var rows: IdentifiedArrayOf<Marker.State> = [Marker.State(id: 1), Marker.State(id: 2)]
    var path = StackState<Marker.State>()
  }
  enum Action {
    case main(Marker.Action)
    case extra(Marker.Action)
    case rows(IdentifiedActionOf<Marker>)
    case path(StackActionOf<Marker>)
  }
  var body: some ReducerOf<Self> {
    Scope(\.main, action: \.main) {
      Marker()
    }
    EmptyReducer()
      .ifLet(\.extra, action: \.extra) { Marker() }
      .forEach(\.rows, action: \.rows) { Marker() }
      .forEach(\.path, action: \.path) { Marker() }
  }
}

@MainActor
struct UnlabeledScopeTests {
  @Test func scopesWithoutTheStateLabel() {
    var initial = Scoreboard.State()
    initial.path.append(Marker.State(id: 9))
    let store = Store(initialState: initial) { Scoreboard() }

    store.scope(\.main, action: \.main).send(.increment)
    #expect(store.main.count == 1, "Scope(_:action:) runs the child")
    #expect(store.scope(\.extra, action: \.extra) == nil, "an optional child while it is nil")

    let rows = store.scope(\.rows, action: \.rows)
    for row in rows { row.send(.increment) }
    #expect(store.rows.map(\.count) == [1, 1])

    let path = store.scope(state: \.path, action: \.path)
    let id = try! #require(store.path.ids.first)
    path.scope(\.[id: id], action: \.[id: id])?.send(.increment)
    #expect(store.path[id: id]?.count == 1, "a stack element's store")
  }
}
