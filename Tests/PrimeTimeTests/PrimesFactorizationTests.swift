import Testing

@testable import PrimeTime

@Suite struct PrimesFactorizationTests {
  let client = PrimeClient.liveValue

  @Test func smallNumbers() {
    #expect(client.factorization(0) == [])
    #expect(client.factorization(1) == [])
    #expect(client.factorization(-12) == [])
    #expect(client.factorization(2) == [PrimeFactor(prime: 2)])
    #expect(
      client.factorization(12) == [PrimeFactor(prime: 2, exponent: 2), PrimeFactor(prime: 3)])
    #expect(client.factorization(1_024) == [PrimeFactor(prime: 2, exponent: 10)])
    #expect(client.factorization(97) == [PrimeFactor(prime: 97)])
  }

  @Test func knownFactorizationsCheckedWithCoreutilsFactor() {
    func factors(_ pairs: (Int, Int)...) -> [PrimeFactor] {
      pairs.map { PrimeFactor(prime: $0.0, exponent: $0.1) }
    }
    // 2^62 − 1
    #expect(
      client.factorization(4_611_686_018_427_387_903)
        == factors((3, 1), (715_827_883, 1), (2_147_483_647, 1)))
    // 2^63 − 1
    #expect(
      client.factorization(Int.max)
        == factors((7, 2), (73, 1), (127, 1), (337, 1), (92_737, 1), (649_657, 1)))
    #expect(
      client.factorization(2_305_843_009_213_693_951) == factors((2_305_843_009_213_693_951, 1)))
    #expect(
      client.factorization(3_825_123_056_546_413_051)
        == factors((149_491, 1), (747_451, 1), (34_233_211, 1)))
    #expect(
      client.factorization(9_223_372_036_854_775_782)
        == factors((2, 1), (3, 4), (17, 1), (23, 1), (319_279, 1), (456_065_899, 1)))
  }

  /// The hardest inputs for rho: two primes of about 31 or 32 bits, and a prime squared.
  @Test func semiprimesOfTwoLargePrimes() {
    let cases: [(n: Int, factors: [PrimeFactor])] = [
      (
        9_223_371_873_002_223_329,
        [PrimeFactor(prime: 3_037_000_453), PrimeFactor(prime: 3_037_000_493)]
      ),
      (9_223_371_994_482_243_049, [PrimeFactor(prime: 3_037_000_493, exponent: 2)]),
      (
        4_611_685_975_477_714_963,
        [PrimeFactor(prime: 2_147_483_629), PrimeFactor(prime: 2_147_483_647)]
      ),
      (
        9_223_372_021_822_390_277,
        [PrimeFactor(prime: 2_147_483_647), PrimeFactor(prime: 4_294_967_291)]
      ),
    ]
    for (n, factors) in cases {
      #expect(client.factorization(n) == factors, "factorization(\(n))")
    }
  }

  @Test func factorizationAgreesWithTrialDivisionBelow20000() {
    for n in 2..<20_000 {
      let expected = PrimeClient.trialDivision.factorization(n)
      #expect(client.factorization(n) == expected, "factorization(\(n))")
    }
  }

  /// Random 63-bit numbers from a fixed seed: the factors are ascending primes whose product is
  /// the number. Numbers of the form p · q with p, q of 20 to 31 bits make rho do real work.
  @Test func productOfPrimeFactorsIsTheNumber() {
    var generator = SplitMix64(seed: 0x5EED_0F_7E57)
    var inputs: [Int] = (0..<2_000).map { _ in Int(generator.next() >> 1) }
    for _ in 0..<200 {
      let p = client.nextPrime(Int(generator.next() >> 33)) ?? 2  // up to 31 bits
      let q = client.nextPrime(Int(generator.next() >> 44)) ?? 2  // up to 20 bits
      inputs.append(p * q)
    }
    for n in inputs {
      let factors = client.factorization(n)
      var product = 1
      for factor in factors {
        #expect(client.isPrime(factor.prime), "\(factor.prime) in factorization(\(n))")
        #expect(factor.exponent >= 1)
        for _ in 0..<factor.exponent {
          product = product.multipliedReportingOverflow(by: factor.prime).partialValue
        }
      }
      #expect(product == n, "factorization(\(n)) = \(factors)")
      #expect(
        factors.map(\.prime) == factors.map(\.prime).sorted(), "factorization(\(n)) ascending")
      #expect(Set(factors.map(\.prime)).count == factors.count, "factorization(\(n)) merges powers")
    }
  }

  @Test func primeFactorDescription() {
    #expect(PrimeFactor(prime: 2, exponent: 3).description == "2^3")
    #expect(PrimeFactor(prime: 7).description == "7")
  }
}
