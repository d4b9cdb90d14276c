import Testing

@testable import PrimeTime

@Suite struct PrimesPrimalityTests {
  let client = PrimeClient.liveValue

  @Test func isPrimeAgreesWithASieveBelow100000() {
    let primes = Set(referencePrimes(below: 100_000))
    for n in 0..<100_000 {
      #expect(client.isPrime(n) == primes.contains(n), "isPrime(\(n))")
    }
  }

  @Test func numbersBelowTwoAreNotPrime() {
    for n in [Int.min, -7, -2, -1, 0, 1] {
      #expect(!client.isPrime(n), "isPrime(\(n))")
    }
  }

  @Test func largeKnownPrimesArePrime() {
    #expect(client.isPrime(2_305_843_009_213_693_951))  // 2^61 − 1, a Mersenne prime
    #expect(client.isPrime(9_223_372_036_854_775_783))  // the largest prime below 2^63
    #expect(client.isPrime(2_147_483_647))  // 2^31 − 1
    #expect(client.isPrime(4_294_967_291))  // the largest prime below 2^32
    #expect(client.isPrime(3_037_000_493))  // the largest prime below √(2^63)
  }

  @Test func largeCompositesAreNotPrime() {
    #expect(!client.isPrime(Int.max))  // 7² · 73 · 127 · 337 · 92737 · 649657
    #expect(!client.isPrime(4_611_686_018_427_387_903))  // 2^62 − 1
    #expect(!client.isPrime(9_223_371_994_482_243_049))  // 3037000493²
    #expect(!client.isPrime(9_223_371_873_002_223_329))  // 3037000493 · 3037000453
    #expect(!client.isPrime(9_223_372_036_854_775_782))
  }

  @Test func carmichaelNumbersAreNotPrime() {
    // Fermat's test calls these prime for every base coprime to them.
    for n in [561, 1105, 1729, 2465, 2821, 6601, 8911, 41041, 825_265, 321_197_185] {
      #expect(!client.isPrime(n), "isPrime(\(n))")
    }
  }

  @Test func strongPseudoprimesToSmallBasesAreNotPrime() {
    // Each passes Miller–Rabin for the first bases: 2047 for base 2, 3215031751 for 2, 3, 5
    // and 7, and 3825123056546413051 (149491 · 747451 · 34233211) for every prime base up to 23.
    for n in [
      2047, 1_373_653, 25_326_001, 3_215_031_751, 2_152_302_898_747, 3_825_123_056_546_413_051,
    ] {
      #expect(!client.isPrime(n), "isPrime(\(n))")
    }
  }
}
