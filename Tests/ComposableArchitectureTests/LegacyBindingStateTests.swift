import ComposableArchitecture
import Testing

// The deprecated binding layer (`@BindingState`, `@BindingViewState`, `BindingViewStore`,
// `viewStore.$field`, `TestStore.bindings`), after TCA 1.25.5's BindingReducerTests and
// BindableStoreTests.

@available(*, deprecated)
@Reducer
private struct BindingTest {
  struct State: Equatable {
    @BindingState var nested = Nested()

    struct Nested: Equatable {
      var field = ""
    }
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(.set(\.$nested, State.Nested(field: "special"))):
        state.nested.field += "*"
        return .none
      case .binding(\.$nested):
        state.nested.field += "!"
        return .none
      case .binding:
        return .none
      }
    }
  }
}

@available(*, deprecated)
@Reducer
private struct LoginFeature {
  struct State: Equatable {
    @BindingState var email = ""
    var isLoginRequestInFlight = false
    @BindingState var password = ""
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case loginButtonTapped
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .loginButtonTapped:
        state.isLoginRequestInFlight = true
        return .none
      }
    }
  }
}

@available(*, deprecated)
private struct MatchingState {
  @BindingState var count = 0
}

@available(*, deprecated)
@CasePathable
private enum MatchingAction {
  case binding(BindingAction<MatchingState>)
}

@available(*, deprecated)
private struct LoginViewState: Equatable {
  @BindingViewState var email: String
  var isFormDisabled: Bool
  var isLoginButtonDisabled: Bool
  @BindingViewState var password: String

  @MainActor
  init(_ store: BindingViewStore<LoginFeature.State>) {
    self._email = store.$email
    self.isFormDisabled = store.isLoginRequestInFlight
    self.isLoginButtonDisabled =
      store.isLoginRequestInFlight || store.email.isEmpty || store.password.isEmpty
    self._password = store.$password
  }
}

@MainActor
@Suite struct LegacyBindingStateTests {
  @available(*, deprecated)
  @Test func equality() {
    struct State {
      @BindingState var count = 0
    }
    #expect(BindingAction<State>.set(\.$count, 1) == BindingAction<State>.set(\.$count, 1))
    #expect(BindingAction<State>.set(\.$count, 1) != BindingAction<State>.set(\.$count, 2))
  }

  @available(*, deprecated)
  @Test func viewEquality() {
    struct Feature: Reducer {
      struct State: Equatable {
        @BindingState var count = 0
      }
      enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
      }
      var body: some ReducerOf<Self> {
        BindingReducer()
      }
    }
    struct ViewState: Equatable {
      @BindingViewState var count: Int
    }
    let store = Store(initialState: Feature.State()) { Feature() }
    let viewStore = ViewStore(store, observe: { ViewState(count: $0.$count) })
    let initialState = viewStore.state
    let count = viewStore.$count
    count.wrappedValue += 1
    #expect(initialState != viewStore.state)
    #expect(count.wrappedValue == 1)
    #expect(viewStore.count == 1)
  }

  @available(*, deprecated)
  @Test func nestedBindingState() {
    let store = Store(initialState: BindingTest.State()) { BindingTest() }
    let viewStore = ViewStore(store, observe: { $0 })
    viewStore.$nested.field.wrappedValue = "Hello"
    #expect(viewStore.state == BindingTest.State(nested: .init(field: "Hello!")))
  }

  @available(*, deprecated)
  @Test func nestedBindingViewState() {
    struct ViewState: Equatable {
      @BindingViewState var field: String
    }
    let store = Store(initialState: BindingTest.State()) { BindingTest() }
    let viewStore = ViewStore(store, observe: { ViewState(field: $0.$nested.field) })
    viewStore.$field.wrappedValue = "Hello"
    #expect(store.withState { $0.nested.field } == "Hello!")
  }

  @available(*, deprecated)
  @Test func bindingActionUpdatesRespectPatternMatching() async {
    let store = TestStore(initialState: BindingTest.State(nested: .init(field: ""))) {
      BindingTest()
    }
    await store.send(.binding(.set(\.$nested, BindingTest.State.Nested(field: "special")))) {
      $0.nested = BindingTest.State.Nested(field: "special*")
    }
    await store.send(.binding(.set(\.$nested, BindingTest.State.Nested(field: "Hello")))) {
      $0.nested = BindingTest.State.Nested(field: "Hello!")
    }
  }

  @available(*, deprecated)
  @Test func matching() {
    let action = MatchingAction.binding(.set(\.$count, 42))
    #expect(action[case: \.binding.$count] == 42)
  }

  @available(*, deprecated)
  @Test func testStoreBindings() async {
    let store = TestStore(initialState: LoginFeature.State()) { LoginFeature() }
    #expect(!LoginViewState(store.bindings).isFormDisabled)
    #expect(LoginViewState(store.bindings).isLoginButtonDisabled)
    await store.send(.set(\.$email, "blob@pointfree.co")) { $0.email = "blob@pointfree.co" }
    await store.send(.set(\.$password, "blob123")) { $0.password = "blob123" }
    #expect(!LoginViewState(store.bindings).isFormDisabled)
    #expect(!LoginViewState(store.bindings).isLoginButtonDisabled)
    await store.send(.loginButtonTapped) { $0.isLoginRequestInFlight = true }
    #expect(LoginViewState(store.bindings).isFormDisabled)
    #expect(LoginViewState(store.bindings).isLoginButtonDisabled)
  }

  @available(*, deprecated)
  @Test func viewStoreOfBindingViewStateSendsBindingActions() {
    let store = Store(initialState: LoginFeature.State()) { LoginFeature() }
    let viewStore = ViewStore(store, observe: LoginViewState.init)
    #expect(viewStore.isLoginButtonDisabled)
    viewStore.$email.wrappedValue = "blob@pointfree.co"
    viewStore.$password.wrappedValue = "blob123"
    #expect(!viewStore.isLoginButtonDisabled)
    #expect(viewStore.email == "blob@pointfree.co")
    #expect(store.withState(\.password) == "blob123")
  }
}
