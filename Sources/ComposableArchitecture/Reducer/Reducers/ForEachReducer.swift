import OrderedCollections

/// The action of one element of a collection of features: `.element(id:action:)`.
///
/// Use it in a parent action to address the rows of a `forEach`:
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<Row>)
/// }
///
/// store.send(.rows(.element(id: row.id, action: .toggle)))
/// ```
///
/// Case key paths can address an element by id: `\.rows[id: row.id].toggle`.
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// An action for the element with the given id.
  case element(id: ID, action: Action)

  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of ``IdentifiedAction``.
  public struct AllCasePaths: Sendable {
    /// The case path to `.element(id:action:)`.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// The case path to the actions of the element with the given id.
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case let .element(elementID, action) = $0, elementID == id else { return nil }
          return action
        }
      )
    }
  }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

/// The ``IdentifiedAction`` of a feature whose state is `Identifiable`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension Reducer {
  /// Embeds an element reducer that runs on each element of an identified array.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     // ...
  ///   }
  ///   .forEach(\.rows, action: \.rows) {
  ///     Row()
  ///   }
  /// }
  /// ```
  ///
  /// The element runs first, then the parent. Each element's effects run in a namespace of its
  /// own (elements sharing a cancellation id do not cancel each other), and are cancelled when
  /// the element is removed. An action for an id that is not in the array is reported as a
  /// runtime issue.
  @warn_unqualified_access
  @inlinable  // W3 +4.3% instructions without it (with the other forEach)
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    let toElementAction = casePath(toElementAction)
    return _ForEachReducer(
      parent: self,
      element: element(),
      toElementsState: toElementsState,
      toElementAction: AnyCasePath(
        embed: { toElementAction.embed(.element(id: $0.id, action: $0.action)) },
        extract: {
          guard case let .element(id, action) = toElementAction.extract(from: $0) else {
            return nil
          }
          return (id, action)
        }
      ),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Embeds an element reducer that runs on each element of an identified array, with a case
  /// path to `(id, action)` pairs.
  @available(*, deprecated, message: "Use 'IdentifiedAction' and a case key path, instead.")
  @warn_unqualified_access
  @inlinable  // W3 +4.3% instructions without it (with the other forEach)
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self,
      element: element(),
      toElementsState: toElementsState,
      toElementAction: AnyCasePath(
        embed: { toElementAction.embed(($0.id, $0.action)) },
        extract: { toElementAction.extract(from: $0).map { (id: $0.0, action: $0.1) } }
      ),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer returned by ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)``.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>:
  Reducer
{
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let toElementsState:
    _StatePath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction:
    AnyCasePath<Parent.Action, (id: ID, action: Element.Action)>
  @usableFromInline let location: _SourceLocation
  @usableFromInline let parentCache = _ReducerBodyCache<Parent.State, Parent.Action>()
  @usableFromInline let elementCache = _ReducerBodyCache<Element.State, Element.Action>()

  @usableFromInline init(
    parent: Parent,
    element: Element,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: AnyCasePath<Parent.Action, (id: ID, action: Element.Action)>,
    location: _SourceLocation
  ) {
    self.parent = parent
    self.element = element
    self.toElementsState = _StatePath(toElementsState)
    self.toElementAction = toElementAction
    self.location = location
  }

  @inlinable  // W3 +21.5% instructions without it
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let elementEffects = reduceElement(into: &state, action: action)
    // Holding the ids shares their buffer; comparing afterwards is a buffer identity check
    // unless the parent inserted, removed or moved elements.
    let idsBefore = toElementsState.get(state).ids
    let parentEffects = parent._reduce(into: &state, action: action, cache: parentCache)
    let idsAfter = toElementsState.get(state).ids
    guard idsBefore != idsAfter else {
      return elementEffects.merge(with: parentEffects)
    }
    return elementEffects.merge(with: parentEffects)
      .merge(with: cancelEffects(removedFrom: idsBefore, keeping: idsAfter))
  }

  @inlinable  // W3 +21.6% instructions without it
  func reduceElement(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    guard let (id, elementAction) = toElementAction.extract(from: action) else { return .none }
    guard let index = toElementsState.get(state).index(id: id) else {
      reportMissingElement(action: action)
      return .none
    }
    let effect = toElementsState.modify(&state) {
      element._reduce(into: &$0[index], action: elementAction, cache: elementCache)
    }
    guard !effect.isNone else { return .none }
    let toElementAction = self.toElementAction
    return effect.scoped(
      to: NavigationID(path: toElementsState.keyPath, identity: id),
      embed: { toElementAction.embed((id, $0)) }
    )
  }

  /// Cancels the effects of the elements the parent removed.
  @usableFromInline
  func cancelEffects(removedFrom idsBefore: OrderedSet<ID>, keeping idsAfter: OrderedSet<ID>)
    -> Effect<Parent.Action>
  {
    let removed = idsBefore.subtracting(idsAfter)
    let path = toElementsState.keyPath
    return .merge(removed.map { .cancel(child: NavigationID(path: path, identity: $0)) })
  }

  @usableFromInline
  func reportMissingElement(action: Parent.Action) {
    reportIssue(
      """
      A "forEach" at "\(location.fileID):\(location.line)" received an action for a missing element.

        Action:
          \(issueCaseDescription(action))

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer removed an element with this ID before this reducer ran. This reducer \
      must run before any other reducer removes an element, which ensures that element reducers \
      can handle their actions while their state is still available.

      An in-flight effect emitted this action when state contained no element at this ID. \
      While it may be perfectly reasonable to ignore this action, consider canceling the \
      associated effect before an element is removed, especially if it is a long-living effect.

      This action was sent to the store while its state contained no element at this ID. To \
      fix this make sure that actions for this reducer can only be sent from a store when \
      its state contains an element at this id. In SwiftUI applications, use "ForEachStore".
      """,
      fileID: location.fileID,
      filePath: location.filePath,
      line: location.line,
      column: location.column
    )
  }
}
