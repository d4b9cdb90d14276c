/// The actions of a navigation stack: an action of one of its elements, a push, and a pop.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// ```
///
/// Case key paths reach an element's actions by id, the way tests write them:
/// `store.send(\.path[id: 0].detail.saveButtonTapped)`, `store.receive(\.path.popFrom, id: 0)`.
public enum StackAction<State, Action>: CasePathable {
  /// An action of the element with the given id: the element runs first, then the parent.
  indirect case element(id: StackElementID, action: Action)

  /// Pops the element with the given id and every element above it: the parent runs first
  /// (it sees the elements one last time), then they are removed and their effects cancelled.
  case popFrom(id: StackElementID)

  /// Pushes an element with the given id on top of the stack, then runs the parent. The id must
  /// come after the ids already in the stack.
  indirect case push(id: StackElementID, state: State)

  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of ``StackAction``.
  public struct AllCasePaths: Sendable {
    /// The case path to ``StackAction/element(id:action:)``.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// The case path to ``StackAction/popFrom(id:)``.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: {
          guard case let .popFrom(id) = $0 else { return nil }
          return id
        }
      )
    }

    /// The case path to ``StackAction/push(id:state:)``.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: {
          guard case let .push(id, state) = $0 else { return nil }
          return (id, state)
        }
      )
    }

    /// The case path to the actions of the element with the given id: `\.path[id: 0]`.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
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

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

/// The ``StackAction`` of a stack of the given feature: `StackActionOf<Path>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>
