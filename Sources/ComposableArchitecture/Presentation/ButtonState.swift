/// A button of an alert or a confirmation dialog: its label, its role, and the action it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ```
public struct ButtonState<Action>: Identifiable {
  /// Identifies the button (buttons compare by their contents, not by this).
  public let id: ObservableStateID
  /// The action the button sends, if any.
  public let action: ButtonStateAction<Action>
  /// The button's label.
  public let label: TextState
  /// The button's role, which a view layer uses to style and place it.
  public let role: ButtonStateRole?

  /// Creates a button that sends `action` when tapped.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action>,
    label: () -> TextState
  ) {
    self.id = ObservableStateID()
    self.role = role
    self.action = action
    self.label = label()
  }

  /// Creates a button that sends `action` when tapped.
  public init(
    role: ButtonStateRole? = nil,
    action: Action,
    label: () -> TextState
  ) {
    self.init(role: role, action: .send(action), label: label)
  }

  /// Creates a button that sends no action (it only dismisses).
  public init(role: ButtonStateRole? = nil, label: () -> TextState) {
    self.init(role: role, action: ButtonStateAction(action: nil), label: label)
  }

  /// This button with its action transformed.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(
      id: id,
      action: ButtonStateAction(action: transform(action.action), animation: action.animation),
      label: label,
      role: role
    )
  }

  private init(
    id: ObservableStateID, action: ButtonStateAction<Action>, label: TextState,
    role: ButtonStateRole?
  ) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }
}

/// What a ``ButtonState`` does when tapped.
public struct ButtonStateAction<Action> {
  /// The action sent, or `nil` for a button that only dismisses.
  public let action: Action?
  /// The animation the action is sent with (``send(_:animation:)``); `nil` for none.
  public let animation: Animation?

  /// An action that sends `action`.
  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }

  /// An action that sends `action`, or only dismisses when it is `nil`.
  public init(action: Action?, animation: Animation? = nil) {
    self.action = action
    self.animation = animation
  }
}

/// The role of a button, as in a platform's alerts: cancel buttons close without consequence,
/// destructive ones are styled as dangerous.
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  case cancel
  case destructive
}

extension ButtonState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(label)
    hasher.combine(role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}
extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role { children.append(("role", role)) }
    children.append(("action", action.action as Any))
    children.append(("label", label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

/// Builds the buttons of an alert or a dialog.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  public static func buildLimitedAvailability(_ component: [ButtonState<Action>])
    -> [ButtonState<Action>]
  {
    component
  }

  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }
}
