/// An action that writes a value into a field of state, sent by a bound UI control (a text
/// field, a toggle) and applied by ``BindingReducer``.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
/// }
///
/// store.send(.binding(.set(\.query, "swift")))
/// ```
///
/// Case key paths address one field: `\.binding.query`. Two binding actions are equal when they
/// write equal values to the same field.
public struct BindingAction<Root>: CasePathable, Equatable, @unchecked Sendable {
  // `keyPath` is an immutable key path and `value` a `Sendable` value erased to `Any`.
  /// The field this action writes.
  public let keyPath: PartialKeyPath<Root>
  let set: @Sendable (inout Root) -> Void
  let value: Any
  let valueIsEqualTo: @Sendable (Any) -> Bool
  let valueDump: @Sendable () -> String

  /// A binding action that writes `value` with `set`, for the field at `keyPath` (a
  /// `@BindingState` field's wrapper, whose value it writes inside).
  init<Value: Equatable & Sendable>(
    keyPath: PartialKeyPath<Root>, set: @escaping @Sendable (inout Root) -> Void, value: Value
  ) {
    self.keyPath = keyPath
    self.set = set
    self.value = value
    self.valueIsEqualTo = { $0 as? Value == value }
    self.valueDump = { String(customDumping: value) }
  }

  init<Value: Equatable & Sendable>(keyPath: WritableKeyPath<Root, Value>, value: Value) {
    let sendableKeyPath = UncheckedSendable(keyPath)
    self.keyPath = keyPath
    self.set = { $0[keyPath: sendableKeyPath.value] = value }
    self.value = value
    self.valueIsEqualTo = { $0 as? Value == value }
    self.valueDump = { String(customDumping: value) }
  }

  /// An action that writes `value` to the field at `keyPath`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self {
    Self(keyPath: keyPath, value: value)
  }

  /// Matches a binding action by the field it writes, for `switch` statements in reducers:
  ///
  /// ```swift
  /// case .binding(\.query):
  ///   return .send(.search)
  /// ```
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, bindingAction: Self) -> Bool
  {
    keyPath == bindingAction.keyPath
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqualTo(rhs.value)
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// Case paths to the fields a binding action can write: `\.binding.query`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path of binding actions that write the field at `keyPath`.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      let keyPath = UncheckedSendable(keyPath)
      return AnyCasePath(
        embed: { .set(keyPath.value, $0) },
        extract: { $0.keyPath == keyPath.value ? $0.value as? Value : nil }
      )
    }
  }
}

extension BindingAction: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: ["set": (keyPath, value)],
      displayStyle: .enum
    )
  }
}

/// An action type with a case that carries ``BindingAction``s: `case binding(BindingAction<State>)`.
public protocol BindableAction: SendableMetatype {
  /// The state the binding actions write to.
  associatedtype State

  /// Embeds a binding action.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action carries, if it is one.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action carried by the `binding` case, found by reflecting on the case; features
  /// that use ``BindingReducer`` need not implement it.
  public var binding: BindingAction<State>? {
    AnyCasePath(unsafe: { Self.binding($0) }).extract(from: self)
  }

  /// An action that writes `value` to the field at `keyPath`: `.set(\.query, "swift")`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>,
    _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}
