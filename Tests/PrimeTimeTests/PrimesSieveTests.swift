import Testing

@testable import PrimeTime

// One at a time: each sieves for seconds on a thread of the cooperative pool (two on this
// machine), which other suites' tests need as well.
@Suite(.serialized) struct PrimesSieveTests {
  let client = PrimeClient.liveValue

  @Test func nthPrimeKnownValues() async throws {
    #expect(try await client.nthPrime(1) == 2)
    #expect(try await client.nthPrime(2) == 3)
    #expect(try await client.nthPrime(6) == 13)
    #expect(try await client.nthPrime(1_000) == 7_919)
    #expect(try await client.nthPrime(1_000_000) == 15_485_863)
    #expect(try await client.nthPrime(10_000_000) == 179_424_673)
  }

  /// Beyond one 2^29 slice: whole slices are counted first, then the prime is found in the last.
  @Test func nthPrimeAcrossSlices() async throws {
    #expect(try await client.nthPrime(100_000_000) == 2_038_074_743)
  }

  /// Slices of a few hundred numbers, so that the prime often lies in a slice the upper bound
  /// does not rule out (the case where a counted slice overshoots) and in every position.
  @Test func slicingAgreesWithASieve() throws {
    let primes = referencePrimes(below: 20_000)
    let flag = CancellationFlag()
    for slice: UInt64 in [7, 97, 500, 4_096] {
      for index in stride(from: 0, to: primes.count, by: 53) {
        #expect(
          try CancellableSieve.nthPrime(index + 1, slice: slice, cancellation: flag)
            == primes[index],
          "nthPrime(\(index + 1)) in slices of \(slice)")
      }
      for n in stride(from: 0, to: 20_000, by: 331) {
        #expect(
          try CancellableSieve.primeCount(upTo: n, slice: slice, cancellation: flag)
            == primes.count { $0 <= n },
          "primeCount(\(n)) in slices of \(slice)")
      }
    }
  }

  @Test func nthPrimeAgreesWithASieve() async throws {
    let primes = referencePrimes(below: 10_000)
    for (index, prime) in primes.enumerated() where index % 37 == 0 || index < 20 {
      #expect(try await client.nthPrime(index + 1) == prime, "nthPrime(\(index + 1))")
    }
  }

  @Test func nthPrimeOfNonPositiveIndexThrows() async {
    for n in [0, -1, Int.min] {
      await #expect(throws: PrimeComputationError.self) { try await client.nthPrime(n) }
    }
  }

  @Test func nthPrimeBeyondIntMaxThrowsAtOnce() async {
    await #expect(throws: PrimeComputationError.self) { try await client.nthPrime(Int.max) }
  }

  @Test func primeCountKnownValues() async throws {
    #expect(try await client.primeCount(-5) == 0)
    #expect(try await client.primeCount(1) == 0)
    #expect(try await client.primeCount(2) == 1)
    #expect(try await client.primeCount(100) == 25)
    #expect(try await client.primeCount(15_485_863) == 1_000_000)
    #expect(try await client.primeCount(1_000_000_000) == 50_847_534)
  }

  @Test func primeCountAgreesWithASieve() async throws {
    let primes = referencePrimes(below: 5_000)
    for n in stride(from: 0, to: 5_000, by: 97) {
      #expect(try await client.primeCount(n) == primes.count { $0 <= n }, "primeCount(\(n))")
    }
  }

  @Test func primesInSmallRangesAgreeWithASieve() async throws {
    let primes = referencePrimes(below: 100_000)
    var generator = SplitMix64(seed: 42)
    var ranges: [ClosedRange<Int>] = [
      0...0, 0...1, 0...2, 2...2, 4...4, 0...100, 89...97, 90...96, 99_000...99_999,
    ]
    for _ in 0..<50 {
      let a = Int(generator.next() % 99_000)
      ranges.append(a...(a + Int(generator.next() % 1_000)))
    }
    for range in ranges {
      #expect(
        try await client.primes(range) == primes.filter(range.contains), "primes(in: \(range))")
    }
  }

  @Test func primesInRangesWithNegativeBounds() async throws {
    #expect(try await client.primes(-10...10) == [2, 3, 5, 7])
    #expect(try await client.primes(-10...(-1)) == [])
  }

  @Test func primesInALargeRangeMatchTheCount() async throws {
    let primes = try await client.primes(0...100_000_000)
    #expect(primes.count == 5_761_455)
    #expect(primes.first == 2)
    #expect(primes.last == 99_999_989)
  }

  /// Checked with `primesieve -t1 9223372036854774808 9223372036854775807 -p`.
  @Test func primesNearTheTopOfInt() async throws {
    let primes = try await client.primes(9_223_372_036_854_774_808...Int.max)
    #expect(
      primes == [
        9_223_372_036_854_774_893, 9_223_372_036_854_774_917, 9_223_372_036_854_774_937,
        9_223_372_036_854_774_959, 9_223_372_036_854_775_057, 9_223_372_036_854_775_073,
        9_223_372_036_854_775_097, 9_223_372_036_854_775_139, 9_223_372_036_854_775_159,
        9_223_372_036_854_775_181, 9_223_372_036_854_775_259, 9_223_372_036_854_775_279,
        9_223_372_036_854_775_291, 9_223_372_036_854_775_337, 9_223_372_036_854_775_351,
        9_223_372_036_854_775_399, 9_223_372_036_854_775_417, 9_223_372_036_854_775_421,
        9_223_372_036_854_775_433, 9_223_372_036_854_775_507, 9_223_372_036_854_775_549,
        9_223_372_036_854_775_643, 9_223_372_036_854_775_783,
      ])
  }

  /// Sieved with libprimesieve's iterator rather than tested one by one: the span is wide next
  /// to √upper bound.
  @Test func primesAroundTenToTheTwelveBySieving() async throws {
    let range = 1_000_000_000_000...1_000_000_010_000
    let primes = try await client.primes(range)
    for n in range {
      #expect(primes.contains(n) == client.isPrime(n), "\(n)")
    }
  }
}

@Suite struct PrimesCancellationTests {
  let client = PrimeClient.liveValue

  /// A count that would take years: it stops only through cancellation, whether the task is
  /// cancelled before its computation starts or while it runs.
  @Test(.timeLimit(.minutes(1))) func cancellingAPrimeCountThrowsCancellationError() async {
    let task = Task { try await client.primeCount(Int.max) }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test(.timeLimit(.minutes(1))) func cancellingAnNthPrimeThrowsCancellationError() async {
    let task = Task { try await client.nthPrime(100_000_000_000_000) }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test(.timeLimit(.minutes(1))) func cancellingAPrimeListThrowsCancellationError() async {
    let task = Task { try await client.primes(0...Int.max) }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  /// The computation itself stops at its next slice once the flag is set, from any thread.
  @Test func aSetFlagStopsTheSieveBeforeItsNextSlice() {
    let flag = CancellationFlag()
    flag.cancel()
    #expect(throws: CancellationError.self) {
      try CancellableSieve.primeCount(upTo: Int.max, cancellation: flag)
    }
    #expect(throws: CancellationError.self) {
      try CancellableSieve.nthPrime(1_000_000_000, cancellation: flag)
    }
    #expect(throws: CancellationError.self) {
      try CancellableSieve.primes(in: 0...1_000_000_000, cancellation: flag)
    }
  }

  @Test func anUncancelledTaskRunsToTheEnd() async throws {
    let task = Task { try await client.primeCount(1_000_000) }
    #expect(try await task.value == 78_498)
  }
}
