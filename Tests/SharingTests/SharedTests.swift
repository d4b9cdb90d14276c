import AsyncTestSupport
import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import IdentifiedCollections
import Observation
import Sharing
import Testing

private struct Settings: Codable, Equatable, Sendable {
  var theme = "light"
  var fontSize = 12
}

private struct Todo: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
}

/// A fresh temporary directory, removed when the test's closure returns.
@MainActor private func withTemporaryDirectory<R>(_ body: (URL) async throws -> R) async rethrows
  -> R
{
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("SharedTests-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try await body(directory)
}

@MainActor
@Suite struct SharedTests {
  @Test func copiesOfSharedValueReferToOneValue() {
    let count = Shared(value: 0)
    let copy = count
    copy.withLock { $0 += 1 }
    #expect(count.wrappedValue == 1)
    #expect(count == Shared(value: 1))  // equality compares values, not storage
    #expect(count != Shared(value: 2))
  }

  @Test func inMemoryKeySharesOneValuePerKey() {
    let (sameCount, other) = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("count")) var count = 0
      @Shared(.inMemory("count")) var sameCount = 0
      @Shared(.inMemory("other")) var other = 0
      $count.withLock { $0 += 2 }
      return (sameCount, other)
    }
    #expect(sameCount == 2)
    #expect(other == 0)
  }

  @Test func inMemoryValueOutlivesItsReferences() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      do {
        @Shared(.inMemory("count")) var count = 0
        $count.withLock { $0 = 7 }
      }
      @Shared(.inMemory("count")) var count = 0
      #expect(count == 7)
    }
  }

  @Test func separateStoragesDoNotShareValues() {
    let first = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      Shared(wrappedValue: 0, .inMemory("count"))
    }
    first.withLock { $0 = 5 }
    let second = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      Shared(wrappedValue: 0, .inMemory("count"))
    }
    #expect(second.wrappedValue == 0)
  }

  @Test func derivedReferenceWritesThroughToParent() {
    let settings = Shared(value: Settings())
    let theme: Shared<String> = settings.theme
    theme.withLock { $0 = "dark" }
    #expect(settings.wrappedValue.theme == "dark")
    settings.withLock { $0.theme = "high contrast" }
    #expect(theme.wrappedValue == "high contrast")
  }

  @Test func identifiedArrayElementReference() {
    let todos = Shared(
      value: IdentifiedArrayOf<Todo>(uniqueElements: [
        Todo(id: 1, title: "a"), Todo(id: 2, title: "b"),
      ]))
    let second = Shared(todos[id: 2])
    #expect(second?.wrappedValue.title == "b")
    second?.withLock { $0.title = "B" }
    #expect(todos.wrappedValue[id: 2]?.title == "B")
    #expect(Shared(todos[id: 3]) == nil)
  }

  @Test func readerSeesChangesMadeThroughShared() {
    let count = Shared(value: 0)
    let reader = SharedReader(count)
    let fontSize = Shared(value: Settings()).fontSize
    count.withLock { $0 = 3 }
    #expect(reader.wrappedValue == 3)
    #expect(fontSize.wrappedValue == 12)
  }

  @Test func observersOfOneReferenceAreNotifiedOfChangesThroughAnother() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("settings")) var settings = Settings()
      @SharedReader(.inMemory("settings")) var reader = Settings()
      let changes = LockIsolated(0)
      withObservationTracking {
        _ = reader.theme
      } onChange: {
        changes.withValue { $0 += 1 }
      }
      let fontSize = $settings.fontSize
      withObservationTracking {
        _ = fontSize.wrappedValue
      } onChange: {
        changes.withValue { $0 += 1 }
      }
      $settings.withLock { $0.theme = "dark" }
      #expect(changes.value == 2)
    }
  }

  // Each test gets its own storage: swift-dependencies caches a dependency's test value per test.
  // The two tests below run in parallel; with one storage for both, the later one would see 1.
  @Test func inMemoryStorageIsFreshPerTestA() {
    @Shared(.inMemory("freshPerTest")) var value = 0
    let before = value
    $value.withLock { $0 += 1 }
    #expect(before == 0)
  }

  @Test func inMemoryStorageIsFreshPerTestB() {
    @Shared(.inMemory("freshPerTest")) var value = 0
    let before = value
    $value.withLock { $0 += 1 }
    #expect(before == 0)
  }

  // MARK: File storage

  @Test func fileStorageSavesDebouncedJSON() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("settings.json")
      let clock = CountingTestClock()
      let settings = withDependencies {
        $0.defaultFileStorage = .fileSystem(debounceClock: clock)
      } operation: {
        Shared(wrappedValue: Settings(), .fileStorage(url))
      }
      #expect(!FileManager.default.fileExists(atPath: url.path))  // the default is not written
      settings.withLock { $0.fontSize = 14 }
      settings.withLock { $0.fontSize = 16 }
      await clock.advance(by: .milliseconds(999), afterSleeps: 1)
      #expect(!FileManager.default.fileExists(atPath: url.path))
      await clock.advance(by: .milliseconds(1))
      await settle { FileManager.default.fileExists(atPath: url.path) }
      let saved = try JSONDecoder().decode(Settings.self, from: Data(contentsOf: url))
      #expect(saved == Settings(theme: "light", fontSize: 16))
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(leftovers == ["settings.json"])  // the temporary file was renamed over it
    }
  }

  /// What exiting within the debounce second runs (the same flush, for every storage): the
  /// waiting save is written now, and not a second time when its second is up.
  @Test func fileStorageFlushWritesAWaitingSaveOnce() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("settings.json")
      let clock = CountingTestClock()
      // No polling within the test: the file's deletion below must not reload the value.
      let storage = FileStorage.fileSystem(pollInterval: .seconds(3_600), debounceClock: clock)
      let settings = withDependencies {
        $0.defaultFileStorage = storage
      } operation: {
        Shared(wrappedValue: Settings(), .fileStorage(url))
      }
      settings.withLock { $0.fontSize = 20 }
      #expect(!FileManager.default.fileExists(atPath: url.path))
      storage.flushPendingSaves()
      let saved = try JSONDecoder().decode(Settings.self, from: Data(contentsOf: url))
      #expect(saved == Settings(theme: "light", fontSize: 20))

      try FileManager.default.removeItem(at: url)
      await clock.advance(by: .seconds(2))
      #expect(!FileManager.default.fileExists(atPath: url.path))  // not written again

      // A later change waits its own second again.
      settings.withLock { $0.fontSize = 22 }
      storage.flushPendingSaves()
      let again = try JSONDecoder().decode(Settings.self, from: Data(contentsOf: url))
      #expect(again.fontSize == 22)
    }
  }

  /// A change made just before the program exits is on disk afterwards, though its second was
  /// not up: the exit writes it.
  @Test func fileStorageSaveWaitingAtExitIsWritten() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("settings.json")
      await #expect(processExitsWith: .success) { [url = url as URL] in
        let settings = withDependencies {
          $0.defaultFileStorage = .fileSystem
        } operation: {
          Shared(wrappedValue: Settings(), .fileStorage(url))
        }
        settings.withLock { $0.fontSize = 30 }
        exit(0)
      }
      let saved = try JSONDecoder().decode(Settings.self, from: Data(contentsOf: url))
      #expect(saved.fontSize == 30)
    }
  }

  @Test func fileStorageLoadsExistingFile() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("settings.json")
      try JSONEncoder().encode(Settings(theme: "dark", fontSize: 20)).write(to: url)
      let settings = withDependencies {
        $0.defaultFileStorage = .fileSystem
      } operation: {
        Shared(wrappedValue: Settings(), .fileStorage(url))
      }
      #expect(settings.wrappedValue == Settings(theme: "dark", fontSize: 20))
    }
  }

  @Test func fileStorageReportsUndecodableFileAndLeavesItAlone() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("settings.json")
      let corrupt = Data("{\"theme\": ".utf8)
      try corrupt.write(to: url)
      var settings = Shared(value: Settings(theme: "unset"))
      withKnownIssue {
        settings = withDependencies {
          $0.defaultFileStorage = .fileSystem
        } operation: {
          Shared(wrappedValue: Settings(), .fileStorage(url))
        }
      } matching: { issue in
        let text = "\(issue)"
        return text.contains(url.path) && text.contains("could not be decoded")
      }
      #expect(settings.wrappedValue == Settings())
      for _ in 0..<20 { await Task.yield() }
      #expect(try Data(contentsOf: url) == corrupt)
    }
  }

  @Test func fileStorageReloadsWhenFileChangesOnDisk() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("settings.json")
      try JSONEncoder().encode(Settings()).write(to: url)
      let settings = withDependencies {
        $0.defaultFileStorage = .fileSystem(pollInterval: .milliseconds(20))
      } operation: {
        Shared(wrappedValue: Settings(), .fileStorage(url))
      }
      let notified = LockIsolated(false)
      withObservationTracking {
        _ = settings.wrappedValue
      } onChange: {
        notified.setValue(true)
      }
      // Another process replaces the file (larger, so the size changes even within one second).
      try JSONEncoder().encode(Settings(theme: "solarized dark", fontSize: 18)).write(to: url)
      // The poller is a detached task on the 2-thread pool, which the parallel suites' CPU-bound
      // tests may hold for seconds: the timeout bounds only a failing run.
      await settle(timeout: .seconds(60)) { settings.wrappedValue.theme == "solarized dark" }
      #expect(settings.wrappedValue.fontSize == 18)
      #expect(notified.value)
      try FileManager.default.removeItem(at: url)
      // deleted: default
      await settle(timeout: .seconds(60)) { settings.wrappedValue == Settings() }
    }
  }

  @Test func fileStorageInTestsIsInMemoryByDefault() async throws {
    // No clock is set: in tests the storage is in memory and writes each change at once, as
    // swift-sharing's does.
    let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/settings.json")
    @Dependency(\.defaultFileStorage) var storage
    let settings = Shared(wrappedValue: Settings(), .fileStorage(url))
    settings.withLock { $0.fontSize = 30 }
    let saved = try JSONDecoder().decode(Settings.self, from: storage.read(url))
    #expect(saved.fontSize == 30)
    #expect(!FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path))
  }

  @Test func sharedIdentifiedArrayListsSharedElementsByID() {
    struct Item: Identifiable, Equatable, Sendable {
      let id: Int
      var title: String
    }
    let items = Shared(
      value: IdentifiedArrayOf<Item>(uniqueElements: [
        Item(id: 1, title: "a"), Item(id: 2, title: "b"),
      ]))
    let elements = Array(items)
    #expect(elements.map(\.id) == [1, 2])
    #expect(elements.map(\.wrappedValue.title) == ["a", "b"])
    // Each element writes through to the array, and follows its element when it moves.
    items.withLock { $0.swapAt(0, 1) }
    elements[0].withLock { $0.title = "A" }
    #expect(items.wrappedValue[id: 1]?.title == "A")
    #expect(items.wrappedValue.map(\.title) == ["b", "A"])
  }

  @Test func keyWithADefaultNeedsNoInitialValue() throws {
    @Dependency(\.defaultFileStorage) var storage
    @Shared(.savedNumbers) var numbers
    #expect(numbers == [1, 2])
    $numbers.withLock { $0.append(3) }
    // The same value as the key without its default.
    @Shared(.fileStorage(URL.documentsDirectory.appending(component: "numbers.json")))
    var same: [Int] = []
    #expect(same == [1, 2, 3])
    let saved = try JSONDecoder().decode(
      [Int].self, from: storage.read(URL.documentsDirectory.appending(component: "numbers.json"))
    )
    #expect(saved == [1, 2, 3])
    // An initial value written at the property wins over the key's default.
    @Shared(.otherNumbers) var other = [9]
    #expect(other == [9])
  }

  @Test func documentsDirectoryIsTheAppsDataDirectory() {
    let directory = URL.documentsDirectory
    #expect(directory.lastPathComponent == ProcessInfo.processInfo.processName)
    let dataHome =
      ProcessInfo.processInfo.environment["XDG_DATA_HOME"].flatMap {
        $0.isEmpty ? nil : $0
      }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share").path
    #expect(
      directory.deletingLastPathComponent().standardizedFileURL.path
        == URL(fileURLWithPath: dataHome).standardizedFileURL.path)
  }

  // MARK: App storage

  @Test func appStoragePersistsToJSONFile() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("app/app-storage.json")
      withDependencies {
        $0.defaultAppStorage = AppStorage(fileURL: url)
      } operation: {
        @Shared(.appStorage("isDarkMode")) var isDarkMode = false
        @Shared(.appStorage("name")) var name = ""
        $isDarkMode.withLock { $0 = true }
        $name.withLock { $0 = "Blob" }
      }
      let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
      #expect(object?["isDarkMode"] as? Bool == true)
      #expect(object?["name"] as? String == "Blob")
      // The next launch reads it back.
      withDependencies {
        $0.defaultAppStorage = AppStorage(fileURL: url)
      } operation: {
        @SharedReader(.appStorage("name")) var name = ""
        #expect(name == "Blob")
      }
    }
  }

  @Test func appStorageLivesUnderXDGConfigHome() {
    let path = AppStorage.standard(appName: "prime-time").description
    let environment = ProcessInfo.processInfo.environment
    let configHome =
      environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config").path
    #expect(path == configHome + "/prime-time/app-storage.json")
  }
}

extension SharedKey where Self == FileStorageKey<[Int]>.Default {
  fileprivate static var savedNumbers: Self {
    Self[.fileStorage(.documentsDirectory.appending(component: "numbers.json")), default: [1, 2]]
  }
  fileprivate static var otherNumbers: Self {
    Self[.fileStorage(.documentsDirectory.appending(component: "other.json")), default: [1, 2]]
  }
}
