import Dependencies
import Foundation
import IssueReporting

extension SharedKey {
  /// A value stored as JSON in a file:
  /// `@Shared(.fileStorage(URL(filePath: "/home/me/.local/share/app/favorites.json"))) var favorites: [Int] = []`.
  ///
  /// - Saves go through `@Dependency(\.defaultFileStorage)`: on disk they are debounced by one
  ///   second and written atomically, and a save still waiting when the process exits is
  ///   written then (see `FileStorage.flushPendingSaves()`); in tests the storage is in memory
  ///   and writes at once.
  /// - When the file changes on disk, the value is reloaded and observers are notified; when it
  ///   is deleted, the value goes back to its default.
  /// - A file that cannot be decoded is reported with `reportIssue` and left as it is: the
  ///   value starts from its default and nothing is written until the value is changed.
  public static func fileStorage<Value: Codable & Sendable>(_ url: URL) -> Self
  where Self == FileStorageKey<Value> {
    FileStorageKey(url: url)
  }
}

/// The key behind `.fileStorage(url)`.
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey {
  public struct ID: Hashable, Sendable {
    let url: URL
    let storage: ObjectIdentifier
  }

  let url: URL
  let storage: FileStorage
  let state = FileStorageState()

  init(url: URL) {
    @Dependency(\.defaultFileStorage) var storage
    self.url = url
    self.storage = storage
  }

  public var id: ID {
    ID(url: url.standardizedFileURL, storage: ObjectIdentifier(storage.identity))
  }

  public func load(initialValue: Value?) -> Value? {
    guard let data = try? storage.load(url) else { return nil }
    return decode(data)
  }

  public func subscribe(
    initialValue: Value?, didSet: @escaping @Sendable (Value?) -> Void
  ) -> SharedSubscription {
    storage.watch(url) { [storage, url, state] in
      guard let data = try? storage.load(url) else {
        state.lastData = nil
        didSet(nil)
        return
      }
      // Our own writes come back through the watcher: they are not changes.
      guard data != state.lastData else { return }
      if let value = decode(data) { didSet(value) }
    }
  }

  public func save(_ value: Value, immediately: Bool) {
    let data: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      data = try encoder.encode(value)
    } catch {
      reportIssue("\(url.path) was not saved: the value could not be encoded (\(error)).")
      return
    }
    let write: @Sendable () -> Void = { [storage, url, state] in
      do {
        try storage.save(data, url)
        state.lastData = data
      } catch {
        reportIssue("\(url.path) could not be written (\(error)); the previous file is kept.")
      }
    }
    guard !immediately, let clock = storage.debounceClock else {
      state.replacePending(with: nil)
      write()
      return
    }
    // Registered process-wide until written, so that exiting within the second loses nothing.
    let save = PendingSave(storage: storage.identity, write: write)
    state.replacePending(
      with: (
        task: Task {
          do { try await clock.sleep(for: .seconds(1)) } catch { return }
          save.run()
        },
        save: save
      )
    )
  }

  private func decode(_ data: Data) -> Value? {
    state.lastData = data
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      reportIssue(
        """
        \(url.path) could not be decoded as \(Value.self) (\(error)). The file is left as it is \
        and the value starts from its default; it is written again only when the value changes.
        """
      )
      return nil
    }
  }
}

/// What a file key remembers between calls: the pending debounced save, and the bytes last read
/// or written (to tell our own writes from other processes' changes).
//
// `@unchecked Sendable`: both properties are only touched under `lock`.
final class FileStorageState: @unchecked Sendable {
  private let lock = NSLock()
  private var _lastData: Data?
  private var pending: (task: Task<Void, Never>, save: PendingSave)?

  var lastData: Data? {
    get { lock.withLock { _lastData } }
    set { lock.withLock { _lastData = newValue } }
  }

  /// Replaces the save waiting out its debounce (nil: a save written at once replaces it).
  func replacePending(with new: (task: Task<Void, Never>, save: PendingSave)?) {
    lock.withLock {
      pending?.task.cancel()
      pending?.save.discard()
      pending = new
    }
  }
}

extension SharedReaderKey {
  /// `.fileStorage(url)` for a `@SharedReader`.
  public static func fileStorage<Value: Codable & Sendable>(_ url: URL) -> Self
  where Self == FileStorageKey<Value> {
    FileStorageKey(url: url)
  }
}
