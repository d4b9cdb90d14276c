/// Primality of any 64-bit number: trial division by the small primes, then a Miller–Rabin
/// test with bases that make it deterministic (exact, not probable) below 2^64.
///
/// Sieving cannot answer these questions near 2^63 (libprimesieve's set-up alone is O(√n),
/// about a second there), while one Miller–Rabin test is a few hundred multiplications.
enum Primality {
  /// The primes below 1,024, for trial division before Miller–Rabin and factorization.
  static let smallPrimes: [UInt64] = {
    var isComposite = [Bool](repeating: false, count: 1_024)
    var primes: [UInt64] = []
    for n in 2..<1_024 where !isComposite[n] {
      primes.append(UInt64(n))
      for multiple in stride(from: n * n, to: 1_024, by: n) { isComposite[multiple] = true }
    }
    return primes
  }()

  /// Every `n` below this that has no factor among ``smallPrimes`` is prime (1,031 is the first
  /// prime after them).
  static let trialDivisionBound: UInt64 = 1_031 * 1_031

  /// The first twelve primes: as Miller–Rabin bases they are deterministic for every
  /// n < 3.3 × 10^24 (Sorenson and Webster, 2015), far beyond 2^64. Seven bases found by
  /// search would also do below 2^64, but these need no special case when a base is a
  /// multiple of n (n is always above 37 when the test runs).
  static let millerRabinBases: [UInt64] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]

  static func isPrime(_ n: Int) -> Bool {
    n >= 2 && isPrime(UInt64(n))
  }

  static func isPrime(_ n: UInt64) -> Bool {
    // Only the first primes: most composites have a small factor, and dividing by more costs
    // more than the Miller–Rabin rounds it would save.
    for p in smallPrimes.prefix(54) {  // the primes below 256
      if n == p { return true }
      if n % p == 0 { return false }
    }
    if n < 257 * 257 { return n >= 2 }
    return isStrongProbablePrimeToAllBases(n)
  }

  /// Miller–Rabin with ``millerRabinBases``, for odd n > 37.
  static func isStrongProbablePrimeToAllBases(_ n: UInt64) -> Bool {
    let nMinusOne = n - 1
    let shift = nMinusOne.trailingZeroBitCount
    let odd = nMinusOne >> shift
    bases: for base in millerRabinBases {
      var x = power(base, odd, modulo: n)
      if x == 1 || x == nMinusOne { continue }
      for _ in 1..<shift {  // shift ≥ 1: n is odd
        x = multiply(x, x, modulo: n)
        if x == nMinusOne { continue bases }
        if x == 1 { return false }
      }
      return false
    }
    return true
  }

  /// `a · b mod m` for `a, b < m`, through the 128-bit product (no overflow for any 64-bit m).
  @inline(__always)
  static func multiply(_ a: UInt64, _ b: UInt64, modulo m: UInt64) -> UInt64 {
    m.dividingFullWidth(a.multipliedFullWidth(by: b)).remainder
  }

  static func power(_ base: UInt64, _ exponent: UInt64, modulo m: UInt64) -> UInt64 {
    var result: UInt64 = 1
    var base = base % m
    var exponent = exponent
    while exponent > 0 {
      if exponent & 1 == 1 { result = multiply(result, base, modulo: m) }
      base = multiply(base, base, modulo: m)
      exponent >>= 1
    }
    return result
  }

  /// The largest prime below `n`, or nil when there is none. Prime gaps below 2^63 are at most
  /// a few hundred wide, so stepping down with the exact test is fast.
  static func previousPrime(before n: Int) -> Int? {
    guard n > 2 else { return nil }
    if n == 3 { return 2 }
    // The largest odd number below n.
    var candidate = (n - 1).isMultiple(of: 2) ? n - 2 : n - 1
    while !isPrime(candidate) { candidate -= 2 }
    return candidate
  }

  /// The smallest prime above `n`, or nil when it would not fit in an `Int` (`n` at or above
  /// the largest prime below 2^63).
  static func nextPrime(after n: Int) -> Int? {
    guard n >= 2 else { return 2 }
    // The smallest odd number above n, then every odd number, until one is prime or the next
    // would not fit.
    let (first, overflow) = n.addingReportingOverflow(n.isMultiple(of: 2) ? 1 : 2)
    if overflow { return nil }
    var candidate = first
    while !isPrime(candidate) {
      let (next, overflow) = candidate.addingReportingOverflow(2)
      if overflow { return nil }
      candidate = next
    }
    return candidate
  }
}
