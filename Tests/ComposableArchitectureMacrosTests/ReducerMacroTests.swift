import MacroTesting
import Testing

@Suite(.macros(reducerOnly, indentationWidth: .spaces(2)))
struct ReducerMacroTests {
  @Test func structGetsConformanceCasePathsAndBuilder() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {
          var count = 0
        }
        enum Action {
          case child(Child.Action)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {
          var count = 0
        }
        @CasePathable @ComposableArchitecture._CaseAccess
        enum Action {
          case child(Child.Action)
        }
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func enumStateGetsCasePathsAndDynamicMemberLookup() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        enum State {
          case loading
          case loaded(Int)
        }
        @CasePathable
        enum Action {
          case tapped
        }
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        @CasePathable @dynamicMemberLookup @ComposableArchitecture._CaseAccess
        enum State {
          case loading
          case loaded(Int)
        }
        @CasePathable
        @ComposableArchitecture._CaseAccess
        enum Action {
          case tapped
        }
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func existingConformanceIsNotRepeated() {
    assertMacro {
      """
      @Reducer
      struct Feature: Reducer {
        struct State {}
        enum Action {}
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } expansion: {
      """
      struct Feature: Reducer {
        struct State {}
        @CasePathable @ComposableArchitecture._CaseAccess
        enum Action {}
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    }
  }

  @Test func missingStateActionAndBodyAreGenerated() {
    assertMacro {
      """
      @Reducer
      public struct Placeholder {
      }
      """
    } expansion: {
      """
      public struct Placeholder {

        @ObservableState
        public struct State: Codable, Equatable, Hashable, Sendable, ComposableArchitecture.ObservableState, Observation.Observable, Swift.CustomReflectable {
          public init() {
          }
        }

        @CasePathable
        public enum Action: Equatable, Hashable, Sendable, CasePaths.CasePathable, CasePaths.CasePathIterable {
        }

        public var body: ComposableArchitecture.EmptyReducer<State, Action> {
          ComposableArchitecture.EmptyReducer()
        }
      }

      extension Placeholder: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func reduceAndBodyWarns() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } diagnostics: {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
             ┬─────
             ╰─ ⚠️ 'Feature' implements both 'reduce(into:action:)' and 'body'; only 'reduce(into:action:)' runs and 'body' is never used. Move this logic into a 'Reduce { state, action in … }' inside 'body', or delete 'body'
          .none
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @ComposableArchitecture._CaseAccess
        enum Action {}
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func classIsRejected() {
    assertMacro {
      """
      @Reducer
      class Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' cannot be applied to a class; declare 'Feature' as a struct (one feature) or an enum with a case for each feature
      class Feature {
      }
      """
    }
  }

  @Test func protocolIsRejected() {
    assertMacro {
      """
      @Reducer
      protocol Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' cannot be applied to a protocol; declare 'Feature' as a struct (one feature) or an enum with a case for each feature
      protocol Feature {
      }
      """
    }
  }

  @Test func optionsOnAStructWarn() {
    assertMacro {
      """
      @Reducer(state: .equatable)
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } diagnostics: {
      """
      @Reducer(state: .equatable)
               ┬────────────────
               ╰─ ⚠️ '@Reducer(state:action:)' only adds conformances to the 'State' and 'Action' that '@Reducer' generates for enums; declare the conformances on this struct's own 'State' and 'Action', and write '@Reducer'
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @ComposableArchitecture._CaseAccess
        enum Action {}
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func extensionIsRejected() {
    assertMacro {
      """
      @Reducer
      extension Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' cannot be applied to an extension; move '@Reducer' to the declaration of 'Feature', which must be a struct (one feature) or an enum with a case for each feature
      extension Feature {
      }
      """
    }
  }

  @Test func actorIsRejected() {
    assertMacro {
      """
      @Reducer
      actor Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' cannot be applied to an actor; declare 'Feature' as a struct (one feature) or an enum with a case for each feature
      actor Feature {
      }
      """
    }
  }
}

@Suite(.macros(reducerOnly, indentationWidth: .spaces(2)))
struct ReducerExplicitDomainMacroTests {
  @Test func genericBodyNamingItsDomainGetsNoStateOrAction() {
    assertMacro {
      """
      @Reducer
      struct Counting<Base: Reducer> {
        let base: Base
        var body: some Reducer<Base.State, Base.Action> {
          base
        }
      }
      """
    } expansion: {
      """
      struct Counting<Base: Reducer> {
        let base: Base
        @ComposableArchitecture.ReducerBuilder<Base.State, Base.Action>
        var body: some Reducer<Base.State, Base.Action> {
          base
        }
      }

      extension Counting: ComposableArchitecture.Reducer {
      }
      """
    }
  }
}
