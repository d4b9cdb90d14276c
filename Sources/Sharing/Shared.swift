import CustomDump
import Foundation
import IdentifiedCollections

/// A reference to a value stored in one place, that several features read and change.
///
/// ```swift
/// @Shared(.inMemory("count")) var count = 0   // one value per key, process-wide
/// $count.withLock { $0 += 1 }                 // every `@Shared(.inMemory("count"))` sees 1
///
/// let settings = Shared(value: Settings())    // a value shared by whoever holds a copy
/// let theme: Shared<Theme> = settings.theme   // writes go through to `settings`
/// ```
///
/// Reading `wrappedValue` inside `withObservationTracking` (a view's body, a store observation)
/// is notified when the value changes through any reference to the same storage.
@dynamicMemberLookup
@propertyWrapper
public struct Shared<Value: Sendable>: Sendable {
  let reference: any SharedWritable<Value>

  init(reference: any SharedWritable<Value>) { self.reference = reference }

  /// A new shared value, not tied to any key: copies of this `Shared` refer to the same value.
  public init(value: Value) {
    self.reference = SharedBox(value)
  }

  /// The shared value stored under `key`; `wrappedValue` is used when the key holds nothing yet.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.documentsDirectory.appending(path: "favorites.json")))
  /// var favorites: [Int] = []
  /// ```
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.reference = SharedBoxCache.shared.box(for: key, default: wrappedValue)
  }

  /// `@Shared var count: Int` in a type whose initialiser receives the reference:
  /// `_count = Shared(projectedValue: $count)`, or `self._count = count` with a `Shared`.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// A non-optional reference to an optional shared value, or `nil` while it is `nil`.
  ///
  /// ```swift
  /// if let todo = Shared($todos[id: id]) { todo.withLock { $0.isDone = true } }
  /// ```
  public init?(_ base: Shared<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.reference = UnwrappedReference(base: base.reference, lastValue: value)
  }

  /// The current value. To change it, use `withLock`: `$count.withLock { $0 += 1 }`.
  public var wrappedValue: Value { reference.value }

  /// The reference itself: `$count` passes it to a child feature or calls `withLock` on it.
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Changes the value in place, atomically with respect to other writers, then notifies the
  /// observers of every reference to this value and saves it through its key, if any.
  public func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
    try reference.withLock(operation)
  }

  /// A reference to part of the value that writes through to this one: `$settings.theme`.
  public subscript<Member: Sendable>(
    dynamicMember keyPath: WritableKeyPath<Value, Member> & Sendable
  ) -> Shared<Member> {
    Shared<Member>(reference: KeyPathReference(base: reference, keyPath: keyPath))
  }

  /// A read-only reference to part of the value.
  public subscript<Member: Sendable>(
    dynamicMember keyPath: KeyPath<Value, Member> & Sendable
  ) -> SharedReader<Member> {
    SharedReader(self)[dynamicMember: keyPath]
  }
}

extension Shared {
  /// The element with `id`, as an optional shared reference; unwrap it with `Shared(_:)`:
  /// `Shared($todos[id: id])`.
  public subscript<ID: Hashable & Sendable, Element: Sendable>(
    id id: ID
  ) -> Shared<Element?> where Value == IdentifiedArray<ID, Element> {
    Shared<Element?>(reference: KeyPathReference(base: reference, keyPath: \.[id: id]))
  }
}

extension Shared: Equatable where Value: Equatable {
  /// Shared values are equal when their values are, whichever storage they come from. While a
  /// `TestStore` compares expected with actual state, the left side is the expected value.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard _SharedChangeTracker.isAsserting else { return lhs.wrappedValue == rhs.wrappedValue }
    return lhs.reference.value(snapshot: true) == rhs.reference.value(snapshot: false)
  }
}

extension Shared: CustomStringConvertible {
  public var description: String { "Shared(\(String(describing: wrappedValue)))" }
}

extension Shared: CustomDumpRepresentable {
  /// State diffs show the shared value itself, not the reference.
  public var customDumpValue: Any { wrappedValue }
}
