import AsyncTestSupport
import Clocks
import ComposableArchitecture
import ConcurrencyExtras
import PrimeTime
import Testing

@MainActor
@Suite struct SearchFeatureTests {
  private func makeStore(
    clock: TestClock<Duration>, _ update: (inout DependencyValues) -> Void = { _ in }
  ) -> TestStoreOf<SearchFeature> {
    withPrimeTimeDependencies({
      $0.continuousClock = clock
      update(&$0)
    }) {
      TestStore(initialState: SearchFeature.State()) { SearchFeature() }
    }
  }

  @Test func aNumberIsReportedAfterTheDebounceThenItsNthPrime() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.queryChanged("97")) {
      $0.query = "97"
      $0.isSearching = true
    }
    await clock.advance(by: .milliseconds(299))
    await clock.advance(by: .milliseconds(1))
    let report = SearchFeature.NumberReport(
      n: 97, isPrime: true, factorization: [PrimeFactor(prime: 97)], previousPrime: 89,
      nextPrime: 101)
    await store.receive(.numberReported(report)) {
      $0.results = .number(report)
    }
    await store.receive(.nthPrimeFound(n: 97, prime: 509)) {
      var withNthPrime = report
      withNthPrime.nthPrime = 509
      $0.results = .number(withNthPrime)
      $0.isSearching = false
    }
  }

  @Test func typingAgainWithinTheDebounceSearchesOnlyTheLastQuery() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.queryChanged("1")) {
      $0.query = "1"
      $0.isSearching = true
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("10")) { $0.query = "10" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("10-")) { $0.query = "10-" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("10-20")) { $0.query = "10-20" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(
      .primesFound(SearchFeature.PrimeList(range: 10...20, primes: [11, 13, 17, 19]))
    ) {
      $0.results = .primes(SearchFeature.PrimeList(range: 10...20, primes: [11, 13, 17, 19]))
      $0.isSearching = false
    }
  }

  @Test(arguments: ["abc", "-5", "1-", "5-3", "99999999999999999999", "1-200000000", "1.5"])
  func aBadQueryIsExplainedAfterTheDebounce(query: String) async throws {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    let expected = try #require(SearchQuery.parse(query))
    guard case let .failure(error) = expected else {
      Issue.record("\(query) was accepted")
      return
    }
    await store.send(.queryChanged(query)) {
      $0.query = query
      $0.isSearching = true
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.queryRejected(error.message)) {
      $0.isSearching = false
      $0.message = error.message
    }
    #expect(!error.message.isEmpty)
  }

  @Test func clearingTheQueryClearsTheResultsAndStopsTheSearch() async {
    let clock = TestClock()
    let store = makeStore(clock: clock) {
      $0.primes.primes = { _ in try await Task.never() }
    }
    await store.send(.queryChanged("2-3")) {
      $0.query = "2-3"
      $0.isSearching = true
    }
    await clock.advance(by: .milliseconds(300))
    await store.send(.queryChanged("  ")) {
      $0.query = "  "
      $0.isSearching = false
    }
  }

  @Test func aNewQueryStopsTheComputationInFlight() async {
    let clock = TestClock()
    let started = LockIsolated(false)
    let cancelled = LockIsolated(false)
    let store = makeStore(clock: clock) {
      $0.primes.primes = { _ in
        started.setValue(true)
        return try await withTaskCancellationHandler {
          try await Task.never()
        } onCancel: {
          cancelled.setValue(true)
        }
      }
    }
    await store.send(.queryChanged("1-100000000")) {
      $0.query = "1-100000000"
      $0.isSearching = true
    }
    await clock.advance(by: .milliseconds(300))
    await settle { started.value }
    await store.send(.queryChanged("2")) { $0.query = "2" }
    await settle { cancelled.value }
    await clock.advance(by: .milliseconds(300))
    let report = SearchFeature.NumberReport(
      n: 2, isPrime: true, factorization: [PrimeFactor(prime: 2)], previousPrime: nil,
      nextPrime: 3)
    await store.receive(.numberReported(report)) { $0.results = .number(report) }
    await store.receive(.nthPrimeFound(n: 2, prime: 3)) {
      $0.results = .number(
        SearchFeature.NumberReport(
          n: 2, isPrime: true, factorization: [PrimeFactor(prime: 2)], previousPrime: nil,
          nextPrime: 3, nthPrime: 3))
      $0.isSearching = false
    }
  }

  @Test func numbersBeyondTheNthPrimeLimitGetNoNthPrime() async {
    let clock = TestClock()
    let store = makeStore(clock: clock) {
      $0.primes.factorization = { _ in
        [PrimeFactor(prime: 2, exponent: 10), PrimeFactor(prime: 5, exponent: 10)]
      }
      $0.primes.previousPrime = { _ in 9_999_999_967 }
      $0.primes.nextPrime = { _ in 10_000_000_019 }
    }
    await store.send(.queryChanged("10000000000")) {
      $0.query = "10000000000"
      $0.isSearching = true
    }
    await clock.advance(by: .milliseconds(300))
    let report = SearchFeature.NumberReport(
      n: 10_000_000_000, isPrime: false,
      factorization: [PrimeFactor(prime: 2, exponent: 10), PrimeFactor(prime: 5, exponent: 10)],
      previousPrime: 9_999_999_967, nextPrime: 10_000_000_019)
    await store.receive(.numberReported(report)) {
      $0.results = .number(report)
      $0.isSearching = false
    }
  }

  @Test func aFailedComputationIsShown() async {
    struct Exhausted: Error, CustomStringConvertible { var description: String { "out of memory" } }
    let clock = TestClock()
    let store = makeStore(clock: clock) { $0.primes.primes = { _ in throw Exhausted() } }
    await store.send(.queryChanged("1-10")) {
      $0.query = "1-10"
      $0.isSearching = true
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchFailed("The search failed: out of memory")) {
      $0.isSearching = false
      $0.message = "The search failed: out of memory"
    }
  }

  @Test func theStarAddsAndRemovesAFavoritePrimeOnly() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.starButtonTapped(97)) { $0.$favoritePrimes.withLock { $0 = [97] } }
    await store.send(.starButtonTapped(91))  // 7 × 13
    await store.send(.starButtonTapped(97)) { $0.$favoritePrimes.withLock { $0 = [] } }
  }
}
