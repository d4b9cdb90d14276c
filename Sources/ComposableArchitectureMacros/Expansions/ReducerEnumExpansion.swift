import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// The members `@Reducer` generates for an enum of features:
///
/// ```swift
/// @Reducer enum Destination {
///   case alert(AlertState<Alert>)   // ephemeral: no reducer of its own
///   case detail(Detail)             // a feature: `Detail.State`, `Detail.Action`, `Detail()`
/// }
/// ```
///
/// gets a `State` and an `Action` enum with a case per feature, a static `body` that scopes each
/// feature's reducer to its case, and a `CaseScope` enum with `scope(_:)` for `store.case`.
struct ReducerEnumExpansion<Context: MacroExpansionContext> {
  /// What one case of the enum holds.
  enum CaseKind {
    /// A feature with a reducer: `case detail(Detail)`, or an enum reducer's body,
    /// `case modal(Modal.Body)`.
    case feature(type: TypeSyntax, reducer: String)
    /// State with actions but no reducer of its own (`AlertState<Action>`,
    /// `ConfirmationDialogState<Action>`, or a case marked `@ReducerCaseEphemeral`).
    case ephemeral(type: TypeSyntax, action: String)
    /// State that no reducer runs on and that sends no actions: a case without payload, or a case
    /// marked `@ReducerCaseIgnored`.
    case ignored(type: TypeSyntax?)
    /// State with no reducer of its own whose actions the enum's own `Action` declares, in a case
    /// of the same name: `@ReducerCaseIgnored case alert(AlertState<Alert>)` beside
    /// `enum Action { case alert(Alert) }`. Views get a store of it, as for a feature.
    case explicitAction(type: TypeSyntax, action: String)
    /// State-only values, as TCA reads a case with several associated values
    /// (`case meeting(Meeting, syncUp: SyncUp)`): the parameter clause as written, and each
    /// value's label (`nil` when it has none).
    case values(clause: String, labels: [String?])
  }

  struct FeatureCase {
    let name: String
    let kind: CaseKind
  }

  let declaration: EnumDeclSyntax
  let options: ReducerOptions
  let context: Context

  init(_ declaration: EnumDeclSyntax, options: ReducerOptions, context: Context) {
    self.declaration = declaration
    self.options = options
    self.context = context
  }

  private var access: String { declaration.generatedMemberAccess }

  func members() -> [DeclSyntax] {
    guard let cases = featureCases()?.map(resolvingExplicitAction) else { return [] }
    var members: [DeclSyntax] = []
    if declaration.nestedTypeDecl(named: "State") == nil { members.append(state(cases)) }
    if declaration.nestedTypeDecl(named: "Action") == nil { members.append(action(cases)) }
    if !declaresStaticBody { members.append(body(cases)) }
    if declaration.nestedTypeDecl(named: "CaseScope") == nil {
      members.append(caseScope(cases))
      members.append(scope(cases))
    }
    return members
  }

  // MARK: - Reading the cases

