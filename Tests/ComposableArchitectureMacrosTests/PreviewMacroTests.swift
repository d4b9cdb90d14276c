import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(.macros(["Preview": PreviewMacro.self], indentationWidth: .spaces(2)))
struct PreviewMacroTests {
  /// A preview's view becomes a view builder function that nothing calls: type-checked, never
  /// run.
  @Test func aPreviewIsAViewFunctionNothingCalls() {
    assertMacro {
      """
      #Preview("Card") {
        @Shared(.syncUps) var syncUps = [.mock]
        CardView(syncUp: syncUps[0])
      }
      """
    } expansion: {
      """
      @MainActor @ComposableGtkViews.ViewBuilder
      private func __macro_local_7previewfMu_() -> some ComposableGtkViews.View {
        @Shared(.syncUps) var syncUps = [.mock]
        CardView(syncUp: syncUps[0])
      }
      """
    }
  }
}
