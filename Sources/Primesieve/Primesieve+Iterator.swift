import CPrimesieve

extension Primesieve {
  /// The primes from a start upwards, generated one batch at a time on the calling thread.
  ///
  /// Unlike ``Primesieve/primes(in:)``, the iterator sieves the primes up to √stop once and
  /// then continues where it left off, so a caller can stop between batches (to check for
  /// cancellation, or once it has enough) without paying that set-up again; near 2^63 the
  /// set-up alone takes about a second.
  ///
  /// ```swift
  /// var iterator = Primesieve.Iterator(from: 100, stopHint: 200)
  /// var primes: [Int] = []
  /// while try iterator.appendNextBatch(upTo: 200, to: &primes) {}
  /// // primes == [101, 103, …, 199]
  /// ```
  public struct Iterator: ~Copyable {
    /// libprimesieve's iterator, on the heap so that its address never changes while the
    /// library holds buffers for it; freed in `deinit`.
    private let state: UnsafeMutablePointer<primesieve_iterator>

    /// An iterator whose first batch starts at the first prime ≥ `start`. `stopHint` is the
    /// largest number the caller will ask for; it bounds the sieving primes set up front.
    public init(from start: UInt64, stopHint: UInt64 = .max) {
      state = .allocate(capacity: 1)
      primesieve_init(state)
      primesieve_jump_to(state, start, stopHint)
    }

    deinit {
      primesieve_free_iterator(state)
      state.deallocate()
    }

    /// Generates the next batch and appends its primes that are ≤ `stop` (at most
    /// `Int.max`) to `primes`. Returns whether there may be more primes ≤ `stop`: false once the
    /// batch went past `stop`.
    public mutating func appendNextBatch(
      upTo stop: UInt64, to primes: inout [Int]
    ) throws(Error) -> Bool {
      let start = state.pointee.start
      guard stop <= UInt64(Int.max) else {
        throw Error(
          operation: "generate the primes (an Int holds at most 2^63−1)", range: start...stop)
      }
      primesieve_generate_next_primes(state)
      let iterator = state.pointee
      if iterator.is_error != 0 {
        throw Error(operation: "generate the next primes", range: start...stop)
      }
      guard let batch = iterator.primes, iterator.size > 0 else { return false }
      for index in 0..<iterator.size {
        let prime = batch[index]
        if prime > stop { return false }
        primes.append(Int(prime))
      }
      return batch[iterator.size - 1] < stop
    }
  }
}
