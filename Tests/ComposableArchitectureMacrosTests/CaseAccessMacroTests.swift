import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

private let caseAccessOnly: [String: MacroSpec] = [
  "_CaseAccess": MacroSpec(type: CaseAccessMacro.self, conformances: ["_CasePathTable"])
]

@Suite(.macros(caseAccessOnly, indentationWidth: .spaces(2)))
struct CaseAccessMacroTests {
  @Test func everyShapeOfCase() {
    assertMacro {
      """
      @_CaseAccess
      enum Action {
        case tapped
        case child(Child.Action)
        case labeled(value: Int)
        case element(id: Int, action: Row.Action)
        case pair(Int, String)
      }
      """
    } expansion: {
      #"""
      enum Action {
        case tapped
        case child(Child.Action)
        case labeled(value: Int)
        case element(id: Int, action: Row.Action)
        case pair(Int, String)

        static func _$casePath(_ keyPath: Swift.AnyKeyPath) -> Any? {
          if keyPath == \Self.Cases.tapped as Swift.AnyKeyPath {
            return CasePaths.AnyCasePath<Self, Swift.Void>(embed: { _ in
                Self.tapped
              }, extract: {
         guard case .tapped = $0 else {
                 return nil
               }
         return ()
         })
          }
          if keyPath == \Self.Cases.child as Swift.AnyKeyPath {
            return CasePaths.AnyCasePath<Self, Child.Action>(embed: {
                Self.child($0)
              }, extract: {
         guard case let .child(v0) = $0 else {
                 return nil
               }
         return v0
         })
          }
          if keyPath == \Self.Cases.labeled as Swift.AnyKeyPath {
            return CasePaths.AnyCasePath<Self, Int>(embed: {
                Self.labeled(value: $0)
              }, extract: {
         guard case let .labeled(v0) = $0 else {
                 return nil
               }
         return v0
         })
          }
          if keyPath == \Self.Cases.element as Swift.AnyKeyPath {
            return CasePaths.AnyCasePath<Self, (id: Int, action: Row.Action)>(embed: {
                Self.element(id: $0.0, action: $0.1)
              }, extract: {
         guard case let .element(v0, v1) = $0 else {
                 return nil
               }
         return (v0, v1)
         })
          }
          if keyPath == \Self.Cases.pair as Swift.AnyKeyPath {
            return CasePaths.AnyCasePath<Self, (Int, String)>(embed: {
                Self.pair($0.0, $0.1)
              }, extract: {
         guard case let .pair(v0, v1) = $0 else {
                 return nil
               }
         return (v0, v1)
         })
          }
          return nil
        }
      }

      extension Action: ComposableArchitecture._CasePathTable {
      }
      """#
    }
  }

  @Test func publicEnum() {
    assertMacro {
      """
      @_CaseAccess
      public enum Action {
        case tapped
      }
      """
    } expansion: {
      #"""
      public enum Action {
        case tapped

        public static func _$casePath(_ keyPath: Swift.AnyKeyPath) -> Any? {
          if keyPath == \Self.Cases.tapped as Swift.AnyKeyPath {
            return CasePaths.AnyCasePath<Self, Swift.Void>(embed: { _ in
                Self.tapped
              }, extract: {
         guard case .tapped = $0 else {
                 return nil
               }
         return ()
         })
          }
          return nil
        }
      }

      extension Action: ComposableArchitecture._CasePathTable {
      }
      """#
    }
  }

  @Test func notAnEnum() {
    assertMacro {
      """
      @_CaseAccess
      struct State {}
      """
    } diagnostics: {
      """
      @_CaseAccess
      ┬───────────
      ╰─ 🛑 '@_CaseAccess' can only be applied to an enum
      struct State {}
      """
    }
  }
}
