import Observation
import OrderedCollections

/// What an `@ObservableState` value keeps for observation: its identity and a registrar shared by
/// its copies. Generated code calls it from each property's accessors.
///
/// It compares as equal to any other registrar, so that synthesized `Equatable` conformances
/// compare state by its fields only.
public struct ObservationStateRegistrar: Hashable, Sendable, Codable {
  /// The identity of the value holding this registrar.
  public private(set) var id = ObservableStateID()

  @usableFromInline
  private(set) var registrar = ObservationRegistrar()

  /// Which properties have ever been read, one bit each (see ``access(_:keyPath:_:)``). Held
  /// only by the copies of one value, so that it also tells whether the value has copies.
  @usableFromInline
  private(set) var accessLog = _AccessLog()

  /// A registrar for a new value, with a new identity.
  public init() {}

  /// Called by generated accessors before a property changes: a copy of a value that is being
  /// changed off the main actor, or by `TestStore` while it builds the state it expects,
  /// becomes a value of its own (a new identity, and observers of its own). Its changes then
  /// reach nobody who observes the value it was copied from, such as a store's live state,
  /// whose observers run on the main actor.
  ///
  /// A value with no copies, or changed by a store on the main actor, keeps its observers.
  public mutating func _$willMutate() {
    if !isKnownUniquelyReferenced(&accessLog), !_isMutatingLiveState() {
      self = Self()
    }
  }

  /// Part of the `ObservableState` protocol; identity is kept across in-place mutations.
  public mutating func _$willModify() {}