  /// The cases, or `nil` after reporting a case that cannot be a feature.
  private func featureCases() -> [FeatureCase]? {
    var cases: [FeatureCase] = []
    var isValid = true
    for member in declaration.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      let isIgnored = caseDecl.attributes.contains(attributeNamed: "ReducerCaseIgnored")
      let isEphemeral = caseDecl.attributes.contains(attributeNamed: "ReducerCaseEphemeral")
      for element in caseDecl.elements {
        let name = element.name.text
        let parameters = element.parameterClause?.parameters ?? []
        guard parameters.count <= 1 else {
          // Several values hold state no reducer runs on, and send no actions.
          let labels = parameters.map { parameter -> String? in
            guard let label = parameter.firstName, label.tokenKind != .wildcard else {
              return nil
            }
            return label.text
          }
          let clause = element.parameterClause?.trimmedDescription ?? "()"
          cases.append(FeatureCase(name: name, kind: .values(clause: clause, labels: labels)))
          continue
        }
        guard let type = parameters.first?.type.trimmed else {
          cases.append(FeatureCase(name: name, kind: .ignored(type: nil)))
          continue
        }
        if isIgnored {
          cases.append(FeatureCase(name: name, kind: .ignored(type: type)))
        } else if isEphemeral {
          cases.append(
            FeatureCase(name: name, kind: .ephemeral(type: type, action: "\(type).Action"))
          )
        } else if ["AlertState", "ConfirmationDialogState"].contains(type.baseName),
          let action = type.genericArguments.first
        {
          cases.append(
            FeatureCase(name: name, kind: .ephemeral(type: type, action: action.trimmedDescription))
          )
        } else if let member = type.as(MemberTypeSyntax.self), member.name.text == "Body" {
          // The body of another enum reducer, which has no instances to call.
          cases.append(
            FeatureCase(
              name: name, kind: .feature(type: type, reducer: "\(member.baseType.trimmed).body")
            )
          )
        } else {
          // `case detail(Detail = Detail(context: …))`: the default value is the reducer.
          let reducer = parameters.first?.defaultValue?.value.trimmedDescription ?? "\(type)()"
          cases.append(FeatureCase(name: name, kind: .feature(type: type, reducer: reducer)))
        }
      }
    }
    return isValid ? cases : nil
  }

  /// An ignored case whose actions the enum's own `Action` declares, in a case of the same name
  /// with one value, becomes ``CaseKind/explicitAction(type:action:)``.
  private func resolvingExplicitAction(_ featureCase: FeatureCase) -> FeatureCase {
    guard case let .ignored(type?) = featureCase.kind,
      let actionType = declaredActionPayload(named: featureCase.name)
    else { return featureCase }
    return FeatureCase(
      name: featureCase.name, kind: .explicitAction(type: type, action: actionType))
  }

  /// The type of the single value of the case `name` of the `Action` enum the declaration
  /// writes itself, if it writes one.
  private func declaredActionPayload(named name: String) -> String? {
    guard let action = declaration.nestedTypeDecl(named: "Action")?.as(EnumDeclSyntax.self)
    else { return nil }
    for member in action.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements where element.name.text == name {
        guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
          let parameter = parameters.first
        else { return nil }
        return parameter.type.trimmedDescription
      }
    }
    return nil
  }

  private var declaresStaticBody: Bool {
    declaration.memberBlock.members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
      return variable.modifiers.isStatic && variable.singleIdentifier?.text == "body"
    }
  }

  // MARK: - Generated members

  private func inheritance(_ conformances: [String]) -> String {
    conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
  }

  /// Lines to splice into a generated body: each on its own line after the previous one, or
  /// nothing at all when there are none.
  private func lines(_ lines: [String]) -> String {
    lines.map { "\n" + $0 }.joined()
  }

  private func state(_ cases: [FeatureCase]) -> DeclSyntax {
    let caseLines = cases.map { featureCase -> String in
      switch featureCase.kind {
      case let .feature(type, _): "  case \(featureCase.name)(\(type).State)"
      case let .ephemeral(type, _): "  case \(featureCase.name)(\(type))"
      case let .ignored(type?), let .explicitAction(type, _):
        "  case \(featureCase.name)(\(type))"
      case .ignored(nil): "  case \(featureCase.name)"
      case let .values(clause, _): "  case \(featureCase.name)\(clause)"
      }
    }
    let conformances =
      ["ComposableArchitecture.CaseReducerState"] + options.stateConformances
      + GeneratedConformances.casePathable + GeneratedConformances.caseAccess
      + GeneratedConformances.observableEnum
    return """
      @CasePathable
      @dynamicMemberLookup
      @ObservableState
      @ComposableArchitecture._CaseAccess
      \(raw: access)enum State\(raw: inheritance(conformances)) {
        \(raw: access)typealias StateReducer = \(raw: declaration.name.trimmed)\(raw: lines(caseLines))
      }
      """
  }

  private func action(_ cases: [FeatureCase]) -> DeclSyntax {
    let caseLines = cases.map { featureCase -> String in
      switch featureCase.kind {
      case let .feature(type, _): "  case \(featureCase.name)(\(type).Action)"
      case let .ephemeral(_, action), let .explicitAction(_, action):
        "  case \(featureCase.name)(\(action))"
      // A case that sends no actions still names one, that can never be made, as in TCA: code
      // can then write `Action.meeting` (in a switch, a case key path) like any other case.
      case .ignored, .values: "  case \(featureCase.name)(Swift.Never)"
      }
    }
    let actionConformances =
      options.actionConformances + GeneratedConformances.casePathable
      + GeneratedConformances.caseAccess
    return """
      @CasePathable
      @ComposableArchitecture._CaseAccess
      \(raw: access)enum Action\(raw: inheritance(actionConformances)) {\(raw: lines(caseLines))
      }
      """
  }

  private func body(_ cases: [FeatureCase]) -> DeclSyntax {
    let scopes = cases.compactMap { featureCase -> String? in
      guard case let .feature(_, reducer) = featureCase.kind else { return nil }
      let name = featureCase.name
      return """
            ComposableArchitecture.Scope(state: \\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name)) {
              \(reducer)
            }
        """
    }
    let content =
      scopes.isEmpty
      ? "  ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()"
      : "  ComposableArchitecture.CombineReducers {\n\(scopes.joined(separator: "\n"))\n  }"
    return """
      @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
      \(raw: access)static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
      \(raw: content)
      }
      """
  }

  private func caseScope(_ cases: [FeatureCase]) -> DeclSyntax {
    // Each case's line, and the type of the value its path extracts: `Void` for a case without
    // a value, none for a case of several values.
    let scopeCases = cases.map {
      featureCase -> (name: String, line: String, value: String?, isBare: Bool) in
      let name = featureCase.name
      switch featureCase.kind {
      case let .feature(type, _):
        let value = "ComposableArchitecture.StoreOf<\(type)>"
        return (name, "  case \(name)(\(value))", value, false)
      case let .explicitAction(type, action):
        let value = "ComposableArchitecture.Store<\(type), \(action)>"
        return (name, "  case \(name)(\(value))", value, false)
      case let .ephemeral(type, _), let .ignored(type?):
        return (name, "  case \(name)(\(type))", "\(type)", false)
      case .ignored(nil):
        return (name, "  case \(name)", "Void", true)
      case let .values(clause, _):
        return (name, "  case \(name)\(clause)", nil, false)
      }
    }
    // A path to each case, so that a binding to an optional store of the enum reaches a case as
    // a member: `$store.scope(\.$destination, action: \.destination).edit`. Written out rather
    // than left to `@CasePathable`, whose expansion inside this one crashes Swift 6.3's type
    // checker when the enum is nested in a `@Reducer` struct.
    let paths = scopeCases.compactMap { name, _, value, isBare -> String? in
      guard let value else { return nil }
      let (embed, extract) =
        isBare
        ? ("{ CaseScope.\(name) }", "if case .\(name) = $0 { return () } else { return nil }")
        : (
          "CaseScope.\(name)",
          "if case let .\(name)(value) = $0 { return value } else { return nil }"
        )
      return """
            \(access)var \(name): CasePaths.AnyCasePath<CaseScope, \(value)> {
              CasePaths.AnyCasePath(embed: \(embed), extract: { \(extract) })
            }
        """
    }
    return """
      @dynamicMemberLookup
      \(raw: access)enum CaseScope: CasePaths.CasePathable {\(raw: lines(scopeCases.map(\.line)))

        \(raw: access)struct AllCasePaths {\(raw: lines(paths))
        }

        \(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }
      }
      """
  }

  private func scope(_ cases: [FeatureCase]) -> DeclSyntax {
    let caseLines = cases.map { featureCase -> String in
      let name = featureCase.name
      switch featureCase.kind {
      case .feature, .explicitAction:
        return """
            case .\(name):
              return .\(name)(store.scope(state: \\.\(name), action: \\.\(name))!)
          """
      case .ephemeral, .ignored(_?):
        return """
            case let .\(name)(v0):
              return .\(name)(v0)
          """
      case .ignored(nil):
        return """
            case .\(name):
              return .\(name)
          """
      case let .values(_, labels):
        let bound = labels.indices.map { "v\($0)" }.joined(separator: ", ")
        let arguments = labels.enumerated().map { index, label in
          label.map { "\($0): v\(index)" } ?? "v\(index)"
        }
        return """
            case let .\(name)(\(bound)):
              return .\(name)(\(arguments.joined(separator: ", ")))
          """
      }
    }
    return """
      @MainActor
      \(raw: access)static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
        switch store.state {\(raw: lines(caseLines))
        }
      }
      """
  }
}
