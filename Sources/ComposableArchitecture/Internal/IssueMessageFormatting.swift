// The pieces failure messages and runtime warnings are built from, laid out as TCA lays out
// its own: tests written for TCA match these texts (often with `hasSuffix`), so the case
// descriptions, type names and indentation must come out the same, character for character.

/// A one-line description of an action or an enum state, as TCA's messages print one: the
/// type, then each case name, with payloads that are not enums left out:
/// `Elements.Action.rows(.element(id:, action:))`, `Child.Action.name` for `.name("Blob")`.
///
/// With `abbreviated`, the type is left out too (`.second`), as in a list of actions under a
/// heading that already says what they are.
func issueCaseDescription(_ value: Any, abbreviated: Bool = false) -> String {
  if let value = value as? any CustomDebugStringConvertible {
    return value.debugDescription
  }
  return (abbreviated ? "" : issueTypeName(type(of: value))) + caseNames(of: value)
}

/// The case names of an enum value and of the enums it carries; empty for other values.
private func caseNames(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let child = mirror.children.first else {
      let name = "\(value)"
      return name == issueTypeName(type(of: value)) ? "" : ".\(name)"
    }
    let payload = caseNames(of: child.value)
    return ".\(child.label ?? "")\(payload.isEmpty ? "" : "(\(payload))")"
  case .tuple:
    return mirror.children
      .map { label, value in
        let payload = caseNames(of: value)
        let argument = label.map { isPositional($0) ? "_:" : "\($0):" } ?? ""
        return argument + (payload.isEmpty ? "" : " \(payload)")
      }
      .joined(separator: ", ")
  default:
    return ""
  }
}

/// Whether a tuple label is a position (".0", ".1"), as unlabeled elements are reflected.
private func isPositional(_ label: String) -> Bool {
  label.firstIndex(where: { $0 != "." && !$0.isNumber }) == nil
}

/// A type's name as TCA's messages print it: without module qualifiers and without generic
/// arguments (`Result` for `Result<Int, Failure>`).
func issueTypeName(_ type: Any.Type) -> String {
  let name = typeName(type)
  guard let open = name.firstIndex(of: "<"), let close = name.lastIndex(of: ">"), open < close
  else { return name }
  return String(name[..<open] + name[name.index(after: close)...])
}

extension String {
  /// Every line, blank ones included, indented by `count` spaces: the indentation of diffs and
  /// dumps inside messages.
  func indent(by count: Int) -> String {
    let indentation = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { indentation + $0 }
      .joined(separator: "\n")
  }
}
