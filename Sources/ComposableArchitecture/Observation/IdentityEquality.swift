import OrderedCollections

/// Whether two values are the same as far as observers are concerned. The generated accessors
/// of `@ObservableState` pass the most specific overload for each property's type.
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

public func _$isIdentityEqual<T: ObservableState & Equatable>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

public func _$isIdentityEqual<T: ObservableState>(_ lhs: T?, _ rhs: T?) -> Bool {
  lhs?._$id == rhs?._$id
}

public func _$isIdentityEqual<T: ObservableState & Equatable>(_ lhs: T?, _ rhs: T?) -> Bool {
  lhs?._$id == rhs?._$id
}

/// Identified arrays of observable state are the same for observers when they hold the same
/// elements, by id and identity, in the same order: a refresh that replaces rows with fresh
/// values of the same ids is a change.
public func _$isIdentityEqual<ID: Hashable, T: ObservableState>(
  _ lhs: IdentifiedArray<ID, T>, _ rhs: IdentifiedArray<ID, T>
) -> Bool {
  lhs.ids == rhs.ids && lhs.elementsEqual(rhs) { $0._$id == $1._$id }
}

public func _$isIdentityEqual<ID: Hashable, T: ObservableState & Equatable>(
  _ lhs: IdentifiedArray<ID, T>, _ rhs: IdentifiedArray<ID, T>
) -> Bool {
  lhs.ids == rhs.ids && lhs.elementsEqual(rhs) { $0._$id == $1._$id }
}

public func _$isIdentityEqual<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool {
  lhs == rhs
}

public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  false
}
