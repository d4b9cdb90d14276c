import Primesieve
import Testing

/// The Swift layer over libprimesieve: results copied out of its buffers, and its refusals
/// turned into errors rather than `PRIMESIEVE_ERROR` values taken for answers.
@Suite struct PrimesieveBindingTests {
  @Test func countsGeneratesAndFinds() throws {
    #expect(try Primesieve.countPrimes(in: 0...100) == 25)
    #expect(try Primesieve.countPrimes(in: 24...28) == 0)
    #expect(try Primesieve.primes(in: 10...30) == [11, 13, 17, 19, 23, 29])
    #expect(try Primesieve.primes(in: 24...28) == [])
    #expect(try Primesieve.nthPrime(1, after: 0) == 2)
    #expect(try Primesieve.nthPrime(2, after: 7) == 13)
  }

  @Test func refusalsAreErrors() {
    #expect(throws: Primesieve.Error.self) { try Primesieve.nthPrime(0, after: 0) }
    #expect(throws: Primesieve.Error.self) {
      try Primesieve.primes(in: UInt64(Int.max)...(UInt64(Int.max) + 10))
    }
  }

  @Test func iteratorContinuesAcrossBatches() throws {
    var iterator = Primesieve.Iterator(from: 1_000_000, stopHint: 2_000_000)
    var primes: [Int] = []
    var batches = 0
    while try iterator.appendNextBatch(upTo: 2_000_000, to: &primes) { batches += 1 }
    #expect(primes.count == 70_435)  // π(2·10^6) − π(10^6) = 148,933 − 78,498
    #expect(primes.first == 1_000_003)
    #expect(primes.last == 1_999_993)
    #expect(primes == primes.sorted())
  }
}
