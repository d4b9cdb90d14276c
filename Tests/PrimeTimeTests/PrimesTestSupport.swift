/// The primes below `limit` by the sieve of Eratosthenes: the plainest possible reference for
/// the live client's answers on small numbers.
func referencePrimes(below limit: Int) -> [Int] {
  guard limit > 2 else { return [] }
  var isComposite = [Bool](repeating: false, count: limit)
  var primes: [Int] = []
  for n in 2..<limit where !isComposite[n] {
    primes.append(n)
    var multiple = n * n
    while multiple < limit {
      isComposite[multiple] = true
      multiple += n
    }
  }
  return primes
}

/// SplitMix64: a small generator with a fixed seed, so that "random" inputs are the same in
/// every run and a failure can be reproduced.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
