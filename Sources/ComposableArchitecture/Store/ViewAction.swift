/// An action enum that keeps the actions a view may send apart from the feature's internal
/// ones, under a `view` case.
///
/// ```swift
/// @Reducer
/// struct Counter {
///   enum Action: ViewAction {
///     case view(View)
///     case timerTicked
///     enum View {
///       case incrementButtonTapped
///     }
///   }
/// }
/// ```
///
/// A view marked ``ViewAction(for:)`` then sends view actions with `send(.incrementButtonTapped)`
/// and cannot reach `timerTicked` without spelling out `store.send`.
public protocol ViewAction<ViewAction> {
  /// The actions of the view.
  associatedtype ViewAction

  /// Embeds a view action: satisfied by a `case view(View)`.
  static func view(_ action: ViewAction) -> Self
}

/// A type holding a store whose actions are ``ViewAction``s: it sends view actions with
/// ``send(_:)``. Apply the ``ViewAction(for:)`` macro rather than conforming by hand.
@MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
  associatedtype StoreState
  associatedtype StoreAction: ViewAction

  /// The store the view sends its actions to.
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view action: `send(.incrementButtonTapped)` sends
  /// `.view(.incrementButtonTapped)` to ``store``.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    store.send(.view(action))
  }
}

/// Lets a view send its feature's view actions with `send(_:)`: `@ViewAction(for: Counter.self)`
/// on a type with a `store` property of that feature.
///
/// ```swift
/// @ViewAction(for: Counter.self)
/// struct CounterView {
///   let store: StoreOf<Counter>
///
///   func incrementTapped() {
///     send(.incrementButtonTapped)   // store.send(.view(.incrementButtonTapped))
///   }
/// }
/// ```
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ViewActionMacro")
where R.Action: ViewAction

extension BindingReducer {
  /// A reducer that applies the binding actions of a feature's view actions:
  /// `BindingReducer(action: \.view)` for `enum View: BindableAction { case binding(…) }`.
  public init<ViewAction: BindableAction>(
    action toViewAction: CaseKeyPath<Action, ViewAction>
  ) where ViewAction.State == State {
    let toViewAction = AnyCasePath(toViewAction)
    self.init(binding: { toViewAction.extract(from: $0)?.binding })
  }
}
