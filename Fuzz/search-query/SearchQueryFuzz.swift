// libFuzzer target for `SearchQuery.parse`: compiled together with
// Sources/PrimeTime/Search/SearchQuery.swift by `make fuzz` (see the Makefile for why it is not
// a SwiftPM product). Each input is taken as UTF-8 text typed into the search entry.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  checkSearchQuery(text)
  return 0
}

func checkSearchQuery(_ text: String) {
  // Never traps: reaching the checks below is the first property.
  switch SearchQuery.parse(text) {
  case nil:
    require(
      text.allSatisfy(\.isWhitespace), "nil (no search) for text that is not only whitespace", text)
  case let .success(.number(n)):
    require(n >= 0, "a negative number was accepted", text)
    // An accepted number's decimal text means the same query again.
    require(SearchQuery.parse(String(n)) == .success(.number(n)), "\(n) does not round-trip", text)
  case let .success(.range(range)):
    require(range.lowerBound >= 0, "a range with a negative bound was accepted", text)
    require(
      range.upperBound - range.lowerBound <= SearchQuery.maxRangeSpan,
      "a range over the span limit", text)
    for separator in ["-", "..", "..."] {
      let rendered = "\(range.lowerBound)\(separator)\(range.upperBound)"
      require(
        SearchQuery.parse(rendered) == .success(.range(range)), "\(rendered) does not round-trip",
        text)
    }
  case let .failure(error):
    require(!error.message.isEmpty, "an empty error message", text)
    require(
      !error.message.contains(where: \.isNewline),
      "a message of more than one line: \(error.message)", text)
  }
}

/// Aborts with what failed and the input, so libFuzzer keeps the input as a crash.
func require(_ condition: Bool, _ failure: @autoclosure () -> String, _ text: String) {
  guard !condition else { return }
  FileHandle.standardError.write(
    Data("property failed: \(failure())\ninput: \(text.debugDescription)\n".utf8))
  abort()
}
