/// Where PrimeTime stops computing, and says so, rather than keep a person waiting for minutes.
public enum PrimeLimits {
  /// The largest `n` whose n-th prime is computed: the 10^9-th prime (22,801,763,489) takes a
  /// few seconds to sieve on two cores; larger n take longer than a person waits.
  public static let nthPrimeMaximum = 1_000_000_000
  /// The largest prime whose index among primes (π(p)) the detail page computes.
  public static let indexMaximum = 10_000_000_000
}

/// "1st", "2nd", "3rd", "4th", "11th", "21st", "112th": how the n-th prime is named.
public func ordinal(_ n: Int) -> String {
  let lastTwo = abs(n) % 100
  let suffix: String
  switch (lastTwo, abs(n) % 10) {
  case (11...13, _): suffix = "th"
  case (_, 1): suffix = "st"
  case (_, 2): suffix = "nd"
  case (_, 3): suffix = "rd"
  default: suffix = "th"
  }
  return "\(n.grouped)\(suffix)"
}

extension Int {
  /// The number with thousands separators, as the app shows numbers: 15,485,863.
  public var grouped: String {
    let digits = String(self.magnitude)
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return self < 0 ? "−" + grouped : grouped
  }
}
