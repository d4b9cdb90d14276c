import Observation
import OrderedCollections
import Synchronization

/// A state type whose property reads and writes are tracked by Swift's Observation.
///
/// Apply the `@ObservableState` macro rather than conforming by hand:
///
/// ```swift
/// @ObservableState
/// struct State {
///   var count = 0
///   var text = ""
/// }
/// ```
///
/// Reading `store.count` inside `withObservationTracking` then notifies when, and only when,
/// `count` changes: writing an equal value or changing `text` notifies nobody. A value has an
/// identity (``_$id``) that survives mutation and copies; a newly created value has a new one,
/// which is how a parent tells "the child changed" from "a different child was put here".
public protocol ObservableState: Observable {
  /// The identity of this value.
  var _$id: ObservableStateID { get }

  /// Called before a store mutates this value in place.
  mutating func _$willModify()
}

/// The identity of an ``ObservableState`` value.
///
/// Identities come from a process-wide counter: creating one is an atomic increment, with no
/// allocation and no system call.
public struct ObservableStateID: Hashable, Sendable, CustomDebugStringConvertible {
  private enum Value: Hashable, Sendable {
    case unique(UInt64)
    /// The identity of an enum state: its case and the identity of the case's payload.
    indirect case tagged(Value, tag: UInt32)
  }

  // Starts at 1: 0 is the identity of values with no identity of their own (`_$inert`).
  private static let counter = Atomic<UInt64>(1)
  private var value: Value

  /// A new, unique identity.
  public init() {
    let (next, _) = Self.counter.add(1, ordering: .relaxed)
    self.value = .unique(next)
  }

  private init(value: Value) {
    self.value = value
  }

  /// This identity combined with an enum case tag, for the identity of an enum state.
  public func _$tag(_ tag: UInt32) -> Self {
    Self(value: .tagged(value, tag: tag))
  }

  /// The identity of the payload of an enum state's case: the payload's own identity when it is
  /// observable state, the same constant identity otherwise (combine with ``_$tag(_:)``).
  public static func _$id<T>(for value: T) -> Self {
    (value as? any ObservableState)?._$id ?? ._$inert
  }

  /// The identity of an enum case whose payload has no identity of its own; combine with
  /// ``_$tag(_:)`` to tell cases apart.
  public static let _$inert = Self(value: .unique(0))

  public var debugDescription: String {
    switch value {
    case let .unique(id): "ObservableStateID(\(id))"
    case let .tagged(base, tag): "\(Self(value: base).debugDescription)#\(tag)"
    }
  }
}

/// What an `@ObservableState` value keeps for observation: its identity and a registrar shared by
/// its copies. Generated code calls it from each property's accessors.
///
/// It compares as equal to any other registrar, so that synthesized `Equatable` conformances
/// compare state by its fields only.
public struct ObservationStateRegistrar: Hashable, Sendable, Codable {
  /// The identity of the value holding this registrar.
  public private(set) var id = ObservableStateID()

  @usableFromInline
  let registrar = ObservationRegistrar()

  /// Which properties have ever been read, one bit each (see ``access(_:keyPath:_:)``).
  @usableFromInline
  let accessLog = _AccessLog()

  /// A registrar for a new value, with a new identity.
  public init() {}

  /// Part of the `ObservableState` protocol; identity is kept across in-place mutations.
  public mutating func _$willModify() {}

