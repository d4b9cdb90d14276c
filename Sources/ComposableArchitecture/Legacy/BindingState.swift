// The binding layer of TCA before `@ObservableState` (1.0 to 1.6): `@BindingState` fields of
// state, `@BindingViewState` fields of a view state derived through a `BindingViewStore`, and
// bindings read from a `ViewStore` with `viewStore.$field`. Deprecated there as here; kept so
// that code (and tests) of that era compile and behave the same.

/// A field of state that views may write through a binding: `@BindingState var text = ""`,
/// written with `BindingAction.set(\.$text, "Hello")` and read as a binding with
/// `viewStore.$text`.
@available(
  *, deprecated,
  message: "Derive bindings directly from stores using '@ObservableState' and '$store.field'."
)
@propertyWrapper
public struct BindingState<Value> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself: `\.$text` is the key path that binding actions and view stores use.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

@available(*, deprecated)
extension BindingState: Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

@available(*, deprecated)
extension BindingState: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    wrappedValue.hash(into: &hasher)
  }
}

@available(*, deprecated)
extension BindingState: Sendable where Value: Sendable {}

@available(*, deprecated)
extension BindingState: CustomReflectable {
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

@available(*, deprecated)
extension BindingState: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

@available(*, deprecated)
extension BindingState: CustomStringConvertible {
  public var description: String { String(describing: wrappedValue) }
}

@available(*, deprecated)
extension BindingAction {
  /// An action that writes `value` to the `@BindingState` field at `keyPath`:
  /// `.set(\.$text, "Hello")`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    Self(bindingState: keyPath, value: value)
  }

  init<Value: Equatable & Sendable>(
    bindingState keyPath: WritableKeyPath<Root, BindingState<Value>>, value: Value
  ) {
    let sendableKeyPath = UncheckedSendable(keyPath)
    self.init(
      keyPath: keyPath,
      set: { $0[keyPath: sendableKeyPath.value].wrappedValue = value },
      value: value
    )
  }
}

@available(*, deprecated)
extension BindingAction.AllCasePaths {
  /// The case path of binding actions that write the `@BindingState` field at `keyPath`:
  /// `\.binding.$text`.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
  ) -> AnyCasePath<BindingAction, Value> {
    let keyPath = UncheckedSendable(keyPath)
    return AnyCasePath(
      embed: { .set(keyPath.value, $0) },
      extract: { $0.keyPath == keyPath.value ? $0.value as? Value : nil }
    )
  }
}

@available(*, deprecated)
extension BindableAction {
  /// An action that writes `value` to the `@BindingState` field at `keyPath`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}

/// The state of a store as the view-state closure of a view store sees it, where its
/// `@BindingState` fields are bindings: `ViewStore(store, observe: { ViewState(text: $0.$text) })`.
@available(
  *, deprecated,
  message: "Derive bindings directly from stores using '@ObservableState' and '$store.field'."
)
@MainActor
@dynamicMemberLookup
public struct BindingViewStore<State> {
  let readState: @MainActor () -> State
  let send: @MainActor (BindingAction<State>) -> Void

  init(
    readState: @escaping @MainActor () -> State,
    send: @escaping @MainActor (BindingAction<State>) -> Void
  ) {
    self.readState = readState
    self.send = send
  }

  /// Reads a value of the state.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    readState()[keyPath: keyPath]
  }

  /// A `@BindingState` field as a `@BindingViewState` of a view state: `$0.$text`. Its binding
  /// reads the store's current value and writes by sending a binding action.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, BindingState<Value>>
  ) -> BindingViewState<Value> {
    let (readState, send) = (self.readState, self.send)
    return BindingViewState(
      binding: ViewBinding(
        get: { readState()[keyPath: keyPath].wrappedValue },
        set: { send(.set(keyPath, $0)) }
      ),
      initialValue: readState()[keyPath: keyPath].wrappedValue
    )
  }
}

