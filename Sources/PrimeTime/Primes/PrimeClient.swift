import Dependencies
import DependenciesMacros

/// Everything PrimeTime computes about primes, as a dependency: features call it from effects,
/// tests replace the functions they expect to be called.
///
/// The live value (`PrimeClient+Live.swift`) sieves with libprimesieve and tests primality of
/// any `Int` with a deterministic Miller–Rabin test. Functions that may run long (`nthPrime`,
/// `primes(in:)`, `primeCount`) check for cancellation as they go and throw `CancellationError`
/// soon after their task is cancelled, so a new query really stops the old computation.
@DependencyClient
public struct PrimeClient: Sendable {
  /// Whether `n` is prime; false for every `n < 2`.
  public var isPrime: @Sendable (_ n: Int) -> Bool = { _ in false }
  /// The prime factorization of `n ≥ 2`, smallest prime first (`12` → `[2², 3]`); empty for
  /// `n < 2`.
  public var factorization: @Sendable (_ n: Int) -> [PrimeFactor] = { _ in [] }
  /// The largest prime below `n`, or nil when there is none (`n ≤ 2`).
  public var previousPrime: @Sendable (_ n: Int) -> Int?
  /// The smallest prime above `n`, or nil when it would not fit in an `Int`.
  public var nextPrime: @Sendable (_ n: Int) -> Int?
  /// The `n`-th prime, counting 2 as the first (`n ≥ 1`). The live value throws
  /// ``PrimeComputationError`` for `n < 1` and when the prime would not fit in an `Int`.
  public var nthPrime: @Sendable (_ n: Int) async throws -> Int
  /// Every prime in `range`, ascending (a negative lower bound counts from 0).
  public var primes: @Sendable (_ in: ClosedRange<Int>) async throws -> [Int]
  /// How many primes there are up to and including `n` (π(n)); a prime `p` is the π(p)-th one.
  public var primeCount: @Sendable (_ upTo: Int) async throws -> Int
}

/// One prime power of a factorization: `prime` raised to `exponent` (≥ 1).
public struct PrimeFactor: Equatable, Hashable, Sendable, CustomStringConvertible {
  public var prime: Int
  public var exponent: Int

  public init(prime: Int, exponent: Int = 1) {
    self.prime = prime
    self.exponent = exponent
  }

  public var description: String { exponent == 1 ? "\(prime)" : "\(prime)^\(exponent)" }
}

extension PrimeClient: TestDependencyKey {
  public static let testValue = PrimeClient()
}

extension DependencyValues {
  public var primes: PrimeClient {
    get { self[PrimeClient.self] }
    set { self[PrimeClient.self] = newValue }
  }
}
