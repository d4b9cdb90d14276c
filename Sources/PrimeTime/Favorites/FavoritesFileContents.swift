import Foundation

/// What the bytes of a favorites file say, decoded without touching the disk: the primes to
/// keep, in file order and each once, and a description of every entry dropped.
///
/// ``FavoritePrimesKey`` reads the file and acts on this (keeps an unreadable file aside,
/// reports dropped entries); keeping the decoding pure lets the fuzz target
/// (`Fuzz/FavoritesFile`) run it millions of times without a file system.
///
/// ```swift
/// FavoritesFileContents.decode(Data("[2, 4, 3]".utf8), isPrime: Primality.isPrime)
/// // FavoritesFileContents(primes: [2, 3], dropped: ["4 (not a prime)"])
/// FavoritesFileContents.decode(Data("[2, 3".utf8), isPrime: Primality.isPrime)  // nil
/// ```
struct FavoritesFileContents: Equatable, Sendable {
  /// The entries that are primes, in file order, each once.
  var primes: [Int]
  /// One description per entry that was not kept ("4 (not a prime)", "3 (listed twice)").
  var dropped: [String]

  /// The contents of `data`, or nil when it is not a JSON list (the file is unreadable).
  static func decode(_ data: Data, isPrime: (Int) -> Bool) -> FavoritesFileContents? {
    guard let entries = try? JSONDecoder().decode([Entry].self, from: data) else { return nil }
    var contents = FavoritesFileContents(primes: [], dropped: [])
    var seen = Set<Int>()
    for entry in entries {
      switch entry {
      case let .integer(n) where seen.contains(n):
        contents.dropped.append("\(n) (listed twice)")
      case let .integer(n) where !isPrime(n):
        contents.dropped.append("\(n) (not a prime)")
      case let .integer(n):
        seen.insert(n)
        contents.primes.append(n)
      case let .other(description):
        contents.dropped.append(description)
      }
    }
    return contents
  }
}

/// One element of the file's list, as found: a whole number, or something else described for
/// the message that says it was dropped.
private enum Entry: Decodable {
  case integer(Int)
  case other(String)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let n = try? container.decode(Int.self) {
      self = .integer(n)
    } else if let number = try? container.decode(Double.self) {
      self = .other("\(number) (not a whole number in range)")
    } else if let text = try? container.decode(String.self) {
      self = .other("\"\(text)\" (not a number)")
    } else if let flag = try? container.decode(Bool.self) {
      self = .other("\(flag) (not a number)")
    } else if container.decodeNil() {
      self = .other("null (not a number)")
    } else if (try? container.decode([Skipped].self)) != nil {
      self = .other("a nested list (not a number)")
    } else if (try? container.decode([String: Skipped].self)) != nil {
      self = .other("an object (not a number)")
    } else {
      // A number no `Int` or `Double` holds, such as 1e400: JSON allows it.
      self = .other("a number out of range (not a whole number in range)")
    }
  }
}

/// Any JSON value, decoded to nothing: to tell what kind of value an entry is.
private struct Skipped: Decodable {
  init(from decoder: any Decoder) throws {}
}