/// A field of a view state that views may write through a binding, made from a
/// `@BindingState` field of the store's state (see ``BindingViewStore``).
@available(
  *, deprecated,
  message: "Derive bindings directly from stores using '@ObservableState' and '$store.field'."
)
@propertyWrapper
@dynamicMemberLookup
public struct BindingViewState<Value> {
  let binding: ViewBinding<Value>
  let initialValue: Value

  init(binding: ViewBinding<Value>, initialValue: Value) {
    self.binding = binding
    self.initialValue = initialValue
  }

  /// The value when the view state was made.
  public var wrappedValue: Value {
    initialValue
  }

  /// The binding: writing its value sends the binding action.
  public var projectedValue: ViewBinding<Value> { binding }

  /// A member of the value as a view state field of its own: `$0.$nested.field`.
  @MainActor
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>)
    -> BindingViewState<Member>
  {
    BindingViewState<Member>(
      binding: binding[dynamicMember: keyPath],
      initialValue: initialValue[keyPath: keyPath]
    )
  }
}

@available(*, deprecated)
extension BindingViewState: Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.initialValue == rhs.initialValue
  }
}

@available(*, deprecated)
extension BindingViewState: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    initialValue.hash(into: &hasher)
  }
}

@available(*, deprecated)
extension BindingViewState: CustomDumpRepresentable {
  public var customDumpValue: Any { initialValue }
}

@available(*, deprecated)
extension BindingViewState: CustomStringConvertible {
  public var description: String { String(describing: initialValue) }
}

@available(*, deprecated)
extension ViewStore {
  /// A view store whose view state is made from a ``BindingViewStore``, so that it can hold
  /// `@BindingViewState` fields: `ViewStore(store, observe: { ViewState(text: $0.$text) })`.
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
  ) where ViewState: Equatable, Action: BindableAction, Action.State == State {
    self.init(
      store,
      observe: { _ in
        toViewState(
          BindingViewStore(readState: { store.state }, send: { store.send(.binding($0)) })
        )
      },
      send: fromViewAction,
      removeDuplicates: { $0 == $1 }
    )
  }

  /// A view store whose view state is made from a ``BindingViewStore``.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState
  ) where ViewState: Equatable, ViewAction: BindableAction, ViewAction.State == State {
    self.init(store, observe: toViewState, send: { $0 })
  }
}

@available(*, deprecated)
extension ViewStore where ViewAction: BindableAction, ViewAction.State == ViewState {
  /// A `@BindingState` field as a binding: `viewStore.$text`; writing it sends
  /// `.binding(.set(\.$text, value))`.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<ViewState, BindingState<Value>>
  ) -> ViewBinding<Value> {
    ViewBinding(
      get: { [unowned self] in self.state[keyPath: keyPath].wrappedValue },
      set: { [unowned self] in self.send(.binding(.set(keyPath, $0))) }
    )
  }
}

@available(*, deprecated)
extension TestStore where Action: BindableAction, State == Action.State {
  /// The test store's state as a ``BindingViewStore``, to test the view state of a view that
  /// derives it with one: `ViewState(store.bindings)`. Writing its bindings changes nothing.
  public var bindings: BindingViewStore<State> {
    let state = self.state
    return BindingViewStore(readState: { state }, send: { _ in })
  }
}

@available(*, deprecated)
extension TestStore {
  /// The test store's state as a ``BindingViewStore`` whose binding actions are view actions.
  /// Writing its bindings changes nothing.
  public func bindings<ViewAction: BindableAction>(
    action toViewAction: AnyCasePath<Action, ViewAction>
  ) -> BindingViewStore<State> where State == ViewAction.State {
    let state = self.state
    return BindingViewStore(readState: { state }, send: { _ in })
  }

  /// The test store's state as a ``BindingViewStore`` whose binding actions are view actions.
  /// Writing its bindings changes nothing.
  public func bindings<ViewAction: BindableAction>(
    action toViewAction: CaseKeyPath<Action, ViewAction>
  ) -> BindingViewStore<State> where State == ViewAction.State {
    let state = self.state
    return BindingViewStore(readState: { state }, send: { _ in })
  }
}
