import Synchronization

/// The identity of an ``ObservableState`` value.
///
/// Identities come from a process-wide counter: creating one is an atomic increment, with no
/// allocation and no system call.
///
/// The identity of an enum state is its case plus the identity of the case's payload. A payload
/// that is observable state brings its own identity. Any other payload (an `AlertState`, an
/// `Int`, several values) has no identity of its own and cannot tell observers about changes
/// inside it, so it is identified by its value: `.alert(a)` and `.alert(b)` have different
/// identities unless `a == b`, and observers of the enum hear of the change. A payload that is
/// not even `Equatable` gets a new identity each time it is asked for: observers re-read it
/// after every change of the enum that holds it.
public struct ObservableStateID: Hashable, Sendable, CustomDebugStringConvertible {
  fileprivate enum Value: Hashable, Sendable {
    case unique(UInt64)
    /// A payload without identity of its own, identified by its value.
    case payload(PayloadValue)
    /// A payload that cannot be compared: a new identity every time.
    case incomparable(UInt64)
    /// Several payload values of one case.
    case payloads([Value])
    /// The identity of an enum state: its case and the identity of the case's payload.
    indirect case tagged(Value, tag: UInt32)
  }

  // Starts at 1: 0 is the identity of values with no identity of their own (`_$inert`).
  private static let counter = Atomic<UInt64>(1)
  // The identity of a struct, the common case, is its counter value alone: copying and
  // comparing it is copying and comparing an integer. Other identities (an enum's, which holds
  // its case and payload) live in a box, and `unique` is 0.
  private let unique: UInt64
  private let structured: Structured?

  private final class Structured: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  private var value: Value {
    structured?.value ?? .unique(unique)
  }

  /// A new, unique identity.
  public init() {
    self.unique = Self.next()
    self.structured = nil
  }

  private init(value: Value) {
    if case let .unique(id) = value {
      self.unique = id
      self.structured = nil
    } else {
      self.unique = 0
      self.structured = Structured(value)
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.unique == rhs.unique else { return false }
    switch (lhs.structured, rhs.structured) {
    case (nil, nil): return true
    case let (lhs?, rhs?): return lhs === rhs || lhs.value == rhs.value
    default: return false
    }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(unique)
    hasher.combine(structured?.value)
  }

  private static func next() -> UInt64 {
    counter.add(1, ordering: .relaxed).oldValue
  }

  /// This identity combined with an enum case tag, for the identity of an enum state.
  public func _$tag(_ tag: UInt32) -> Self {
    Self(value: .tagged(value, tag: tag))
  }

  /// The identity of the payload of an enum state's case: the payload's own identity when it is
  /// observable state, its value otherwise (combine with ``_$tag(_:)``).
  public static func _$id<T>(for value: T) -> Self {
    Self(value: payloadIdentity(value))
  }

  /// The identity of a case with several payload values, each identified as by ``_$id(for:)``.
  public static func _$id<each T>(for values: repeat each T) -> Self {
    var parts: [Value] = []
    for value in repeat each values {
      parts.append(payloadIdentity(value))
    }
    return Self(value: .payloads(parts))
  }

  private static func payloadIdentity<T>(_ value: T) -> Value {
    if let state = value as? any ObservableState {
      return state._$id.value
    }
    if let payload = PayloadValue(value) {
      return .payload(payload)
    }
    return .incomparable(next())
  }

  /// The identity of an enum case whose payload has no identity of its own; combine with
  /// ``_$tag(_:)`` to tell cases apart.
  public static let _$inert = Self(value: .unique(0))

  /// The identity of the child this value is, for presentation and effect cancellation: a
  /// child whose payload changes in place (an `Int` counted up by its reducer) is still the
  /// same child, so only observable identities and ephemeral payloads (alerts and dialogs,
  /// which are replaced, never changed) take part; other payload values do not.
  var childIdentity: Self {
    Self(value: Self.childIdentity(of: value))
  }

  private static func childIdentity(of value: Value) -> Value {
    switch value {
    case .unique:
      value
    case let .payload(payload):
      payload.isEphemeral ? value : .unique(0)
    case .incomparable:
      .unique(0)
    case let .payloads(parts):
      .payloads(parts.map(childIdentity(of:)))
    case let .tagged(base, tag):
      .tagged(childIdentity(of: base), tag: tag)
    }
  }

  /// A cheap summary of this identity for order-insensitive checksums over many values (see
  /// `_IdentityChecksum`): the counter value of a unique identity, a hash otherwise.
  /// Equal identities always have equal summaries; an identity holding a payload that is only
  /// `Equatable` (whose hash cannot tell its values apart) is summed up differently each time,
  /// so that it always counts as changed.
  @usableFromInline
  var checksumComponent: UInt64 {
    guard let structured else { return unique }
    let value = structured.value
    if Self.hasUnhashablePayload(value) { return Self.next() }
    return UInt64(bitPattern: Int64(hashValue))
  }

  private static func hasUnhashablePayload(_ value: Value) -> Bool {
    switch value {
    case .unique, .incomparable: false
    case let .payload(payload): !payload.isHashable
    case let .payloads(parts): parts.contains(where: hasUnhashablePayload)
    case let .tagged(base, _): hasUnhashablePayload(base)
    }
  }

  public var debugDescription: String {
    Self.describe(value)
  }

  private static func describe(_ value: Value) -> String {
    switch value {
    case let .unique(id): "ObservableStateID(\(id))"
    case let .payload(payload): "ObservableStateID(\(payload))"
    case let .incomparable(id): "ObservableStateID(incomparable \(id))"
    case let .payloads(parts): "(\(parts.map(describe).joined(separator: ", ")))"
    case let .tagged(base, tag): "\(describe(base))#\(tag)"
    }
  }
}

/// A payload value compared by `==` (and hashed, when it is `Hashable`).
private struct PayloadValue: Hashable, @unchecked Sendable, CustomStringConvertible {
  // Payloads are values held by state; nothing here mutates them, and state crosses actors
  // only as a whole, `Sendable` value.
  private let value: Any
  private let hashValue_: Int
  private let isEqual: (Any) -> Bool
  let isEphemeral: Bool
  /// Whether the hash tells values apart (it is the type's alone for `Equatable` values).
  let isHashable: Bool

  init?<T>(_ value: T) {
    if let hashable = value as? any Hashable {
      self.isHashable = true
      self.hashValue_ = hashable.hashValue
      self.isEqual = {
        ($0 as? any Hashable).map { AnyHashable($0) == AnyHashable(hashable) } ?? false
      }
    } else if let equatable = value as? any Equatable {
      // `Equatable` only: equal values must hash alike, so the hash is the type's.
      self.isHashable = false
      self.hashValue_ = ObjectIdentifier(T.self).hashValue
      self.isEqual = { other in equatable.isEqual(to: other) }
    } else {
      return nil
    }
    self.value = value
    self.isEphemeral = value is any _EphemeralState
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hashValue_ == rhs.hashValue_ && lhs.isEqual(rhs.value)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hashValue_)
  }

  var description: String { "\(value)" }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self).map { $0 == self } ?? false
  }
}
