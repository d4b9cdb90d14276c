import MacroTesting
import Testing

@Suite(.macros(allMacros, indentationWidth: .spaces(2)))
struct ViewActionMacroTests {
  @Test func viewGetsViewActionSending() {
    assertMacro {
      """
      @ViewAction(for: Counter.self)
      struct CounterView {
        let store: StoreOf<Counter>
      }
      """
    } expansion: {
      """
      struct CounterView {
        let store: StoreOf<Counter>
      }

      extension CounterView: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }

  @Test func viewWithoutStoreIsRejected() {
    assertMacro {
      """
      @ViewAction(for: Counter.self)
      struct CounterView {
        let model: StoreOf<Counter>
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Counter.self)
      ┬─────────────────────────────
      ╰─ 🛑 '@ViewAction' sends actions to the view's store; add a property 'let store: StoreOf<Feature>' to 'CounterView'
      struct CounterView {
        let model: StoreOf<Counter>
      }
      """
    }
  }
}
