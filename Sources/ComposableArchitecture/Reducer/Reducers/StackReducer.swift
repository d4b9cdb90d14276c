import OrderedCollections

extension Reducer {
  /// Embeds the features of a navigation stack in a parent domain.
  ///
  /// ```swift
  /// @Reducer
  /// struct RootFeature {
  ///   @ObservableState
  ///   struct State {
  ///     var path = StackState<Detail.State>()
  ///   }
  ///   enum Action {
  ///     case path(StackAction<Detail.State, Detail.Action>)
  ///   }
  ///
  ///   var body: some ReducerOf<Self> {
  ///     Reduce { state, action in
  ///       // The root's logic.
  ///     }
  ///     .forEach(\.path, action: \.path) {
  ///       Detail()
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The order of the elements and the parent is fixed:
  /// - on `.element(id:action:)`, the element runs first, then the parent;
  /// - on `.push(id:state:)`, the element is pushed, then the parent runs;
  /// - on `.popFrom(id:)`, the parent runs first (it sees the elements one last time), then the
  ///   element and every element above it are removed.
  ///
  /// Each element's effects run in a namespace of their own (elements using the same
  /// cancellation id do not cancel each other) and are all cancelled when the element leaves the
  /// stack, whoever removed it. An element can pop itself with `@Dependency(\.dismiss)`, and
  /// `@Dependency(\.isPresented)` is `true` in it. An action for an element that is not in the
  /// stack, and a push whose id is already taken or not greater than the ids in the stack, are
  /// reported as runtime issues.
  @warn_unqualified_access
  @inlinable  // W8 +1.4% instructions without the three in this file
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _StackReducer(
      base: self,
      destination: destination(),
      toStackState: toStackState,
      toStackAction: casePath(toStackAction),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Embeds a navigation stack whose elements are an enum of features defined with
  /// `@Reducer enum`, running its static `body`: `.forEach(\.path, action: \.path)`.
  ///
  /// ```swift
  /// @Reducer
  /// enum Path {
  ///   case detail(Detail)
  ///   case edit(Edit)
  /// }
  /// ```
  @warn_unqualified_access
  @inlinable  // W8 +1.4% instructions without the three in this file
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    self.forEach(
      toStackState, action: toStackAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The reducer returned by
/// ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let destination: Destination
  @usableFromInline let toStackState: _StatePath<Base.State, StackState<Destination.State>>
  @usableFromInline let toStackAction:
    AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  @usableFromInline let location: _SourceLocation
  @usableFromInline let baseCache = _ReducerBodyCache<Base.State, Base.Action>()
  @usableFromInline let destinationCache =
    _ReducerBodyCache<Destination.State, Destination.Action>()

  @inlinable  // W8 +1.4% instructions without the three in this file
  init(
    base: Base,
    destination: Destination,
    toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>,
    toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>,
    location: _SourceLocation
  ) {
    self.base = base
    self.destination = destination
    self.toStackState = _StatePath(toStackState)
    self.toStackAction = toStackAction
    self.location = location
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // Holding the ids shares their buffer; comparing them at the end is a buffer identity check
    // unless an element was pushed or popped.
    let idsBefore = toStackState.get(state).ids
    var destinationEffects = Effect<Base.Action>.none
    let baseEffects: Effect<Base.Action>

    switch toStackAction.extract(from: action) {
    case let .element(id, elementAction)?:
      if let index = idsBefore.firstIndex(of: id) {
        destinationEffects = reduceElement(
          into: &state, at: index, id: id, action: elementAction
        )
      } else {
        reportMissingElement(elementAction: elementAction)
      }
      baseEffects = base._reduce(into: &state, action: action, cache: baseCache)

    case let .popFrom(id)?:
      if !idsBefore.contains(id) {
        reportPopOfMissingElement(id: id, pathIDs: idsBefore)
      }
      // The parent sees the elements one last time, then they go (unless it removed them).
      baseEffects = base._reduce(into: &state, action: action, cache: baseCache)
      if toStackState.get(state).ids.contains(id) {
        toStackState.modify(&state) { $0.pop(from: id) }
      }

    case let .push(id, elementState)?:
      if idsBefore.contains(id) {
        reportPush(id: id, problem: "for an element it already contains", pathIDs: idsBefore)
      } else if let greatest = idsBefore.max(), id < greatest {
        reportPush(id: id, problem: "with an unexpected generational ID", pathIDs: idsBefore)
      } else {
        @Dependency(\.stackElementID) var stackElementID
        // Ids handed out later, by `append` in a reducer, come after the pushed one.
        stackElementID.advance(past: id)
        toStackState.modify(&state) { $0._push(elementState, id: id) }
      }
      baseEffects = base._reduce(into: &state, action: action, cache: baseCache)

    case nil:
      baseEffects = base._reduce(into: &state, action: action, cache: baseCache)
    }

    // Whoever removed elements (this action, or the parent editing the stack), their effects
    // end with them.
    let idsAfter = toStackState.get(state).ids
    guard idsBefore != idsAfter else {
      return destinationEffects.merge(with: baseEffects)
    }
    return destinationEffects.merge(with: baseEffects)
      .merge(with: cancelEffects(removedFrom: idsBefore, keeping: idsAfter))
  }

  func reduceElement(
    into state: inout Base.State, at index: Int, id: StackElementID, action: Destination.Action
  ) -> Effect<Base.Action> {
    let effect = withDependencies {
      $0.isPresented = true
    } operation: {
      toStackState.modify(&state) {
        destination._reduce(into: &$0[index], action: action, cache: destinationCache)
      }
    }
    guard !effect.isNone else { return .none }
    let toStackAction = self.toStackAction
    return effect.scoped(
      to: navigationID(for: id),
      embed: { toStackAction.embed(.element(id: id, action: $0)) },
      dismiss: toStackAction.embed(.popFrom(id: id))
    )
  }

  /// Cancels the effects of the elements that left the stack.
  func cancelEffects(
    removedFrom idsBefore: OrderedSet<StackElementID>, keeping idsAfter: OrderedSet<StackElementID>
  ) -> Effect<Base.Action> {
    .merge(
      idsBefore.lazy.filter { !idsAfter.contains($0) }.map { .cancel(child: navigationID(for: $0)) }
    )
  }

  func navigationID(for id: StackElementID) -> NavigationID {
    NavigationID(path: toStackState.keyPath, identity: id)
  }

  func reportMissingElement(elementAction: Destination.Action) {
    reportIssue(
      """
      A "forEach" at "\(location.fileID):\(location.line)" received an action for a missing element.

        Action:
          \(issueCaseDescription(elementAction))

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer removed an element with this ID before this reducer ran. This reducer \
      must run before any other reducer removes an element, which ensures that element \
      reducers can handle their actions while their state is still available.

      An in-flight effect emitted this action when state contained no element at this ID. \
      While it may be perfectly reasonable to ignore this action, consider canceling the \
      associated effect before an element is removed, especially if it is a long-living effect.

      This action was sent to the store while its state contained no element at this ID. To \
      fix this make sure that actions for this reducer can only be sent from a store when \
      its state contains an element at this id. In SwiftUI applications, use \
      "NavigationStack.init(path:)" with a binding to a store.
      """,
      fileID: location.fileID,
      filePath: location.filePath,
      line: location.line,
      column: location.column
    )
  }

  func reportPopOfMissingElement(id: StackElementID, pathIDs: OrderedSet<StackElementID>) {
    reportIssue(
      """
      A "forEach" at "\(location.fileID):\(location.line)" received a "popFrom" action for a \
      missing element.

        ID:
          \(id)
        Path IDs:
          \(pathIDs)
      """,
      fileID: location.fileID,
      filePath: location.filePath,
      line: location.line,
      column: location.column
    )
  }

  /// `problem` completes "received a "push" action …": why the element was not pushed.
  func reportPush(id: StackElementID, problem: String, pathIDs: OrderedSet<StackElementID>) {
    reportIssue(
      """
      A "forEach" at "\(location.fileID):\(location.line)" received a "push" action \
      \(problem).

        ID:
          \(id)
        Path IDs:
          \(pathIDs)
      """,
      fileID: location.fileID,
      filePath: location.filePath,
      line: location.line,
      column: location.column
    )
  }
}
