import Dependencies

extension PrimeClient: DependencyKey {
  /// Exact answers for every `Int` from 0 to 2^63−1: Miller–Rabin and Pollard's rho for
  /// primality, factorization and neighbours (microseconds to milliseconds, so they run on the
  /// caller's thread), and libprimesieve on all cores for the n-th prime, lists and counts
  /// (on a thread of their own, in slices, stopping soon after their task is cancelled).
  public static let liveValue = PrimeClient(
    isPrime: { Primality.isPrime($0) },
    factorization: { Factorization.primeFactors(of: $0) },
    previousPrime: { Primality.previousPrime(before: $0) },
    nextPrime: { Primality.nextPrime(after: $0) },
    nthPrime: { n in
      try await BlockingWork.run { try CancellableSieve.nthPrime(n, cancellation: $0) }
    },
    primes: { range in
      try await BlockingWork.run { try CancellableSieve.primes(in: range, cancellation: $0) }
    },
    primeCount: { n in
      try await BlockingWork.run { try CancellableSieve.primeCount(upTo: n, cancellation: $0) }
    }
  )
}

/// A prime computation that has no answer for its input (the 0-th prime, an n-th prime beyond
/// 2^63−1), with a sentence a person can read.
public struct PrimeComputationError: Error, Equatable, CustomStringConvertible {
  /// One line that says what could not be computed and why.
  public var message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
