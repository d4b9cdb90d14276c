/// A key together with the value it starts from, so that a property needs no initial value:
///
/// ```swift
/// extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
///   static var syncUps: Self {
///     Self[.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")), default: []]
///   }
/// }
///
/// @Shared(.syncUps) var syncUps   // the stored sync-ups, or [] when there are none yet
/// ```
///
/// It is the same value as the key without its default: `@Shared(.syncUps)` and
/// `@Shared(.fileStorage(url)) var syncUps = …` with the same URL refer to one value.
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// `Key.Default[key, default: value]`: `key`, starting from `value` when it holds nothing.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  public var id: Base.ID { base.id }

  public func load(initialValue: Base.Value?) -> Base.Value? {
    base.load(initialValue: initialValue)
  }

  public func subscribe(
    initialValue: Base.Value?, didSet: @escaping @Sendable (Base.Value?) -> Void
  ) -> SharedSubscription {
    base.subscribe(initialValue: initialValue, didSet: didSet)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  public func save(_ value: Base.Value, immediately: Bool) {
    base.save(value, immediately: immediately)
  }
}

extension SharedReaderKey {
  /// This key with a default value: the type of `Self[key, default: value]`.
  public typealias Default = _SharedKeyDefault<Self>
}

extension Shared {
  /// The value stored under a key that carries its own default: `@Shared(.syncUps) var syncUps`.
  public init<Key: SharedKey<Value>>(_ key: _SharedKeyDefault<Key>) {
    self.init(wrappedValue: key.defaultValue(), key.base)
  }

  /// The value stored under `key`, starting from `wrappedValue` rather than the key's default.
  public init<Key: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: _SharedKeyDefault<Key>
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }
}

extension SharedReader {
  /// The value stored under a key that carries its own default.
  public init<Key: SharedReaderKey<Value>>(_ key: _SharedKeyDefault<Key>) {
    self.init(wrappedValue: key.defaultValue(), key.base)
  }

  /// The value stored under `key`, starting from `wrappedValue` rather than the key's default.
  public init<Key: SharedReaderKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: _SharedKeyDefault<Key>
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }
}
