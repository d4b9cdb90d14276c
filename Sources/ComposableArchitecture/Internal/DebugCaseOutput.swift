/// A one-line description of an action (or enum state) for runtime warnings:
/// `Parent.Action.child(.response(…))`.
func debugCaseOutput(_ value: Any) -> String {
  func describe(_ value: Any, isNested: Bool) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      guard let child = mirror.children.first, let label = child.label else {
        let name = "\(value)"
        return isNested ? ".\(name)" : name
      }
      let payload = Mirror(reflecting: child.value)
      let arguments: String
      if payload.displayStyle == .tuple, !payload.children.isEmpty {
        arguments = payload.children
          .map { element in
            let argument = describe(element.value, isNested: true)
            guard let label = element.label, !label.hasPrefix(".") else { return argument }
            return "\(label): \(argument)"
          }
          .joined(separator: ", ")
      } else {
        arguments = describe(child.value, isNested: true)
      }
      return "\(isNested ? "." : "")\(label)(\(arguments))"
    case .tuple where mirror.children.isEmpty:
      return ""
    default:
      guard isNested else { return typeName(type(of: value)) }
      let dump = String(customDumping: value)
      return dump.count <= 40 && !dump.contains("\n") ? dump : "…"
    }
  }
  let description = describe(value, isNested: false)
  if Mirror(reflecting: value).displayStyle == .enum {
    return "\(typeName(type(of: value))).\(description)"
  }
  return description
}

/// A type's name without its module qualifiers: `Feature.Action`, `IdentifiedAction<Int, Row.Action>`.
func typeName(_ type: Any.Type) -> String {
  // `String(reflecting:)` qualifies every nominal type with its module: "App.Feature.Action",
  // "IdentifiedCollections.IdentifiedArray<Swift.Int, App.Row>". Each dotted path begins with a
  // module name, which is dropped.
  var result = ""
  var path = ""
  func flush() {
    let components = path.split(separator: ".", omittingEmptySubsequences: false)
    result += components.count > 1 ? components.dropFirst().joined(separator: ".") : path
    path = ""
  }
  for character in withoutUnknownContexts(String(reflecting: type)) {
    if character.isLetter || character.isNumber || character == "_" || character == "." {
      path.append(character)
    } else {
      flush()
      result.append(character)
    }
  }
  flush()
  return result
}

/// Removes the ".(unknown context at $55e0…)" that private types carry in their reflected name.
private func withoutUnknownContexts(_ name: String) -> String {
  let marker = "(unknown context at $"
  var result = ""
  var rest = Substring(name)
  while let range = rest.range(of: marker) {
    var prefix = rest[..<range.lowerBound]
    if prefix.hasSuffix(".") { prefix = prefix.dropLast() }
    result += prefix
    rest = rest[range.upperBound...].drop(while: { $0 != ")" }).dropFirst()
  }
  return result + rest
}