  /// Records a read of `keyPath` for the current observation tracking, if any.
  ///
  /// `bit` identifies the property among its siblings (generated code derives it from the
  /// property's name; two properties may share one). A property that was never read cannot have
  /// an observer, so writing it skips Observation altogether: actions that only change fields
  /// nobody reads cost no notification bookkeeping. The default, every bit, is always correct.
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ bit: UInt64 = .max
  ) {
    accessLog.record(bit)
    registrar.access(subject, keyPath: keyPath)
  }

  /// Writes `newValue`, notifying observers of `keyPath` unless it is identical to the current
  /// value (equal, for `Equatable` values; the same identity, for observable state).
  @inlinable
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ bit: UInt64 = .max
  ) {
    if !accessLog.contains(bit) || isIdentityEqual(value, newValue) {
      value = newValue
    } else {
      registrar.withMutation(of: subject, keyPath: keyPath) {
        value = newValue
      }
    }
  }

  /// Begins an in-place modification of a property: takes what is needed to tell afterwards
  /// whether it changed, without holding a copy that would make the mutation copy-on-write.
  @inlinable
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member,
    _ bit: UInt64 = .max
  ) -> _ModificationSnapshot<Member> {
    guard accessLog.contains(bit) else { return .unobserved }
    // Trivial values are copied for comparison; anything holding a buffer is not, since the
    // copy would force the in-place mutation to copy the whole buffer.
    return _isPOD(Member.self) ? .value(member) : .opaque
  }

  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member,
    _ bit: UInt64 = .max
  ) -> _ModificationSnapshot<Member> {
    member._$willModify()
    guard accessLog.contains(bit) else { return .unobserved }
    return .identity(member._$id)
  }

  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member?>, _ member: inout Member?,
    _ bit: UInt64 = .max
  ) -> _ModificationSnapshot<Member?> {
    member?._$willModify()
    guard accessLog.contains(bit) else { return .unobserved }
    return .optionalIdentity(member?._$id)
  }

  @inlinable
  public func willModify<Subject: Observable, ID: Hashable, Element: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ member: inout IdentifiedArray<ID, Element>,
    _ bit: UInt64 = .max
  ) -> _ModificationSnapshot<IdentifiedArray<ID, Element>> {
    guard accessLog.contains(bit) else { return .unobserved }
    // Sharing the ids (not the elements) is free, and comparing them afterwards is a buffer
    // identity check unless elements were inserted, removed or moved.
    return .ids(AnyHashable(member.ids))
  }

  /// Ends an in-place modification begun with `willModify`, notifying observers of `keyPath`
  /// when the property changed.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member,
    _ snapshot: _ModificationSnapshot<Member>,
    _ isIdentityEqual: (Member, Member) -> Bool,
    _ bit: UInt64 = .max
  ) {
    switch snapshot {
    case .unobserved:
      // Nobody had read the property when the modification began; whoever reads it from now on
      // reads the new value.
      return
    case let .value(oldValue):
      if isIdentityEqual(oldValue, member) { return }
    case let .identity(id):
      if let member = member as? any ObservableState, member._$id == id { return }
    case let .optionalIdentity(id):
      if (member as? (any ObservableState)?)??._$id == id { return }
    case let .ids(ids):
      if let member = member as? any _IdentifiedCollection, member._anyIDs == ids { return }
    case .opaque:
      break
    }
    // The value already changed in place: observers are told after the fact, which is when they
    // read it anyway (they re-read once the store has finished processing the action).
    registrar.willSet(subject, keyPath: keyPath)
    registrar.didSet(subject, keyPath: keyPath)
  }

  public static func == (_: Self, _: Self) -> Bool { true }
  public func hash(into _: inout Hasher) {}

  // Encoded as nothing, so that `Codable` state can be synthesized; a decoded value is new.
  public init(from decoder: any Decoder) {}
  public func encode(to encoder: any Encoder) {}
}

/// What `willModify` keeps of a property to tell whether an in-place modification changed it.
public enum _ModificationSnapshot<Member> {
  case value(Member)
  case identity(ObservableStateID)
  case optionalIdentity(ObservableStateID?)
  case ids(AnyHashable)
  case opaque
  /// The property had never been read: nobody observes it.
  case unobserved
}

/// Which properties of an observable value have been read, one bit each. Shared by the copies
/// of a value, like its registrar.
public final class _AccessLog: Sendable {
  @usableFromInline
  let bits = Atomic<UInt64>(0)

  @usableFromInline
  init() {}

  /// Marks the properties of `bit` as read.
  @inlinable
  func record(_ bit: UInt64) {
    // Reads are far more frequent than first reads: only write when the bit is new.
    if bits.load(ordering: .relaxed) & bit != bit {
      bits.bitwiseOr(bit, ordering: .relaxed)
    }
  }

  /// Whether any property of `bit` has been read.
  @inlinable
  func contains(_ bit: UInt64) -> Bool {
    bits.load(ordering: .relaxed) & bit != 0
  }
}

/// An identified collection whose ids can be compared without knowing its element type.
public protocol _IdentifiedCollection {
  var _anyIDs: AnyHashable { get }
}

extension IdentifiedArray: _IdentifiedCollection {
  public var _anyIDs: AnyHashable { AnyHashable(ids) }
}

/// Whether two values are the same as far as observers are concerned. The generated accessors
/// of `@ObservableState` pass the most specific overload for each property's type.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

@inlinable
public func _$isIdentityEqual<T: ObservableState & Equatable>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T?, _ rhs: T?) -> Bool {
  lhs?._$id == rhs?._$id
}

@inlinable
public func _$isIdentityEqual<T: ObservableState & Equatable>(_ lhs: T?, _ rhs: T?) -> Bool {
  lhs?._$id == rhs?._$id
}

@inlinable
public func _$isIdentityEqual<ID: Hashable, T: ObservableState>(
  _ lhs: IdentifiedArray<ID, T>, _ rhs: IdentifiedArray<ID, T>
) -> Bool {
  lhs.ids == rhs.ids
}

@inlinable
public func _$isIdentityEqual<ID: Hashable, T: ObservableState & Equatable>(
  _ lhs: IdentifiedArray<ID, T>, _ rhs: IdentifiedArray<ID, T>
) -> Bool {
  lhs.ids == rhs.ids
}

@inlinable
public func _$isIdentityEqual<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool {
  lhs == rhs
}

@inlinable
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  false
}
