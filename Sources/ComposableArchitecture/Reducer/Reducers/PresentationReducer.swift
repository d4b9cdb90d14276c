extension Reducer {
  /// Embeds a presented child feature (a sheet, a popover, a navigation destination, an alert)
  /// held in `@Presents` state.
  ///
  /// ```swift
  /// @Reducer
  /// struct Parent {
  ///   @ObservableState
  ///   struct State {
  ///     @Presents var child: Child.State?
  ///   }
  ///   enum Action {
  ///     case child(PresentationAction<Child.Action>)
  ///   }
  ///
  ///   var body: some ReducerOf<Self> {
  ///     Reduce { state, action in
  ///       // The parent's logic.
  ///     }
  ///     .ifLet(\.$child, action: \.child) {
  ///       Child()
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The order of the child and the parent is fixed:
  /// - on `.dismiss`, the parent runs first (it can read the child state one last time), then
  ///   the child state is set to `nil`;
  /// - on `.presented`, the child runs first, then the parent.
  ///
  /// All effects of the child are cancelled when its state is set to `nil` or replaced by
  /// another child, whoever did it. Alerts and confirmation dialogs are set to `nil` as soon as
  /// one of their actions is sent. The child can dismiss itself with `@Dependency(\.dismiss)`,
  /// and `@Dependency(\.isPresented)` is `true` in it.
  @warn_unqualified_access
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _PresentationReducer(
      base: self,
      destination: destination(),
      toPresentationState: toPresentationState,
      toPresentationAction: casePath(toPresentationAction),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Embeds presented state that has no logic of its own, such as an alert:
  /// `.ifLet(\.$alert, action: \.alert)`.
  @warn_unqualified_access
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    self.ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Embeds an enum of destinations defined with `@Reducer enum`, running its static `body`:
  /// `.ifLet(\.$destination, action: \.destination)`.
  @warn_unqualified_access
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    self.ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The reducer returned by
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let destination: Destination
  let toPresentationState: _StatePath<Base.State, PresentationState<Destination.State>>
  let toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  let location: _SourceLocation
  let baseCache = _ReducerBodyCache<Base.State, Base.Action>()
  let destinationCache =
    _ReducerBodyCache<Destination.State, Destination.Action>()

  init(
    base: Base,
    destination: Destination,
    toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>,
    location: _SourceLocation
  ) {
    self.base = base
    self.destination = destination
    self.toPresentationState = _StatePath(toPresentationState)
    self.toPresentationAction = toPresentationAction
    self.location = location
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // Only what identifies the presentation is kept across the reducers: a copy of the
    // presentation would share the child's buffers, and the child's reducer would then copy them.
    let initialPresentation = toPresentationState.get(state)
    let presentedBefore = initialPresentation.presentedID
    let initialID = initialPresentation.wrappedValue.map(navigationID(for:))
    _ = consume initialPresentation
    var destinationEffects = Effect<Base.Action>.none
    let baseEffects: Effect<Base.Action>

    switch (initialID, toPresentationAction.extract(from: action)) {
    case (.some, .some(.dismiss)):
      // The parent sees the child one last time, then the child goes away (unless the parent
      // already replaced it with another one).
      baseEffects = base._reduce(into: &state, action: action, cache: baseCache)
      if presentedID(in: state) == initialID {
        toPresentationState.modify(&state) { $0.wrappedValue = nil }
      }

    case let (.some(id), .some(.presented(destinationAction))):
      // Asked only of the destination's own actions, before its reducer runs.
      let initialIsEphemeral = toPresentationState.get(state).wrappedValue.map(isEphemeral) ?? false
      let toPresentationAction = self.toPresentationAction
      destinationEffects = withDependencies {
        $0.isPresented = true
      } operation: {
        toPresentationState.modify(&state) {
          destination._reduce(
            into: &$0.wrappedValue!, action: destinationAction, cache: destinationCache
          )
        }
      }
      .scoped(
        to: id,
        embed: { toPresentationAction.embed(.presented($0)) },
        dismiss: toPresentationAction.embed(.dismiss)
      )
      baseEffects = base._reduce(into: &state, action: action, cache: baseCache)
      // An alert or a dialog goes away as soon as one of its buttons is used.
      if initialIsEphemeral, presentedID(in: state) == id {
        toPresentationState.modify(&state) { $0.wrappedValue = nil }
      }

    case (.none, .some):
      reportIssue(
        """
        An "ifLet" at "\(location.fileID):\(location.line)" received a presentation action \
        when destination state was absent.

          Action:
            \(issueCaseDescription(action))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set destination state to "nil" before this reducer ran. This reducer \
        must run before any other reducer sets destination state to "nil". This ensures that \
        destination reducers can handle their actions while their state is still present.

        This action was sent to the store while destination state was "nil". Make sure that \
        actions for this reducer can only be sent from a store when state is present, or \
        from effects that start from this reducer.
        """,
        fileID: location.fileID,
        filePath: location.filePath,
        line: location.line,
        column: location.column
      )
      baseEffects = base._reduce(into: &state, action: action, cache: baseCache)

    case (_, .none):
      baseEffects = base._reduce(into: &state, action: action, cache: baseCache)
    }

    // Whatever changed the destination (this action, or any reducer since this one last ran),
    // the effects of a child that is no longer presented end with it.
    let presentedNow = presentedID(in: state)
    var cancelEffects = Effect<Base.Action>.none
    if let presented = presentedBefore ?? initialID, presented != presentedNow {
      cancelEffects = .cancel(child: presented)
    }
    if toPresentationState.get(state).presentedID != presentedNow {
      toPresentationState.modify(&state) { $0.presentedID = presentedNow }
    }
    return destinationEffects.merge(with: baseEffects).merge(with: cancelEffects)
  }

  /// The identity of the destination presented in `state` now, if any.
  func presentedID(in state: Base.State) -> NavigationID? {
    toPresentationState.get(state).wrappedValue.map(navigationID(for:))
  }

  func navigationID(for destinationState: Destination.State) -> NavigationID {
    NavigationID(path: toPresentationState.keyPath, identity: childIdentity(of: destinationState))
  }
}
