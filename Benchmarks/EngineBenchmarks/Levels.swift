import ComposableArchitecture

// W2 and W7: concrete nesting levels, as feature code writes them. Level n embeds level n-1;
// level 0 is the counter.

typealias Level0 = CounterFeature
struct Level1: Reducer {
  struct State { var inner = Level0.State() }
  @CasePathable enum Action { case inner(Level0.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level0() }
  }
}

struct Level2: Reducer {
  struct State { var inner = Level1.State() }
  @CasePathable enum Action { case inner(Level1.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level1() }
  }
}

struct Level3: Reducer {
  struct State { var inner = Level2.State() }
  @CasePathable enum Action { case inner(Level2.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level2() }
  }
}

struct Level4: Reducer {
  struct State { var inner = Level3.State() }
  @CasePathable enum Action { case inner(Level3.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level3() }
  }
}

struct Level5: Reducer {
  struct State { var inner = Level4.State() }
  @CasePathable enum Action { case inner(Level4.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level4() }
  }
}

struct Level6: Reducer {
  struct State { var inner = Level5.State() }
  @CasePathable enum Action { case inner(Level5.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level5() }
  }
}

struct Level7: Reducer {
  struct State { var inner = Level6.State() }
  @CasePathable enum Action { case inner(Level6.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level6() }
  }
}

struct Level8: Reducer {
  struct State { var inner = Level7.State() }
  @CasePathable enum Action { case inner(Level7.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level7() }
  }
}

struct Level9: Reducer {
  struct State { var inner = Level8.State() }
  @CasePathable enum Action { case inner(Level8.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level8() }
  }
}

struct Level10: Reducer {
  struct State { var inner = Level9.State() }
  @CasePathable enum Action { case inner(Level9.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level9() }
  }
}
