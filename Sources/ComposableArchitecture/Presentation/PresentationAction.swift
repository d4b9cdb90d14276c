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
    @_disfavoredOverload
    public subscript<AppendedAction>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
    ) -> AnyCasePath<PresentationAction, AppendedAction>
    where Action: CasePathable {
      presented.appending(path: Action.allCasePaths[keyPath: keyPath])
    }

    /// A case of an enum destination, as the presentation actions of that case alone:
    /// `\.destination.detail` is a `PresentationAction<Detail.Action>`, so that a view can
    /// present one case of a destination enum:
    /// `$store.scope(state: \.destination?.detail, action: \.destination.detail)`.
    ///
    /// `.dismiss` of the destination is `.dismiss` of each of its cases.
    public subscript<AppendedAction>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
    ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>>
    where Action: CasePathable {
      let child = Action.allCasePaths[keyPath: keyPath]
      return AnyCasePath(
        embed: { action in
          switch action {
          case .dismiss: .dismiss
          case let .presented(childAction): .presented(child.embed(childAction))
          }
        },
        extract: { action in
          switch action {
          case .dismiss: .dismiss
          case let .presented(action): child.extract(from: action).map { .presented($0) }
          }
        }
      )
    }
  }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}
