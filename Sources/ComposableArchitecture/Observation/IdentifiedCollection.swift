import OrderedCollections

/// An identified collection whose ids can be compared without knowing its element type.
public protocol _IdentifiedCollection {
  var _anyIDs: AnyHashable { get }
  /// The identity checksum of the elements, when they are observable state.
  var _identityChecksum: UInt64? { get }
}

extension IdentifiedArray: _IdentifiedCollection {
  public var _anyIDs: AnyHashable { AnyHashable(ids) }
  public var _identityChecksum: UInt64? {
    func checksum<E: ObservableState>(_: E.Type) -> UInt64? {
      (self as? IdentifiedArray<ID, E>).map(ComposableArchitecture._identityChecksum)
    }
    guard let observable = Element.self as? any ObservableState.Type else { return nil }
    return checksum(observable)
  }
}

/// An order-insensitive checksum of the identities of `elements`: it changes when an element
/// is replaced by another value (a new identity), whatever its id, and stays when elements
/// change in place. Each identity is spread over 64 bits by an odd multiplier, which is a
/// bijection, so replacing one element always changes the sum.
public func _identityChecksum<C: Collection>(_ elements: C) -> UInt64
where C.Element: ObservableState {
  var sum: UInt64 = 0
  for element in elements {
    sum &+= element._$id.checksumComponent &* 0x9E37_79B9_7F4A_7C15
  }
  return sum
}
