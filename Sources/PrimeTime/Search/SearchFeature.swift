import ComposableArchitecture

/// The search page. Typing updates the query at once; 300 ms after the last keystroke (on the
/// feature's clock) the query is parsed and computed. A new keystroke cancels the wait and any
/// computation in flight, which stops at its next cancellation check rather than running on.
@Reducer
public struct SearchFeature {
  @ObservableState
  public struct State: Equatable {
    public var query: String
    public var results: Results?
    /// Why the query was not searched: what was wrong and what is accepted.
    public var message: String?
    /// Whether a search is waiting or computing: the window shows a spinner.
    public var isSearching = false
    @Shared(.favoritePrimes) public var favoritePrimes: [Int] = []

    public init(query: String = "", results: Results? = nil, message: String? = nil) {
      self.query = query
      self.results = results
      self.message = message
    }
  }

  public enum Results: Equatable, Sendable {
    case number(NumberReport)
    case primes(PrimeList)
  }

  /// What PrimeTime knows about one number.
  public struct NumberReport: Equatable, Sendable {
    public var n: Int
    public var isPrime: Bool
    public var factorization: [PrimeFactor]
    public var previousPrime: Int?
    public var nextPrime: Int?
    /// The n-th prime, once computed (only for 1 ≤ n ≤ ``PrimeLimits/nthPrimeMaximum``).
    public var nthPrime: Int?

    public init(
      n: Int, isPrime: Bool, factorization: [PrimeFactor], previousPrime: Int?, nextPrime: Int?,
      nthPrime: Int? = nil
    ) {
      self.n = n
      self.isPrime = isPrime
      self.factorization = factorization
      self.previousPrime = previousPrime
      self.nextPrime = nextPrime
      self.nthPrime = nthPrime
    }

    /// Whether the n-th prime is computed for this number.
    public var hasNthPrime: Bool { n >= 1 && n <= PrimeLimits.nthPrimeMaximum }
  }

  /// Every prime of a range.
  public struct PrimeList: Equatable, Sendable {
    public var range: ClosedRange<Int>
    public var primes: [Int]
    public init(range: ClosedRange<Int>, primes: [Int]) {
      self.range = range
      self.primes = primes
    }
  }

  public enum Action: Equatable {
    case queryChanged(String)
    case queryRejected(String)
    case numberReported(NumberReport)
    case nthPrimeFound(n: Int, prime: Int)
    case primesFound(PrimeList)
    case searchFailed(String)
    case starButtonTapped(Int)
  }

  public static let debounce: Duration = .milliseconds(300)

  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.primes) var primes

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        guard let parsed = SearchQuery.parse(query) else {
          state.results = nil
          state.message = nil
          state.isSearching = false
          return .cancel(id: CancelID.search)
        }
        state.isSearching = true
        return .run { [clock, primes] send in
          try await clock.sleep(for: Self.debounce)
          switch parsed {
          case let .failure(error):
            await send(.queryRejected(error.message))
          case let .success(.number(n)):
            let report = NumberReport(
              n: n,
              isPrime: primes.isPrime(n),
              factorization: primes.factorization(n),
              previousPrime: primes.previousPrime(n),
              nextPrime: primes.nextPrime(n)
            )
            await send(.numberReported(report))
            if report.hasNthPrime {
              await send(.nthPrimeFound(n: n, prime: try await primes.nthPrime(n)))
            }
          case let .success(.range(range)):
            await send(
              .primesFound(PrimeList(range: range, primes: try await primes.primes(in: range))))
          }
        } catch: { error, send in
          guard !(error is CancellationError) else { return }
          await send(.searchFailed("The search failed: \(error)"))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case let .queryRejected(message):
        state.isSearching = false
        state.results = nil
        state.message = message
        return .none

      case let .numberReported(report):
        state.message = nil
        state.results = .number(report)
        state.isSearching = report.hasNthPrime
        return .none

      case let .nthPrimeFound(n, prime):
        state.isSearching = false
        guard case var .number(report) = state.results, report.n == n else { return .none }
        report.nthPrime = prime
        state.results = .number(report)
        return .none

      case let .primesFound(list):
        state.isSearching = false
        state.message = nil
        state.results = .primes(list)
        return .none

      case let .searchFailed(message):
        state.isSearching = false
        state.message = message
        return .none

      case let .starButtonTapped(prime):
        if let index = state.favoritePrimes.firstIndex(of: prime) {
          state.$favoritePrimes.withLock { _ = $0.remove(at: index) }
        } else if primes.isPrime(prime) {
          state.$favoritePrimes.withLock { $0.append(prime) }
        }
        return .none
      }
    }
  }
}
