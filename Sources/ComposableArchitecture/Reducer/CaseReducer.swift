/// A reducer made of a choice of features: an enum with a case per feature, defined with the
/// `@Reducer` macro rather than by hand.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case add(AddItem)
///   case detail(Detail)
/// }
/// ```
///
/// Its reducer is the static ``body``, which runs each feature on its own case of ``State``;
/// parents embed it with `ifLet(\.$destination, action: \.destination) { Destination.body }`.
/// Views switch over `store.case` (see ``CaseScope``) to get a store for the current feature.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  /// The state of the current feature: an enum with a case per feature.
  associatedtype State

  /// The actions of every feature: an enum with a case per feature.
  associatedtype Action

  /// The type of ``body``.
  associatedtype Body

  /// The current feature with its store: `.detail(StoreOf<Detail>)`, or the state itself for
  /// cases without a reducer (`.alert(AlertState<Alert>)`).
  associatedtype CaseScope

  /// The reducer: each feature run on its own case of ``State``.
  @ReducerBuilder<State, Action>
  static var body: Body { get }

  /// The current feature of `store`, with a store scoped to it.
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
  /// The static ``body``, for code that holds an instance of the enum.
  public var body: Body {
    Self.body
  }

  /// Runs the static ``body``.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Self.body.reduce(into: &state, action: action)
  }
}

/// The state of a ``CaseReducer``, which knows the reducer it belongs to, so that
/// `store.case` can be written for any store of that state.
public protocol CaseReducerState {
  /// The enum of features this is the state of.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The current feature of this store, for switching over:
  ///
  /// ```swift
  /// switch store.case {
  /// case let .detail(detailStore):
  ///   DetailView(store: detailStore)
  /// case let .alert(alert):
  ///   show(alert)
  /// }
  /// ```
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}
