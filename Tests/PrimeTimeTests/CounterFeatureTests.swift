import ComposableArchitecture
import PrimeTime
import Testing

@MainActor
@Suite struct CounterFeatureTests {
  private func makeStore(
    count: Int = 0, _ update: (inout DependencyValues) -> Void = { _ in }
  ) -> TestStoreOf<CounterFeature> {
    withPrimeTimeDependencies(update) {
      TestStore(initialState: CounterFeature.State(count: count)) { CounterFeature() }
    }
  }

  @Test func plusAndMinusChangeTheCount() async {
    let store = makeStore()
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.incrementButtonTapped) { $0.count = 2 }
    await store.send(.decrementButtonTapped) { $0.count = 1 }
  }

  @Test func theCountStopsAtTheEdgesOfInt() async {
    let store = makeStore(count: .max)
    await store.send(.incrementButtonTapped)
  }

  @Test func savingAndRemovingAPrimeFromTheDialog() async {
    let store = makeStore(count: 7)
    await store.send(.isPrimeButtonTapped) {
      $0.destination = .primeCheck(
        PrimeCheckFeature.State(number: 7, isPrime: true, favoritePrimes: $0.$favoritePrimes)
      )
    }
    #expect(store.state.destination?.primeCheck?.message == "7 is prime.")
    await store.send(\.destination.primeCheck.saveButtonTapped) {
      $0.$favoritePrimes.withLock { $0 = [7] }
    }
    #expect(store.state.destination?.primeCheck?.isFavorite == true)
    // Saving twice does not list it twice.
    await store.send(\.destination.primeCheck.saveButtonTapped)
    await store.send(\.destination.primeCheck.removeButtonTapped) {
      $0.$favoritePrimes.withLock { $0 = [] }
    }
    await store.send(\.destination.dismiss) { $0.destination = nil }
  }

  @Test func aCompositeNumberIsExplainedByItsFactors() async {
    let store = makeStore(count: 360)
    await store.send(.isPrimeButtonTapped) {
      $0.destination = .primeCheck(
        PrimeCheckFeature.State(
          number: 360, isPrime: false,
          factorization: [
            PrimeFactor(prime: 2, exponent: 3), PrimeFactor(prime: 3, exponent: 2),
            PrimeFactor(prime: 5),
          ],
          favoritePrimes: $0.$favoritePrimes
        )
      )
    }
    #expect(
      store.state.destination?.primeCheck?.message == "360 is not prime: it is 2^3 × 3^2 × 5.")
    // Only primes can be saved.
    await store.send(\.destination.primeCheck.saveButtonTapped)
  }

  @Test(arguments: [1, 0, -4])
  func numbersBelowTwoGetAClearMessage(count: Int) async {
    let store = makeStore(count: count)
    await store.send(.isPrimeButtonTapped) {
      $0.destination = .primeCheck(
        PrimeCheckFeature.State(number: count, isPrime: false, favoritePrimes: $0.$favoritePrimes)
      )
    }
    let message = store.state.destination?.primeCheck?.message ?? ""
    #expect(
      message.hasSuffix(
        "is not prime: primes are the whole numbers above 1 that only 1 and themselves divide."))
  }

  @Test func theNthPrimeIsComputedAndShownInAnAlert() async {
    let store = makeStore(count: 5)
    await store.send(.nthPrimeButtonTapped) { $0.isNthPrimeInFlight = true }
    await store.receive(.nthPrimeResponse(n: 5, prime: 11)) {
      $0.isNthPrimeInFlight = false
      $0.destination = .alert(AlertState { TextState("The 5th prime is 11") })
    }
    await store.send(\.destination.dismiss) { $0.destination = nil }
  }

  @Test func theNthPrimeCanBeCancelled() async {
    let store = makeStore(count: 1_000_000) {
      $0.primes.nthPrime = { _ in try await Task.never() }
    }
    await store.send(.nthPrimeButtonTapped) { $0.isNthPrimeInFlight = true }
    // A second tap while it computes starts nothing more.
    await store.send(.nthPrimeButtonTapped)
    await store.send(.cancelNthPrimeButtonTapped) { $0.isNthPrimeInFlight = false }
  }

  @Test func thereIsNoZerothPrime() async {
    let store = makeStore(count: 0)
    await store.send(.nthPrimeButtonTapped) {
      $0.destination = .alert(
        AlertState {
          TextState("There is no 0th prime")
        } message: {
          TextState("Primes are counted from 1: the 1st prime is 2. Count up to 1 or more.")
        }
      )
    }
  }

  @Test func nthPrimesBeyondTheLimitAreRefusedWithTheLimit() async {
    let store = makeStore(count: PrimeLimits.nthPrimeMaximum + 1)
    await store.send(.nthPrimeButtonTapped) {
      $0.destination = .alert(
        AlertState {
          TextState("1,000,000,001 is too far")
        } message: {
          TextState("PrimeTime computes the n-th prime for n up to 1,000,000,000.")
        }
      )
    }
  }

  @Test func aFailedComputationIsShown() async {
    struct Overflow: Error, CustomStringConvertible { var description: String { "out of memory" } }
    let store = makeStore(count: 3) { $0.primes.nthPrime = { _ in throw Overflow() } }
    await store.send(.nthPrimeButtonTapped) { $0.isNthPrimeInFlight = true }
    await store.receive(.nthPrimeFailed("out of memory")) {
      $0.isNthPrimeInFlight = false
      $0.destination = .alert(
        AlertState {
          TextState("The n-th prime could not be computed")
        } message: {
          TextState("out of memory")
        }
      )
    }
  }

  @Test func ordinalsReadAsEnglish() {
    #expect(
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 1_000_000].map(ordinal) == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th",
        "1,000,000th",
      ])
  }
}
