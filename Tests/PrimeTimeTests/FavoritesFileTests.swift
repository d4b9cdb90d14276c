import AsyncTestSupport
import Clocks
import ComposableArchitecture
import Foundation
import PrimeTime
import Testing

/// The favorites file, on real files in a temporary directory.
@MainActor
@Suite struct FavoritesFileTests {
  private func favorites(
    at url: URL, clock: some Clock<Duration> = ContinuousClock()
  ) -> (Shared<[Int]>, SharedReader<FavoritesFileStatus>) {
    withPrimeTimeDependencies {
      $0.favoritePrimesURL = url
      $0.defaultFileStorage = .fileSystem(pollInterval: .milliseconds(20))
      $0.continuousClock = clock
    } operation: {
      (
        Shared(wrappedValue: [], .favoritePrimes),
        SharedReader(wrappedValue: FavoritesFileStatus(), .favoritesFileStatus)
      )
    }
  }

  private func contents(_ url: URL) throws -> String {
    try String(decoding: Data(contentsOf: url), as: UTF8.self)
  }

  private func savedList(_ url: URL) throws -> [Int] {
    try JSONDecoder().decode([Int].self, from: Data(contentsOf: url))
  }

  @Test func aMissingFileIsAnEmptyListAndNothingIsWrittenUntilAChange() async throws {
    try await withTemporaryDirectory { directory async throws in
      let url = directory.appendingPathComponent("PrimeTime/favorites.json")
      let (favorites, status) = favorites(at: url)
      #expect(favorites.wrappedValue == [])
      #expect(status.wrappedValue == FavoritesFileStatus())
      #expect(!FileManager.default.fileExists(atPath: url.path))
      favorites.withLock { $0.append(13) }
      #expect(try savedList(url) == [13])
    }
  }

