import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct ComposableArchitectureMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    CaseAccessMacro.self,
    ObservableStateMacro.self,
    ObservationStateIgnoredMacro.self,
    ObservationStateTrackedMacro.self,
    PresentsMacro.self,
    PreviewMacro.self,
    ReducerCaseEphemeralMacro.self,
    ReducerCaseIgnoredMacro.self,
    ReducerMacro.self,
    ViewActionMacro.self,
  ]
}
