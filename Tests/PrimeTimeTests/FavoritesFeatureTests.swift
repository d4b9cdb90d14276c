import ComposableArchitecture
import PrimeTime
import Testing

@MainActor
@Suite struct FavoritesFeatureTests {
  private func makeStore(
    favorites: [Int], _ update: (inout DependencyValues) -> Void = { _ in },
    state: (inout FavoritesFeature.State) -> Void = { _ in }
  ) -> TestStoreOf<FavoritesFeature> {
    withPrimeTimeDependencies(update) {
      var initial = FavoritesFeature.State()
      initial.$favoritePrimes.withLock { $0 = favorites }
      state(&initial)
      return TestStore(initialState: initial) { FavoritesFeature() }
    }
  }

  @Test func removingAPrimeThenUndoingPutsItBackWhereItWas() async {
    let store = makeStore(favorites: [7, 2, 5])
    await store.send(.removeButtonTapped(2)) {
      $0.$favoritePrimes.withLock { $0 = [7, 5] }
      $0.lastRemoval = FavoritesFeature.Removal(prime: 2, index: 1)
    }
    await store.send(.undoButtonTapped) {
      $0.$favoritePrimes.withLock { $0 = [7, 2, 5] }
      $0.lastRemoval = nil
      $0.selection = 2
    }
    // Nothing left to undo.
    await store.send(.undoButtonTapped)
  }

  @Test func undoDoesNotListAPrimeTwice() async {
    let store = makeStore(favorites: [3, 5])
    await store.send(.removeButtonTapped(3)) {
      $0.$favoritePrimes.withLock { $0 = [5] }
      $0.lastRemoval = FavoritesFeature.Removal(prime: 3, index: 0)
    }
    // Saved again from another page before the undo.
    store.state.$favoritePrimes.withLock { $0.append(3) }
    await store.send(.undoButtonTapped) {
      $0.$favoritePrimes.withLock { $0 = [5, 3] }
      $0.lastRemoval = nil
    }
  }

  @Test func theToastGoingAwayForgetsTheRemoval() async {
    let store = makeStore(favorites: [3])
    await store.send(.removeButtonTapped(3)) {
      $0.$favoritePrimes.withLock { $0 = [] }
      $0.lastRemoval = FavoritesFeature.Removal(prime: 3, index: 0)
    }
    await store.send(.toastDismissed) { $0.lastRemoval = nil }
    await store.send(.undoButtonTapped)
  }

  @Test func deleteRemovesTheSelectedRowAndSelectsTheNext() async {
    let store = makeStore(favorites: [11, 2, 7])
    await store.send(.selectionChanged(7)) { $0.selection = 7 }
    await store.send(.deleteKeyPressed) {
      $0.$favoritePrimes.withLock { $0 = [11, 2] }
      $0.lastRemoval = FavoritesFeature.Removal(prime: 7, index: 2)
      $0.selection = 11
    }
    // At the end of the list, the previous row is selected.
    await store.send(.deleteKeyPressed) {
      $0.$favoritePrimes.withLock { $0 = [2] }
      $0.lastRemoval = FavoritesFeature.Removal(prime: 11, index: 0)
      $0.selection = 2
    }
    await store.send(.deleteKeyPressed) {
      $0.$favoritePrimes.withLock { $0 = [] }
      $0.lastRemoval = FavoritesFeature.Removal(prime: 2, index: 0)
      $0.selection = nil
    }
    await store.send(.deleteKeyPressed)
  }

  @Test func sortingChangesTheOrderShownNotTheList() async {
    let store = makeStore(favorites: [7, 2, 5])
    #expect(store.state.sortedPrimes == [2, 5, 7])
    await store.send(.sortOrderChanged(.descending)) { $0.sortOrder = .descending }
    #expect(store.state.sortedPrimes == [7, 5, 2])
    #expect(store.state.favoritePrimes == [7, 2, 5])
  }

  @Test func selectingAPrimePushesItsDetailPage() async {
    let store = makeStore(favorites: [2, 13])
    await store.send(.primeActivated(13)) {
      $0.selection = 13
      $0.path[id: 0] = PrimeDetailFeature.State(prime: 13)
    }
    await store.send(\.path[id: 0].task) {
      $0.path[id: 0]?.facts = PrimeFacts(
        previousPrime: 11, nextPrime: 17, twin: 11, isSophieGermain: false, mersenneExponent: nil
      )
    }
    await store.receive(\.path[id: 0].indexResponse) {
      $0.path[id: 0]?.index = .known(6)
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path = [] }
  }

  @Test func removingAPrimeClosesItsDetailPage() async {
    let store = makeStore(favorites: [31]) {
      $0.primes.primeCount = { _ in try await Task.never() }
    }
    await store.send(.primeActivated(31)) {
      $0.selection = 31
      $0.path[id: 0] = PrimeDetailFeature.State(prime: 31)
    }
    await store.send(\.path[id: 0].task) {
      $0.path[id: 0]?.facts = PrimeFacts(
        previousPrime: 29, nextPrime: 37, twin: 29, isSophieGermain: false, mersenneExponent: 5
      )
    }
    // The index computation in flight is cancelled with the page.
    await store.send(.removeButtonTapped(31)) {
      $0.$favoritePrimes.withLock { $0 = [] }
      $0.lastRemoval = FavoritesFeature.Removal(prime: 31, index: 0)
      $0.selection = nil
      $0.path = []
    }
  }

  @Test func theIndexOfAHugePrimeIsNotComputedAndSaysWhy() async {
    let huge = 1_000_000_000_039  // prime
    let store = makeStore(favorites: [huge])
    await store.send(.primeActivated(huge)) {
      $0.selection = huge
      $0.path[id: 0] = PrimeDetailFeature.State(prime: huge)
    }
    await store.send(\.path[id: 0].task) {
      $0.path[id: 0]?.facts = PrimeFacts(
        previousPrime: 999_999_999_989, nextPrime: 1_000_000_000_061, twin: nil,
        isSophieGermain: false, mersenneExponent: nil
      )
      $0.path[id: 0]?.index = .unavailable(
        "Counting every prime below 1,000,000,000,039 would take too long; the index is shown for primes up to 10,000,000,000."
      )
    }
  }

  @Test func factsOfSmallPrimes() {
    let facts = PrimeFacts(prime: 2, primes: .trialDivision)
    #expect(
      facts
        == PrimeFacts(
          previousPrime: nil, nextPrime: 3, twin: nil, isSophieGermain: true, mersenneExponent: nil)
    )
    #expect(PrimeFacts(prime: 7, primes: .trialDivision).mersenneExponent == 3)
    #expect(PrimeFacts(prime: 11, primes: .trialDivision).isSophieGermain)  // 23 is prime
  }
}
