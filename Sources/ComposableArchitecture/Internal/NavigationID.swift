@_spi(Reflection) import CasePaths

/// Identifies one child presented by `ifLet`/`ifCaseLet`, or one element of a `forEach`: where it
/// lives in its parent, and which value it is.
///
/// A child's effects run in the namespace of its `NavigationID`, which keeps identical
/// cancellation ids of siblings apart, and are all cancelled together when the child goes away.
@usableFromInline
struct NavigationID: Hashable, @unchecked Sendable {
  // Both parts are immutable value identities (a key path and an id); `AnyHashable` and
  // `AnyKeyPath` are not declared `Sendable`.
  let path: AnyKeyPath
  let identity: AnyHashable

  @usableFromInline
  init(path: AnyKeyPath, identity: AnyHashable) {
    self.path = path
    self.identity = identity
  }
}

/// The identity of a piece of child state: when it changes, the child is a different child and
/// the effects of the previous one are cancelled.
///
/// - `@ObservableState` values have an identity of their own (for an enum: its case, and the
///   identity of an observable payload or the value of an alert or a dialog);
/// - `Identifiable` values are identified by their `id`;
/// - enum values by their case;
/// - anything else by its type: replacing it with another value is not a new child.
func childIdentity<Value>(of value: Value) -> AnyHashable {
  if let observable = value as? any ObservableState {
    return AnyHashable(observable._$id.childIdentity)
  }
  if let identifiable = value as? any Identifiable {
    return identifiable.anyID
  }
  if let metadata = EnumMetadata(Value.self) {
    return AnyHashable(metadata.tag(of: value))
  }
  return AnyHashable(ObjectIdentifier(Value.self))
}

extension Identifiable {
  fileprivate var anyID: AnyHashable { AnyHashable(id) }
}

extension Effect {
  /// Maps a child's effect into its parent, inside the child's namespace, and makes every part
  /// of it cancellable under `navigationID`.
  @usableFromInline
  func scoped<ParentAction>(
    to navigationID: NavigationID,
    embed: @escaping (Action) -> ParentAction,
    dismiss: ParentAction? = nil
  ) -> Effect<ParentAction> {
    guard !isNone else { return .none }
    let mapped = _map(embed, namespace: AnyHashable(navigationID), dismiss: dismiss)
    if mapped.isSynchronous { return mapped }
    return Effect<ParentAction>(
      operation: .cancellable(CancelKey(id: navigationID), cancelInFlight: false, mapped)
    )
  }

  /// Cancels every effect of the child identified by `navigationID`.
  @usableFromInline
  static func cancel(child navigationID: NavigationID) -> Self {
    Self(operation: .cancel(CancelKey(id: navigationID)))
  }
}
