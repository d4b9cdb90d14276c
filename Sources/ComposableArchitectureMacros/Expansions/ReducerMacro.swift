import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Reducer`: turns a struct into a `Reducer` (case key paths on its `Action`, a reducer builder
/// on its `body`), or an enum of features into a `CaseReducer` (see ``ReducerEnumExpansion``).
public enum ReducerMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // Only this role reports misuse, so that each mistake is reported once.
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      guard let options = ReducerOptions(node: node, context: context) else { return [] }
      return ReducerEnumExpansion(enumDecl, options: options, context: context).members()
    }
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroMessage.error(
            "reducerNotStructOrEnum",
            """
            '@Reducer' cannot be applied to \(declaration.kindDescription); \
            \(declaration.remedy(for: "Reducer", allowed: "a struct (one feature) or an enum with a case for each feature"))
            """
          )
        )
      )
      return []
    }
    if let arguments = node.arguments?.as(LabeledExprListSyntax.self), !arguments.isEmpty {
      context.diagnose(
        Diagnostic(
          node: arguments,
          message: MacroMessage.warning(
            "reducerStructOptions",
            """
            '@Reducer(state:action:)' only adds conformances to the 'State' and 'Action' that \
            '@Reducer' generates for enums; declare the conformances on this struct's own \
            'State' and 'Action', and write '@Reducer'
            """
          )
        )
      )
    }
    diagnoseReduceAndBody(in: declaration, context: context)
    return defaultMembers(for: declaration)
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    if let nested = member.as(EnumDeclSyntax.self) {
      let existing = nested.attributes
      switch nested.name.text {
      case "Action":
        var attributes: [AttributeSyntax] = []
        if !existing.contains(attributeNamed: "CasePathable") {
          attributes.append("@CasePathable")
        }
        if !existing.contains(attributeNamed: "_CaseAccess") {
          attributes.append("@ComposableArchitecture._CaseAccess")
        }
        return attributes
      case "State":
        var attributes: [AttributeSyntax] = []
        if !existing.contains(attributeNamed: "CasePathable") {
          attributes.append("@CasePathable")
        }
        if !existing.contains(attributeNamed: "dynamicMemberLookup") {
          attributes.append("@dynamicMemberLookup")
        }
        if !existing.contains(attributeNamed: "_CaseAccess") {
          attributes.append("@ComposableArchitecture._CaseAccess")
        }
        return attributes
      default:
        return []
      }
    }
    if let variable = member.as(VariableDeclSyntax.self),
      variable.isInstanceVar,
      variable.singleIdentifier?.text == "body",
      variable.bindings.first?.accessorBlock != nil,
      !variable.attributes.baseNames.contains(where: { $0.contains("Builder") })
    {
      // A body that names its domain (`some Reducer<Base.State, Base.Action>`) builds in it.
      let (state, action) = bodyDomain(variable) ?? ("Self.State", "Self.Action")
      return ["@ComposableArchitecture.ReducerBuilder<\(raw: state), \(raw: action)>"]
    }
    return []
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let conformances: [String]
    if declaration.is(EnumDeclSyntax.self) {
      conformances = ["CaseReducer", "Reducer"]
    } else if declaration.is(StructDeclSyntax.self) {
      conformances = ["Reducer"]
    } else {
      return []
    }
    // A declared `CaseReducer` conformance implies `Reducer`.
    guard !declaration.inherits("CaseReducer") else { return [] }
    let missing = conformances.filter { name in
      !declaration.inherits(name) && protocols.contains { $0.baseName == name }
    }
    guard !missing.isEmpty else { return [] }
    let list = missing.map { "ComposableArchitecture.\($0)" }.joined(separator: ", ")
    return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list) {}")]
  }

  // MARK: - Structs

  /// Warns when a struct implements both `reduce(into:action:)` and `body`: the default
  /// `reduce(into:action:)` that runs `body` is replaced, so `body` never runs.
  private static func diagnoseReduceAndBody(
    in declaration: some DeclGroupSyntax, context: some MacroExpansionContext
  ) {
    guard let reduce = reduceFunction(in: declaration), let body = bodyProperty(in: declaration)
    else { return }
    let name = declaration.typeName ?? "This reducer"
    context.diagnose(
      Diagnostic(
        node: reduce.name,
        message: MacroMessage.warning(
          "reducerReduceAndBody",
          """
          '\(name)' implements both 'reduce(into:action:)' and 'body'; only \
          'reduce(into:action:)' runs and 'body' is never used. Move this logic into a \
          'Reduce { state, action in … }' inside 'body', or delete 'body'
          """
        ),
        notes: [
          Note(
            node: Syntax(body),
            message: MacroNote(
              message: "'body' is declared here and will not run", id: "reducerBodyIgnored")
          )
        ]
      )
    )
  }

  private static func reduceFunction(in declaration: some DeclGroupSyntax) -> FunctionDeclSyntax? {
    for member in declaration.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        function.name.text == "reduce", !function.modifiers.isStatic
      else { continue }
      let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
      if labels == ["into", "action"] { return function }
    }
    return nil
  }

  private static func bodyProperty(in declaration: some DeclGroupSyntax) -> VariableDeclSyntax? {
    for member in declaration.memberBlock.members {
      if let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.isStatic,
        variable.bindings.contains(where: {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
        })
      {
        return variable
      }
    }
    return nil
  }

  /// Whether the feature names its state and its action types itself, in the type of its `body`
  /// (`some Reducer<Base.State, Base.Action>`) or in the parameters of `reduce(into:action:)`:
  /// those are its domain, and nothing must be generated in their place.
  private static func explicitDomain(
    of declaration: some DeclGroupSyntax
  ) -> (state: Bool, action: Bool) {
    func isExplicit(_ type: String?) -> Bool {
      guard let type else { return false }
      return !["State", "Self.State", "Action", "Self.Action"].contains(type)
    }
    if let function = reduceFunction(in: declaration) {
      let parameters = Array(function.signature.parameterClause.parameters)
      let stateType =
        parameters.first?.type.as(AttributedTypeSyntax.self)?.baseType
        ?? parameters.first?.type
      return (
        isExplicit(stateType?.trimmedDescription),
        isExplicit(parameters.dropFirst().first?.type.trimmedDescription)
      )
    }
    guard let body = bodyProperty(in: declaration), let (state, action) = bodyDomain(body)
    else { return (false, false) }
    return (isExplicit(state), isExplicit(action))
  }

  /// The state and action types a `body` of type `some Reducer<State, Action>` names.
  private static func bodyDomain(_ body: VariableDeclSyntax) -> (String, String)? {
    guard
      let type = body.bindings.first?.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?
        .constraint.as(IdentifierTypeSyntax.self),
      type.name.text == "Reducer",
      let arguments = type.genericArgumentClause?.arguments, arguments.count == 2
    else { return nil }
    let names = arguments.map { $0.argument.trimmedDescription }
    return (names[0], names[1])
  }

  /// The `State`, `Action` and `body` a feature leaves out, so that `@Reducer struct Feature {}`
  /// is a complete (inert) feature, as in TCA 1.8 and later.
  private static func defaultMembers(for declaration: some DeclGroupSyntax) -> [DeclSyntax] {
    let access = declaration.generatedMemberAccess
    var members: [DeclSyntax] = []
    // As in TCA, a feature with a body of its own names its domain itself: `State` and `Action`
    // there may be an enclosing type's (a reducer nested in its feature, `some Reducer<State,
    // Action>`), so nothing is generated that would hide them.
    let hasBody = reduceFunction(in: declaration) != nil || bodyProperty(in: declaration) != nil
    let (explicitState, explicitAction) = hasBody ? (true, true) : explicitDomain(of: declaration)
    if declaration.nestedTypeDecl(named: "State") == nil, !explicitState,
      !declaration.hasGenericParameter(named: "State")
    {
      members.append(
        """
        @ObservableState
        \(raw: access)struct State: \(raw: (["Codable", "Equatable", "Hashable", "Sendable"] + GeneratedConformances.observableStruct).joined(separator: ", ")) {
          \(raw: access)init() {
          }
        }
        """
      )
    }
    if declaration.nestedTypeDecl(named: "Action") == nil, !explicitAction,
      !declaration.hasGenericParameter(named: "Action")
    {
      members.append(
        """
        @CasePathable
        \(raw: access)enum Action: \(raw: (["Equatable", "Hashable", "Sendable"] + GeneratedConformances.casePathable).joined(separator: ", ")) {
        }
        """
      )
    }
    if reduceFunction(in: declaration) == nil, bodyProperty(in: declaration) == nil {
      members.append(
        """
        \(raw: access)var body: ComposableArchitecture.EmptyReducer<State, Action> {
          ComposableArchitecture.EmptyReducer()
        }
        """
      )
    }
    return members
  }
}

/// The conformances that the macros attached to a generated type would add in extensions,
/// declared by the generated type itself.
///
/// An extension macro attached to a type that is itself inside a macro expansion is expanded
/// lazily, when the compiler first needs the conformance; Swift 6.3's type checker may then be
/// iterating over the file's synthesized extensions, which the new extension is appended to, and
/// it crashes (signal 11) or hangs. Ordinary files hit it: a `@Reducer enum` followed later in
/// the file by any declaration with an extension macro (`@Reducer struct`, `@CasePathable`).
/// Listing the conformances on the generated type leaves those macros nothing to add (each one
/// adds only what the type does not declare), so their extension roles expand to nothing.
enum GeneratedConformances {
  /// `@CasePathable`'s.
  static let casePathable = ["CasePaths.CasePathable", "CasePaths.CasePathIterable"]
  /// `@_CaseAccess`'s.
  static let caseAccess = ["ComposableArchitecture._CasePathTable"]
  /// `@ObservableState`'s, on an enum.
  static let observableEnum = ["ComposableArchitecture.ObservableState", "Observation.Observable"]
  /// `@ObservableState`'s, on a struct.
  static let observableStruct = observableEnum + ["Swift.CustomReflectable"]
}
