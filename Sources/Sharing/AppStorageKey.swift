import Dependencies
import Foundation
import IssueReporting

extension SharedKey {
  /// A small setting kept across launches, like `UserDefaults` on Apple platforms:
  /// `@Shared(.appStorage("isDarkMode")) var isDarkMode = false`.
  ///
  /// All keys of an app live in one JSON object in `@Dependency(\.defaultAppStorage)`: live,
  /// `$XDG_CONFIG_HOME/<app>/app-storage.json` (or `~/.config/<app>/app-storage.json`), where
  /// `<app>` is the executable's name; in tests, a fresh in-memory store. Values are any
  /// `Codable` type, each stored as its JSON; every change is written at once, atomically.
  public static func appStorage<Value: Codable & Sendable>(_ key: String) -> Self
  where Self == AppStorageKey<Value> {
    AppStorageKey(key: key)
  }
}

/// The key behind `.appStorage("name")`.
public struct AppStorageKey<Value: Codable & Sendable>: SharedKey {
  public struct ID: Hashable, Sendable {
    let key: String
    let store: ObjectIdentifier
  }

  let key: String
  let store: AppStorage

  init(key: String) {
    @Dependency(\.defaultAppStorage) var store
    self.key = key
    self.store = store
  }

  public var id: ID { ID(key: key, store: ObjectIdentifier(store)) }

  public func load(initialValue: Value?) -> Value? {
    guard let data = store.data(forKey: key) else { return nil }
    do {
      // Wrapped in an array: JSONDecoder on Linux reads top-level fragments (`3`, `"a"`) too,
      // but the array keeps this independent of that.
      return try JSONDecoder().decode([Value].self, from: Data("[".utf8) + data + Data("]".utf8))
        .first
    } catch {
      reportIssue(
        "\(store.description): \"\(key)\" could not be decoded as \(Value.self) (\(error)); "
          + "the stored value is kept and the default is used."
      )
      return nil
    }
  }

  public func subscribe(
    initialValue: Value?, didSet: @escaping @Sendable (Value?) -> Void
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  public func save(_ value: Value, immediately: Bool) {
    do {
      let array = try JSONEncoder().encode([value])
      store.set(array.dropFirst().dropLast(), forKey: key)
    } catch {
      reportIssue("\"\(key)\" was not saved to \(store.description) (\(error)).")
    }
  }
}

/// The key–value store behind `.appStorage`: one JSON object, in a file or in memory.
//
// `@unchecked Sendable`: `values` is only touched under `lock`.
public final class AppStorage: @unchecked Sendable, CustomStringConvertible {
  private let lock = NSLock()
  private let fileURL: URL?
  private var values: [String: Data] = [:]

  /// A store kept in `fileURL` (read now if it exists; written on every change).
  public init(fileURL: URL) {
    self.fileURL = fileURL
    if let data = try? Data(contentsOf: fileURL) {
      do {
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        for (key, value) in object {
          values[key] = try JSONSerialization.data(
            withJSONObject: value, options: [.fragmentsAllowed]
          )
        }
      } catch {
        reportIssue(
          "\(fileURL.path) could not be read (\(error)); settings start empty and the file is "
            + "left as it is until a setting changes."
        )
      }
    }
  }

  /// A store that lives only as long as the process (tests, previews).
  public init() {
    self.fileURL = nil
  }

  /// The live store of this app: `app-storage.json` in `$XDG_CONFIG_HOME/<app>` or
  /// `~/.config/<app>` on Linux, in `<Application Support>/<app>` elsewhere. A GTK app that
  /// wants GLib's answer on every platform passes `Gtk.userConfigDirectory` to
  /// ``init(fileURL:)`` instead.
  public static func standard(appName: String = ProcessInfo.processInfo.processName) -> AppStorage {
    #if os(Linux)
      let environment = ProcessInfo.processInfo.environment
      let configHome =
        environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
    #else
      let configHome = FileManager.default
        .urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
    #endif
    return AppStorage(
      fileURL: configHome.appendingPathComponent(appName).appendingPathComponent("app-storage.json")
    )
  }

  public var description: String { fileURL?.path ?? "in-memory app storage" }

  func data(forKey key: String) -> Data? { lock.withLock { values[key] } }

  func set(_ data: Data, forKey key: String) {
    lock.lock()
    defer { lock.unlock() }
    values[key] = data
    guard let fileURL else { return }
    do {
      var object: [String: Any] = [:]
      for (key, data) in values {
        object[key] = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      }
      let file = try JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys]
      )
      try FileManager.default.createDirectory(
        at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true
      )
      try file.write(to: fileURL, options: .atomic)
    } catch {
      reportIssue("\(fileURL.path) could not be written (\(error)); the previous file is kept.")
    }
  }
}

private enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: AppStorage { .standard() }
  static var testValue: AppStorage { AppStorage() }
}

extension DependencyValues {
  /// The store `.appStorage` keys use. Tests get a fresh in-memory store; to test against a
  /// file, set `$0.defaultAppStorage = AppStorage(fileURL: temporaryFile)`.
  public var defaultAppStorage: AppStorage {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}

extension SharedReaderKey {
  /// `.appStorage("name")` for a `@SharedReader`.
  public static func appStorage<Value: Codable & Sendable>(_ key: String) -> Self
  where Self == AppStorageKey<Value> {
    AppStorageKey(key: key)
  }
}