  @Test func theFileIsLoadedAtStartAndSavedAtomicallyAfterEachChange() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("favorites.json")
      try Data("[2, 3, 5]".utf8).write(to: url)
      let (favorites, _) = favorites(at: url)
      #expect(favorites.wrappedValue == [2, 3, 5])
      favorites.withLock { $0.removeAll { $0 == 3 } }
      #expect(try savedList(url) == [2, 5])
      favorites.withLock { $0.append(7) }
      #expect(try savedList(url) == [2, 5, 7])
      // Written through a temporary file renamed over it: nothing else is left behind.
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["favorites.json"])
    }
  }

  @Test func anUnreadableFileIsKeptAsideAndNeverOverwritten() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("favorites.json")
      let garbage = "[2, 3, 5"  // cut off mid-write by some other program
      try Data(garbage.utf8).write(to: url)
      let (favorites, status) = favorites(at: url)
      #expect(favorites.wrappedValue == [])
      let aside = directory.appendingPathComponent("favorites.json.corrupt-20270115T080000Z")
      #expect(try contents(aside) == garbage)
      #expect(!FileManager.default.fileExists(atPath: url.path))
      #expect(
        status.wrappedValue.problem == """
          \(url.path) could not be read (it is not a JSON list of numbers). It was kept as \
          favorites.json.corrupt-20270115T080000Z and PrimeTime started with no favorites.
          """
      )
      favorites.withLock { $0.append(2) }
      #expect(try savedList(url) == [2])
      #expect(try contents(aside) == garbage)
    }
  }

  @Test func aSecondUnreadableFileInTheSameSecondGetsItsOwnName() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("favorites.json")
      try Data("first".utf8).write(to: url)
      _ = favorites(at: url)
      try Data("second".utf8).write(to: url)
      _ = withPrimeTimeDependencies {
        $0.favoritePrimesURL = url
        $0.defaultFileStorage = .fileSystem
      } operation: {
        // A new storage is a new key: the file is read again.
        Shared(wrappedValue: [], .favoritePrimes)
      }
      let name = "favorites.json.corrupt-20270115T080000Z"
      #expect(try contents(directory.appendingPathComponent(name)) == "first")
      #expect(try contents(directory.appendingPathComponent(name + "-2")) == "second")
    }
  }

  @Test func entriesThatAreNotPrimesAreDroppedWithAMessage() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("favorites.json")
      try Data(#"[2, 4, 3, 3, "seven", 7.5, -5, 1e30, null, 11]"#.utf8).write(to: url)
      let (favorites, status) = favorites(at: url)
      #expect(favorites.wrappedValue == [2, 3, 11])
      #expect(
        status.wrappedValue.problem == """
          7 entries of \(url.path) were dropped: 4 (not a prime), 3 (listed twice), \
          "seven" (not a number), 7.5 (not a whole number in range), -5 (not a prime), \
          1e+30 (not a whole number in range), null (not a number). The file is rewritten \
          without them at the next change.
          """
      )
    }
  }

  @Test func changesMadeByAnotherProgramArePickedUp() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("favorites.json")
      try Data("[2]".utf8).write(to: url)
      let (favorites, _) = favorites(at: url)
      #expect(favorites.wrappedValue == [2])
      // Another instance of PrimeTime saves (a longer file, so the size changes).
      try Data("[2, 3, 97]".utf8).write(to: url)
      // Found by the file's poller on the thread pool, which parallel CPU-bound tests may hold
      // for seconds: the timeout bounds only a failing run.
      await settle(timeout: .seconds(60)) { favorites.wrappedValue == [2, 3, 97] }
      // Our own saves are not read back as changes.
      favorites.withLock { $0.append(5) }
      #expect(try savedList(url) == [2, 3, 97, 5])
    }
  }

  @Test func anotherProgramWritingGarbageIsKeptAsideAndTheListIsPutBack() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("favorites.json")
      let (favorites, status) = favorites(at: url)
      favorites.withLock { $0 = [5, 7] }
      try Data("not json at all".utf8).write(to: url)
      await settle { status.wrappedValue.problem != nil }
      #expect(favorites.wrappedValue == [5, 7])
      await settle { (try? savedList(url)) == [5, 7] }
      let aside = directory.appendingPathComponent("favorites.json.corrupt-20270115T080000Z")
      #expect(try contents(aside) == "not json at all")
      #expect(
        status.wrappedValue.problem?.hasSuffix("and the list shown here was saved in its place.")
          == true)
    }
  }

  @Test func aFailedSaveIsReportedKeptAndRetried() async throws {
    try await withTemporaryDirectory { directory in
      // The directory the file belongs in is a file: every write fails (even for root, which
      // permissions would not stop).
      let blocker = directory.appendingPathComponent("PrimeTime")
      try Data().write(to: blocker)
      let url = blocker.appendingPathComponent("favorites.json")
      let clock = TestClock()
      let (favorites, status) = favorites(at: url, clock: clock)
      favorites.withLock { $0.append(3) }
      #expect(favorites.wrappedValue == [3])
      let error = try #require(status.wrappedValue.saveError)
      #expect(error.hasPrefix("Favorites could not be saved to \(url.path) ("))
      #expect(error.hasSuffix("They are kept here and saving is tried again every 5 seconds."))

      // Still failing at the first retry.
      try FileManager.default.removeItem(at: blocker)
      try Data().write(to: blocker)
      await clock.advance(by: .seconds(4))
      #expect(status.wrappedValue.saveError != nil)

      // Once the problem is gone, a retry saves what is in memory and the message goes away.
      try FileManager.default.removeItem(at: blocker)
      let deadline = ContinuousClock.now.advanced(by: .seconds(10))
      while status.wrappedValue.saveError != nil, ContinuousClock.now < deadline {
        await clock.advance(by: .seconds(5))
        await Task.yield()
      }
      #expect(status.wrappedValue.saveError == nil)
      #expect(try savedList(url) == [3])
    }
  }

  @Test func aFeatureChangeIsSavedToTheFile() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("favorites.json")
      try Data("[2, 3]".utf8).write(to: url)
      let store = withPrimeTimeDependencies {
        $0.favoritePrimesURL = url
        $0.defaultFileStorage = .fileSystem
      } operation: {
        TestStore(initialState: FavoritesFeature.State()) { FavoritesFeature() }
      }
      #expect(store.state.favoritePrimes == [2, 3])
      await store.send(.removeButtonTapped(2)) {
        $0.$favoritePrimes.withLock { $0 = [3] }
        $0.lastRemoval = FavoritesFeature.Removal(prime: 2, index: 0)
      }
      #expect(try savedList(url) == [3])
    }
  }
}
