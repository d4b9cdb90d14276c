/// Optional child state presented by a parent: a sheet, a popover, an alert, a navigation
/// destination.
///
/// In an `@ObservableState` struct, use the `@Presents` macro, which is backed by this type:
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// ```
///
/// In other state, use it as a property wrapper: `@PresentationState var child: Child.State?`.
/// Either way, `\.$destination` is the path that
/// `ifLet(_:action:destination:)` takes.
///
/// The child state is stored in a copy-on-write box, so that a parent can hold a child of its own
/// type and moving state around never copies the child.
@propertyWrapper
public struct PresentationState<State> {
  private final class Storage: @unchecked Sendable {
    // Mutated only through `PresentationState`'s copy-on-write accessors.
    var state: State?
    init(state: State?) { self.state = state }
  }

  private var storage: Storage

  /// The identity of the child the presentation reducer last saw presented, so that it can tell
  /// when any reducer dismissed or replaced the child.
  var presentedID: NavigationID?

  /// Presents `wrappedValue`, or nothing when it is `nil`.
  public init(wrappedValue: State?) {
    self.storage = Storage(state: wrappedValue)
  }

  /// The presented state, or `nil` when nothing is presented.
  public var wrappedValue: State? {
    get { storage.state }
    set {
      if isKnownUniquelyReferenced(&storage) {
        storage.state = newValue
      } else {
        storage = Storage(state: newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&storage) {
        storage = Storage(state: storage.state)
      }
      yield &storage.state
    }
  }

  /// The presentation state itself: `state.$destination`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    // Without it, mutating through `$destination` would copy the presentation and with it
    // the box, and the child's buffers after it.
    _modify { yield &self }
  }

  /// The payload of one case of an enum destination: `state.$destination[case: \.alert]`.
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case?
  where State: CasePathable {
    get { wrappedValue.flatMap { $0[case: path] } }
    set {
      guard let newValue, wrappedValue.flatMap({ $0[case: path] }) != nil else {
        if newValue == nil, wrappedValue.flatMap({ $0[case: path] }) != nil {
          wrappedValue = nil
        }
        return
      }
      wrappedValue = path(newValue)
    }
  }

}

extension PresentationState: Equatable where State: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension PresentationState: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}

extension PresentationState {
  /// What observers of the presentation compare to tell whether they must re-read it: the
  /// child's identity when it is observable state (an observable child reports changes inside
  /// it itself; an enum's identity covers its case and any payload without identity of its
  /// own), the child's identity as a presented child otherwise. `nil` when nothing is presented.
  var observedIdentity: AnyHashable? {
    storage.state.map { child in
      if let observable = child as? any ObservableState {
        return AnyHashable(observable._$id)
      }
      return childIdentity(of: child)
    }
  }
}

/// Whether observers of two presentation states must re-read them, for `@Presents` accessors.
public func _$isIdentityEqual<T>(
  _ lhs: PresentationState<T>, _ rhs: PresentationState<T>
) -> Bool {
  lhs.observedIdentity == rhs.observedIdentity
}

// Without this overload, `_$isIdentityEqual<T: Equatable>(T, T)` is chosen for the `$destination`
// accessors of `@Presents` whenever the child state is `Equatable`, and every change inside the
// presented child then notifies observers of the presentation itself.
/// Whether observers of two presentation states must re-read them, for `@Presents` accessors:
/// an observable child by identity, any other child by value.
public func _$isIdentityEqual<T: Equatable>(
  _ lhs: PresentationState<T>, _ rhs: PresentationState<T>
) -> Bool {
  if T.self is any ObservableState.Type {
    return lhs.observedIdentity == rhs.observedIdentity
  }
  return lhs.wrappedValue == rhs.wrappedValue
}
