import ComposableArchitecture

/// A window's worth of PrimeTime-like state: pages, favorites with an undoable removal, an
/// alert and a detail page.
@Reducer
struct Showcase {
  enum Tab: Hashable, Sendable { case counter, favorites, search }

  @ObservableState
  struct State: Equatable {
    var tab: Tab = .counter
    var favorites: [Int] = [2, 3, 5]
    var lastRemoved: Int?
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var detail: PrimeDetail.State?
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case remove(Int)
    case undoTapped
    case toastDismissed
    case clearTapped
    case alert(PresentationAction<Alert>)
    case primeTapped(Int)
    case detail(PresentationAction<PrimeDetail.Action>)

    @CasePathable
    enum Alert: Equatable { case confirmClear }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding: break
      case let .remove(prime):
        state.favorites.removeAll { $0 == prime }
        state.lastRemoved = prime
      case .undoTapped:
        if let prime = state.lastRemoved { state.favorites.append(prime) }
        state.lastRemoved = nil
      case .toastDismissed:
        state.lastRemoved = nil
      case .clearTapped:
        state.alert = AlertState {
          TextState("Clear favorites?")
        } actions: {
          ButtonState(role: .cancel) { TextState("Cancel") }
          ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
        } message: {
          TextState("\(state.favorites.count) primes will be removed.")
        }
      case .alert(.presented(.confirmClear)):
        state.favorites = []
      case let .primeTapped(prime):
        state.detail = PrimeDetail.State(prime: prime)
      case .alert, .detail: break
      }
      return .none
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$detail, action: \.detail) { PrimeDetail() }
  }
}

@Reducer
struct PrimeDetail {
  @ObservableState
  struct State: Equatable {
    var prime: Int
  }

  enum Action: Equatable {
    case next
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .next: state.prime += 2
      }
      return .none
    }
  }
}
