/// The actions of a presented child: its own actions, and its dismissal.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
/// ```
///
/// Case key paths reach through `presented` to the child's actions, the way tests write them:
/// `store.send(\.destination.alert.confirm)`, `store.receive(\.destination.dismiss)`.
public enum PresentationAction<Action>: CasePathable {
  /// The child is being dismissed: the parent runs first, then the child state is set to `nil`.
  case dismiss

  /// An action of the presented child: the child runs first, then the parent.
  indirect case presented(Action)

  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of ``PresentationAction``.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path to ``PresentationAction/dismiss``.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        }
      )
    }

    /// The case path to ``PresentationAction/presented(_:)``.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return action
        }
      )
    }

    /// A case path through `presented` to a case of the child's actions: `\.destination.alert`.
    public subscript<AppendedAction>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
    ) -> AnyCasePath<PresentationAction, AppendedAction>
    where Action: CasePathable {
      presented.appending(path: Action.allCasePaths[keyPath: keyPath])
    }
  }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}
