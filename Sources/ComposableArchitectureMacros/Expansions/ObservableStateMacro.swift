import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservableState`: makes a state struct or enum observable through Swift's `Observation`,
/// with an identity (`_$id`) that survives mutation.
///
/// On a struct it tracks each eligible stored `var` (``ObservationStateTrackedMacro``), adds the
/// registrar, the identity and a mirror that shows properties under the names the user gave them
/// (their storage is `_name`). On an enum it derives the identity from the current case and its
/// payload.
public enum ObservableStateMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(enumDecl)
    }
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroMessage.error(
            "observableStateNotStructOrEnum",
            """
            '@ObservableState' cannot be applied to \(declaration.kindDescription); \
            \(declaration.remedy(for: "ObservableState", allowed: "a struct or an enum")) \
            (a class can use '@Observable' instead)
            """
          )
        )
      )
      return []
    }
    return structMembers(declaration)
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self),
      let variable = member.as(VariableDeclSyntax.self),
      variable.isInstanceVar
    else { return [] }
    if variable.bindings.count > 1,
      variable.bindings.allSatisfy({ $0.accessorBlock == nil }),
      variable.attributes.isEmpty
    {
      let names = variable.bindings.map { $0.pattern.trimmedDescription }.joined(separator: "', '")
      context.diagnose(
        Diagnostic(
          node: variable,
          message: MacroMessage.error(
            "observableStateMultipleBindings",
            """
            '@ObservableState' tracks each property separately; declare '\(names)' each with its \
            own 'var'
            """
          )
        )
      )
      return []
    }
    guard variable.isImplicitlyTracked,
      !variable.attributes.contains(attributeNamed: "ObservationStateTracked")
    else { return [] }
    return ["@ObservationStateTracked"]
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      return []
    }
    var conformances = ["ComposableArchitecture.ObservableState", "Observation.Observable"]
    if declaration.is(StructDeclSyntax.self) {
      conformances.append("Swift.CustomReflectable")
    }
    let missing = conformances.filter { conformance in
      let name = String(conformance.split(separator: ".").last!)
      return !declaration.inherits(name)
        && protocols.contains { $0.baseName == name }
    }
    guard !missing.isEmpty else { return [] }
    return [
      try ExtensionDeclSyntax(
        "extension \(type.trimmed): \(raw: missing.joined(separator: ", ")) {}"
      )
    ]
  }

  // MARK: - Structs

  private static func structMembers(_ declaration: some DeclGroupSyntax) -> [DeclSyntax] {
    let access = declaration.generatedMemberAccess
    // Protocol witnesses must be as visible as the type when the type is public.
    let witnessAccess = access.isEmpty ? "public " : access
    var members: [DeclSyntax] = [
      "@ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()",
      """
      \(raw: witnessAccess)var _$id: ComposableArchitecture.ObservableStateID {
        _$observationRegistrar.id
      }
      """,
      """
      \(raw: witnessAccess)mutating func _$willModify() {
        _$observationRegistrar._$willModify()
      }
      """,
    ]
    if !declaresMember(named: "customMirror", in: declaration) {
      members.append(mirror(of: declaration, access: witnessAccess))
    }
    if let table = inPlaceMutations(of: declaration, access: witnessAccess) {
      members.append(table)
    }
    return members
  }

  /// For each property the macros turn into accessors, how to mutate it in place through its
  /// `_modify` accessor, for reducers that are handed a key path to it (a key path through a
  /// computed property would copy the value, and all its buffers with it).
  private static func inPlaceMutations(of declaration: some DeclGroupSyntax, access: String)
    -> DeclSyntax?
  {
    // Each path with the expression that reads it from storage, without an observation.
    var paths: [(path: String, read: String)] = []
    for property in declaration.userStoredProperties where !property.isConditionallyAvailable {
      switch property.kind {
      case .tracked, .presents:
        paths.append((property.identifier, property.untrackedRead(of: "$0")))
        if property.kind == .presents {
          paths.append(("$\(property.label)", "$0._\(property.label)"))
        }
      case .plain:
        // Stored as written: a key path to it already mutates in place.
        continue
      }
    }
    guard !paths.isEmpty else { return nil }
    let cases = paths.map { path, read in
      """
        if keyPath == \\Self.\(path) {
          return ComposableArchitecture._InPlaceMutation(
            \\Self.\(path), read: { \(read) }, modify: { $1(&$0.\(path)) }
          )
        }
      """
    }
    return """
      \(raw: access)static func _$inPlaceMutation(_ keyPath: Swift.AnyKeyPath) -> Any? {
      \(raw: cases.joined(separator: "\n"))
        return nil
      }
      """
  }

  /// A mirror that lists the properties under their declared names with values read from
  /// storage, so that `print`, `dump` and CustomDump (TestStore failure diffs) show `count: 1`
  /// rather than `_count: 1` and `_$observationRegistrar`, and so that dumping a value does not
  /// register observations.
  private static func mirror(of declaration: some DeclGroupSyntax, access: String) -> DeclSyntax {
    let properties = declaration.userStoredProperties
    // Each value is written `as Any`: an optional converted to `Any` implicitly is a warning in
    // the user's build.
    let children =
      properties.isEmpty
      ? "[:]"
      : "[\n"
        + properties.map { "      \(quoted($0.label)): \($0.untrackedRead) as Any" }
        .joined(separator: ",\n")
        + "\n    ]"
    return """
      \(raw: access)var customMirror: Swift.Mirror {
        Swift.Mirror(
          self,
          children: \(raw: children),
          displayStyle: .struct
        )
      }
      """
  }

  private static func quoted(_ label: String) -> String {
    "\"\(label)\""
  }

  private static func declaresMember(named name: String, in declaration: some DeclGroupSyntax)
    -> Bool
  {
    declaration.memberBlock.members.contains { member in
      member.decl.as(VariableDeclSyntax.self)?.singleIdentifier?.unescapedText == name
    }
  }

  // MARK: - Enums

  private static func enumMembers(_ declaration: EnumDeclSyntax) -> [DeclSyntax] {
    let access =
      declaration.generatedMemberAccess.isEmpty
      ? "public " : declaration.generatedMemberAccess
    var cases: [String] = []
    var tag = 0
    for member in declaration.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        let name = element.name.text
        let payloadCount = element.parameterClause?.parameters.count ?? 0
        if payloadCount == 1 {
          // The payload's own identity, so that a change inside the presented child is told
          // apart from the presentation of a different child in the same case.
          cases.append(
            """
              case let .\(name)(state):
                return ._$id(for: state)._$tag(\(tag))
            """
          )
        } else if payloadCount > 1 {
          // Several values: identified together, each as a single payload would be.
          let names = (0..<payloadCount).map { "v\($0)" }.joined(separator: ", ")
          cases.append(
            """
              case let .\(name)(\(names)):
                return ._$id(for: \(names))._$tag(\(tag))
            """
          )
        } else {
          cases.append(
            """
              case .\(name):
                return ._$inert._$tag(\(tag))
            """
          )
        }
        tag += 1
      }
    }
    return [
      """
      \(raw: access)var _$id: ComposableArchitecture.ObservableStateID {
        switch self {
      \(raw: cases.joined(separator: "\n"))
        }
      }
      """,
      """
      \(raw: access)mutating func _$willModify() {
      }
      """,
    ]
  }
}
