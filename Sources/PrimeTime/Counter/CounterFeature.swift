import ComposableArchitecture

/// The counter page: a count changed with "−" and "+", "Is this prime?", which presents
/// ``PrimeCheckFeature`` in a dialog, and "What is the n-th prime?", which computes the
/// count-th prime in a cancellable effect and answers in an alert.
@Reducer
public struct CounterFeature {
  @ObservableState
  public struct State: Equatable {
    public var count: Int
    @Presents public var destination: Destination.State?
    /// Whether the n-th prime is being computed: the window shows a spinner and a cancel button.
    public var isNthPrimeInFlight = false
    @Shared(.favoritePrimes) public var favoritePrimes: [Int] = []

    public init(count: Int = 0, destination: Destination.State? = nil) {
      self.count = count
      self.destination = destination
    }
  }

  public enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
    case isPrimeButtonTapped
    case nthPrimeButtonTapped
    case cancelNthPrimeButtonTapped
    case nthPrimeResponse(n: Int, prime: Int)
    case nthPrimeFailed(String)
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer
  public enum Destination {
    case primeCheck(PrimeCheckFeature)
    case alert(AlertState<Never>)
  }

  enum CancelID { case nthPrime }

  @Dependency(\.primes) var primes

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        if state.count > Int.min { state.count -= 1 }
        return .none

      case .incrementButtonTapped:
        if state.count < Int.max { state.count += 1 }
        return .none

      case .isPrimeButtonTapped:
        let isPrime = primes.isPrime(state.count)
        state.destination = .primeCheck(
          PrimeCheckFeature.State(
            number: state.count,
            isPrime: isPrime,
            factorization: isPrime || state.count < 2 ? [] : primes.factorization(state.count),
            favoritePrimes: state.$favoritePrimes
          )
        )
        return .none

      case .nthPrimeButtonTapped:
        let n = state.count
        guard n >= 1 else {
          state.destination = .alert(
            AlertState {
              TextState("There is no \(ordinal(n)) prime")
            } message: {
              TextState("Primes are counted from 1: the 1st prime is 2. Count up to 1 or more.")
            }
          )
          return .none
        }
        guard n <= PrimeLimits.nthPrimeMaximum else {
          state.destination = .alert(
            AlertState {
              TextState("\(n.grouped) is too far")
            } message: {
              TextState(
                "PrimeTime computes the n-th prime for n up to \(PrimeLimits.nthPrimeMaximum.grouped)."
              )
            }
          )
          return .none
        }
        guard !state.isNthPrimeInFlight else { return .none }
        state.isNthPrimeInFlight = true
        return .run { [primes] send in
          await send(.nthPrimeResponse(n: n, prime: try await primes.nthPrime(n)))
        } catch: { error, send in
          guard !(error is CancellationError) else { return }
          await send(.nthPrimeFailed("\(error)"))
        }
        .cancellable(id: CancelID.nthPrime, cancelInFlight: true)

      case .cancelNthPrimeButtonTapped:
        state.isNthPrimeInFlight = false
        return .cancel(id: CancelID.nthPrime)

      case let .nthPrimeResponse(n, prime):
        state.isNthPrimeInFlight = false
        state.destination = .alert(
          AlertState { TextState("The \(ordinal(n)) prime is \(prime.grouped)") }
        )
        return .none

      case let .nthPrimeFailed(reason):
        state.isNthPrimeInFlight = false
        state.destination = .alert(
          AlertState {
            TextState("The n-th prime could not be computed")
          } message: {
            TextState(reason)
          }
        )
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension CounterFeature.Destination.State: Equatable {}
extension CounterFeature.Destination.Action: Equatable {}

/// The "Is this prime?" dialog: whether the number is prime, why not, and for a prime a button
/// that saves it to or removes it from the favorite primes (shared with every page).
@Reducer
public struct PrimeCheckFeature {
  @ObservableState
  public struct State: Equatable {
    public let number: Int
    public let isPrime: Bool
    /// The number's factorization, for a number above 1 that is not prime.
    public let factorization: [PrimeFactor]
    @Shared public var favoritePrimes: [Int]

    public init(
      number: Int, isPrime: Bool, factorization: [PrimeFactor] = [],
      favoritePrimes: Shared<[Int]>
    ) {
      self.number = number
      self.isPrime = isPrime
      self.factorization = factorization
      self._favoritePrimes = favoritePrimes
    }

    public var isFavorite: Bool { favoritePrimes.contains(number) }

    /// The dialog's answer, in a sentence.
    public var message: String {
      if isPrime { return "\(number.grouped) is prime." }
      if number < 2 {
        return """
          \(number.grouped) is not prime: primes are the whole numbers above 1 that only 1 and \
          themselves divide.
          """
      }
      let product = factorization.map {
        $0.exponent == 1 ? $0.prime.grouped : "\($0.prime.grouped)^\($0.exponent)"
      }
      return "\(number.grouped) is not prime: it is \(product.joined(separator: " × "))."
    }
  }

  public enum Action: Equatable {
    case saveButtonTapped
    case removeButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .saveButtonTapped:
        guard state.isPrime, !state.isFavorite else { return .none }
        let number = state.number
        state.$favoritePrimes.withLock { $0.append(number) }
        return .none
      case .removeButtonTapped:
        let number = state.number
        state.$favoritePrimes.withLock { $0.removeAll { $0 == number } }
        return .none
      }
    }
  }
}
