import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseEphemeral`: marks a case of a `@Reducer` enum whose state has actions but no
/// reducer (like `AlertState`). `@Reducer` reads the marker; the macro generates nothing.
public enum ReducerCaseEphemeralMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@ReducerCaseIgnored`: marks a case of a `@Reducer` enum that holds plain state, with no
/// reducer and no actions. `@Reducer` reads the marker; the macro generates nothing.
public enum ReducerCaseIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
