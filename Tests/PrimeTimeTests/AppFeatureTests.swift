import ComposableArchitecture
import PrimeTime
import Testing

@MainActor
@Suite struct AppFeatureTests {
  private func makeStore(
    _ update: (inout DependencyValues) -> Void = { _ in },
    state: (inout AppFeature.State) -> Void = { _ in }
  ) -> TestStoreOf<AppFeature> {
    withPrimeTimeDependencies(update) {
      var initial = AppFeature.State()
      state(&initial)
      return TestStore(initialState: initial) { AppFeature() }
    }
  }

  @Test func thePagesShareOneListOfFavorites() async {
    let store = makeStore(state: { $0.counter.count = 13 })
    await store.send(\.counter.isPrimeButtonTapped) {
      $0.counter.destination = .primeCheck(
        PrimeCheckFeature.State(
          number: 13, isPrime: true, favoritePrimes: $0.counter.$favoritePrimes))
    }
    await store.send(\.counter.destination.primeCheck.saveButtonTapped) {
      $0.counter.$favoritePrimes.withLock { $0 = [13] }
    }
    // The same list everywhere, without any copying between the pages.
    #expect(store.state.favorites.favoritePrimes == [13])
    #expect(store.state.search.favoritePrimes == [13])

    await store.send(.tabSelected(.search)) { $0.tab = .search }
    await store.send(\.search.starButtonTapped, 13) {
      $0.search.$favoritePrimes.withLock { $0 = [] }
    }
    #expect(store.state.counter.destination?.primeCheck?.isFavorite == false)
  }

  @Test func controlZPutsBackTheLastRemovedFavorite() async {
    let store = makeStore(state: { $0.favorites.$favoritePrimes.withLock { $0 = [2, 3] } })
    await store.send(\.favorites.removeButtonTapped, 3) {
      $0.favorites.$favoritePrimes.withLock { $0 = [2] }
      $0.favorites.lastRemoval = FavoritesFeature.Removal(prime: 3, index: 1)
    }
    await store.send(.undoShortcutPressed)
    await store.receive(\.favorites.undoButtonTapped) {
      $0.favorites.$favoritePrimes.withLock { $0 = [2, 3] }
      $0.favorites.lastRemoval = nil
      $0.favorites.selection = 3
    }
  }

  @Test func aFileProblemIsShownUntilDismissed() async {
    let store = makeStore(state: {
      $0.$fileStatus.withLock { $0.problem = "favorites.json could not be read" }
    })
    #expect(store.state.fileStatus.problem == "favorites.json could not be read")
    await store.send(.fileProblemDismissed) {
      $0.$fileStatus.withLock { $0.problem = nil }
    }
  }
}
