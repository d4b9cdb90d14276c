@_spi(Reflection) import CasePaths

/// An alert described as data: a title, an optional message and buttons that send actions.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Reset the counter?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmReset) {
///     TextState("Reset")
///   }
///   ButtonState(role: .cancel) {
///     TextState("Cancel")
///   }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
///
/// Present it with `@Presents var alert: AlertState<Action.Alert>?` and
/// `ifLet(\.$alert, action: \.alert)`: the alert is dismissed (its state set to `nil`) as soon
/// as one of its buttons sends an action. A view layer renders it; tests compare it.
public struct AlertState<Action>: Identifiable {
  /// Identifies this alert; alerts compare by their contents, not by this.
  public let id: ObservableStateID
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]
  /// The message under the title.
  public var message: TextState?
  /// The title.
  public var title: TextState

  /// Creates an alert without a message.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] }
  ) {
    self.id = ObservableStateID()
    self.title = title()
    self.buttons = actions()
    self.message = nil
  }

  /// Creates an alert with a message under its title.
  ///
  /// The closures are not escaping, so they can read the state being reduced.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: () -> TextState
  ) {
    self.id = ObservableStateID()
    self.title = title()
    self.buttons = actions()
    self.message = message()
  }

  /// This alert with the actions of its buttons transformed.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title
    )
  }

  private init(
    id: ObservableStateID, buttons: [ButtonState<Action>], message: TextState?, title: TextState
  ) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }
}

extension AlertState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", title)]
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

/// State that exists only while it is presented and goes away as soon as the user acts on it:
/// alerts and confirmation dialogs. The presentation reducer sets it to `nil` when one of its
/// actions is sent.
public protocol _EphemeralState<Action> {
  /// The actions its buttons send.
  associatedtype Action
}

extension AlertState: _EphemeralState {}

/// Whether a piece of presented state is ephemeral: itself, or the payload of the current case
/// of an enum of destinations.
func isEphemeral<State>(_ state: State) -> Bool {
  if state is any _EphemeralState { return true }
  // Only an enum can hold an alert in its current case: a struct is answered from its type,
  // without reflecting on the value (a `Mirror` cost some 5,000 instructions an action, W8).
  guard EnumMetadata(State.self) != nil else { return false }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return false
  }
  return payload is any _EphemeralState
}
