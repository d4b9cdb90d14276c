import AsyncTestSupport
import Clocks
import Testing

@testable import ComposableArchitecture

private struct OnChangeFeature: Reducer {
  struct State: Equatable {
    var count = 0
    var other = 0
    var changes: [String] = []
  }
  @CasePathable enum Action: Equatable { case setCount(Int), setOther(Int) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .setCount(value): state.count = value
      case let .setOther(value): state.other = value
      }
      return .none
    }
    .onChange(of: \.count) { oldValue, newValue in
      Reduce { state, _ in
        state.changes.append("\(oldValue)→\(newValue)")
        return .none
      }
    }
  }
}

private struct NumberClient: TestDependencyKey, Sendable {
  var value: @Sendable () -> Int
  static let testValue = NumberClient { 0 }
}

extension DependencyValues {
  fileprivate var number: NumberClient {
    get { self[NumberClient.self] }
    set { self[NumberClient.self] = newValue }
  }
}

/// Records the dependency it sees in its reducer and in its effect.
private struct DependencyReader: Reducer {
  struct State: Equatable {
    var inReducer: [Int] = []
    var inEffect: [Int] = []
  }
  @CasePathable enum Action: Equatable { case read, effectRead(Int) }
  @Dependency(\.number) var number
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .read:
        state.inReducer.append(number.value())
        return .run { send in
          @Dependency(\.number) var number
          await send(.effectRead(number.value()))
        }
      case let .effectRead(value):
        state.inEffect.append(value)
        return .none
      }
    }
  }
}

@MainActor
@Suite struct OperatorTests {
  @Test func onChangeFiresOnlyOnChange() {
    let store = Store(initialState: OnChangeFeature.State()) { OnChangeFeature() }
    store.send(.setCount(1))
    store.send(.setCount(1))
    store.send(.setOther(5))
    store.send(.setCount(2))
    #expect(store.changes == ["0→1", "1→2"])
  }

  @Test func storeDependenciesReachReducerAndEffects() async {
    let store = Store(initialState: DependencyReader.State()) {
      DependencyReader()
    } withDependencies: {
      $0.number = NumberClient { 42 }
    }
    await store.send(.read).finish()
    #expect(store.inReducer == [42])
    #expect(store.inEffect == [42])
  }

  @Test func innermostDependencyWins() async {
    let store = Store(initialState: DependencyReader.State()) {
      DependencyReader()
        .dependency(\.number, NumberClient { 1 })
        .dependency(\.number, NumberClient { 2 })
    } withDependencies: {
      $0.number = NumberClient { 3 }
    }
    await store.send(.read).finish()
    #expect(store.inReducer == [1])
    #expect(store.inEffect == [1])
  }

  @Test func innermostDependencyWinsAcrossNestedReducers() async {
    let store = Store(initialState: DependencyReader.State()) {
      CombineReducers {
        DependencyReader()
          .dependency(\.number, NumberClient { 1 })
      }
      .dependency(\.number, NumberClient { 2 })
    }
    await store.send(.read).finish()
    #expect(store.inReducer == [1])
    #expect(store.inEffect == [1])
  }

  @Test func transformDependency() async {
    let store = Store(initialState: DependencyReader.State()) {
      DependencyReader()
        .transformDependency(\.number) { number in
          let base = number
          number = NumberClient { base.value() + 100 }
        }
    } withDependencies: {
      $0.number = NumberClient { 1 }
    }
    await store.send(.read).finish()
    #expect(store.inReducer == [101])
    #expect(store.inEffect == [101])
  }

  @Test func twoStoresHaveTheirOwnDependencies() async {
    let first = Store(initialState: DependencyReader.State()) {
      DependencyReader()
    } withDependencies: {
      $0.number = NumberClient { 1 }
    }
    let second = Store(initialState: DependencyReader.State()) {
      DependencyReader()
    } withDependencies: {
      $0.number = NumberClient { 2 }
    }
    await first.send(.read).finish()
    await second.send(.read).finish()
    #expect(first.inEffect == [1])
    #expect(second.inEffect == [2])
  }

  @Test func reducerBuilderControlFlow() {
    struct Appender: Reducer {
      let tag: String
      func reduce(into state: inout [String], action: Bool) -> Effect<Bool> {
        state.append(tag)
        return .none
      }
    }
    func build(flag: Bool, optional: Bool, count: Int) -> some Reducer<[String], Bool> {
      CombineReducers {
        if flag {
          Appender(tag: "if")
        } else {
          Appender(tag: "else")
        }
        if optional {
          Appender(tag: "optional")
        }
        for index in 0..<count {
          Appender(tag: "for \(index)")
        }
        if #available(macOS 14, *) {
          Appender(tag: "available")
        }
        EmptyReducer()
      }
    }
    var state: [String] = []
    _ = build(flag: true, optional: true, count: 2).reduce(into: &state, action: true)
    #expect(state == ["if", "optional", "for 0", "for 1", "available"])
    state = []
    _ = build(flag: false, optional: false, count: 0).reduce(into: &state, action: true)
    #expect(state == ["else", "available"])
  }

  @Test func debounceWithATestClock() async {
    let clock = CountingTestClock()
    let requests = LockIsolated<[String]>([])
    let store = Store(initialState: "") {
      Reduce<String, String> { state, action in
        guard !action.hasPrefix("result:") else {
          state = action
          return .none
        }
        return .run { send in
          requests.withValue { $0.append(action) }
          await send("result:\(action)")
        }
        .debounce(id: "search", for: .milliseconds(500), clock: clock)
      }
    }
    store.send("c")
    await clock.advance(by: .milliseconds(250), afterSleeps: 1)
    let task = store.send("co")
    // The first debounce was cancelled; wait for it to be gone and for the second to wait.
    await settle { store.runningEffectCount == 1 && clock.activeSleeps == 1 }
    await clock.advance(by: .milliseconds(250))
    #expect(requests.value.isEmpty)
    await clock.advance(by: .milliseconds(250))
    await task.finish()
    #expect(store.state == "result:co")
    #expect(requests.value == ["co"])
    #expect(store.isCancellationRegistryEmpty)
  }

  @Test func throttleLetsOneActionThroughPerInterval() async {
    let clock = CountingTestClock()
    for latest in [true, false] {
      let store = Store(initialState: [Int]()) {
        Reduce<[Int], Int> { state, action in
          if action >= 100 {
            state.append(action - 100)
            return .none
          }
          return .send(action + 100)
            .throttle(id: "throttle", for: .seconds(1), clock: clock, latest: latest)
        }
      }
      store.send(1)
      #expect(store.state == [1])
      store.send(2)
      store.send(3)
      #expect(store.state == [1])
      await settle { store.runningEffectCount == 1 && clock.activeSleeps == 1 }
      await clock.advance(by: .seconds(1))
      await settle { store.state.count == 2 }
      #expect(store.state == [1, latest ? 3 : 2])
      await clock.advance(by: .seconds(2))
      store.send(4)
      #expect(store.state == [1, latest ? 3 : 2, 4])
      await settle { store.runningEffectCount == 0 }
      #expect(store.isCancellationRegistryEmpty)
    }
  }
}
