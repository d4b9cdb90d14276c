import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self)`: makes a view that holds a `store` of `Feature` send the
/// feature's view actions with `send(_:)`, by conforming it to `ViewActionSending`.
public enum ViewActionMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.hasStoreProperty else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroMessage.error(
            "viewActionWithoutStore",
            """
            '@ViewAction' sends actions to the view's store; add a property \
            'let store: StoreOf<Feature>' to '\(type.trimmedDescription)'
            """
          )
        )
      )
      return []
    }
    // Already conforming: nothing to add.
    guard !protocols.isEmpty else { return [] }
    return [
      try ExtensionDeclSyntax(
        "extension \(type.trimmed): ComposableArchitecture.ViewActionSending {}"
      )
    ]
  }
}

extension DeclGroupSyntax {
  /// Whether the type declares an instance property named `store`.
  fileprivate var hasStoreProperty: Bool {
    memberBlock.members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.isStatic
      else { return false }
      return variable.bindings.contains {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "store"
      }
    }
  }
}
