/// What a person typed into the search entry, once it is understood: one number to look at,
/// or a range whose primes to list.
///
/// ```swift
/// SearchQuery.parse("97")        // .success(.number(97))
/// SearchQuery.parse("100-200")   // .success(.range(100...200))
/// SearchQuery.parse("  ")        // nil: no search
/// SearchQuery.parse("abc")       // .failure: "“abc” is not a number. Type a whole number …"
/// ```
public enum SearchQuery: Equatable, Sendable {
  /// A whole number 0…2^63−1: its primality, factorization, neighbours and, for
  /// n ≤ ``SearchQuery/maxNthPrimeIndex``, the n-th prime.
  case number(Int)
  /// The primes in a range of at most ``SearchQuery/maxRangeSpan`` + 1 numbers.
  case range(ClosedRange<Int>)

  /// The widest range searched, `b − a`: 10^8 numbers hold at most some 5.8 million primes
  /// (about 46 MB as `Int`s), which the sieve lists in well under a second.
  public static let maxRangeSpan = 100_000_000

  /// The largest n whose n-th prime a number search computes (``PrimeLimits/nthPrimeMaximum``,
  /// which the counter's n-th prime keeps to as well).
  public static var maxNthPrimeIndex: Int { PrimeLimits.nthPrimeMaximum }

  /// How to write a query, for messages and the entry's placeholder.
  public static let accepted = "Type a whole number like 97, or a range like 100-200."

  /// The query `text` stands for; nil when it is empty or only whitespace (no search), and an
  /// ``Error`` that says what is wrong otherwise.
  ///
  /// Accepted: a whole number 0…2^63−1, and ranges `a-b`, `a..b` and `a...b` with `a ≤ b` and
  /// `b − a` ≤ ``maxRangeSpan``; whitespace around numbers and separators is ignored.
  public static func parse(_ text: String) -> Result<SearchQuery, Error>? {
    let query = text[...].trimmingWhitespace()
    guard !query.isEmpty else { return nil }
    guard let (lowerText, upperText) = splitRange(query) else {
      return number(query).map(SearchQuery.number)
    }
    if lowerText.isEmpty || upperText.isEmpty {
      return .failure(
        Error("\(quoted(query)) is missing a number on one side of the range. \(accepted)"))
    }
    let lower: Int
    let upper: Int
    switch (number(lowerText), number(upperText)) {
    case let (.success(a), .success(b)): (lower, upper) = (a, b)
    case let (.failure(error), _), let (_, .failure(error)): return .failure(error)
    }
    guard lower <= upper else {
      return .failure(
        Error(
          "The range \(lower)-\(upper) runs backwards: write the smaller number first, like \(upper)-\(lower)."
        ))
    }
    guard upper - lower <= maxRangeSpan else {
      return .failure(
        Error(
          "The range \(lower)-\(upper) spans \(upper - lower) numbers; at most \(maxRangeSpan.formatted) are searched at once."
        ))
    }
    return .success(.range(lower...upper))
  }

  /// Splits `a-b`, `a..b` or `a...b` at its separator (the first `-` after the first character,
  /// so that "-5" stays a number with a sign, or the first run of two or three dots).
  private static func splitRange(_ query: Substring) -> (Substring, Substring)? {
    if let dots = query.firstRange(of: "..") {
      var upperStart = dots.upperBound
      if upperStart < query.endIndex && query[upperStart] == "." {
        upperStart = query.index(after: upperStart)
      }
      return (
        query[..<dots.lowerBound].trimmingWhitespace(), query[upperStart...].trimmingWhitespace()
      )
    }
    guard
      let dash = query.dropFirst().firstIndex(where: { $0 == "-" || $0 == "–" || $0 == "—" })
    else { return nil }
    return (
      query[..<dash].trimmingWhitespace(),
      query[query.index(after: dash)...].trimmingWhitespace()
    )
  }

  private static func number(_ text: Substring) -> Result<Int, Error> {
    if text.first == "-" || text.first == "−", text.dropFirst().allSatisfy(\.isASCIIDigit) {
      return .failure(
        Error("\(quoted(text)) is negative; primes are whole numbers from 2 up. \(accepted)"))
    }
    guard text.allSatisfy(\.isASCIIDigit) else {
      return .failure(Error("\(quoted(text)) is not a number. \(accepted)"))
    }
    guard let value = Int(text) else {
      return .failure(
        Error(
          "\(quoted(text)) is too large: numbers go up to 2^63−1 (\(Int.max.formatted)). \(accepted)"
        ))
    }
    return .success(value)
  }

  /// `text` in quotes for a message, which is one line: line breaks and other control
  /// characters in it are shown escaped ("“1\\n2” is not a number"), not output as they are.
  private static func quoted(_ text: Substring) -> String {
    var shown = ""
    for scalar in text.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator:
        shown += scalar.escaped(asASCII: true)
      default:
        shown.unicodeScalars.append(scalar)
      }
    }
    return "“\(shown)”"
  }
}

extension SearchQuery {
  /// Why a query could not be understood.
  public struct Error: Swift.Error, Equatable, Sendable {
    /// One line that says what was wrong with the query and what is accepted.
    public var message: String

    public init(_ message: String) { self.message = message }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension Substring {
  fileprivate func trimmingWhitespace() -> Substring {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return self[endIndex...] }
    return self[first...last]
  }
}

extension Int {
  /// Digits grouped by thousands with commas ("100,000,000"), independent of the locale so that
  /// messages read the same everywhere and tests can pin them.
  fileprivate var formatted: String {
    let digits = String(self)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index).isMultiple(of: 3) { grouped.append(",") }
      grouped.append(digit)
    }
    return grouped
  }
}
