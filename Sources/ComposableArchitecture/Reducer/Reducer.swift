/// Describes how a feature's state evolves when an action arrives, and which effects to run.
///
/// Conform a type either by implementing ``reduce(into:action:)`` (a leaf feature) or by
/// composing other reducers in ``body`` (usually with the `@Reducer` macro):
///
/// ```swift
/// @Reducer
/// struct Counter {
///   struct State: Equatable { var count = 0 }
///   enum Action { case decrementButtonTapped, incrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .decrementButtonTapped: state.count -= 1
///       case .incrementButtonTapped: state.count += 1
///       }
///       return .none
///     }
///   }
/// }
/// ```
///
/// If a conformance implements both, only ``reduce(into:action:)`` runs. Operators that wrap a
/// reducer must call ``reduce(into:action:)``, never ``body``.
public protocol Reducer<State, Action> {
  /// The state the reducer evolves.
  associatedtype State

  /// The actions that can change the state or start effects.
  associatedtype Action

  /// The type of ``body``; `Never` for reducers that implement ``reduce(into:action:)``.
  associatedtype Body

  /// Evolves `state` for `action` and returns the effects to run.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is composed of.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  ///
  /// > Warning: Do not access it: it traps.
  @_transparent
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body. Do not access a reducer's 'body' property directly, as it may \
      not exist. To run a reducer, call 'Reducer.reduce(into:action:)', instead.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs the reducer's ``body``.
  @inlinable  // W2, W3, W7: a feature's body runs unspecialized without it (W7 +152%)
  public func reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
    let body = self.body
    if BodyProbe.isActive, let cache = BodyProbe.cache(for: Self.self) {
      cache.resolved = { body.reduce(into: &$0, action: $1) }
    }
    return body.reduce(into: &state, action: action)
  }
}

/// Names a reducer by its feature: `some ReducerOf<Self>` rather than
/// `some Reducer<State, Action>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
