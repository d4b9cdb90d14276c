import ComposableArchitecture

/// W1, W4: a counter.
@Reducer
struct CounterFeature {
  struct State: Equatable { var count = 0 }
  enum Action { case increment, next }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .next:
      state.count += 1
      return state.count < 100_000 ? .send(.next) : .none
    }
  }
}

/// The floor of W1: the counter's logic as a plain function.
@inline(never)
func plainCounterReduce(_ state: inout CounterFeature.State, _ action: CounterFeature.Action) {
  state.count += 1
}

/// W3: a list of rows.
@Reducer
struct RowFeature {
  struct State: Identifiable {
    let id: Int
    var isOn: Bool
    var title: String
  }
  enum Action { case toggle }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isOn.toggle()
    return .none
  }
}

@Reducer
struct ListFeature {
  struct State { var rows: IdentifiedArrayOf<RowFeature.State> }
  enum Action { case rows(IdentifiedActionOf<RowFeature>) }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { RowFeature() }
  }
}

/// A fixed-seed linear congruential generator, so every run toggles the same rows.
struct LCG {
  var state: UInt64 = 0x2545_F491_4F6C_DD1D
  mutating func next(below bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}

/// W5: observers of `b` while actions change only `a`.
@Reducer
struct FanOutFeature {
  @ObservableState
  struct State {
    var a = 0
    var b = 0
  }
  enum Action { case setA(Int) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .setA(value): state.a = value
    }
    return .none
  }
}

/// W3 with observable state, as features are written today: the rows live in an
/// `@ObservableState` parent and are `@ObservableState` themselves.
@Reducer
struct ObservableRowFeature {
  @ObservableState
  struct State: Identifiable {
    let id: Int
    var isOn: Bool
    var title: String
  }
  enum Action { case toggle }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isOn.toggle()
    return .none
  }
}

@Reducer
struct ObservableListFeature {
  @ObservableState
  struct State { var rows: IdentifiedArrayOf<ObservableRowFeature.State> }
  enum Action { case rows(IdentifiedActionOf<ObservableRowFeature>) }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { ObservableRowFeature() }
  }
}

/// W8: navigation in the shape of TCA's SyncUps app feature: a root feature in a `Scope`, the
/// parent's own `Reduce`, a child presented with `@Presents` and `ifLet`, and a navigation stack
/// with `StackState` and `forEach`.
@Reducer
struct NavigationFeature {
  @ObservableState
  struct State {
    var root = CounterFeature.State()
    @Presents var child: CounterFeature.State?
    var path = StackState<CounterFeature.State>()
  }
  enum Action {
    case root(CounterFeature.Action)
    case child(PresentationAction<CounterFeature.Action>)
    case path(StackActionOf<CounterFeature>)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.root, action: \.root) { CounterFeature() }
    Reduce { state, action in
      switch action {
      case .root, .child, .path: return .none
      }
    }
    .ifLet(\.$child, action: \.child) { CounterFeature() }
    .forEach(\.path, action: \.path) { CounterFeature() }
  }
}
