import OrderedCollections

// How `@ObservableState` tells observers of a stack property (`var path = StackState<…>()`) about
// changes: as for identified arrays, observers of the stack hear of pushes, pops and elements
// replaced by other values, not of changes inside an element, which the element (observable
// state itself) reports to its own observers. A navigation view that follows `path` then
// rebuilds nothing when a screen's feature changes its own state.

extension ObservationStateRegistrar {
  public func willModify<Subject: Observable, Element: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, StackState<Element>>,
    _ member: inout StackState<Element>,
    _ bit: UInt64 = .max
  ) -> _ModificationSnapshot<StackState<Element>> {
    guard accessLog.contains(bit) else { return .unobserved }
    // Holding the ids shares their buffer: comparing them afterwards is a buffer identity check
    // unless elements were pushed or popped.
    return .elements(ids: AnyHashable(member.ids), checksum: _identityChecksum(member))
  }

  public func didModify<Subject: Observable, Element: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, StackState<Element>>,
    _ member: inout StackState<Element>,
    _ snapshot: _ModificationSnapshot<StackState<Element>>,
    _ isIdentityEqual: (StackState<Element>, StackState<Element>) -> Bool,
    _ bit: UInt64 = .max
  ) {
    _didModifyElements(
      subject, keyPath: keyPath, snapshot,
      ids: AnyHashable(member.ids), checksum: _identityChecksum(member)
    )
  }
}

extension StackState: _IdentifiedCollection {
  public var _anyIDs: AnyHashable { AnyHashable(ids) }
  public var _identityChecksum: UInt64? {
    func checksum<E: ObservableState>(_: E.Type) -> UInt64? {
      (self as? StackState<E>).map(ComposableArchitecture._identityChecksum)
    }
    guard let observable = Element.self as? any ObservableState.Type else { return nil }
    return checksum(observable)
  }
}

/// Stacks of observable state are the same for observers when they hold the same elements, by
/// id and identity, in the same order.
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: StackState<T>, _ rhs: StackState<T>
) -> Bool {
  lhs.ids == rhs.ids && lhs.elementsEqual(rhs) { $0._$id == $1._$id }
}

public func _$isIdentityEqual<T: ObservableState & Equatable>(
  _ lhs: StackState<T>, _ rhs: StackState<T>
) -> Bool {
  lhs.ids == rhs.ids && lhs.elementsEqual(rhs) { $0._$id == $1._$id }
}
