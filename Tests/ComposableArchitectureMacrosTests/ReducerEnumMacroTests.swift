import MacroTesting
import Testing

@Suite(.macros(reducerOnly, indentationWidth: .spaces(2)))
struct ReducerEnumMacroTests {
  @Test func caseWithADefaultValueRunsThatValue() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(Detail = Detail(context: "sheet"))
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail = Detail(context: "sheet"))

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        @ComposableArchitecture._CaseAccess
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._CasePathTable, ComposableArchitecture.ObservableState, Observation.Observable {
          typealias StateReducer = Destination
          case detail(Detail.State)
        }

        @CasePathable
        @ComposableArchitecture._CaseAccess
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._CasePathTable {
          case detail(Detail.Action)
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
          ComposableArchitecture.CombineReducers {
            ComposableArchitecture.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              Detail(context: "sheet")
            }
          }
        }

        enum CaseScope {
          case detail(ComposableArchitecture.StoreOf<Detail>)
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func featureCase() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(Detail)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        @ComposableArchitecture._CaseAccess
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._CasePathTable, ComposableArchitecture.ObservableState, Observation.Observable {
          typealias StateReducer = Destination
          case detail(Detail.State)
        }

        @CasePathable
        @ComposableArchitecture._CaseAccess
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._CasePathTable {
          case detail(Detail.Action)
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
          ComposableArchitecture.CombineReducers {
            ComposableArchitecture.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              Detail()
            }
          }
        }

        enum CaseScope {
          case detail(ComposableArchitecture.StoreOf<Detail>)
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func ephemeralCasesKeepTheirState() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case alert(AlertState<Alert>)
        case dialog(ComposableArchitecture.ConfirmationDialogState<Dialog>)
        case detail(Detail)
        enum Alert {
          case confirm
        }
        enum Dialog {
          case delete
        }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case alert(AlertState<Alert>)
        case dialog(ComposableArchitecture.ConfirmationDialogState<Dialog>)
        case detail(Detail)
        enum Alert {
          case confirm
        }
        enum Dialog {
          case delete
        }

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        @ComposableArchitecture._CaseAccess
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._CasePathTable, ComposableArchitecture.ObservableState, Observation.Observable {
          typealias StateReducer = Destination
          case alert(AlertState<Alert>)
          case dialog(ComposableArchitecture.ConfirmationDialogState<Dialog>)
          case detail(Detail.State)
        }

        @CasePathable
        @ComposableArchitecture._CaseAccess
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._CasePathTable {
          case alert(Alert)
          case dialog(Dialog)
          case detail(Detail.Action)
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
          ComposableArchitecture.CombineReducers {
            ComposableArchitecture.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              Detail()
            }
          }
        }

        enum CaseScope {
          case alert(AlertState<Alert>)
          case dialog(ComposableArchitecture.ConfirmationDialogState<Dialog>)
          case detail(ComposableArchitecture.StoreOf<Detail>)
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .alert(v0):
            return .alert(v0)
          case let .dialog(v0):
            return .dialog(v0)
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func markedAndBareCases() {
    assertMacro {
      """
      @Reducer
      enum Path {
        @ReducerCaseEphemeral
        case toast(ToastState)
        @ReducerCaseIgnored
        case meta(Metadata)
        case placeholder
        case nested(Modal.Body)
      }
      """
    } expansion: {
      #"""
      enum Path {
        @ReducerCaseEphemeral
        case toast(ToastState)
        @ReducerCaseIgnored
        case meta(Metadata)
        case placeholder
        case nested(Modal.Body)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        @ComposableArchitecture._CaseAccess
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._CasePathTable, ComposableArchitecture.ObservableState, Observation.Observable {
          typealias StateReducer = Path
          case toast(ToastState)
          case meta(Metadata)
          case placeholder
          case nested(Modal.Body.State)
        }

        @CasePathable
        @ComposableArchitecture._CaseAccess
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._CasePathTable {
          case toast(ToastState.Action)
          case meta(Swift.Never)
          case placeholder(Swift.Never)
          case nested(Modal.Body.Action)
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
          ComposableArchitecture.CombineReducers {
            ComposableArchitecture.Scope(state: \Self.State.Cases.nested, action: \Self.Action.Cases.nested) {
              Modal.body
            }
          }
        }

        enum CaseScope {
          case toast(ToastState)
          case meta(Metadata)
          case placeholder
          case nested(ComposableArchitecture.StoreOf<Modal.Body>)
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .toast(v0):
            return .toast(v0)
          case let .meta(v0):
            return .meta(v0)
          case .placeholder:
            return .placeholder
          case .nested:
            return .nested(store.scope(state: \.nested, action: \.nested)!)
          }
        }
      }

      extension Path: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func publicEnumWithOptions() {
    assertMacro {
      """
      @Reducer(state: .equatable, .sendable, action: .equatable)
      public enum Destination {
        case detail(Detail)
      }
      """
    } expansion: {
      #"""
      public enum Destination {
        case detail(Detail)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        @ComposableArchitecture._CaseAccess
        public enum State: ComposableArchitecture.CaseReducerState, Equatable, Sendable, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._CasePathTable, ComposableArchitecture.ObservableState, Observation.Observable {
          public typealias StateReducer = Destination
          case detail(Detail.State)
        }

        @CasePathable
        @ComposableArchitecture._CaseAccess
        public enum Action: Equatable, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._CasePathTable {
          case detail(Detail.Action)
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        public static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
          ComposableArchitecture.CombineReducers {
            ComposableArchitecture.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              Detail()
            }
          }
        }

        public enum CaseScope {
          case detail(ComposableArchitecture.StoreOf<Detail>)
        }

        @MainActor
        public static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func enumWithoutFeatures() {
    assertMacro {
      """
      @Reducer
      enum Nothing {
      }
      """
    } expansion: {
      """
      enum Nothing {

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        @ComposableArchitecture._CaseAccess
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._CasePathTable, ComposableArchitecture.ObservableState, Observation.Observable {
          typealias StateReducer = Nothing
        }

        @CasePathable
        @ComposableArchitecture._CaseAccess
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._CasePathTable {
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
          ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        }

        enum CaseScope {
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          }
        }
      }

      extension Nothing: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """
    }
  }

  // As in TCA: a case with several values holds state that no reducer runs on, and its action
  // is `Never` (no case in `Action`).
  @Test func caseWithSeveralValuesIsStateOnly() {
    assertMacro {
      """
      @Reducer
      enum Path {
        case detail(Detail)
        case meeting(Meeting, syncUp: SyncUp)
      }
      """
    } expansion: {
      #"""
      enum Path {
        case detail(Detail)
        case meeting(Meeting, syncUp: SyncUp)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        @ComposableArchitecture._CaseAccess
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._CasePathTable, ComposableArchitecture.ObservableState, Observation.Observable {
          typealias StateReducer = Path
          case detail(Detail.State)
          case meeting(Meeting, syncUp: SyncUp)
        }

        @CasePathable
        @ComposableArchitecture._CaseAccess
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._CasePathTable {
          case detail(Detail.Action)
          case meeting(Swift.Never)
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
          ComposableArchitecture.CombineReducers {
            ComposableArchitecture.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              Detail()
            }
          }
        }

        enum CaseScope {
          case detail(ComposableArchitecture.StoreOf<Detail>)
          case meeting(Meeting, syncUp: SyncUp)
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          case let .meeting(v0, v1):
            return .meeting(v0, syncUp: v1)
          }
        }
      }

      extension Path: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func unknownOptionIsRejected() {
    assertMacro {
      """
      @Reducer(state: .comparable)
      enum Destination {
        case detail(Detail)
      }
      """
    } diagnostics: {
      """
      @Reducer(state: .comparable)
                      ┬──────────
                      ╰─ 🛑 '@Reducer' does not know the conformance '.comparable'; use one of .codable, .decodable, .encodable, .equatable, .hashable, .sendable
      enum Destination {
        case detail(Detail)
      }
      """
    }
  }

  @Test func existingCaseReducerConformanceIsNotRepeated() {
    assertMacro {
      """
      @Reducer
      enum Destination: CaseReducer {
        case detail(Detail)
      }
      """
    } expansion: {
      #"""
      enum Destination: CaseReducer {
        case detail(Detail)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        @ComposableArchitecture._CaseAccess
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._CasePathTable, ComposableArchitecture.ObservableState, Observation.Observable {
          typealias StateReducer = Destination
          case detail(Detail.State)
        }

        @CasePathable
        @ComposableArchitecture._CaseAccess
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._CasePathTable {
          case detail(Detail.Action)
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
          ComposableArchitecture.CombineReducers {
            ComposableArchitecture.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              Detail()
            }
          }
        }

        enum CaseScope {
          case detail(ComposableArchitecture.StoreOf<Detail>)
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          }
        }
      }
      """#
    }
  }
}
