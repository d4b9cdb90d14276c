import Foundation

/// Where a `SharedReader` value comes from: a key loads it and reports changes made outside the
/// program (another process writing a file).
///
/// ```swift
/// struct EnvironmentKey: SharedReaderKey {
///   let name: String
///   var id: String { name }
///   func load(initialValue: String?) -> String? { ProcessInfo.processInfo.environment[name] }
///   func subscribe(
///     initialValue: String?, didSet: @escaping @Sendable (String?) -> Void
///   ) -> SharedSubscription { SharedSubscription {} }
/// }
/// @SharedReader(EnvironmentKey(name: "HOME")) var home = "/"
/// ```
public protocol SharedReaderKey<Value>: Sendable {
  associatedtype Value: Sendable
  associatedtype ID: Hashable & Sendable = Self

  /// Two references whose keys have equal ids share one value.
  var id: ID { get }

  /// The stored value, or `nil` to use `initialValue` (the property's default).
  func load(initialValue: Value?) -> Value?

  /// Starts listening for changes made outside the program; `didSet(nil)` resets the value to
  /// its default. The subscription ends when the returned value is cancelled or released.
  func subscribe(
    initialValue: Value?, didSet: @escaping @Sendable (_ newValue: Value?) -> Void
  ) -> SharedSubscription
}

extension SharedReaderKey where ID == Self, Self: Hashable {
  public var id: Self { self }
}

/// A `SharedReaderKey` that can also store: `save` runs after every change made with
/// `withLock`.
public protocol SharedKey<Value>: SharedReaderKey {
  /// Stores `value`; a key may defer the write (debounce) unless `immediately` is true.
  func save(_ value: Value, immediately: Bool)
}

/// The end of a key's subscription to external changes.
public final class SharedSubscription: Sendable {
  private let onCancel: @Sendable () -> Void
  private let cancelled = LockedFlag()

  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.onCancel = cancel
  }

  public func cancel() {
    if cancelled.setOnce() { onCancel() }
  }

  deinit { cancel() }
}

// `@unchecked Sendable`: `value` is only touched under `lock`.
final class LockedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  /// Sets the flag; true the first time only.
  func setOnce() -> Bool {
    lock.withLock {
      defer { value = true }
      return !value
    }
  }
}
