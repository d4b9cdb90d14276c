/// How debugging reducers describe the actions they receive.
///
/// ```swift
/// appReducer.debug(actionFormat: .labelsOnly)
/// ```
public enum ActionFormat: Sendable {
  /// Only the cases of the action, with the values they carry left out, as a pattern:
  /// `AppAction.todo(id: _, action: .checkBoxToggled)`. Short, and free of private data.
  case labelsOnly

  /// The whole action, values included, dumped over several lines.
  case prettyPrint
}
