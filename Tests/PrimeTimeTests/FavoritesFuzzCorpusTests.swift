import ComposableArchitecture
import Foundation
import PrimeTime
import Testing

/// Every file of the favorites fuzz corpus (Fuzz/Corpus/favorites-file: good lists, bad entries,
/// broken JSON, binary) loaded through the real `.favoritePrimes` key on in-memory storage.
///
/// The fuzz target checks the decoding alone, millions of times; this checks what only the key
/// does, once per corpus file: a file that cannot be decoded is moved aside with every byte
/// intact and nothing is lost, and a decodable list loads as primes only, each once, with every
/// other entry reported as dropped.
@MainActor
@Suite struct FavoritesFuzzCorpusTests {
  nonisolated static let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Corpus/favorites-file")

  nonisolated static var corpusFiles: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()
  }

  @Test func theCorpusIsThere() {
    #expect(Self.corpusFiles.count >= 30)
  }

  @Test(arguments: corpusFiles)
  func aCorpusFileLoadsWithoutLosingAnything(name: String) throws {
    let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
    let storage = FileStorage.inMemory
    let url = URL(fileURLWithPath: "/favorites-\(UUID().uuidString)/favorites.json")
    try storage.write(data, to: url)
    let (favorites, status) = withPrimeTimeDependencies {
      $0.defaultFileStorage = storage
      $0.favoritePrimesURL = url
      // The live primality test: trial division would take minutes near 2^63.
      $0.primes = .liveValue
    } operation: {
      (
        Shared(wrappedValue: [], .favoritePrimes),
        SharedReader(wrappedValue: FavoritesFileStatus(), .favoritesFileStatus)
      )
    }
    let kept = favorites.wrappedValue
    #expect(
      kept.allSatisfy {
        $0 < 10_000_000_000 ? isPrimeByTrialDivision($0) : PrimeClient.liveValue.isPrime($0)
      })
    #expect(Set(kept).count == kept.count)

    // The entries of a decodable list, counted by the decoder the key uses (Foundation's
    // JSONDecoder accepts more than strict JSON: leading zeros, 1e400, lone surrogates).
    if let entries = try? JSONDecoder().decode([AnyJSONValue].self, from: data) {
      // Decodable: left where it is, and every entry not kept is counted in the message.
      #expect(try storage.read(url) == data)
      let dropped = entries.count - kept.count
      switch dropped {
      case 0: #expect(status.wrappedValue.problem == nil)
      case 1:
        #expect(
          status.wrappedValue.problem?.hasPrefix("One entry of \(url.path) was dropped") == true)
      default:
        #expect(
          status.wrappedValue.problem?.hasPrefix("\(dropped) entries of \(url.path) were dropped")
            == true)
      }
    } else {
      // Undecodable: moved aside with every byte, and the list starts empty.
      #expect(kept == [])
      #expect(throws: (any Error).self) { try storage.read(url) }
      let aside = url.deletingLastPathComponent().appendingPathComponent(
        "favorites.json.corrupt-20270115T080000Z")
      #expect(try storage.read(aside) == data)
      #expect(
        status.wrappedValue.problem?.contains("It was kept as \(aside.lastPathComponent)") == true)
    }
  }
}

/// Any JSON value, decoded to nothing: to count a list's entries.
private struct AnyJSONValue: Decodable {
  init(from decoder: any Decoder) throws {}
}

/// Inputs the favorites corpus found, kept so that they stay fixed.
@MainActor
@Suite struct FavoritesFileFindingTests {
  /// 1e400 (valid JSON, too large for a `Double`) was reported as "a nested list or object".
  @Test func aNumberTooLargeForADoubleIsDescribedAsOne() throws {
    let storage = FileStorage.inMemory
    let url = URL(fileURLWithPath: "/favorites-\(UUID().uuidString)/favorites.json")
    try storage.write(Data("[2, 1e400, [3], {\"a\": 5}]".utf8), to: url)
    let (favorites, status) = withPrimeTimeDependencies {
      $0.defaultFileStorage = storage
      $0.favoritePrimesURL = url
    } operation: {
      (
        Shared(wrappedValue: [], .favoritePrimes),
        SharedReader(wrappedValue: FavoritesFileStatus(), .favoritesFileStatus)
      )
    }
    #expect(favorites.wrappedValue == [2])
    #expect(
      status.wrappedValue.problem == """
        3 entries of \(url.path) were dropped: a number out of range (not a whole number in \
        range), a nested list (not a number), an object (not a number). The file is rewritten \
        without them at the next change.
        """
    )
  }
}
