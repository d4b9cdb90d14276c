import PrimeTime
import PropertyBased
import Testing

/// `SearchQuery.parse` over generated queries: numbers and ranges written the ways a person
/// types them (spaces, tabs and line breaks around the parts, leading zeros, each separator)
/// parse back to what was generated; too-wide and backwards ranges are errors. On a failure the
/// library prints the input and the seed to replay it with `.fixedSeed(…)`.
@Suite struct SearchQueryPropertyTests {
  static let whitespace = oneOf(["", "", " ", "  ", "\t", " \t", "\n", "\u{00A0}", "\u{3000}"])
  static let separator = oneOf(["-", "..", "...", "–", "—"])
  static let leadingZeros = oneOf(["", "", "", "0", "00"])
  /// Small numbers, where most searches are, and any number up to 2^63−1.
  static let number = Gen<Int>.oneOf(Gen.int(in: 0...1_000), Gen.int(in: 0...Int.max))

  /// One of `choices`; shrinks towards the first.
  static func oneOf(_ choices: [String]) -> Generator<String, Shrink.Integer<Int>> {
    Gen.int(in: 0...(choices.count - 1)).map { choices[$0] }
  }

  static func written(_ n: Int, zeros: String) -> String { zeros + String(n) }

  @Test func aNumberParsesToItself() async {
    await propertyCheck(
      count: 3_000, input: Self.number, Self.whitespace, Self.whitespace, Self.leadingZeros
    ) {
      n, before, after, zeros in
      let text = before + Self.written(n, zeros: zeros) + after
      #expect(SearchQuery.parse(text) == .success(.number(n)), "\(text.debugDescription)")
    }
  }

  @Test func aRangeParsesToItself() async {
    let range = zip(
      Gen.int(in: 0...(Int.max - SearchQuery.maxRangeSpan)),
      Gen.int(in: 0...SearchQuery.maxRangeSpan)
    )
    .map { lower, span in lower...(lower + span) }
    let spaces = zip(Self.whitespace, Self.whitespace, Self.whitespace, Self.whitespace)
    await propertyCheck(count: 3_000, input: range, Self.separator, spaces, Self.leadingZeros) {
      range, separator, spaces, zeros in
      let text =
        spaces.0 + Self.written(range.lowerBound, zeros: zeros) + spaces.1 + separator + spaces.2
        + String(range.upperBound) + spaces.3
      #expect(SearchQuery.parse(text) == .success(.range(range)), "\(text.debugDescription)")
    }
  }

  @Test func aRangeOverTheSpanLimitIsAnError() async {
    let tooWide = zip(
      Gen.int(in: 0...1_000_000_000_000), Gen.int(in: (SearchQuery.maxRangeSpan + 1)...Int(1e15))
    )
    .map { lower, span in (lower, lower + span) }
    await propertyCheck(count: 2_000, input: tooWide, Self.separator, Self.whitespace) {
      bounds, separator, space in
      let text = "\(bounds.0)\(space)\(separator)\(space)\(bounds.1)"
      guard case let .failure(error)? = SearchQuery.parse(text) else {
        Issue.record("\(text.debugDescription) was not rejected")
        return
      }
      #expect(error.message.contains("spans \(bounds.1 - bounds.0) numbers"), "\(error.message)")
    }
  }

  @Test func aBackwardsRangeIsAnError() async {
    let backwards = zip(Self.number, Gen.int(in: 1...SearchQuery.maxRangeSpan))
      .compactMap { lower, gap in lower <= Int.max - gap ? (lower + gap, lower) : nil }
    await propertyCheck(count: 2_000, input: backwards, Self.separator, Self.whitespace) {
      bounds, separator, space in
      let text = "\(bounds.0)\(space)\(separator)\(space)\(bounds.1)"
      guard case let .failure(error)? = SearchQuery.parse(text) else {
        Issue.record("\(text.debugDescription) was not rejected")
        return
      }
      #expect(
        error.message.hasPrefix("The range \(bounds.0)-\(bounds.1) runs backwards"),
        "\(error.message)")
    }
  }
}

/// Inputs the fuzz target (`make fuzz`, Fuzz/search-query) found, kept so that they stay fixed;
/// each is also in its seed corpus, Fuzz/Corpus/search-query/.
@Suite struct SearchQueryFuzzFindingTests {
  /// A line break typed or pasted into the query went into the message as it was, and the
  /// message, which the window shows on one line, had two.
  @Test(arguments: [
    "1\n2", "1\r\n2-3", "7-\n-", "x\u{2028}y\u{85}z",
    // Found by mutation alone, from seeds without a line break: a form feed.
    "100-20\u{04}\u{0E}\u{04}\u{04}\u{04}\u{04}0\u{FFFD}\u{04}\u{04}\u{04}\u{04}\u{04}\u{04}\u{04}\u{04}\u{04}\u{04}\u{04}\u{0C}\u{04}\u{04}\u{04}\u{04}\u{04}",
  ])
  func aMessageStaysOnOneLineWhateverTheQueryHolds(query: String) throws {
    guard case let .failure(error)? = SearchQuery.parse(query) else {
      Issue.record("\(query.debugDescription) was accepted")
      return
    }
    let lineBreaks = error.message.filter(\.isNewline)
    #expect(lineBreaks.isEmpty, "\(error.message.debugDescription)")
  }

  @Test func aLineBreakInTheQueryIsShownEscaped() {
    #expect(
      SearchQuery.parse("1\n2")
        == .failure(SearchQuery.Error("“1\\n2” is not a number. \(SearchQuery.accepted)")))
  }
}
