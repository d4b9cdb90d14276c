import ComposableArchitecture

/// PrimeTime's window: three pages over one list of favorite primes. Each page holds its own
/// `@Shared(.favoritePrimes)`, and all of them refer to the same value, so a prime saved on the
/// counter page is in the favorites list and starred in the search results at once.
@Reducer
public struct AppFeature {
  @ObservableState
  public struct State: Equatable {
    public var tab: Tab
    public var counter: CounterFeature.State
    public var favorites: FavoritesFeature.State
    public var search: SearchFeature.State
    /// Problems with the favorites file, shown in a banner.
    @Shared(.favoritesFileStatus) public var fileStatus = FavoritesFileStatus()

    public init(
      tab: Tab = .counter,
      counter: CounterFeature.State = CounterFeature.State(),
      favorites: FavoritesFeature.State = FavoritesFeature.State(),
      search: SearchFeature.State = SearchFeature.State()
    ) {
      self.tab = tab
      self.counter = counter
      self.favorites = favorites
      self.search = search
    }
  }

  public enum Tab: String, CaseIterable, Hashable, Sendable {
    case counter, favorites, search

    public var title: String {
      switch self {
      case .counter: "Counter"
      case .favorites: "Favorites"
      case .search: "Search"
      }
    }
  }

  public enum Action: Equatable {
    case tabSelected(Tab)
    /// Ctrl+Z: puts back the last favorite removed.
    case undoShortcutPressed
    case fileProblemDismissed
    case counter(CounterFeature.Action)
    case favorites(FavoritesFeature.Action)
    case search(SearchFeature.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { CounterFeature() }
    Scope(state: \.favorites, action: \.favorites) { FavoritesFeature() }
    Scope(state: \.search, action: \.search) { SearchFeature() }
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.tab = tab
        return .none
      case .undoShortcutPressed:
        return .send(.favorites(.undoButtonTapped))
      case .fileProblemDismissed:
        state.$fileStatus.withLock { $0.problem = nil }
        return .none
      case .counter, .favorites, .search:
        return .none
      }
    }
  }
}
