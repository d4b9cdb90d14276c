import ComposableArchitecture

/// The favorites page: the favorite primes (shared with every page and kept in a file), sorted
/// either way, removed with a button or the Delete key and put back with Undo; selecting one
/// pushes its ``PrimeDetailFeature`` page.
@Reducer
public struct FavoritesFeature {
  @ObservableState
  public struct State: Equatable {
    @Shared(.favoritePrimes) public var favoritePrimes: [Int] = []
    public var sortOrder: SortOrder
    /// The row the Delete key removes.
    public var selection: Int?
    /// The last removal, which Undo puts back; the window shows it as a toast.
    public var lastRemoval: Removal?
    public var path: StackState<PrimeDetailFeature.State>

    public init(
      sortOrder: SortOrder = .ascending,
      selection: Int? = nil,
      lastRemoval: Removal? = nil,
      path: StackState<PrimeDetailFeature.State> = []
    ) {
      self.sortOrder = sortOrder
      self.selection = selection
      self.lastRemoval = lastRemoval
      self.path = path
    }

    /// The favorites in the order the list shows them.
    public var sortedPrimes: [Int] {
      switch sortOrder {
      case .ascending: favoritePrimes.sorted()
      case .descending: favoritePrimes.sorted(by: >)
      }
    }
  }

  public enum SortOrder: String, CaseIterable, Equatable, Sendable {
    case ascending, descending
  }

  /// A prime removed from the favorites, and where it was in the (unsorted) list.
  public struct Removal: Equatable, Sendable {
    public var prime: Int
    public var index: Int
    public init(prime: Int, index: Int) {
      self.prime = prime
      self.index = index
    }
  }

  public enum Action: Equatable {
    case removeButtonTapped(Int)
    case deleteKeyPressed
    case selectionChanged(Int?)
    case sortOrderChanged(SortOrder)
    case primeActivated(Int)
    case undoButtonTapped
    case toastDismissed
    case path(StackActionOf<PrimeDetailFeature>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .removeButtonTapped(prime):
        remove(prime, from: &state)
        return .none

      case .deleteKeyPressed:
        guard let prime = state.selection else { return .none }
        // The next row (or the previous, at the end) is selected, so Delete can go on.
        let sorted = state.sortedPrimes
        if let position = sorted.firstIndex(of: prime) {
          let neighbours = sorted[position...].dropFirst().first ?? sorted[..<position].last
          state.selection = neighbours
        } else {
          state.selection = nil
        }
        remove(prime, from: &state)
        return .none

      case let .selectionChanged(prime):
        state.selection = prime
        return .none

      case let .sortOrderChanged(order):
        state.sortOrder = order
        return .none

      case let .primeActivated(prime):
        guard state.favoritePrimes.contains(prime) else { return .none }
        state.selection = prime
        state.path = [PrimeDetailFeature.State(prime: prime)]
        return .none

      case .undoButtonTapped:
        guard let removal = state.lastRemoval else { return .none }
        state.lastRemoval = nil
        guard !state.favoritePrimes.contains(removal.prime) else { return .none }
        state.$favoritePrimes.withLock {
          $0.insert(removal.prime, at: min(removal.index, $0.count))
        }
        state.selection = removal.prime
        return .none

      case .toastDismissed:
        state.lastRemoval = nil
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      PrimeDetailFeature()
    }
  }

  private func remove(_ prime: Int, from state: inout State) {
    guard let index = state.favoritePrimes.firstIndex(of: prime) else { return }
    state.$favoritePrimes.withLock { _ = $0.remove(at: index) }
    state.lastRemoval = Removal(prime: prime, index: index)
    if state.selection == prime { state.selection = nil }
    // The detail page of a prime that is no longer a favorite goes with it.
    state.path.removeAll { $0.prime == prime }
  }
}

/// The detail page of a favorite prime: its index among primes (computed, cancellably, for
/// primes up to ``PrimeLimits/indexMaximum``), its neighbours, and the families it belongs to.
@Reducer
public struct PrimeDetailFeature {
  @ObservableState
  public struct State: Equatable {
    public let prime: Int
    public var facts: PrimeFacts?
    public var index: Index

    public init(prime: Int, facts: PrimeFacts? = nil, index: Index = .computing) {
      self.prime = prime
      self.facts = facts
      self.index = index
    }
  }

  public enum Index: Equatable, Sendable {
    case computing
    case known(Int)
    /// Why the index is not shown.
    case unavailable(String)
  }

  public enum Action: Equatable {
    /// The page appeared: its facts are found and its index computed.
    case task
    case indexResponse(Int)
    case indexFailed(String)
  }

  @Dependency(\.primes) var primes

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .task:
        state.facts = PrimeFacts(prime: state.prime, primes: primes)
        let prime = state.prime
        guard prime <= PrimeLimits.indexMaximum else {
          state.index = .unavailable(
            "Counting every prime below \(prime.grouped) would take too long; the index is shown for primes up to \(PrimeLimits.indexMaximum.grouped)."
          )
          return .none
        }
        state.index = .computing
        return .run { [primes] send in
          await send(.indexResponse(try await primes.primeCount(upTo: prime)))
        } catch: { error, send in
          guard !(error is CancellationError) else { return }
          await send(.indexFailed("\(error)"))
        }

      case let .indexResponse(count):
        state.index = .known(count)
        return .none

      case let .indexFailed(reason):
        state.index = .unavailable("The index could not be computed: \(reason)")
        return .none
      }
    }
  }
}

/// What the detail page says about a prime, all of it quick to decide with a primality test.
public struct PrimeFacts: Equatable, Sendable {
  public var previousPrime: Int?
  public var nextPrime: Int?
  /// A twin prime has a prime 2 below or above it (3 and 5, 11 and 13).
  public var twin: Int?
  /// A Sophie Germain prime `p` has a prime `2p + 1`.
  public var isSophieGermain: Bool
  /// A Mersenne prime is one less than a power of two: `2^exponent − 1`.
  public var mersenneExponent: Int?

  public init(
    previousPrime: Int?, nextPrime: Int?, twin: Int?, isSophieGermain: Bool,
    mersenneExponent: Int?
  ) {
    self.previousPrime = previousPrime
    self.nextPrime = nextPrime
    self.twin = twin
    self.isSophieGermain = isSophieGermain
    self.mersenneExponent = mersenneExponent
  }

  public init(prime p: Int, primes: PrimeClient) {
    let below = p > 2 ? p - 2 : nil
    let above = p <= Int.max - 2 ? p + 2 : nil
    self.init(
      previousPrime: primes.previousPrime(p),
      nextPrime: primes.nextPrime(p),
      twin: [below, above].compactMap { $0 }.first { primes.isPrime($0) },
      isSophieGermain: p <= (Int.max - 1) / 2 && primes.isPrime(2 * p + 1),
      mersenneExponent: p < Int.max && (p + 1).nonzeroBitCount == 1
        ? (p + 1).trailingZeroBitCount : nil
    )
  }
}
