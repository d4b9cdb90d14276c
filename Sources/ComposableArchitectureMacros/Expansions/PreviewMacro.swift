import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }`: SwiftUI's preview of a view, which Xcode's canvas shows. Linux has no
/// canvas; the preview's view is kept as a function of its own that nothing calls, so that its
/// code is still type-checked (a preview that no longer compiles is caught), and costs nothing
/// at run time.
public enum PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let closure =
      node.trailingClosure
      ?? node.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
    guard let closure else { return [] }
    let name = context.makeUniqueName("preview")
    // The closure's statements as they are (their lines keep the closure's indentation), in
    // place of the body of a view builder function.
    var function: FunctionDeclSyntax = try FunctionDeclSyntax(
      """
      @MainActor @ComposableGtkViews.ViewBuilder
      private func \(name)() -> some ComposableGtkViews.View {}
      """)
    function.body = CodeBlockSyntax(
      statements: closure.statements, rightBrace: .rightBraceToken(leadingTrivia: .newline))
    return [DeclSyntax(function)]
  }
}