  /// Records a read of `keyPath` for the current observation tracking, if any.
  ///
  /// `bit` identifies the property among its siblings (generated code derives it from the
  /// property's name; two properties may share one). A property that was never read cannot have
  /// an observer, so writing it skips Observation altogether: actions that only change fields
  /// nobody reads cost no notification bookkeeping. The default, every bit, is always correct.
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ bit: UInt64 = .max
  ) {
    accessLog.record(bit)
    registrar.access(subject, keyPath: keyPath)
  }

  /// Writes `newValue`, notifying observers of `keyPath` unless it is identical to the current
  /// value (equal, for `Equatable` values; the same identity, for observable state).
  @inlinable  // W5 +1.5% instructions without it
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
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member,
    _ bit: UInt64 = .max
  ) -> _ModificationSnapshot<Member> {
    guard accessLog.contains(bit) else { return .unobserved }
    // Someone reads this property: keep what tells whether it changed. Trivial values are
    // copied for free.
    if _isPOD(Member.self) {
      return .value(member)
    }
    // Anything holding a buffer is not copied: the in-place mutation would then copy what it
    // changes. A hashable value is summed up by its hash instead, so that observers re-run only
    // when it changed; anything else cannot be compared and always notifies.
    if let hashable = member as? any Hashable {
      return .hash(hashable.hashValue)
    }
    return .opaque
  }

  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member,
    _ bit: UInt64 = .max
  ) -> _ModificationSnapshot<Member> {
    member._$willModify()
    guard accessLog.contains(bit) else { return .unobserved }
    return .identity(member._$id)
  }

  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member?>, _ member: inout Member?,
    _ bit: UInt64 = .max
  ) -> _ModificationSnapshot<Member?> {
    member?._$willModify()
    guard accessLog.contains(bit) else { return .unobserved }
    return .optionalIdentity(member?._$id)
  }

  public func willModify<Subject: Observable, ID: Hashable, Element: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ member: inout IdentifiedArray<ID, Element>,
    _ bit: UInt64 = .max
  ) -> _ModificationSnapshot<IdentifiedArray<ID, Element>> {
    guard accessLog.contains(bit) else { return .unobserved }
    // Sharing the ids (not the elements) is free, and comparing them afterwards is a buffer
    // identity check unless elements were inserted, removed or moved. An element replaced by
    // another with the same id (`rows[id: 1] = newRow`) keeps the ids and changes the
    // checksum of the elements' identities; an element changed in place changes neither.
    return .elements(ids: AnyHashable(member.ids), checksum: _identityChecksum(member))
  }

  /// Ends an in-place modification of an identified array of observable state: observers are
  /// told when elements were inserted, removed, moved or replaced, not when an element changed
  /// in place (the element tells its own observers).
  @inlinable  // W8 +2.0% instructions without the three didModify
  public func didModify<Subject: Observable, ID: Hashable, Element: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ member: inout IdentifiedArray<ID, Element>,
    _ snapshot: _ModificationSnapshot<IdentifiedArray<ID, Element>>,
    _ isIdentityEqual: (IdentifiedArray<ID, Element>, IdentifiedArray<ID, Element>) -> Bool,
    _ bit: UInt64 = .max
  ) {
    _didModifyElements(
      subject, keyPath: keyPath, snapshot,
      ids: AnyHashable(member.ids), checksum: _identityChecksum(member)
    )
  }

  /// Ends an in-place modification of a collection of observable elements with ids (an
  /// identified array, a stack): observers are told when elements were inserted, removed,
  /// moved or replaced, not when an element changed in place (it tells its own observers).
  @inlinable  // W8 +2.0% instructions without the three didModify
  public func _didModifyElements<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ snapshot: _ModificationSnapshot<Member>,
    ids: @autoclosure () -> AnyHashable,
    checksum: @autoclosure () -> UInt64
  ) {
    switch snapshot {
    case .unobserved:
      return
    case let .elements(oldIDs, oldChecksum):
      if ids() == oldIDs, checksum() == oldChecksum { return }
    default:
      break
    }
    registrar.willSet(subject, keyPath: keyPath)
    registrar.didSet(subject, keyPath: keyPath)
  }

  /// Begins an in-place modification of `@Presents` storage, keeping the identity of the
  /// presented child when it is observable state.
  public func willModify<Subject: Observable, Member, Child>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>,
    _ member: inout PresentationState<Child>,
    _ bit: UInt64 = .max
  ) -> _ModificationSnapshot<PresentationState<Child>> {
    guard accessLog.contains(bit) else { return .unobserved }
    // A child with observable state reports its own changes; any other child is read whole by
    // whoever observes the presentation, who must hear of every change.
    guard Child.self is any ObservableState.Type else { return .opaque }
    return .presentedIdentity(member.observedIdentity)
  }

  /// Ends an in-place modification of `@Presents` storage: observers are told when a different
  /// child is presented, or none, and of changes inside a child that does not report them itself.
  public func didModify<Subject: Observable, Member, Child>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout PresentationState<Child>,
    _ snapshot: _ModificationSnapshot<PresentationState<Child>>,
    _ isIdentityEqual: (PresentationState<Child>, PresentationState<Child>) -> Bool,
    _ bit: UInt64 = .max
  ) {
    switch snapshot {
    case .unobserved:
      return
    case let .presentedIdentity(identity):
      if member.observedIdentity == identity { return }
    default:
      break
    }
    registrar.willSet(subject, keyPath: keyPath)
    registrar.didSet(subject, keyPath: keyPath)
  }

  /// Ends an in-place modification begun with `willModify`, notifying observers of `keyPath`
  /// when the property changed.
  @inlinable  // W8 +2.0% instructions without the three didModify
  public func didModify<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Value,
    _ snapshot: _ModificationSnapshot<Value>,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ bit: UInt64 = .max
  ) {
    switch snapshot {
    case .unobserved:
      // Nobody had read the property when the modification began; whoever reads it from now on
      // reads the new value.
      return
    case let .value(oldValue):
      if isIdentityEqual(oldValue, member) { return }
    case let .hash(hashValue):
      if let hashable = member as? any Hashable, hashable.hashValue == hashValue { return }
    case let .identity(id):
      if let member = member as? any ObservableState, member._$id == id { return }
    case let .optionalIdentity(id):
      if (member as? (any ObservableState)?)??._$id == id { return }
    case let .elements(ids, checksum):
      if let member = member as? any _IdentifiedCollection, member._anyIDs == ids,
        member._identityChecksum == checksum
      {
        return
      }
    case .opaque, .presentedIdentity:
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
