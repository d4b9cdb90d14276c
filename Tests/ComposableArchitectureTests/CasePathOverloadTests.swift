import ComposableArchitecture
import Testing

// Feature code as TCA wrote it before case key paths: operators and subscripts that take case
// paths built with `/`. Each must behave as its case-key-path version.

@Reducer
private struct LegacyChild {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action: Equatable { case increment, respond }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .send(.respond)
      case .respond:
        return .none
      }
    }
  }
}

private struct LegacyParent: Reducer {
  struct State: Equatable {
    @PresentationState var child: LegacyChild.State?
    @PresentationState var alert: AlertState<Never>?
    var path = StackState<LegacyChild.State>()
  }
  enum Action: Equatable {
    case child(PresentationAction<LegacyChild.Action>)
    case alert(PresentationAction<Never>)
    case path(StackAction<LegacyChild.State, LegacyChild.Action>)
    case present
  }

  @available(*, deprecated)
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .present = action {
        state.child = LegacyChild.State()
      }
      return .none
    }
    .ifLet(\.$child, action: /Action.child) { LegacyChild() }
    .ifLet(\.$alert, action: /Action.alert)
    .forEach(\.path, action: /Action.path) { LegacyChild() }
  }
}

@MainActor
@Suite struct CasePathOverloadTests {
  @available(*, deprecated)
  @Test func operatorsTakeCasePaths() async {
    let store = TestStore(initialState: LegacyParent.State()) { LegacyParent() }
    await store.send(.present) {
      $0.child = LegacyChild.State()
    }
    await store.send(.child(.presented(.increment))) {
      $0.child?.count = 1
    }
    await store.receive(/LegacyParent.Action.child)
    await store.send(.path(.push(id: 0, state: LegacyChild.State()))) {
      $0.path[id: 0] = LegacyChild.State()
    }
    await store.send(.path(.element(id: 0, action: .increment))) {
      $0.path[id: 0]?.count = 1
    }
    await store.receive(/LegacyParent.Action.path)
  }
}

private enum Screen: Equatable {
  case list(Int)
  case detail(String)
}

@Suite struct CasePathSubscriptTests {
  @available(*, deprecated)
  @Test func presentationStateCaseSubscript() {
    var screen = PresentationState<Screen>(wrappedValue: .list(1))
    #expect(screen[case: /Screen.list] == 1)
    #expect(screen[case: /Screen.detail] == nil)
    screen[case: /Screen.list] = 2
    #expect(screen.wrappedValue == .list(2))
    // Writing another case than the one presented changes nothing.
    screen[case: /Screen.detail] = "x"
    #expect(screen.wrappedValue == .list(2))
    screen[case: /Screen.detail] = nil
    #expect(screen.wrappedValue == .list(2))
    screen[case: /Screen.list] = nil
    #expect(screen.wrappedValue == nil)
  }

  @available(*, deprecated)
  @Test func stackStateIDCaseSubscript() {
    var stack = withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      StackState<Screen>([.list(1), .detail("a")])
    }
    #expect(stack[id: 0, case: /Screen.list] == 1)
    #expect(stack[id: 1, case: /Screen.list] == nil)
    stack[id: 1, case: /Screen.detail] = "b"
    #expect(stack[id: 1] == .detail("b"))
    stack[id: 1, case: /Screen.list] = nil
    #expect(stack.count == 2)
    stack[id: 1, case: /Screen.detail] = nil
    #expect(stack.count == 1)
  }
}
