import ComposableArchitecture
import Testing

@Reducer
private struct Form {
  @ObservableState
  struct State: Equatable {
    var text = ""
    var isOn = false
    var textChanges = 0
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case reset
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.text):
        state.textChanges += 1
        return .none
      case .binding:
        return .none
      case .reset:
        state.text = ""
        return .none
      }
    }
  }
}

@MainActor
@Suite struct BindingReducerTests {
  @Test func bindingActionsWriteState() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await store.send(.binding(.set(\.text, "hello"))) {
      $0.text = "hello"
      $0.textChanges = 1
    }
    await store.send(.set(\.isOn, true)) {
      $0.isOn = true
    }
    await store.send(\.binding.text, "bye") {
      $0.text = "bye"
      $0.textChanges = 2
    }
  }

  @Test func bindingActionsCompareByFieldAndValue() {
    #expect(BindingAction<Form.State>.set(\.text, "a") == .set(\.text, "a"))
    #expect(BindingAction<Form.State>.set(\.text, "a") != .set(\.text, "b"))
    #expect(BindingAction<Form.State>.set(\.isOn, true) != .set(\.text, "a"))
    let action = Form.Action.binding(.set(\.text, "x"))
    let text: String? = action[case: \.binding.text]
    let isOn: Bool? = action[case: \.binding.isOn]
    #expect(text == "x")
    #expect(isOn == nil)
  }

  @Test func aStoreSendsBindingActions() {
    let store = Store(initialState: Form.State()) { Form() }
    store.send(\.binding.isOn, true)
    #expect(store.isOn)
  }
}
