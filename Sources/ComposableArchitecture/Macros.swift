import Observation

/// Defines a feature's reducer: applied to a struct, it adds the ``Reducer`` conformance, makes
/// `Action` (and an enum `State`) case-path-able, so that `\.child` names a case, and applies
/// ``ReducerBuilder`` to `body`.
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable {
///     var count = 0
///   }
///   enum Action {
///     case decrementButtonTapped
///     case incrementButtonTapped
///   }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .decrementButtonTapped:
///         state.count -= 1
///         return .none
///       case .incrementButtonTapped:
///         state.count += 1
///         return .none
///       }
///     }
///   }
/// }
/// ```
///
/// A struct that leaves out `State`, `Action` or `body` gets empty ones, so `@Reducer struct
/// Placeholder {}` is a complete feature. A struct that implements both `reduce(into:action:)`
/// and `body` gets a warning: only `reduce(into:action:)` runs.
///
/// Applied to an enum whose cases each hold a feature, it generates the enum's `State` and
/// `Action` (a case per feature), a static `body` that runs each feature on its case, and the
/// ``CaseReducer`` conformance behind `store.case`:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case alert(AlertState<Alert>)
///   case detail(Detail)
///
///   enum Alert { case confirmDeletion }
/// }
///
/// // Destination.State:  .alert(AlertState<Alert>), .detail(Detail.State)
/// // Destination.Action: .alert(Alert), .detail(Detail.Action)
/// ```
///
/// `AlertState` and `ConfirmationDialogState` cases have no reducer; mark other such cases
/// ``ReducerCaseEphemeral()``, and cases that hold plain state ``ReducerCaseIgnored()``.
@attached(
  member,
  names: named(State), named(Action), named(body), named(CaseScope), named(scope)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// Defines an enum of features, as ``Reducer()`` does, and adds conformances to the generated
/// `State` and `Action`:
///
/// ```swift
/// @Reducer(state: .equatable, .sendable, action: .equatable)
/// enum Destination {
///   case detail(Detail)
/// }
/// ```
///
/// Equivalent to `extension Destination.State: Equatable, Sendable {}` and
/// `extension Destination.Action: Equatable {}`.
@attached(
  member,
  names: named(State), named(Action), named(body), named(CaseScope), named(scope)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// A conformance that ``Reducer(state:action:)`` adds to a generated `State` or `Action`.
public struct _SynthesizedConformance: Sendable {
  private init() {}

  /// `Codable`.
  public static let codable = Self()
  /// `Decodable`.
  public static let decodable = Self()
  /// `Encodable`.
  public static let encodable = Self()
  /// `Equatable`.
  public static let equatable = Self()
  /// `Hashable`.
  public static let hashable = Self()
  /// `Sendable`.
  public static let sendable = Self()
}

/// Marks a case of a `@Reducer` enum whose state has actions but no reducer, like `AlertState`:
/// the generated `Action` gets a case for `State.Action`, and `body` runs nothing for it.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   @ReducerCaseEphemeral
///   case toast(ToastState<ToastAction>)
///   case detail(Detail)
/// }
/// ```
@attached(peer, names: arbitrary)
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseEphemeralMacro")

/// Marks a case of a `@Reducer` enum that holds plain state: the generated `State` keeps the
/// payload as it is, `Action` gets no case, and `body` runs nothing for it.
///
/// ```swift
/// @Reducer
/// enum Path {
///   case detail(Detail)
///   @ReducerCaseIgnored
///   case meta(Metadata)
/// }
/// ```
@attached(peer, names: arbitrary)
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseIgnoredMacro")

/// Makes a state struct or enum observable: reading a property inside `withObservationTracking`
/// (or through a store) registers an observation that a change of that property, and only of
/// that property, triggers.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var count = 0
///   var text = ""
///   @ObservationStateIgnored var scratch = 0  // never observed
///   @Presents var destination: Destination.State?
/// }
/// ```
///
/// Writing a value equal to the current one notifies nobody. Each value has an identity
/// (`_$id`) that survives mutation; a newly created value has a new one.
/// Properties with property wrappers are left untracked. `print`, `dump` and CustomDump show the
/// properties under their declared names.
@attached(
  member,
  names: named(_$id), named(_$observationRegistrar), named(_$willModify), named(customMirror),
  named(_$inPlaceMutation)
)
@attached(memberAttribute)
@attached(extension, conformances: ObservableState, Observable, CustomReflectable)
public macro ObservableState() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservableStateMacro")

/// Tracks one property of an `@ObservableState` struct. `@ObservableState` applies it to every
/// eligible property; there is no need to write it.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var count = 0  // as if written `@ObservationStateTracked var count = 0`
/// }
/// ```
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateTrackedMacro")

/// Excludes a property of an `@ObservableState` struct from observation: changing it notifies
/// nobody.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var count = 0
///   @ObservationStateIgnored var lastRenderedAt: Date?
/// }
/// ```
@attached(peer)
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateIgnoredMacro")

/// Holds presented child state in an `@ObservableState` struct, backed by
/// ``PresentationState``. `destination` is the optional child state and `$destination` the
/// presentation state that `ifLet` takes.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
///
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in
///     // ...
///   }
///   .ifLet(\.$destination, action: \.destination) {
///     Destination.body
///   }
/// }
/// ```
///
/// In a struct without `@ObservableState`, use the property wrapper
/// `@PresentationState var destination: Destination.State?` instead.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PresentsMacro")

/// Generates, for an enum, a table from each case's key path to a case path that matches the
/// case with its own pattern, so that the store's operators extract and embed actions without
/// going through the key path on every action. Applied by `@Reducer` to a feature's `Action`
/// (and enum `State`); not meant to be written by hand.
@attached(member, names: named(_$casePath))
@attached(extension, conformances: _CasePathTable)
public macro _CaseAccess() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "CaseAccessMacro")
