import ComposableArchitecture
import Foundation
import PrimeTime
import Testing

extension PrimeClient {
  /// A prime client by trial division: slow, obviously right, and independent of the live one,
  /// so feature tests check the features and not libprimesieve.
  static let trialDivision = PrimeClient(
    isPrime: { n in isPrimeByTrialDivision(n) },
    factorization: { n in
      guard n >= 2 else { return [] }
      var factors: [PrimeFactor] = []
      var rest = n
      var divisor = 2
      while divisor * divisor <= rest {
        var exponent = 0
        while rest % divisor == 0 {
          rest /= divisor
          exponent += 1
        }
        if exponent > 0 { factors.append(PrimeFactor(prime: divisor, exponent: exponent)) }
        divisor += 1
      }
      if rest > 1 { factors.append(PrimeFactor(prime: rest)) }
      return factors
    },
    previousPrime: { n in
      stride(from: n - 1, through: 2, by: -1).first(where: isPrimeByTrialDivision)
    },
    nextPrime: { n in (max(n + 1, 2)...).first(where: isPrimeByTrialDivision) },
    nthPrime: { n in
      var found = 0
      var candidate = 1
      while found < n {
        candidate += 1
        if isPrimeByTrialDivision(candidate) { found += 1 }
      }
      return candidate
    },
    primes: { range in range.filter(isPrimeByTrialDivision) },
    primeCount: { n in n < 2 ? 0 : (2...n).count(where: isPrimeByTrialDivision) }
  )
}

func isPrimeByTrialDivision(_ n: Int) -> Bool {
  guard n >= 2 else { return false }
  var divisor = 2
  while divisor * divisor <= n {
    if n % divisor == 0 { return false }
    divisor += 1
  }
  return true
}

/// Runs `operation` with the dependencies every PrimeTime test starts from: trial-division
/// primes, favorites in an in-memory file of their own and a fresh in-memory storage (so no test
/// sees another's favorites or file status), then `update`.
func withPrimeTimeDependencies<R>(
  _ update: (inout DependencyValues) -> Void = { _ in },
  operation: () throws -> R
) rethrows -> R {
  try withDependencies {
    $0.primes = .trialDivision
    $0.favoritePrimesURL = URL(fileURLWithPath: "/favorites-\(UUID().uuidString)/favorites.json")
    $0.defaultFileStorage = .inMemory
    $0.defaultInMemoryStorage = InMemoryStorage()
    $0.date.now = Date(timeIntervalSince1970: 1_800_000_000)
    update(&$0)
  } operation: {
    try operation()
  }
}

/// A directory of its own for a test that reads and writes real files; removed afterwards.
@MainActor
func withTemporaryDirectory<R>(_ body: (URL) async throws -> R) async rethrows -> R {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("PrimeTimeTests-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try await body(directory)
}
