import CustomDump
import Foundation

/// A read-only reference to a shared value: the value can be observed but not changed through
/// it.
///
/// ```swift
/// @SharedReader(.inMemory("count")) var count = 0
/// let reader = SharedReader($count)       // from a `Shared`
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct SharedReader<Value: Sendable>: Sendable {
  let reference: any SharedReadable<Value>

  init(reference: any SharedReadable<Value>) { self.reference = reference }

  /// A reader of a constant value.
  public init(value: Value) {
    self.reference = SharedBox(value)
  }

  /// A read-only view of `shared`: it sees every change made through `shared`.
  public init(_ shared: Shared<Value>) {
    self.reference = shared.reference
  }

  /// The value stored under `key`, or `wrappedValue` when the key holds nothing yet.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.reference = SharedBoxCache.shared.box(for: key, default: wrappedValue)
  }

  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// The current value.
  public var wrappedValue: Value { reference.value }

  public var projectedValue: SharedReader<Value> {
    get { self }
    set { self = newValue }
  }

  /// A read-only reference to part of the value.
  public subscript<Member: Sendable>(
    dynamicMember keyPath: KeyPath<Value, Member> & Sendable
  ) -> SharedReader<Member> {
    SharedReader<Member>(reference: ReadKeyPathReference(base: reference, keyPath: keyPath))
  }
}

extension SharedReader: Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension SharedReader: CustomStringConvertible {
  public var description: String { "SharedReader(\(String(describing: wrappedValue)))" }
}

extension SharedReader: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}
