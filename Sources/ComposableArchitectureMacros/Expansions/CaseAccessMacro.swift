import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@_CaseAccess` on an enum: generates a table from each case's key path to a case path that
/// matches the case with its own pattern (`if case let .child(value) = action`).
///
/// The store's operators (`Scope`, `ifLet`, `forEach`, `store.scope`) look a case key path up in
/// it once, when they are built, and then extract and embed actions with plain pattern matching
/// instead of going through the key path (a boxed value, a dynamic cast and a key path
/// projection) on every action. `@Reducer` applies it to the `Action` and enum `State` of a
/// feature; an enum without it still works, the slower way.
public enum CaseAccessMacro: MemberMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroMessage.error(
            "caseAccessNotEnum", "'@_CaseAccess' can only be applied to an enum"
          )
        )
      )
      return []
    }
    let access =
      enumDecl.modifiers.contains { ["public", "package"].contains($0.name.text) }
      ? "public " : ""
    // Cases inside `#if` blocks are left to the general path.
    let elements = enumDecl.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap(\.elements)
    let branches = elements.map(branch(for:))
    return [
      """
      \(raw: access)static func _$casePath(_ keyPath: Swift.AnyKeyPath) -> Any? {
      \(raw: branches.joined(separator: "\n"))
        return nil
      }
      """
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(EnumDeclSyntax.self), !protocols.isEmpty else { return [] }
    return [
      try ExtensionDeclSyntax(
        "extension \(type.trimmed): ComposableArchitecture._CasePathTable {}"
      )
    ]
  }

  /// The `if` that returns the case path of one case when the key path is that case's.
  private static func branch(for element: EnumCaseElementSyntax) -> String {
    let name = element.name.trimmed.text
    let parameters = Array(element.parameterClause?.parameters ?? [])
    let valueType: String
    let embed: String
    let extract: String
    switch parameters.count {
    case 0:
      valueType = "Swift.Void"
      embed = "{ _ in Self.\(name) }"
      extract = "{\n guard case .\(name) = $0 else { return nil }\n return ()\n }"
    case 1:
      valueType = parameters[0].type.trimmedDescription
      let label = argumentLabel(parameters[0])
      embed = "{ Self.\(name)(\(label)$0) }"
      extract = "{\n guard case let .\(name)(v0) = $0 else { return nil }\n return v0\n }"
    default:
      let components = parameters.map { parameter in
        let label =
          parameter.firstName.map { $0.tokenKind == .wildcard ? "" : "\($0.text): " }
          ?? ""
        return "\(label)\(parameter.type.trimmedDescription)"
      }
      valueType = "(\(components.joined(separator: ", ")))"
      let arguments = parameters.enumerated()
        .map { index, parameter in "\(argumentLabel(parameter))$0.\(index)" }
        .joined(separator: ", ")
      embed = "{ Self.\(name)(\(arguments)) }"
      let bindings = parameters.indices.map { "v\($0)" }.joined(separator: ", ")
      extract =
        "{\n guard case let .\(name)(\(bindings)) = $0 else { return nil }\n return (\(bindings))\n }"
    }
    return """
        if keyPath == \\Self.Cases.\(name) as Swift.AnyKeyPath {
          return CasePaths.AnyCasePath<Self, \(valueType)>(embed: \(embed), extract: \(extract))
        }
      """
  }

  private static func argumentLabel(_ parameter: EnumCaseParameterSyntax) -> String {
    guard let firstName = parameter.firstName, firstName.tokenKind != .wildcard else { return "" }
    return "\(firstName.text): "
  }
}
