import Testing

@testable import PrimeTime

@Suite struct PrimesNeighbourTests {
  let client = PrimeClient.liveValue

  @Test func neighboursAgreeWithASieveBelow10000() {
    let primes = referencePrimes(below: 10_100)
    for n in 0..<10_000 {
      #expect(client.nextPrime(n) == primes.first { $0 > n }, "nextPrime(\(n))")
      #expect(client.previousPrime(n) == primes.last { $0 < n }, "previousPrime(\(n))")
    }
  }

  @Test func thereIsNoPrimeBelowTwo() {
    for n in [Int.min, -1, 0, 1, 2] {
      #expect(client.previousPrime(n) == nil, "previousPrime(\(n))")
    }
    #expect(client.previousPrime(3) == 2)
  }

  @Test func theNextPrimeOfNegativeNumbersIsTwo() {
    for n in [Int.min, -100, -1, 0, 1] {
      #expect(client.nextPrime(n) == 2, "nextPrime(\(n))")
    }
  }

  @Test func nextPrimeIsNilWhenItWouldNotFitInAnInt() {
    let largest = 9_223_372_036_854_775_783  // the largest prime below 2^63
    #expect(client.nextPrime(largest - 1) == largest)
    #expect(client.nextPrime(largest) == nil)
    #expect(client.nextPrime(Int.max - 1) == nil)
    #expect(client.nextPrime(Int.max) == nil)
  }

  @Test func previousPrimeNearTheTop() {
    let largest = 9_223_372_036_854_775_783
    #expect(client.previousPrime(Int.max) == largest)
    #expect(client.previousPrime(largest + 1) == largest)
    #expect(client.previousPrime(largest) == 9_223_372_036_854_775_643)
  }

  @Test func neighboursOfAMersennePrime() {
    let p = 2_305_843_009_213_693_951  // 2^61 − 1
    #expect(client.nextPrime(p - 1) == p)
    #expect(client.previousPrime(p + 1) == p)
  }
}
