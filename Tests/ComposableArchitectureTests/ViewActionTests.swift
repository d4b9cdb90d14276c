import ComposableArchitecture
import Testing

@Reducer
private struct Profile {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var saves = 0
    var loaded = false
  }
  enum Action: ViewAction {
    case view(View)
    case loaded
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case saveButtonTapped
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.binding):
        return .none
      case .view(.saveButtonTapped):
        state.saves += 1
        return .send(.loaded)
      case .loaded:
        state.loaded = true
        return .none
      }
    }
  }
}

@ViewAction(for: Profile.self)
@MainActor
private struct ProfileView {
  let store: StoreOf<Profile>

  func saveTapped() { send(.saveButtonTapped) }
  func nameEdited(_ name: String) { send(.binding(.set(\.name, name))) }
}

@MainActor
@Suite struct ViewActionTests {
  @Test func aViewSendsViewActionsThroughItsStore() {
    let view = ProfileView(store: Store(initialState: Profile.State()) { Profile() })
    view.saveTapped()
    #expect(view.store.saves == 1)
    #expect(view.store.loaded)
  }

  @Test func bindingReducerAppliesBindingsOfViewActions() async {
    let store = TestStore(initialState: Profile.State()) { Profile() }
    await store.send(.view(.binding(.set(\.name, "Blob")))) { $0.name = "Blob" }
    await store.send(.view(.saveButtonTapped)) { $0.saves = 1 }
    await store.receive(\.loaded) { $0.loaded = true }
  }

  @Test func bindingsThroughTheViewReachTheState() {
    let view = ProfileView(store: Store(initialState: Profile.State()) { Profile() })
    view.nameEdited("Blob Jr.")
    #expect(view.store.name == "Blob Jr.")
  }
}
