import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservationStateIgnored`: marks a property of an `@ObservableState` type that must not be
/// tracked. `@ObservableState` reads the marker; the macro itself generates nothing.
public enum ObservationStateIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
