import ComposableArchitecture
import Foundation

extension SharedKey where Self == FavoritePrimesKey {
  /// The favorite primes, kept as a JSON list in `@Dependency(\.favoritePrimesURL)`:
  /// `@Shared(.favoritePrimes) var favoritePrimes: [Int] = []`.
  ///
  /// Like `.fileStorage`, but a favorites file is something a person cares about, so it is never
  /// lost: a file that cannot be read is kept aside (`favorites.json.corrupt-<time>`) before
  /// anything is written in its place, entries that are not primes are dropped with a message, and
  /// a save that fails is retried while the list stays in memory. What happened is reported in
  /// `.favoritesFileStatus` for the window to show.
  public static var favoritePrimes: Self { FavoritePrimesKey() }
}

extension SharedKey where Self == InMemoryKey<FavoritesFileStatus> {
  /// What the favorites file last reported: problems at load, failed saves.
  public static var favoritesFileStatus: Self { .inMemory("favoritesFileStatus") }
}

extension SharedReaderKey where Self == InMemoryKey<FavoritesFileStatus> {
  /// What the favorites file last reported: problems at load, failed saves.
  public static var favoritesFileStatus: Self { .inMemory("favoritesFileStatus") }
}

/// What the window says about the favorites file.
public struct FavoritesFileStatus: Equatable, Sendable {
  /// A problem found when the file was read (at start, or when another program changed it),
  /// shown until the user dismisses it.
  public var problem: String?
  /// Why the last save failed; cleared by the next save that succeeds.
  public var saveError: String?

  public init(problem: String? = nil, saveError: String? = nil) {
    self.problem = problem
    self.saveError = saveError
  }
}

/// How long a failed save waits before it is tried again.
public let favoritesSaveRetryInterval: Duration = .seconds(5)

/// The key behind `.favoritePrimes`.
public struct FavoritePrimesKey: SharedKey {
  public typealias Value = [Int]

  public struct ID: Hashable, Sendable {
    let url: URL
    let storage: ObjectIdentifier
  }

  let url: URL
  let storage: FileStorage
  let primes: PrimeClient
  let clock: any Clock<Duration>
  let now: @Sendable () -> Date
  let status: Shared<FavoritesFileStatus>
  let file = FavoritesFileState()

  init() {
    @Dependency(\.favoritePrimesURL) var url
    @Dependency(\.defaultFileStorage) var storage
    @Dependency(\.primes) var primes
    @Dependency(\.continuousClock) var clock
    @Dependency(\.date) var date
    self.url = url
    self.storage = storage
    self.primes = primes
    self.clock = clock
    self.now = { date.now }
    self.status = Shared(wrappedValue: FavoritesFileStatus(), .favoritesFileStatus)
  }

  public var id: ID {
    ID(url: url.standardizedFileURL, storage: ObjectIdentifier(storage.identityObject))
  }

  public func load(initialValue: [Int]?) -> [Int]? {
    switch read() {
    case .missing, .unchanged:
      return nil
    case let .valid(favorites):
      return favorites
    case let .unreadable(reason):
      keepAside(reason: reason, restoring: nil)
      return nil
    }
  }

  public func subscribe(
    initialValue: [Int]?, didSet: @escaping @Sendable ([Int]?) -> Void
  ) -> SharedSubscription {
    storage.watch(url) { [self] in
      let lastData = file.lastData
      switch read(ignoring: lastData) {
      case .unchanged:
        return
      case .missing:
        didSet(nil)
      case let .valid(favorites):
        didSet(favorites)
      case let .unreadable(reason):
        // Another program wrote something we cannot read: keep it aside and put back the list
        // this window shows, so the file and the window agree again.
        keepAside(reason: reason, restoring: lastData)
      }
    }
  }

  public func save(_ value: [Int], immediately: Bool) {
    file.cancelRetry()
    attemptSave(value)
  }

  // MARK: - Reading

  private enum ReadResult {
    case missing
    case unchanged
    case valid([Int])
    case unreadable(String)
  }

  private func read(ignoring ownData: Data? = nil) -> ReadResult {
    let data: Data
    do {
      data = try storage.read(url)
    } catch {
      if isMissingFile(error) {
        file.lastData = nil
        return .missing
      }
      return .unreadable(describe(error))
    }
    if let ownData, data == ownData { return .unchanged }
    guard let contents = FavoritesFileContents.decode(data, isPrime: primes.isPrime) else {
      return .unreadable("it is not a JSON list of numbers")
    }
    file.lastData = data
    let dropped = contents.dropped
    if !dropped.isEmpty {
      report(
        problem: """
          \(dropped.count == 1 ? "One entry" : "\(dropped.count) entries") of \(url.path) \
          \(dropped.count == 1 ? "was" : "were") dropped: \(dropped.joined(separator: ", ")). \
          The file is rewritten without \(dropped.count == 1 ? "it" : "them") at the next change.
          """
      )
    }
    return .valid(contents.primes)
  }

