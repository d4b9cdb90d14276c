/// Prime factorization of any 64-bit number: trial division by the primes below 1,024, then
/// Pollard's rho (Brent's variant) to split what is left until every part passes the exact
/// primality test.
///
/// Trial division alone would need up to √n ≈ 3 × 10^9 divisions near 2^63; rho finds a factor
/// p in about √p steps, so the hardest inputs (two primes near 2^31) take tens of thousands of
/// steps, a few milliseconds.
enum Factorization {
  static func primeFactors(of n: Int) -> [PrimeFactor] {
    guard n >= 2 else { return [] }
    var remaining = UInt64(n)
    var primes: [UInt64] = []
    for p in Primality.smallPrimes {
      if p * p > remaining { break }
      while remaining % p == 0 {
        primes.append(p)
        remaining /= p
      }
    }
    if remaining > 1 { split(remaining, into: &primes) }
    primes.sort()
    var factors: [PrimeFactor] = []
    for prime in primes {
      if factors.last?.prime == Int(prime) {
        factors[factors.count - 1].exponent += 1
      } else {
        factors.append(PrimeFactor(prime: Int(prime)))
      }
    }
    return factors
  }

  /// Appends the prime factors of `n` (> 1, with no factor below 1,024) to `primes`.
  private static func split(_ n: UInt64, into primes: inout [UInt64]) {
    if n < Primality.trialDivisionBound || Primality.isStrongProbablePrimeToAllBases(n) {
      primes.append(n)
      return
    }
    let divisor = nontrivialDivisor(of: n)
    split(divisor, into: &primes)
    split(n / divisor, into: &primes)
  }

  /// A divisor strictly between 1 and `n`, for an odd composite `n` with no small factor.
  static func nontrivialDivisor(of n: UInt64) -> UInt64 {
    // Rho's cycle can meet modulo p and modulo n at the same time on a square (p² with p
    // near 2^31 is common enough in the hard inputs), so squares are taken apart directly.
    let root = squareRoot(n)
    if root * root == n { return root }
    var increment: UInt64 = 1
    while true {
      if let divisor = brentRho(n, increment: increment) { return divisor }
      // The walk closed on itself without separating a factor: another polynomial will.
      increment += 1
    }
  }

  /// Brent's cycle-finding on x ↦ x² + increment (mod n), taking the gcd of a batch of
  /// differences at a time so that most steps cost two modular multiplications and no gcd.
  private static func brentRho(_ n: UInt64, increment: UInt64) -> UInt64? {
    @inline(__always) func step(_ x: UInt64) -> UInt64 {
      // x² mod n < n ≤ 2^63, so adding increment (< n) cannot overflow.
      let next = Primality.multiply(x, x, modulo: n) + increment
      return next >= n ? next - n : next
    }
    let batch = 128
    var y: UInt64 = 2
    var x = y
    var saved = y
    var product: UInt64 = 1
    var divisor: UInt64 = 1
    var length = 1
    while divisor == 1 {
      x = y
      for _ in 0..<length { y = step(y) }
      var done = 0
      while done < length && divisor == 1 {
        saved = y
        for _ in 0..<min(batch, length - done) {
          y = step(y)
          product = Primality.multiply(product, x > y ? x - y : y - x, modulo: n)
        }
        divisor = gcd(product, n)
        done += batch
      }
      length *= 2
    }
    if divisor == n {
      // The batch overshot (its product became 0 mod n): replay it one step at a time.
      repeat {
        saved = step(saved)
        divisor = gcd(x > saved ? x - saved : saved - x, n)
      } while divisor == 1
    }
    return divisor == n ? nil : divisor
  }

  static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }

  /// ⌊√n⌋, exact for every 64-bit n (the floating-point estimate is corrected both ways).
  static func squareRoot(_ n: UInt64) -> UInt64 {
    var root = UInt64(Double(n).squareRoot())
    while root > 0 && root.multipliedReportingOverflow(by: root).overflow { root -= 1 }
    while root * root > n { root -= 1 }
    while true {
      let (square, overflow) = (root + 1).multipliedReportingOverflow(by: root + 1)
      if overflow || square > n { return root }
      root += 1
    }
  }
}
