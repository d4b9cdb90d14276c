import ComposableArchitecture
import Foundation
import Testing

// Features declared `public`, with requested conformances and other shapes that TCA 1.x feature
// code uses: they must compile (access levels of generated members, conformance options) and
// behave like the internal ones.

@Reducer
public struct PublicCounter {
  @ObservableState
  public struct State: Equatable, Sendable, Codable {
    public var count = 0
    @Presents public var destination: PublicDestination.State?
    public init(count: Int = 0) { self.count = count }
  }
  public enum Action: Equatable, Sendable {
    case incrementButtonTapped
    case destination(PublicDestination.Action)
  }
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .incrementButtonTapped = action { state.count += 1 }
      return .none
    }
  }
}

@Reducer
public struct PublicLeaf {
  @ObservableState
  public struct State: Equatable, Sendable, Codable {
    public var text = ""
  }
  public enum Action: Equatable, Sendable {
    case textChanged(String)
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .textChanged(text):
      state.text = text
      return .none
    }
  }
}

@Reducer(state: .equatable, .sendable, .codable, action: .equatable, .sendable)
public enum PublicDestination {
  case leaf(PublicLeaf)
}

/// A feature whose state is an enum: `@Reducer` makes it case-path-able with dynamic member
/// lookup (`state.loaded`).
@Reducer
private struct EnumStateLoader {
  enum State: Equatable {
    case loading
    case loaded(Int)
  }
  enum Action {
    case finished(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .finished(value):
        state = .loaded(value)
        return .none
      }
    }
  }
}

/// State with an initializer of its own, which assigns tracked and presented properties through
/// their init accessors.
@ObservableState
private struct CustomInitState: Equatable {
  var count: Int
  var label: String
  @Presents var child: PublicLeaf.State?

  init(count: Int) {
    self.count = count
    self.label = "#\(count)"
    self.child = count > 0 ? PublicLeaf.State(text: label) : nil
  }
}

/// The reference's shape of a feature whose body layers extra logic from a method onto a child
/// feature (`Reduce(self.core)`), with an operator that wraps a reducer by calling
/// `reduce(into:action:)`.
@Reducer
private struct CoreAndChild {
  @ObservableState
  struct State: Equatable {
    var leaf = PublicLeaf.State()
    var log: [String] = []
  }
  enum Action: Equatable {
    case leaf(PublicLeaf.Action)
  }

  var body: some Reducer<State, Action> {
    Reduce(self.core)
    Scope(state: \.leaf, action: \.leaf) {
      PublicLeaf().logging()
    }
  }

  func core(state: inout State, action: Action) -> Effect<Action> {
    state.log.append("core")
    return .none
  }
}

extension Reducer {
  /// Wraps a reducer the way the reference's `logActions()` does.
  fileprivate func logging() -> some Reducer<State, Action> {
    Reduce { state, action in
      self.reduce(into: &state, action: action)
    }
  }
}

@MainActor
@Suite struct MacroConformanceTests {
  @Test func customInitializerAssignsThroughInitAccessors() {
    let state = CustomInitState(count: 2)
    #expect(state.count == 2)
    #expect(state.label == "#2")
    #expect(state.child == PublicLeaf.State(text: "#2"))
    #expect(CustomInitState(count: 0).child == nil)
  }

  @Test func bodyWithCoreMethodAndWrappedChildRuns() {
    let store = Store(initialState: CoreAndChild.State()) { CoreAndChild() }
    store.send(.leaf(.textChanged("Hi")))
    #expect(store.log == ["core"])
    #expect(store.leaf.text == "Hi")
  }

  @Test func publicFeatureRuns() {
    let store = Store(initialState: PublicCounter.State()) { PublicCounter() }
    store.send(.incrementButtonTapped)
    #expect(store.count == 1)
  }

  @Test func reduceIntoActionFeatureRuns() {
    let store = Store(initialState: PublicLeaf.State()) { PublicLeaf() }
    store.send(.textChanged("Hi"))
    #expect(store.text == "Hi")
  }

  @Test func requestedConformancesAreAdded() throws {
    let state = PublicDestination.State.leaf(PublicLeaf.State(text: "A"))
    #expect(state == .leaf(PublicLeaf.State(text: "A")))
    #expect(state != .leaf(PublicLeaf.State(text: "B")))
    #expect(PublicDestination.Action.leaf(.textChanged("A")) == .leaf(.textChanged("A")))
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(PublicDestination.State.self, from: data) == state)
    let _: any Sendable = state
  }

  @Test func observableStateRoundTripsThroughCodable() throws {
    var state = PublicCounter.State(count: 3)
    state.destination = .leaf(PublicLeaf.State(text: "Child"))
    let decoded = try JSONDecoder().decode(
      PublicCounter.State.self, from: JSONEncoder().encode(state)
    )
    #expect(decoded == state)
    #expect(decoded._$id != state._$id, "a decoded value is a new value")
  }

  @Test func enumStateOfAStructFeatureHasCaseProperties() {
    var state = EnumStateLoader.State.loading
    #expect(state.loaded == nil)
    _ = EnumStateLoader().reduce(into: &state, action: .finished(42))
    #expect(state.loaded == 42)
    #expect(state.is(\.loaded))
  }
}
