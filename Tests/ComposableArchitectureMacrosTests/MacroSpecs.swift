import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros

/// The library's macros as the compiler sees them, with the conformances each extension role
/// may add (the compiler passes the missing ones to the macro; so does the test harness).
let allMacros: [String: MacroSpec] = [
  "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"]),
  "ObservableState": MacroSpec(
    type: ObservableStateMacro.self,
    conformances: ["ObservableState", "Observable", "CustomReflectable"]
  ),
  "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
  "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
  "Presents": MacroSpec(type: PresentsMacro.self),
  "ReducerCaseEphemeral": MacroSpec(type: ReducerCaseEphemeralMacro.self),
  "ReducerCaseIgnored": MacroSpec(type: ReducerCaseIgnoredMacro.self),
  "ViewAction": MacroSpec(type: ViewActionMacro.self, conformances: ["ViewActionSending"]),
]

/// Only `@Reducer`, so that the attributes it adds stay visible in the expansion.
let reducerOnly: [String: MacroSpec] = [
  "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"])
]

/// Only `@ObservableState`, so that the attributes it adds stay visible in the expansion.
let observableStateOnly: [String: MacroSpec] = [
  "ObservableState": MacroSpec(
    type: ObservableStateMacro.self,
    conformances: ["ObservableState", "Observable", "CustomReflectable"]
  )
]
