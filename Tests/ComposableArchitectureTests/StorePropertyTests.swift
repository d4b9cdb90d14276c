import ComposableArchitecture
import PropertyBased
import Testing

/// Issue 14's first engine property: a random sequence of actions sent to a `Store` ends in the
/// same state as applying the reducer to a plain value, for a reducer composed of `Scope`,
/// `ifLet`, `forEach` and `onChange`; and both end where a plain-Swift model of the feature,
/// written without those operators, ends. The first half checks the store (its in-place
/// scoping, sending, state storage), the second the operators themselves. On a failure the
/// library prints the shrunk action list and the seed to replay it with `.fixedSeed(…)`.
@MainActor
@Suite struct StorePropertyTests {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var count = 0
    }
    enum Action: Equatable { case increment, decrement, reset }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment: state.count += 1
      case .decrement: state.count -= 1
      case .reset: state.count = 0
      }
      return .none
    }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      var total = Counter.State(id: 0)
      var detail: Counter.State?
      var rows: IdentifiedArrayOf<Counter.State> = []
      /// Every new value of `total.count`, appended by `onChange`.
      var totals: [Int] = []
      /// How many times the detail's count (or its presence) changed.
      var detailChanges = 0
    }
    enum Action: Equatable {
      case total(Counter.Action)
      case detail(Counter.Action)
      case rows(IdentifiedActionOf<Counter>)
      case present(Int)
      case dismiss
      case addRow(Int)
      case removeRow(Int)
    }
    var body: some ReducerOf<Self> {
      // `onChange` sees only the changes its base makes: the total's covers the `Scope` too.
      CombineReducers {
        Scope(state: \.total, action: \.total) { Counter() }
        Reduce { state, action in
          switch action {
          case let .present(id): state.detail = Counter.State(id: id)
          case .dismiss: state.detail = nil
          case let .addRow(id):
            if state.rows[id: id] == nil { state.rows.append(Counter.State(id: id)) }
          case let .removeRow(id): state.rows.remove(id: id)
          // The parent sees child actions after the child ran: these depend on that order.
          case .detail(.increment):
            if let count = state.detail?.count, count >= 3 { state.detail = nil }
          case let .rows(.element(id, .reset)): state.rows.remove(id: id)
          case .total, .detail, .rows: break
          }
          return .none
        }
        .ifLet(\.detail, action: \.detail) { Counter() }
        .forEach(\.rows, action: \.rows) { Counter() }
        .onChange(of: \.detail?.count) { _, _ in
          Reduce { state, _ in
            state.detailChanges += 1
            return .none
          }
        }
      }
      .onChange(of: \.total.count) { _, newValue in
        Reduce { state, _ in
          state.totals.append(newValue)
          return .none
        }
      }
    }
  }

  /// What `Parent` does, in plain Swift.
  static func model(_ state: inout Parent.State, _ action: Parent.Action) {
    let (total, detail) = (state.total.count, state.detail?.count)
    switch action {
    case .total(.increment): state.total.count += 1
    case .total(.decrement): state.total.count -= 1
    case .total(.reset): state.total.count = 0
    case let .present(id): state.detail = Counter.State(id: id)
    case .dismiss: state.detail = nil
    case .detail(.increment):
      state.detail!.count += 1
      if state.detail!.count >= 3 { state.detail = nil }
    case .detail(.decrement): state.detail!.count -= 1
    case .detail(.reset): state.detail!.count = 0
    case let .addRow(id):
      if !state.rows.ids.contains(id) { state.rows.append(Counter.State(id: id)) }
    case let .removeRow(id): state.rows.remove(id: id)
    case let .rows(.element(id, .increment)): state.rows[id: id]!.count += 1
    case let .rows(.element(id, .decrement)): state.rows[id: id]!.count -= 1
    case let .rows(.element(id, .reset)): state.rows.remove(id: id)
    }
    if state.detail?.count != detail { state.detailChanges += 1 }
    if state.total.count != total { state.totals.append(state.total.count) }
  }

  /// A generated step as an action that is valid in `state` (a child action for a child that
  /// exists), since `ifLet` and `forEach` report the others as programmer errors.
  static func action(kind: Int, argument: Int, in state: Parent.State) -> Parent.Action {
    let childActions: [Counter.Action] = [.increment, .decrement, .reset]
    let row = state.rows.isEmpty ? nil : state.rows[argument % state.rows.count].id
    switch kind {
    case 0, 1: return .total(childActions[argument % 3])
    case 2: return .present(argument)
    case 3: return .dismiss
    case 4, 5: return state.detail == nil ? .present(argument) : .detail(childActions[argument % 3])
    case 6: return .addRow(argument)
    case 7: return row.map { .removeRow($0) } ?? .addRow(argument)
    default:
      return row.map { .rows(.element(id: $0, action: childActions[argument % 3])) }
        ?? .addRow(argument)
    }
  }

  static let steps = zip(Gen.int(in: 0...9), Gen.int(in: 0...7)).array(of: 0...16)

  @Test func aStoreEndsInTheStateTheReducerAndAModelReach() async {
    await propertyCheck(count: 2_000, input: Self.steps) { steps in
      let store = Store(initialState: Parent.State()) { Parent() }
      var direct = Parent.State()
      var modelled = Parent.State()
      let reducer = Parent()
      for (kind, argument) in steps {
        let action = Self.action(kind: kind, argument: argument, in: direct)
        _ = store.send(action)
        _ = reducer.reduce(into: &direct, action: action)
        Self.model(&modelled, action)
      }
      #expect(store.withState { $0 } == direct)
      #expect(direct == modelled)
    }
  }
}
