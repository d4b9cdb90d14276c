import CPrimesieve

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// libprimesieve's C API as safe Swift: counting primes, generating them and finding the n-th
/// prime in intervals of `UInt64`.
///
/// Every pointer libprimesieve hands out is copied and freed here, so nothing above this module
/// touches unsafe memory. Calls block the calling thread until the sieve is done and, except for
/// ``Iterator``, sieve on ``threadCount`` threads.
///
/// ```swift
/// try Primesieve.countPrimes(in: 0...1_000_000_000)  // 50_847_534
/// try Primesieve.primes(in: 10...30)                 // [11, 13, 17, 19, 23, 29]
/// try Primesieve.nthPrime(1_000_000, after: 0)       // 15_485_863
/// ```
public enum Primesieve {
  /// The largest number libprimesieve sieves up to (2^64 − 1 in version 11; older versions
  /// stopped a little below).
  public static var maxStop: UInt64 { primesieve_get_max_stop() }

  /// How many threads the counting and n-th prime functions sieve on; all cores by default.
  ///
  /// This is one setting for the whole process (libprimesieve keeps it in a global), so only a
  /// program's entry point should change it, never a library.
  public static var threadCount: Int {
    get { Int(primesieve_get_num_threads()) }
    set { primesieve_set_num_threads(Int32(clamping: newValue)) }
  }

  /// How many primes lie in `range` (both ends included).
  ///
  /// On more than one thread, libprimesieve 11 sets up the sieving primes (up to √stop) for
  /// each thread's share: for a narrow interval near 2^63 that took minutes here against 1.4 s
  /// on one thread. Count narrow intervals of huge numbers with ``Iterator`` instead.
  public static func countPrimes(in range: ClosedRange<UInt64>) throws(Error) -> UInt64 {
    try check(range, "count the primes")
    errno = 0
    let count = primesieve_count_primes(range.lowerBound, range.upperBound)
    if count == primesieveError { throw Error(operation: "count the primes", range: range) }
    return count
  }

  /// Every prime in `range`, ascending.
  ///
  /// The whole result is one allocation in libprimesieve first (8 bytes a prime); callers that
  /// want to stop early or bound their memory generate slices of the range, or use ``Iterator``.
  public static func primes(in range: ClosedRange<UInt64>) throws(Error) -> [Int] {
    try check(range, "generate the primes")
    guard range.upperBound <= UInt64(Int.max) else {
      throw Error(operation: "generate the primes (an Int holds at most 2^63−1)", range: range)
    }
    errno = 0
    var size = 0
    guard
      let buffer = primesieve_generate_primes(
        range.lowerBound, range.upperBound, &size, Int32(UINT64_PRIMES))
    else {
      // A NULL buffer is also how an empty interval can come back; errno tells the two apart.
      if errno == EDOM { throw Error(operation: "generate the primes", range: range) }
      return []
    }
    defer { primesieve_free(buffer) }
    let primes = buffer.bindMemory(to: UInt64.self, capacity: size)
    return [Int](unsafeUninitializedCapacity: size) { elements, count in
      for index in 0..<size { elements.initializeElement(at: index, to: Int(primes[index])) }
      count = size
    }
  }

  /// The `n`-th prime greater than `start` (`n ≥ 1`): `nthPrime(1, after: 0)` is 2,
  /// `nthPrime(2, after: 7)` is 13.
  ///
  /// libprimesieve first sieves the primes up to √start, so this costs O(√start) even for a
  /// small `n`.
  public static func nthPrime(_ n: Int, after start: UInt64) throws(Error) -> UInt64 {
    guard n >= 1 else {
      throw Error(operation: "find the \(n)-th prime (n must be at least 1)", range: start...start)
    }
    errno = 0
    let prime = primesieve_nth_prime(Int64(n), start)
    if prime == primesieveError {
      throw Error(operation: "find the \(n)-th prime after \(start)", range: start...maxStop)
    }
    return prime
  }

  private static func check(_ range: ClosedRange<UInt64>, _ operation: String) throws(Error) {
    guard range.upperBound <= maxStop else {
      throw Error(operation: "\(operation) (libprimesieve sieves up to \(maxStop))", range: range)
    }
  }

  /// libprimesieve's `PRIMESIEVE_ERROR`, a macro cast Swift does not import.
  static let primesieveError = UInt64.max
}

extension Primesieve {
  /// A call libprimesieve refused (it also printed its reason to standard error), or one this
  /// layer refused before calling it: n < 1 for the n-th prime, or primes that would not fit in
  /// an `Int`.
  public struct Error: Swift.Error, Equatable, CustomStringConvertible {
    /// What was asked of libprimesieve, in words.
    public var operation: String
    /// The interval it was asked about.
    public var range: ClosedRange<UInt64>

    public var description: String {
      "libprimesieve could not \(operation) in [\(range.lowerBound), \(range.upperBound)]"
    }
  }
}
