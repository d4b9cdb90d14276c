import ConcurrencyExtras
import Dependencies
import Foundation

/// How `.fileStorage` keys read, write and watch files: the real file system in apps, an
/// in-memory one in tests (so a test never touches the disk unless it asks to), as in
/// swift-sharing. The storage also decides when a change is written: the file system debounces
/// writes by a second; the in-memory one writes at once, so tests need no clock.
///
/// ```swift
/// withDependencies {
///   $0.defaultFileStorage = .fileSystem
/// } operation: { ... }
/// ```
public struct FileStorage: Sendable {
  let identity = Identity()
  let load: @Sendable (URL) throws -> Data
  let save: @Sendable (Data, URL) throws -> Void
  /// Calls `onChange` (off the main actor) each time the file at the URL may have changed.
  let watch: @Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription
  let move: @Sendable (URL, URL) throws -> Void
  /// The clock that debounces saves by a second, or `nil` to write every save at once.
  let debounceClock: (any Clock<Duration>)?

  /// Files on disk, polled every half second, saves debounced by a second of real time.
  public static var fileSystem: Self { fileSystem(pollInterval: .milliseconds(500)) }

  final class Identity: Sendable {}

  /// Files on disk. Writes go to a temporary file in the same directory that is then renamed
  /// over the target, so a reader never sees half a file. Changes made by other processes are
  /// found by polling the file's size and modification date every `pollInterval` on `clock`
  /// (libdispatch has no file-system sources on Linux). Saves wait for a second of
  /// `debounceClock` without a further change (a test passes a `TestClock`).
  public static func fileSystem(
    pollInterval: Duration = .milliseconds(500),
    clock: any Clock<Duration> = ContinuousClock(),
    debounceClock: any Clock<Duration> = ContinuousClock()
  ) -> Self {
    FileStorage(
      load: { try Data(contentsOf: $0) },
      save: { data, url in try writeAtomically(data, to: url) },
      watch: { url, onChange in
        // Stamped now, not when the task starts: a change made in between must not be missed.
        let initial = fileStamp(url)
        let task = Task.detached {
          var last = initial
          while !Task.isCancelled {
            try? await clock.sleep(for: pollInterval)
            let stamp = fileStamp(url)
            if stamp != last {
              last = stamp
              onChange()
            }
          }
        }
        return SharedSubscription { task.cancel() }
      },
      move: { source, destination in
        try FileManager.default.moveItem(at: source, to: destination)
      },
      debounceClock: debounceClock
    )
  }

  /// A new, empty set of files kept in memory, each save written at once: what tests and
  /// previews use by default.
  public static var inMemory: Self {
    let files = LockIsolatedFiles()
    return FileStorage(
      load: { url in
        guard let data = files.get(url) else {
          throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        return data
      },
      save: { data, url in files.set(data, url) },
      watch: { _, _ in SharedSubscription {} },
      move: { source, destination in
        guard let data = files.remove(source) else {
          throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: source.path])
        }
        files.set(data, destination)
      },
      debounceClock: nil
    )
  }
}

// MARK: - Saves that wait out their debounce

extension FileStorage {
  /// Writes now every save of this storage that is still waiting out its debounce, as each
  /// would have been written when its second was up; a save written here is not written again.
  ///
  /// Every storage's pending saves are also written when the process exits normally (returning
  /// from `main`, or `exit`), so quitting within a second of a change loses nothing. A program
  /// that ends another way (`_exit`, a signal it does not handle) calls this first.
  public func flushPendingSaves() {
    PendingSave.flush { $0.storage === identity }
  }
}

/// A debounced write that has not run yet, registered process-wide so that it still runs if the
/// process exits first. It runs at most once: from its debounce task, from a flush, or never if
/// a later save supersedes it.
final class PendingSave: Sendable {
  let storage: FileStorage.Identity
  private let write: LockIsolated<(@Sendable () -> Void)?>

  private static let all = LockIsolated<[ObjectIdentifier: PendingSave]>([:])
  private static let exitHook: Void = {
    atexit { PendingSave.flush { _ in true } }
  }()

  init(storage: FileStorage.Identity, write: @escaping @Sendable () -> Void) {
    self.storage = storage
    self.write = LockIsolated(write)
    _ = PendingSave.exitHook
    PendingSave.all.withValue { $0[ObjectIdentifier(self)] = self }
  }

  /// Writes, unless this save already ran or was discarded.
  func run() {
    let write = take()
    write?()
  }

  /// Forgets the write: a later save replaces it.
  func discard() {
    _ = take()
  }

  private func take() -> (@Sendable () -> Void)? {
    let write = self.write.withValue { write in
      defer { write = nil }
      return write
    }
    PendingSave.all.withValue { _ = $0.removeValue(forKey: ObjectIdentifier(self)) }
    return write
  }

  static func flush(where include: (PendingSave) -> Bool) {
    let saves = all.withValue { Array($0.values) }.filter(include)
    for save in saves { save.run() }
  }
}

// What keys of other modules build on: a key with rules of its own (validation, recovery)
// still reads, writes and watches through the storage the app or the test chose.
extension FileStorage {
  /// The file's contents.
  public func read(_ url: URL) throws -> Data { try load(url) }

  /// Replaces the file's contents (atomically on disk).
  public func write(_ data: Data, to url: URL) throws { try save(data, url) }

  /// Calls `onChange` (off the main actor) each time the file may have changed, until the
  /// subscription is cancelled.
  public func watch(
    _ url: URL, onChange: @escaping @Sendable () -> Void
  ) -> SharedSubscription {
    watch(url, onChange)
  }

  /// An object unique to this storage, for key ids: two storages are never the same files.
  public var identityObject: AnyObject { identity }

  /// Renames a file (to keep a copy aside, say); fails if `source` does not exist.
  public func moveItem(at source: URL, to destination: URL) throws { try move(source, destination) }
}

private func fileStamp(_ url: URL) -> [String]? {
  guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
    return nil
  }
  return [
    "\(attributes[.size] ?? "")", "\(attributes[.modificationDate] ?? "")",
    "\(attributes[.systemFileNumber] ?? "")",
  ]
}

private func writeAtomically(_ data: Data, to url: URL) throws {
  let directory = url.deletingLastPathComponent()
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let temporary = directory.appendingPathComponent(
    ".\(url.lastPathComponent).\(UUID().uuidString).tmp"
  )
  try data.write(to: temporary)
  #if os(Windows)
    // `rename` does not replace an existing file on Windows; ReplaceFile (through Foundation)
    // does, keeping the old one until the new one is in place.
    do {
      if FileManager.default.fileExists(atPath: url.path) {
        _ = try FileManager.default.replaceItemAt(url, withItemAt: temporary)
      } else {
        try FileManager.default.moveItem(at: temporary, to: url)
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  #else
    guard rename(temporary.path, url.path) == 0 else {
      let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  #endif
}

// `@unchecked Sendable`: `files` is only touched under `lock`.
private final class LockIsolatedFiles: @unchecked Sendable {
  private let lock = NSLock()
  private var files: [URL: Data] = [:]
  func get(_ url: URL) -> Data? { lock.withLock { files[url] } }
  func set(_ data: Data, _ url: URL) { lock.withLock { files[url] = data } }
  func remove(_ url: URL) -> Data? { lock.withLock { files.removeValue(forKey: url) } }
}

private enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var testValue: FileStorage { .inMemory }
  static var previewValue: FileStorage { .inMemory }
}

extension DependencyValues {
  /// The file system `.fileStorage` keys use: `.fileSystem` live, `.inMemory` in tests and
  /// previews.
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}
