import IdentifiedCollections

extension Array {
  /// The elements of a shared identified array, each a `Shared` that refers to its element by
  /// id, as in swift-sharing: it follows that element wherever it moves, and writes through to
  /// the array.
  ///
  /// ```swift
  /// ForEach(Array(store.$syncUps)) { $syncUp in
  ///   NavigationLink(state: SyncUpDetail.State(syncUp: $syncUp)) { Text(syncUp.title) }
  /// }
  /// ```
  ///
  /// swift-sharing also makes `Shared` itself a collection of shared elements; here `Shared`
  /// requires a `Sendable` value, and a conformance cannot depend on the elements being
  /// `Sendable`, so the elements are listed through this initializer.
  public init<ID: Hashable & Sendable, Value: Sendable>(
    _ shared: Shared<IdentifiedArray<ID, Value>>
  ) where Element == Shared<Value> {
    let array = shared.wrappedValue
    self = array.ids.map { id in
      Shared<Value>(
        reference: UnwrappedReference(base: shared[id: id].reference, lastValue: array[id: id]!)
      )
    }
  }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The id of the current value, so that `ForEach` can list shared elements.
  public var id: Value.ID { wrappedValue.id }
}

extension SharedReader: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}