  /// Renames an unreadable file to `<name>.corrupt-<time>` so that nothing is written over it.
  private func keepAside(reason: String, restoring lastData: Data?) {
    let aside = asideURL()
    do {
      try storage.moveItem(at: url, to: aside)
    } catch {
      file.isBlocked = true
      report(
        problem: """
          \(url.path) could not be read (\(reason)) and could not be moved aside \
          (\(describe(error))). Favorites are not saved over it: move or fix the file, then \
          restart PrimeTime.
          """
      )
      return
    }
    file.isBlocked = false
    if let lastData { try? write(lastData) }
    report(
      problem: """
        \(url.path) could not be read (\(reason)). It was kept as \(aside.lastPathComponent) \
        \(lastData == nil ? "and PrimeTime started with no favorites" : "and the list shown here was saved in its place").
        """
    )
  }

  private func asideURL() -> URL {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let base = "\(url.lastPathComponent).corrupt-\(formatter.string(from: now()))"
    let directory = url.deletingLastPathComponent()
    var candidate = directory.appendingPathComponent(base)
    var suffix = 2
    while (try? storage.read(candidate)) != nil {
      candidate = directory.appendingPathComponent("\(base)-\(suffix)")
      suffix += 1
    }
    return candidate
  }

  // MARK: - Saving

  private func attemptSave(_ value: [Int]) {
    guard !file.isBlocked else {
      reportSaveError(
        "Favorites are not saved: \(url.path) could not be read and is kept as it is."
      )
      return
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted]
    do {
      try write(try encoder.encode(value))
      reportSaveError(nil)
    } catch {
      reportSaveError(
        """
        Favorites could not be saved to \(url.path) (\(describe(error))). They are kept here \
        and saving is tried again every \(favoritesSaveRetryInterval.components.seconds) seconds.
        """
      )
      let clock = self.clock
      file.scheduleRetry(
        Task { [self] in
          do { try await clock.sleep(for: favoritesSaveRetryInterval) } catch { return }
          attemptSave(value)
        }
      )
    }
  }

  private func write(_ data: Data) throws {
    try storage.write(data, to: url)
    file.lastData = data
  }

  private func report(problem: String) {
    status.withLock { $0.problem = problem }
  }

  private func reportSaveError(_ message: String?) {
    guard status.wrappedValue.saveError != message else { return }
    status.withLock { $0.saveError = message }
  }
}

/// Whether reading failed because there is no file (or no directory to hold one), which is not
/// a problem: the list is empty until the first save creates it.
private func isMissingFile(_ error: any Error) -> Bool {
  var posix = error as? POSIXError
  if let error = error as? CocoaError {
    if error.code == .fileReadNoSuchFile || error.code == .fileNoSuchFile { return true }
    posix = error.underlying as? POSIXError
  }
  return posix?.code == .ENOENT || posix?.code == .ENOTDIR
}

private func describe(_ error: any Error) -> String {
  if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
    return String(cString: strerror(underlying.code.rawValue))
  }
  if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
  if let error = error as? CocoaError {
    switch error.code {
    case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
    case .fileWriteOutOfSpace: return "no space left on the disk"
    case .fileWriteVolumeReadOnly: return "the disk is read-only"
    default: break
    }
  }
  return error.localizedDescription
}

/// What a favorites key remembers across calls.
//
// `@unchecked Sendable`: every stored property is only touched under `lock`.
final class FavoritesFileState: @unchecked Sendable {
  private let lock = NSLock()
  private var _lastData: Data?
  private var _isBlocked = false
  private var retry: Task<Void, Never>?

  /// The bytes last read or written, to tell our own writes from other programs' changes.
  var lastData: Data? {
    get { lock.withLock { _lastData } }
    set { lock.withLock { _lastData = newValue } }
  }

  /// Set while an unreadable file could not be moved aside: nothing may be written over it.
  var isBlocked: Bool {
    get { lock.withLock { _isBlocked } }
    set { lock.withLock { _isBlocked = newValue } }
  }

  func scheduleRetry(_ task: Task<Void, Never>) {
    lock.withLock {
      retry?.cancel()
      retry = task
    }
  }

  func cancelRetry() {
    lock.withLock {
      retry?.cancel()
      retry = nil
    }
  }
}

extension DependencyValues {
  /// Where the favorite primes are kept. The app sets it from GLib's user data directory; the
  /// default is the same place by the XDG rules on Linux (Application Support elsewhere), and
  /// tests get a path in a fresh temporary directory (with `.inMemory` file storage, nothing
  /// is written there unless a test asks).
  public var favoritePrimesURL: URL {
    get { self[FavoritePrimesURLKey.self] }
    set { self[FavoritePrimesURLKey.self] = newValue }
  }
}

private enum FavoritePrimesURLKey: DependencyKey {
  static var liveValue: URL {
    #if os(Linux)
      let environment = ProcessInfo.processInfo.environment
      let dataHome =
        environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        ?? FileManager.default.homeDirectoryForCurrentUser
        .appendingPathComponent(".local/share")
    #else
      let dataHome = FileManager.default
        .urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
    #endif
    return dataHome.appendingPathComponent("org.swiftcomposablegtk.PrimeTime/favorites.json")
  }

  static var testValue: URL {
    URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("PrimeTimeTests-\(UUID().uuidString)/favorites.json")
  }
}
