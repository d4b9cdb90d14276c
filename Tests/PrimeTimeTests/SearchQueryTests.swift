import PrimeTime
import Testing

@Suite struct SearchQueryTests {
  let accepted = "Type a whole number like 97, or a range like 100-200."

  private func message(_ text: String) -> String? {
    guard case .failure(let error)? = SearchQuery.parse(text) else { return nil }
    return error.message
  }

  @Test func emptyOrWhitespaceIsNoSearch() {
    #expect(SearchQuery.parse("") == nil)
    #expect(SearchQuery.parse("   ") == nil)
    #expect(SearchQuery.parse("\t\n ") == nil)
  }

  @Test func wholeNumbers() {
    #expect(SearchQuery.parse("97") == .success(.number(97)))
    #expect(SearchQuery.parse("0") == .success(.number(0)))
    #expect(SearchQuery.parse("  1024\t") == .success(.number(1_024)))
    #expect(SearchQuery.parse("007") == .success(.number(7)))
    #expect(SearchQuery.parse("9223372036854775807") == .success(.number(Int.max)))
  }

  @Test func rangesWithEachSeparator() {
    #expect(SearchQuery.parse("100-200") == .success(.range(100...200)))
    #expect(SearchQuery.parse("100..200") == .success(.range(100...200)))
    #expect(SearchQuery.parse("100...200") == .success(.range(100...200)))
    #expect(SearchQuery.parse(" 100 - 200 ") == .success(.range(100...200)))
    #expect(SearchQuery.parse("5-5") == .success(.range(5...5)))
    #expect(SearchQuery.parse("0-100000000") == .success(.range(0...100_000_000)))
    #expect(
      SearchQuery.parse("9223372036754775807-9223372036854775807")
        == .success(.range(9_223_372_036_754_775_807...Int.max)))
  }

  @Test func notANumber() {
    #expect(message("abc") == "“abc” is not a number. \(accepted)")
    #expect(message("1.5") == "“1.5” is not a number. \(accepted)")
    #expect(message("12abc") == "“12abc” is not a number. \(accepted)")
    #expect(message("+5") == "“+5” is not a number. \(accepted)")
    #expect(message("x-10") == "“x” is not a number. \(accepted)")
  }

  @Test func negativeNumbers() {
    #expect(message("-5") == "“-5” is negative; primes are whole numbers from 2 up. \(accepted)")
    #expect(message(" -5 ") == "“-5” is negative; primes are whole numbers from 2 up. \(accepted)")
    #expect(message("-5-10") == "“-5” is negative; primes are whole numbers from 2 up. \(accepted)")
  }

  @Test func rangeWithAMissingEnd() {
    #expect(message("1-") == "“1-” is missing a number on one side of the range. \(accepted)")
    #expect(message("1..") == "“1..” is missing a number on one side of the range. \(accepted)")
    #expect(message("...5") == "“...5” is missing a number on one side of the range. \(accepted)")
  }

  @Test func backwardsRange() {
    #expect(
      message("5-3") == "The range 5-3 runs backwards: write the smaller number first, like 3-5.")
  }

  @Test func numberTooLarge() {
    let tooLarge =
      "“9223372036854775808” is too large: numbers go up to 2^63−1 (9,223,372,036,854,775,807). \(accepted)"
    #expect(message("9223372036854775808") == tooLarge)
    #expect(message("1-9223372036854775808") == tooLarge)
    #expect(message("99999999999999999999999999") != nil)
  }

  @Test func spanTooWide() {
    #expect(
      message("0-100000001")
        == "The range 0-100000001 spans 100000001 numbers; at most 100,000,000 are searched at once."
    )
    #expect(message("0-9223372036854775807") != nil)
  }

  @Test func everyMessageIsOneLine() {
    for text in ["abc", "-5", "1-", "5-3", "9223372036854775808", "0-200000000", "1.5", "a..b"] {
      let line = message(text)
      #expect(line != nil, "\(text)")
      #expect(line?.contains("\n") == false, "\(text)")
    }
  }

  @Test func limits() {
    #expect(SearchQuery.maxRangeSpan == 100_000_000)
    #expect(SearchQuery.maxNthPrimeIndex == 1_000_000_000)
  }
}
