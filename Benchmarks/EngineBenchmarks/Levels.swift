import ComposableArchitecture

// W2 and W7: concrete nesting levels, as feature code writes them. Level n embeds level n-1;
// level 0 is the counter.

typealias Level0 = CounterFeature
@Reducer
struct Level1 {
  struct State { var inner = Level0.State() }
  enum Action { case inner(Level0.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level0() }
  }
}

@Reducer
struct Level2 {
  struct State { var inner = Level1.State() }
  enum Action { case inner(Level1.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level1() }
  }
}

@Reducer
struct Level3 {
  struct State { var inner = Level2.State() }
  enum Action { case inner(Level2.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level2() }
  }
}

@Reducer
struct Level4 {
  struct State { var inner = Level3.State() }
  enum Action { case inner(Level3.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level3() }
  }
}

@Reducer
struct Level5 {
  struct State { var inner = Level4.State() }
  enum Action { case inner(Level4.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level4() }
  }
}

@Reducer
struct Level6 {
  struct State { var inner = Level5.State() }
  enum Action { case inner(Level5.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level5() }
  }
}

@Reducer
struct Level7 {
  struct State { var inner = Level6.State() }
  enum Action { case inner(Level6.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level6() }
  }
}

@Reducer
struct Level8 {
  struct State { var inner = Level7.State() }
  enum Action { case inner(Level7.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level7() }
  }
}

@Reducer
struct Level9 {
  struct State { var inner = Level8.State() }
  enum Action { case inner(Level8.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level8() }
  }
}

@Reducer
struct Level10 {
  struct State { var inner = Level9.State() }
  enum Action { case inner(Level9.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level9() }
  }
}
