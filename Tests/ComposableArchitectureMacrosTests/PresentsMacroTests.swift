import MacroTesting
import Testing

@Suite(.macros(allMacros, indentationWidth: .spaces(2)))
struct PresentsMacroTests {
  @Test func presentsInObservableState() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    } expansion: {
      #"""
      struct State {
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.wrappedValue
          }
          set {
            _$observationRegistrar._$willMutate()
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue, _$isIdentityEqual)
          }
          _modify {
            _$observationRegistrar._$willMutate()
            let snapshot = _$observationRegistrar.willModify(self, keyPath: \.destination, &_destination.wrappedValue)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.destination, &_destination.wrappedValue, snapshot, _$isIdentityEqual)
            }
            yield &_destination.wrappedValue
          }
        }

        var $destination: ComposableArchitecture.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.projectedValue
          }
          set {
            _$observationRegistrar._$willMutate()
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.projectedValue, newValue, _$isIdentityEqual)
          }
          _modify {
            _$observationRegistrar._$willMutate()
            let snapshot = _$observationRegistrar.willModify(self, keyPath: \.destination, &_destination)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.destination, &_destination, snapshot, _$isIdentityEqual)
            }
            yield &_destination
          }
        }

        var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public var customMirror: Swift.Mirror {
          Swift.Mirror(
            self,
            children: [
              "destination": self._destination.wrappedValue as Any
            ],
            displayStyle: .struct
          )
        }

        public static func _$inPlaceMutation(_ keyPath: Swift.AnyKeyPath) -> Any? {
          if keyPath == \Self.destination {
            return ComposableArchitecture._InPlaceMutation(
              \Self.destination, read: {
                $0._destination.wrappedValue
              }, modify: {
                $1(&$0.destination)
              }
            )
          }
          if keyPath == \Self.$destination {
            return ComposableArchitecture._InPlaceMutation(
              \Self.$destination, read: {
                $0._destination
              }, modify: {
                $1(&$0.$destination)
              }
            )
          }
          return nil
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable, Swift.CustomReflectable {
      }
      """#
    }
  }

  @Test func presentsWithInitialValueAndAccess() {
    assertMacro {
      """
      @ObservableState
      public struct State {
        @Presents public var alert: Optional<AlertState<Action.Alert>> = .init(title: "Hi")
      }
      """
    } expansion: {
      #"""
      public struct State {
        public var alert: Optional<AlertState<Action.Alert>> {
          @storageRestrictions(initializes: _alert)
          init(initialValue) {
            _alert = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.alert)
            return _alert.wrappedValue
          }
          set {
            _$observationRegistrar._$willMutate()
            _$observationRegistrar.mutate(self, keyPath: \.alert, &_alert.wrappedValue, newValue, _$isIdentityEqual)
          }
          _modify {
            _$observationRegistrar._$willMutate()
            let snapshot = _$observationRegistrar.willModify(self, keyPath: \.alert, &_alert.wrappedValue)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.alert, &_alert.wrappedValue, snapshot, _$isIdentityEqual)
            }
            yield &_alert.wrappedValue
          }
        }

        public var $alert: ComposableArchitecture.PresentationState<AlertState<Action.Alert>> {
          get {
            _$observationRegistrar.access(self, keyPath: \.alert)
            return _alert.projectedValue
          }
          set {
            _$observationRegistrar._$willMutate()
            _$observationRegistrar.mutate(self, keyPath: \.alert, &_alert.projectedValue, newValue, _$isIdentityEqual)
          }
          _modify {
            _$observationRegistrar._$willMutate()
            let snapshot = _$observationRegistrar.willModify(self, keyPath: \.alert, &_alert)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.alert, &_alert, snapshot, _$isIdentityEqual)
            }
            yield &_alert
          }
        }

        var _alert = ComposableArchitecture.PresentationState<AlertState<Action.Alert>>(wrappedValue: .init(title: "Hi"))

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public var customMirror: Swift.Mirror {
          Swift.Mirror(
            self,
            children: [
              "alert": self._alert.wrappedValue as Any
            ],
            displayStyle: .struct
          )
        }

        public static func _$inPlaceMutation(_ keyPath: Swift.AnyKeyPath) -> Any? {
          if keyPath == \Self.alert {
            return ComposableArchitecture._InPlaceMutation(
              \Self.alert, read: {
                $0._alert.wrappedValue
              }, modify: {
                $1(&$0.alert)
              }
            )
          }
          if keyPath == \Self.$alert {
            return ComposableArchitecture._InPlaceMutation(
              \Self.$alert, read: {
                $0._alert
              }, modify: {
                $1(&$0.$alert)
              }
            )
          }
          return nil
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable, Swift.CustomReflectable {
      }
      """#
    }
  }

  @Test func presentsWithoutObservableStateIsRejected() {
    assertMacro {
      """
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents var destination: Destination.State?
        ┬────────
        ╰─ 🛑 '@Presents' can only be used in an '@ObservableState' struct; add '@ObservableState' to 'State', or use the property wrapper '@PresentationState' instead
      }
      """
    }
  }

  @Test func presentsOnNonOptionalIsRejected() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State
        ┬────────
        ╰─ 🛑 '@Presents' presents optional state, but 'destination' has type 'Destination.State'; declare it as 'Destination.State?'
           ✏️ Make the type optional
      }
      """
    } fixes: {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    } expansion: {
      #"""
      struct State {
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.wrappedValue
          }
          set {
            _$observationRegistrar._$willMutate()
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue, _$isIdentityEqual)
          }
          _modify {
            _$observationRegistrar._$willMutate()
            let snapshot = _$observationRegistrar.willModify(self, keyPath: \.destination, &_destination.wrappedValue)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.destination, &_destination.wrappedValue, snapshot, _$isIdentityEqual)
            }
            yield &_destination.wrappedValue
          }
        }

        var $destination: ComposableArchitecture.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.projectedValue
          }
          set {
            _$observationRegistrar._$willMutate()
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.projectedValue, newValue, _$isIdentityEqual)
          }
          _modify {
            _$observationRegistrar._$willMutate()
            let snapshot = _$observationRegistrar.willModify(self, keyPath: \.destination, &_destination)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.destination, &_destination, snapshot, _$isIdentityEqual)
            }
            yield &_destination
          }
        }

        var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public var customMirror: Swift.Mirror {
          Swift.Mirror(
            self,
            children: [
              "destination": self._destination.wrappedValue as Any
            ],
            displayStyle: .struct
          )
        }

        public static func _$inPlaceMutation(_ keyPath: Swift.AnyKeyPath) -> Any? {
          if keyPath == \Self.destination {
            return ComposableArchitecture._InPlaceMutation(
              \Self.destination, read: {
                $0._destination.wrappedValue
              }, modify: {
                $1(&$0.destination)
              }
            )
          }
          if keyPath == \Self.$destination {
            return ComposableArchitecture._InPlaceMutation(
              \Self.$destination, read: {
                $0._destination
              }, modify: {
                $1(&$0.$destination)
              }
            )
          }
          return nil
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable, Swift.CustomReflectable {
      }
      """#
    }
  }

  @Test func presentsWithoutTypeIsRejected() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents var destination = Destination.State?.none
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @Presents var destination = Destination.State?.none
        ┬────────
        ╰─ 🛑 '@Presents' needs the type of 'destination' written out; declare it as an optional, as in '@Presents var destination: Child.State?'
      }
      """
    }
  }

  @Test func presentsOnLetIsRejected() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents let destination: Destination.State?
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @Presents let destination: Destination.State?
        ┬────────
        ╰─ 🛑 '@Presents' applies to one stored instance 'var' of optional child state, as in '@Presents var destination: Destination.State?'
      }
      """
    }
  }

  @Test func presentsInAnEnumIsRejected() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case a
        @Presents var destination: Destination.State?
      }
      """
    } diagnostics: {
      """
      @ObservableState
      enum State {
        case a
        @Presents var destination: Destination.State?
        ┬────────
        ╰─ 🛑 '@Presents' can only be used in an '@ObservableState' struct, and 'State' is an enum; keep the presented state in a struct's stored property
      }
      """
    }
  }
}
