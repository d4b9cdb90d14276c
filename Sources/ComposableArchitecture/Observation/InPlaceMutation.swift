/// Mutates one property of an `@ObservableState` value in place.
///
/// `@ObservableState` turns each stored property into a computed one over private storage, and
/// a key path through a computed property writes by getting a copy and setting it back. The
/// copy shares the property's buffers, so the first mutation inside it copies them: a reducer
/// scoped with `\.rows` to one row of a hundred thousand would copy all of them on every action.
/// Direct member access (`state.rows[id: id]?.isOn = true`) goes through the property's
/// `_modify` accessor instead, and mutates in place.
///
/// The macro hands out one of these for each property it tracks, and reducers that scope to a
/// property (`Scope`, `forEach`, `ifLet`) use it in place of the key path.
public struct _InPlaceMutation<Root, Value> {
  @usableFromInline
  let read: (Root) -> Value
  @usableFromInline
  let modify: (inout Root, (inout Value) -> Void) -> Void

  /// `read` returns the property at `keyPath` without registering an observation (reducers are
  /// not observers), and `modify` hands `body` the property through direct member access:
  ///
  /// ```swift
  /// _InPlaceMutation(\Self.rows, read: { $0._rows }) { state, body in body(&state.rows) }
  /// ```
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    read: @escaping (_ root: Root) -> Value,
    modify: @escaping (_ root: inout Root, _ body: (inout Value) -> Void) -> Void
  ) {
    self.read = read
    self.modify = modify
  }
}

/// A writable path from a reducer's state to a child's, which mutates in place where the state
/// type allows it (see ``_InPlaceMutation``), and through the key path otherwise.
///
/// A class, so that a reducer that holds one copies a single reference, not its three, when it
/// runs.
@usableFromInline
final class _StatePath<Root, Value> {
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  @usableFromInline let inPlace: _InPlaceMutation<Root, Value>?

  @usableFromInline
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    // Resolved once, when the reducer is built: a cast and a few key path comparisons.
    let observable = Root.self as? any ObservableState.Type
    self.inPlace = observable?._$inPlaceMutation(keyPath) as? _InPlaceMutation<Root, Value>
  }

  @usableFromInline func get(_ root: Root) -> Value {
    guard let inPlace else { return root[keyPath: keyPath] }
    return inPlace.read(root)
  }

  @inlinable  // W2 +22%, W7 +32% instructions without it
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard let inPlace else { return body(&root[keyPath: keyPath]) }
    var result: Result?
    inPlace.modify(&root) { result = body(&$0) }
    return result!
  }
}
