/// A confirmation dialog described as data: a title, an optional message and buttons that send
/// actions.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Remove \(number) from favorites?")
/// } actions: {
///   ButtonState(role: .destructive, action: .remove(number)) { TextState("Remove") }
///   ButtonState(role: .cancel) { TextState("Keep") }
/// }
/// ```
///
/// Like ``AlertState``, it is dismissed as soon as one of its buttons sends an action.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// Identifies this dialog; dialogs compare by their contents, not by this.
  public let id: ObservableStateID
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]
  /// The message under the title.
  public var message: TextState?
  /// The title.
  public var title: TextState
  /// Whether the title is shown.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  /// Creates a confirmation dialog.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = ObservableStateID()
    self.titleVisibility = titleVisibility
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// This dialog with the actions of its buttons transformed.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?)
    -> ConfirmationDialogState<NewAction>
  {
    var dialog = ConfirmationDialogState<NewAction>(titleVisibility: titleVisibility) { title }
    dialog.buttons = buttons.map { $0.map(transform) }
    dialog.message = message
    return dialog
  }
}

/// Whether a confirmation dialog shows its title.
public enum ConfirmationDialogStateTitleVisibility: Equatable, Hashable, Sendable {
  case automatic
  case hidden
  case visible
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
      && lhs.titleVisibility == rhs.titleVisibility
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
    hasher.combine(titleVisibility)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}
extension ConfirmationDialogState: _EphemeralState {}

extension ConfirmationDialogState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [
      ("titleVisibility", titleVisibility), ("title", title),
    ]
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
