import Dependencies
import Foundation

extension SharedKey {
  /// A value kept in memory for the life of the process, one per key:
  /// `@Shared(.inMemory("isLoggedIn")) var isLoggedIn = false`.
  ///
  /// Values live in `@Dependency(\.defaultInMemoryStorage)`, read when the key is made; its
  /// test value is a fresh storage per test context, so tests do not see each other's values.
  public static func inMemory<Value: Sendable>(_ key: String) -> Self
  where Self == InMemoryKey<Value> {
    InMemoryKey(key: key)
  }
}

/// The key behind `.inMemory("name")`.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  public struct ID: Hashable, Sendable {
    let key: String
    let storage: ObjectIdentifier
  }

  let key: String
  let storage: InMemoryStorage

  init(key: String) {
    @Dependency(\.defaultInMemoryStorage) var storage
    self.key = key
    self.storage = storage
  }

  public var id: ID { ID(key: key, storage: ObjectIdentifier(storage)) }

  public func load(initialValue: Value?) -> Value? {
    if let value = storage[key] as? Value { return value }
    if let initialValue { storage[key] = initialValue }
    return nil
  }

  public func subscribe(
    initialValue: Value?, didSet: @escaping @Sendable (Value?) -> Void
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  public func save(_ value: Value, immediately: Bool) {
    storage[key] = value
  }
}

/// The values of `.inMemory` keys. Keeping them here (and not only in the references) lets a
/// value outlive every `@Shared` that used it, as it does in swift-sharing.
//
// `@unchecked Sendable`: `values` is only touched under `lock`, and holds only `Sendable` values.
public final class InMemoryStorage: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: any Sendable] = [:]

  public init() {}

  subscript(key: String) -> (any Sendable)? {
    get { lock.withLock { values[key] } }
    set { lock.withLock { values[key] = newValue } }
  }
}

private enum DefaultInMemoryStorageKey: DependencyKey {
  static var liveValue: InMemoryStorage { InMemoryStorage() }
  static var testValue: InMemoryStorage { InMemoryStorage() }
}

extension DependencyValues {
  /// Where `.inMemory` keys keep their values. Override it to isolate a test or a preview:
  /// `withDependencies { $0.defaultInMemoryStorage = InMemoryStorage() } operation: { ... }`.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[DefaultInMemoryStorageKey.self] }
    set { self[DefaultInMemoryStorageKey.self] = newValue }
  }
}

extension SharedReaderKey {
  /// `.inMemory("name")` for a `@SharedReader`.
  public static func inMemory<Value: Sendable>(_ key: String) -> Self
  where Self == InMemoryKey<Value> {
    InMemoryKey(key: key)
  }
}
