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

        @dynamicMemberLookup
        enum CaseScope: CasePaths.CasePathable {
          case detail(ComposableArchitecture.StoreOf<Detail>)

          struct AllCasePaths {
            var detail: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Detail>> {
              CasePaths.AnyCasePath(embed: CaseScope.detail, extract: {
                  if case let .detail(value) = $0 {
                    return value
                  } else {
                    return nil
                  }
                })
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
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

        @dynamicMemberLookup
        enum CaseScope: CasePaths.CasePathable {
          case detail(ComposableArchitecture.StoreOf<Detail>)

          struct AllCasePaths {
            var detail: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Detail>> {
              CasePaths.AnyCasePath(embed: CaseScope.detail, extract: {
                  if case let .detail(value) = $0 {
                    return value
                  } else {
                    return nil
                  }
                })
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
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

        @dynamicMemberLookup
        enum CaseScope: CasePaths.CasePathable {
          case alert(AlertState<Alert>)
          case dialog(ComposableArchitecture.ConfirmationDialogState<Dialog>)
          case detail(ComposableArchitecture.StoreOf<Detail>)

          struct AllCasePaths {
            var alert: CasePaths.AnyCasePath<CaseScope, AlertState<Alert>> {
              CasePaths.AnyCasePath(embed: CaseScope.alert, extract: {
                  if case let .alert(value) = $0 {
                    return value
                  } else {
                    return nil
                  }
                })
            }
            var dialog: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.ConfirmationDialogState<Dialog>> {
              CasePaths.AnyCasePath(embed: CaseScope.dialog, extract: {
                  if case let .dialog(value) = $0 {
                    return value
                  } else {
                    return nil
                  }
                })
            }
            var detail: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Detail>> {
              CasePaths.AnyCasePath(embed: CaseScope.detail, extract: {
                  if case let .detail(value) = $0 {
                    return value
                  } else {
                    return nil
                  }
                })
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
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

        @dynamicMemberLookup
        enum CaseScope: CasePaths.CasePathable {
          case toast(ToastState)
          case meta(Metadata)
          case placeholder
          case nested(ComposableArchitecture.StoreOf<Modal.Body>)

          struct AllCasePaths {
            var toast: CasePaths.AnyCasePath<CaseScope, ToastState> {
              CasePaths.AnyCasePath(embed: CaseScope.toast, extract: {
                  if case let .toast(value) = $0 {
                    return value
                  } else {
                    return nil
                  }
                })
            }
            var meta: CasePaths.AnyCasePath<CaseScope, Metadata> {
              CasePaths.AnyCasePath(embed: CaseScope.meta, extract: {
                  if case let .meta(value) = $0 {
                    return value
                  } else {
                    return nil
                  }
                })
            }
            var placeholder: CasePaths.AnyCasePath<CaseScope, Void> {
              CasePaths.AnyCasePath(embed: {
                  CaseScope.placeholder
                }, extract: {
                  if case .placeholder = $0 {
                    return ()
                  } else {
                    return nil
                  }
                })
            }
            var nested: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Modal.Body>> {
              CasePaths.AnyCasePath(embed: CaseScope.nested, extract: {
                  if case let .nested(value) = $0 {
                    return value
                  } else {
                    return nil
                  }
                })
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
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

  /// An ignored case whose actions the enum's own `Action` declares scopes to a store, as a
  /// feature does: SyncUps' `@ReducerCaseIgnored case alert(AlertState<Alert>)`, shown with
  /// `.alert($store.scope(\.$destination, action: \.destination).alert)`.
  @Test func ignoredCaseWithDeclaredActionsScopesToAStore() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        @ReducerCaseIgnored
        case alert(AlertState<Alert>)
        case edit(Form)

        @CasePathable
        enum Action {
          case alert(Alert)
          case edit(Form.Action)
        }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        @ReducerCaseIgnored
        case alert(AlertState<Alert>)
        case edit(Form)

        @CasePathable
        enum Action {
          case alert(Alert)
          case edit(Form.Action)
        }

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        @ComposableArchitecture._CaseAccess
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._CasePathTable, ComposableArchitecture.ObservableState, Observation.Observable {
          typealias StateReducer = Destination
          case alert(AlertState<Alert>)
          case edit(Form.State)
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
          ComposableArchitecture.CombineReducers {
            ComposableArchitecture.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
              Form()
            }
          }
        }

        @dynamicMemberLookup
        enum CaseScope: CasePaths.CasePathable {
          case alert(ComposableArchitecture.Store<AlertState<Alert>, Alert>)
          case edit(ComposableArchitecture.StoreOf<Form>)

          struct AllCasePaths {
            var alert: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.Store<AlertState<Alert>, Alert>> {
              CasePaths.AnyCasePath(embed: CaseScope.alert, extract: {
                  if case let .alert(value) = $0 {
                    return value
                  } else {
                    return nil
                  }
                })
            }
            var edit: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Form>> {
              CasePaths.AnyCasePath(embed: CaseScope.edit, extract: {
                  if case let .edit(value) = $0 {
                    return value
                  } else {
                    return nil
                  }
                })
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .alert:
            return .alert(store.scope(state: \.alert, action: \.alert)!)
          case .edit:
            return .edit(store.scope(state: \.edit, action: \.edit)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
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

        @dynamicMemberLookup
        public enum CaseScope: CasePaths.CasePathable {
          case detail(ComposableArchitecture.StoreOf<Detail>)

          public struct AllCasePaths {
            public var detail: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Detail>> {
              CasePaths.AnyCasePath(embed: CaseScope.detail, extract: {
                  if case let .detail(value) = $0 {
                    return value
                  } else {
                    return nil
                  }
                })
            }
          }

          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
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

        @dynamicMemberLookup
        enum CaseScope: CasePaths.CasePathable {

          struct AllCasePaths {
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
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

        @dynamicMemberLookup
        enum CaseScope: CasePaths.CasePathable {
          case detail(ComposableArchitecture.StoreOf<Detail>)
          case meeting(Meeting, syncUp: SyncUp)

          struct AllCasePaths {
            var detail: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Detail>> {
              CasePaths.AnyCasePath(embed: CaseScope.detail, extract: {
                  if case let .detail(value) = $0 {
                    return value
                  } else {
                    return nil
                  }
                })
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
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

        @dynamicMemberLookup
        enum CaseScope: CasePaths.CasePathable {
          case detail(ComposableArchitecture.StoreOf<Detail>)

          struct AllCasePaths {
            var detail: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Detail>> {
              CasePaths.AnyCasePath(embed: CaseScope.detail, extract: {
                  if case let .detail(value) = $0 {
                    return value
                  } else {
                    return nil
                  }
                })
            }
          }

          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
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
