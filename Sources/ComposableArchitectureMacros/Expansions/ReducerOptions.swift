import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// The conformances requested with `@Reducer(state: .equatable, action: .equatable, .sendable)`
/// for the `State` and `Action` that `@Reducer` generates for an enum of features.
struct ReducerOptions {
  var stateConformances: [String] = []
  var actionConformances: [String] = []

  private static let conformanceNames: [String: String] = [
    "codable": "Codable",
    "decodable": "Decodable",
    "encodable": "Encodable",
    "equatable": "Equatable",
    "hashable": "Hashable",
    "sendable": "Sendable",
  ]

  /// Reads the options, or returns `nil` after reporting an unknown one.
  init?(node: AttributeSyntax, context: some MacroExpansionContext) {
    guard let arguments = node.arguments?.as(LabeledExprListSyntax.self) else { return }
    // Variadic arguments: unlabeled arguments belong to the last label seen.
    var label = ""
    for argument in arguments {
      if let newLabel = argument.label?.text { label = newLabel }
      guard let member = argument.expression.as(MemberAccessExprSyntax.self),
        let conformance = Self.conformanceNames[member.declName.baseName.text]
      else {
        let known = Self.conformanceNames.keys.sorted().map { ".\($0)" }.joined(separator: ", ")
        context.diagnose(
          Diagnostic(
            node: argument.expression,
            message: MacroMessage.error(
              "reducerUnknownOption",
              """
              '@Reducer' does not know the conformance \
              '\(argument.expression.trimmedDescription)'; use one of \(known)
              """
            )
          )
        )
        return nil
      }
      switch label {
      case "state": stateConformances.append(conformance)
      case "action": actionConformances.append(conformance)
      default: break
      }
    }
  }
}
