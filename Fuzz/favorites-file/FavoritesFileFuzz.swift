// libFuzzer target for the favorites-file decoding (`FavoritesFileContents.decode`, which
// `FavoritePrimesKey.load` uses): compiled together with
// Sources/PrimeTime/Favorites/FavoritesFileContents.swift and Sources/PrimeTime/Primes/Primality.swift
// by `make fuzz`. Each input is the whole content of a favorites file.
//
// What happens to an unreadable file (kept aside, its bytes intact) is the key's job and needs
// its storage; `FavoritesFuzzCorpusTests` runs every corpus file through the real key for that.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  checkFavoritesFile(Data(bytes: data, count: size))
  return 0
}

func checkFavoritesFile(_ data: Data) {
  // Never traps: reaching the checks below is the first property.
  guard let contents = FavoritesFileContents.decode(data, isPrime: Primality.isPrime) else {
    // Unreadable: the key keeps the file aside. A list that another JSON parser reads must not
    // be called unreadable only because of what its entries are.
    if let list = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      as? [Any]
    {
      require(false, "a JSON list of \(list.count) entries was called unreadable", data)
    }
    return
  }
  require(contents.primes.allSatisfy(isPrimeByTrialDivision), "a kept entry is not a prime", data)
  require(Set(contents.primes).count == contents.primes.count, "a prime is kept twice", data)
  require(
    contents.dropped.allSatisfy { !$0.isEmpty }, "a dropped entry without a description", data)
  // Every entry is either kept or dropped: counted by the same decoder, and by a strict one
  // where it reads the file too (JSONDecoder also takes leading zeros, 1e400, lone surrogates).
  var counts = [(try? JSONDecoder().decode([AnyJSONValue].self, from: data))?.count]
  counts.append(
    (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [Any])?.count)
  for case let count? in counts {
    require(
      contents.primes.count + contents.dropped.count == count,
      "\(contents.primes.count) kept + \(contents.dropped.count) dropped for a list of \(count)",
      data)
  }
  require(counts[0] != nil, "a list was decoded that has no entries to count", data)
}

/// Any JSON value, decoded to nothing: to count a list's entries.
struct AnyJSONValue: Decodable {
  init(from decoder: any Decoder) throws {}
}

/// An oracle independent of `Primality`: exact, and fast enough for fuzzing below 10^10
/// (√10^10 = 10^5, half of it divisions); above that `Primality` is trusted.
func isPrimeByTrialDivision(_ n: Int) -> Bool {
  guard n >= 2 else { return false }
  guard n < 10_000_000_000 else { return Primality.isPrime(n) }
  var d = 2
  while d * d <= n {
    if n % d == 0 { return false }
    d += d == 2 ? 1 : 2
  }
  return true
}

/// Aborts with what failed and the input, so libFuzzer keeps the input as a crash.
func require(_ condition: Bool, _ failure: @autoclosure () -> String, _ data: Data) {
  guard !condition else { return }
  let text = String(decoding: data, as: UTF8.self)
  FileHandle.standardError.write(
    Data("property failed: \(failure())\ninput: \(text.debugDescription)\n".utf8))
  abort()
}
