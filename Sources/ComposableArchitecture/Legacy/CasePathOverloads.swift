// The operators, subscripts and test helpers as TCA wrote them before case key paths (1.4),
// with case paths built by the `/` operator (`/Action.child`). Feature code of that time still
// compiles and runs, with a deprecation warning that names the replacement. Each one forwards
// to the case-key-path version's implementation, so both behave the same.

extension Reducer {
  /// Embeds optional state without logic of its own, such as an alert, with a case path.
  @available(*, deprecated, message: "Use a case key path ('action: \\.alert'), instead.")
  @warn_unqualified_access
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    _IfLetReducer(
      parent: self,
      child: EmptyReducer(),
      toChildState: toWrappedState,
      toChildAction: toWrappedAction,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Embeds a presented destination, with a case path.
  @available(*, deprecated, message: "Use a case key path ('action: \\.destination'), instead.")
  @warn_unqualified_access
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
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
      toPresentationAction: toPresentationAction,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Embeds presented state without logic of its own, such as an alert, with a case path.
  @available(*, deprecated, message: "Use a case key path ('action: \\.alert'), instead.")
  @warn_unqualified_access
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
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

  /// Embeds a navigation stack, with a case path.
  @available(*, deprecated, message: "Use a case key path ('action: \\.path'), instead.")
  @warn_unqualified_access
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
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
      toStackAction: toStackAction,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension PresentationState {
  /// The payload of one case of an enum destination, with a case path:
  /// `state.$destination[case: /Destination.State.alert]`.
  @available(*, deprecated, message: "Use a case key path ('[case: \\.alert]'), instead.")
  public subscript<Case>(case path: AnyCasePath<State, Case>) -> Case? {
    get { wrappedValue.flatMap(path.extract(from:)) }
    set {
      guard let newValue else {
        // Only the destination in that case goes away.
        if wrappedValue.flatMap(path.extract(from:)) != nil { wrappedValue = nil }
        return
      }
      guard wrappedValue.flatMap(path.extract(from:)) != nil else { return }
      wrappedValue = path.embed(newValue)
    }
  }
}

extension StackState {
  /// The payload of one case of the element with the given id, with a case path:
  /// `$0.path[id: 0, case: /Path.State.detail]`.
  @available(*, deprecated, message: "Use a case key path ('[id: id, case: \\.detail]'), instead.")
  public subscript<Case>(id id: StackElementID, case path: AnyCasePath<Element, Case>) -> Case? {
    get { self[id: id].flatMap(path.extract(from:)) }
    set {
      guard let newValue else {
        if self[id: id].flatMap(path.extract(from:)) != nil { self[id: id] = nil }
        return
      }
      guard self[id: id] != nil else { return }
      self[id: id] = path.embed(newValue)
    }
  }
}

extension TestStore {
  /// Asserts that an effect fed back an action of the given case, with a case path:
  /// `await store.receive(/Action.response)`.
  @_disfavoredOverload
  @available(*, deprecated, message: "Use a case key path ('receive(\\.response)'), instead.")
  public func receive<Value>(
    _ actionCase: AnyCasePath<Action, Value>,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      casePath: actionCase, timeout: duration, assert: updateStateToExpectedResult,
      location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
