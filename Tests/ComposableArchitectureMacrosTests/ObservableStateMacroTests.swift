import MacroTesting
import Testing

@Suite(.macros(observableStateOnly, indentationWidth: .spaces(2)))
struct ObservableStateMacroTests {
  @Test func structCount() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        @ObservationStateTracked
        var count = 0

        @ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

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
              "count": self._count as Any
            ],
            displayStyle: .struct
          )
        }

        public static func _$inPlaceMutation(_ keyPath: Swift.AnyKeyPath) -> Any? {
          if keyPath == \Self.count {
            return ComposableArchitecture._InPlaceMutation(
              \Self.count, read: {
                $0._count
              }, modify: {
                $1(&$0.count)
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

  @Test func structPropertiesOfEveryKind() {
    assertMacro {
      """
      @ObservableState
      public struct State: Equatable {
        public var count: Int = 0
        let id: UUID
        static var shared = 0
        lazy var cache = [Int]()
        var computed: Int { count * 2 }
        var observed = 0 {
          didSet { print(observed) }
        }
        @ObservationStateIgnored var ignored = ""
        @Presents var destination: Destination.State?
        @Shared(.appStorage("x")) var shared2 = 0
        var `default`: Bool
      }
      """
    } expansion: {
      #"""
      public struct State: Equatable {
        @ObservationStateTracked
        public var count: Int = 0
        let id: UUID
        static var shared = 0
        lazy var cache = [Int]()
        var computed: Int { count * 2 }
        var observed = 0 {
          didSet { print(observed) }
        }
        @ObservationStateIgnored var ignored = ""
        @Presents var destination: Destination.State?
        @Shared(.appStorage("x")) var shared2 = 0
        @ObservationStateTracked
        var `default`: Bool

        @ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

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
              "count": self._count as Any,
              "id": self.id as Any,
              "observed": self.observed as Any,
              "ignored": self.ignored as Any,
              "destination": self._destination.wrappedValue as Any,
              "shared2": self.shared2 as Any,
              "default": self._default as Any
            ],
            displayStyle: .struct
          )
        }

        public static func _$inPlaceMutation(_ keyPath: Swift.AnyKeyPath) -> Any? {
          if keyPath == \Self.count {
            return ComposableArchitecture._InPlaceMutation(
              \Self.count, read: {
                $0._count
              }, modify: {
                $1(&$0.count)
              }
            )
          }
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
          if keyPath == \Self.`default` {
            return ComposableArchitecture._InPlaceMutation(
              \Self.`default`, read: {
                $0._default
              }, modify: {
                $1(&$0.`default`)
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

  @Test func userMirrorIsKept() {
    assertMacro {
      """
      @ObservableState
      struct State: CustomReflectable {
        var count = 0
        var customMirror: Mirror { Mirror(reflecting: count) }
      }
      """
    } expansion: {
      #"""
      struct State: CustomReflectable {
        @ObservationStateTracked
        var count = 0
        var customMirror: Mirror { Mirror(reflecting: count) }

        @ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$inPlaceMutation(_ keyPath: Swift.AnyKeyPath) -> Any? {
          if keyPath == \Self.count {
            return ComposableArchitecture._InPlaceMutation(
              \Self.count, read: {
                $0._count
              }, modify: {
                $1(&$0.count)
              }
            )
          }
          return nil
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  @Test func enumIdentityByCase() {
    assertMacro {
      """
      @ObservableState
      public enum State {
        case detail(Detail.State)
        case alert(AlertState<Alert>)
        case empty
        case pair(Int, String)
      }
      """
    } expansion: {
      """
      public enum State {
        case detail(Detail.State)
        case alert(AlertState<Alert>)
        case empty
        case pair(Int, String)

        public var _$id: ComposableArchitecture.ObservableStateID {
          switch self {
          case let .detail(state):
            return ._$id(for: state)._$tag(0)
          case let .alert(state):
            return ._$id(for: state)._$tag(1)
          case .empty:
            return ._$inert._$tag(2)
          case let .pair(v0, v1):
            return ._$id(for: v0, v1)._$tag(3)
          }
        }

        public mutating func _$willModify() {
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  @Test func classIsRejected() {
    assertMacro {
      """
      @ObservableState
      class State {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' cannot be applied to a class; declare 'State' as a struct or an enum (a class can use '@Observable' instead)
      class State {
        var count = 0
      }
      """
    }
  }

  @Test func multipleBindingsAreRejected() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var x = 0, y = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        var x = 0, y = 0
        ┬───────────────
        ╰─ 🛑 '@ObservableState' tracks each property separately; declare 'x', 'y' each with its own 'var'
      }
      """
    }
  }
}

@Suite(.macros(allMacros, indentationWidth: .spaces(2)))
struct ObservationStateTrackedMacroTests {
  @Test func trackedProperty() {
    assertMacro {
      """
      struct State {
        @ObservationStateTracked
        var count: Int = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        var count: Int {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count, 0x10000000000000)
            return _count
          }
          set {
            _$observationRegistrar._$willMutate()
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, _$isIdentityEqual, 0x10000000000000)
          }
          _modify {
            _$observationRegistrar._$willMutate()
            let snapshot = _$observationRegistrar.willModify(self, keyPath: \.count, &_count, 0x10000000000000)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.count, &_count, snapshot, _$isIdentityEqual, 0x10000000000000)
            }
            yield &_count
          }
        }

        private var _count: Int = 0
      }
      """#
    }
  }

  @Test func trackedWithoutInitializer() {
    assertMacro {
      """
      struct State {
        @ObservationStateTracked
        public var name: String
      }
      """
    } expansion: {
      #"""
      struct State {
        public var name: String {
          @storageRestrictions(initializes: _name)
          init(initialValue) {
            _name = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.name, 0x40)
            return _name
          }
          set {
            _$observationRegistrar._$willMutate()
            _$observationRegistrar.mutate(self, keyPath: \.name, &_name, newValue, _$isIdentityEqual, 0x40)
          }
          _modify {
            _$observationRegistrar._$willMutate()
            let snapshot = _$observationRegistrar.willModify(self, keyPath: \.name, &_name, 0x40)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.name, &_name, snapshot, _$isIdentityEqual, 0x40)
            }
            yield &_name
          }
        }

        private var _name: String
      }
      """#
    }
  }

  @Test func trackedComputedPropertyIsRejected() {
    assertMacro {
      """
      struct State {
        @ObservationStateTracked
        var count: Int { 0 }
      }
      """
    } diagnostics: {
      """
      struct State {
        @ObservationStateTracked
        ┬───────────────────────
        ╰─ 🛑 '@ObservationStateTracked' cannot track 'count' because it has accessors; remove the accessors, or mark it '@ObservationStateIgnored'
        var count: Int { 0 }
      }
      """
    }
  }

  @Test func trackedMultipleBindingsAreRejected() {
    assertMacro {
      """
      struct State {
        @ObservationStateTracked
        var x = 0, y = 0
      }
      """
    } diagnostics: {
      """
      struct State {
        @ObservationStateTracked
        ┬───────────────────────
        ├─ 🛑 accessor macro can only be applied to a single variable
        ╰─ 🛑 peer macro can only be applied to a single variable
        var x = 0, y = 0
      }
      """
    }
  }

  @Test func trackedLetIsRejected() {
    assertMacro {
      """
      struct State {
        @ObservationStateTracked
        let x = 0
      }
      """
    } diagnostics: {
      """
      struct State {
        @ObservationStateTracked
        ┬───────────────────────
        ╰─ 🛑 '@ObservationStateTracked' tracks one stored instance 'var' (as in 'var count = 0'); make this a non-static 'var' declared on its own, or remove the attribute
        let x = 0
      }
      """
    }
  }

  @Test func ignoredGeneratesNothing() {
    assertMacro {
      """
      struct State {
        @ObservationStateIgnored
        var count = 0
      }
      """
    } expansion: {
      """
      struct State {
        var count = 0
      }
      """
    }
  }

  @Test func fullObservableStateExpansion() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count, 0x10000000000000)
            return _count
          }
          set {
            _$observationRegistrar._$willMutate()
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, _$isIdentityEqual, 0x10000000000000)
          }
          _modify {
            _$observationRegistrar._$willMutate()
            let snapshot = _$observationRegistrar.willModify(self, keyPath: \.count, &_count, 0x10000000000000)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.count, &_count, snapshot, _$isIdentityEqual, 0x10000000000000)
            }
            yield &_count
          }
        }

        private var _count = 0

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
              "count": self._count as Any
            ],
            displayStyle: .struct
          )
        }

        public static func _$inPlaceMutation(_ keyPath: Swift.AnyKeyPath) -> Any? {
          if keyPath == \Self.count {
            return ComposableArchitecture._InPlaceMutation(
              \Self.count, read: {
                $0._count
              }, modify: {
                $1(&$0.count)
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
}
