/// The message debugging reducers print for one action: the action, then how it changed the
/// state, as a diff.
///
/// ```
/// received action:
///   AppAction.counter(.incrementButtonTapped)
///   AppState(
/// -   counter: CounterState(count: 0)
/// +   counter: CounterState(count: 1)
///     title: "Counter"
///   )
/// ```
///
/// - Parameter includeState: `false` to describe the action only (`debugActions`).
func describeChange<State, Action>(
  prefix: String,
  action: Action,
  actionFormat: ActionFormat,
  from oldState: State,
  to newState: State,
  includeState: Bool = true
) -> String {
  var message = prefix.isEmpty ? "received action:\n" : "\(prefix): received action:\n"
  switch actionFormat {
  case .prettyPrint:
    customDump(action, to: &message, indent: 2)
  case .labelsOnly:
    message += "  \(debugCaseLabels(action))"
  }
  guard includeState else { return message }
  message += "\n"
  message += diff(oldState, newState) ?? "  (No state changes)"
  return message
}

/// An action as a pattern of its cases, with the values it carries left out:
/// `AppAction.todo(id: _, action: .checkBoxToggled)`.
///
/// Used for ``ActionFormat/labelsOnly`` and for signpost names, where actions of the same shape
/// should read the same.
func debugCaseLabels(_ value: Any) -> String {
  let description = caseLabels(of: value)
  guard let description else { return typeName(type(of: value)) }
  return "\(typeName(type(of: value)))\(description)"
}

/// `.case(…)` for an enum value, `nil` for anything else.
private func caseLabels(of value: Any) -> String? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return nil }
  guard let payload = mirror.children.first, let name = payload.label else {
    return ".\(value)"
  }
  let payloadMirror = Mirror(reflecting: payload.value)
  let arguments: [String]
  if payloadMirror.displayStyle == .tuple {
    arguments = payloadMirror.children.map { element in
      let argument = caseLabels(of: element.value) ?? "_"
      // Unlabeled tuple elements are named ".0", ".1" by reflection.
      guard let label = element.label, !label.hasPrefix(".") else { return argument }
      return "\(label): \(argument)"
    }
  } else {
    arguments = [caseLabels(of: payload.value) ?? "_"]
  }
  return ".\(name)(\(arguments.joined(separator: ", ")))"
}
