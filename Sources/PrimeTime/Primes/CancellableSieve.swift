import Foundation
import Primesieve

/// The sieving half of the live ``PrimeClient``: libprimesieve, called one bounded slice at a
/// time so that a cancelled computation stops between two slices.
///
/// libprimesieve cannot be interrupted once a call has started, so the size of a slice is the
/// delay before a cancelled search really stops. Every function takes a ``CancellationFlag``
/// and checks it before each slice; they run synchronously (see ``BlockingWork``).
enum CancellableSieve {
  /// Numbers counted per libprimesieve call: 2^29 takes about 0.1 s on one core around 10^10,
  /// and splitting π(10^9) into two calls costs well under a millisecond more than one.
  static let countSlice: UInt64 = 1 << 29

  /// π(2^63 − 1), the number of primes that fit in an `Int` (OEIS A007053): an n-th prime
  /// beyond it cannot be returned, which is known without sieving for years.
  static let primesBelowIntMax = 216_289_611_853_439_384

  /// π(n). `slice` is only smaller in tests, which check the slicing on small numbers.
  static func primeCount(
    upTo n: Int, slice: UInt64 = countSlice, cancellation: CancellationFlag
  ) throws -> Int {
    guard n >= 2 else { return 0 }
    let high = UInt64(n)
    var total: UInt64 = 0
    var low: UInt64 = 0
    while true {
      try cancellation.check()
      let end = min(high, low + slice - 1)
      total += try sieve { try Primesieve.countPrimes(in: low...end) }
      if end == high { return Int(total) }
      low = end + 1
    }
  }

  /// The n-th prime. `slice` is only smaller in tests, which check the slicing on small numbers.
  static func nthPrime(
    _ n: Int, slice: UInt64 = countSlice, cancellation: CancellationFlag
  ) throws -> Int {
    guard n >= 1 else {
      throw PrimeComputationError(
        "There is no \(n)-th prime: primes are counted from 1 (the first is 2).")
    }
    guard n <= primesBelowIntMax else {
      throw PrimeComputationError(
        "The \(n)-th prime is larger than 2^63−1, the largest whole number this app handles.")
    }
    // Count whole slices until the prime is in the next one, then let libprimesieve find it
    // there. The upper bound usually tells which slice is the last before counting it; when it
    // does not, the slice that overshoots is sieved again by libprimesieve (once).
    let bound = upperBound(ofNthPrime: n)
    var remaining = n
    var low: UInt64 = 0
    while true {
      try cancellation.check()
      let end = low + slice - 1
      if bound > end {
        let count = Int(try sieve { try Primesieve.countPrimes(in: low...end) })
        if count < remaining {
          remaining -= count
          low = end + 1
          continue
        }
        try cancellation.check()
      }
      let prime = try sieve { try Primesieve.nthPrime(remaining, after: low == 0 ? 0 : low - 1) }
      guard prime <= UInt64(Int.max) else {
        throw PrimeComputationError("The \(n)-th prime is larger than 2^63−1.")
      }
      return Int(prime)
    }
  }

  /// A number at least as large as the n-th prime, so that the slice holding it is known
  /// before it is counted: p_n < n (ln n + ln ln n) for n ≥ 6 (Rosser), and
  /// p_n ≤ n (ln n + ln ln n − 0.9484) for n ≥ 39,017 (Dusart, 2010), which is within 0.02% at
  /// n = 10^9. A margin covers floating-point rounding. Results never depend on it.
  static func upperBound(ofNthPrime n: Int) -> UInt64 {
    guard n >= 6 else { return 13 }
    let x = Double(n)
    let correction = n >= 39_017 ? 0.9484 : 0
    let estimate = x * (log(x) + log(log(x)) - correction) * 1.000_001 + 64
    return estimate >= Double(UInt64.max) ? .max : UInt64(estimate)
  }

  static func primes(in range: ClosedRange<Int>, cancellation: CancellationFlag) throws -> [Int] {
    let low = max(range.lowerBound, 0)
    let high = range.upperBound
    guard low <= high else { return [] }
    // Sieving first sieves the primes up to √high (about a second near 2^63); testing each
    // number costs about a microsecond. For a span small next to √high, testing wins.
    if UInt64(high - low) < Factorization.squareRoot(UInt64(high)) / 1_024 {
      return try primesByTesting(low...high, cancellation: cancellation)
    }
    var primes: [Int] = []
    primes.reserveCapacity(estimatedPrimeCount(low...high))
    var iterator = Primesieve.Iterator(from: UInt64(low), stopHint: UInt64(high))
    while true {
      try cancellation.check()
      let more = try sieve { try iterator.appendNextBatch(upTo: UInt64(high), to: &primes) }
      if !more { return primes }
    }
  }

  private static func primesByTesting(
    _ range: ClosedRange<Int>, cancellation: CancellationFlag
  ) throws -> [Int] {
    var primes: [Int] = []
    var candidate = range.lowerBound
    var tested = 0
    while true {
      if Primality.isPrime(candidate) { primes.append(candidate) }
      if candidate == range.upperBound { return primes }
      candidate += 1
      tested += 1
      if tested.isMultiple(of: 4_096) { try cancellation.check() }
    }
  }

  /// Roughly how many primes `range` holds (density 1 / ln x at its top, which undercounts
  /// a range from 0 by about 6% at 10^8, hence the margin), to reserve the result's memory once
  /// rather than growing a 5-million-element array.
  private static func estimatedPrimeCount(_ range: ClosedRange<Int>) -> Int {
    let span = Double(range.upperBound - range.lowerBound) + 1
    let density = 1 / max(log(Double(range.upperBound)), 1)
    // Capped for ranges far wider than a search asks for: those grow the array as they go.
    return Int(min(span, span * density * 1.2 + 16, 8_000_000))
  }

  /// Runs a libprimesieve call, turning its refusal into an error the features can show.
  private static func sieve<T>(_ call: () throws -> T) throws -> T {
    do {
      return try call()
    } catch let error as Primesieve.Error {
      throw PrimeComputationError("\(error).")
    }
  }
}
