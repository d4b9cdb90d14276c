import ComposableArchitecture
import Foundation

@MainActor
enum Workloads {
  static let all: [(id: String, run: @MainActor () -> Measurement)] = [
    ("W1", w1), ("W2", w2), ("W3", w3), ("W4", w4), ("W5", w5), ("W6", w6), ("W7", w7),
    ("W8", w8),
  ]

  /// The plain-function floor shared by several workloads: ns per `count += 1` call.
  static func floor() -> Double {
    var state = CounterFeature.State()
    let ns = nanosecondsPerIteration(iterations: 1_000_000) { _ in
      plainCounterReduce(&state, .increment)
    }
    blackHole(state)
    return ns
  }

  /// ns per send to a root store.
  static func rootSend(iterations: Int) -> Double {
    let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
    let ns = nanosecondsPerIteration(iterations: iterations) { _ in store.send(.increment) }
    blackHole(store.count)
    return ns
  }

  static func w1() -> Measurement {
    let floor = floor()
    return Measurement(value: rootSend(iterations: 1_000_000), unit: "ns/action", baseline: floor)
  }

  static func w2() -> Measurement {
    let w1 = rootSend(iterations: 1_000_000)
    let store = Store(initialState: Level2.State()) { Level2() }
    let leaf = store.scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
    let ns = nanosecondsPerIteration(iterations: 200_000) { _ in leaf.send(.increment) }
    precondition(store.state.inner.inner.count == scaledRuns(5) * scaled(200_000))
    return Measurement(
      value: ns, unit: "ns/action", baseline: w1,
      extra: ["per_level_ns": (ns - w1) / 2, "keypath_read_ns": keyPathReadCost()]
    )
  }

  static func w7() -> Measurement {
    let w1 = rootSend(iterations: 1_000_000)
    let store = Store(initialState: Level10.State()) { Level10() }
    let leaf =
      store
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner).scope(state: \.inner, action: \.inner)
    let sendNS = nanosecondsPerIteration(iterations: 100_000) { _ in leaf.send(.increment) }
    var total = 0
    let readNS = nanosecondsPerIteration(iterations: 1_000_000) { _ in total &+= leaf.count }
    blackHole(total)
    return Measurement(
      value: sendNS, unit: "ns/send", baseline: w1,
      extra: [
        "read_ns": readNS, "per_level_ns": (sendNS - w1) / 10,
        "keypath_read_ns": keyPathReadCost(),
      ]
    )
  }

  /// ns per action to a presented child, and to the top of a navigation stack five deep.
  static func w8() -> Measurement {
    let w1 = rootSend(iterations: 1_000_000)
    var state = NavigationFeature.State()
    state.child = CounterFeature.State()
    for _ in 0..<5 { state.path.append(CounterFeature.State()) }
    let store = Store(initialState: state) { NavigationFeature() }
    let presentedNS = nanosecondsPerIteration(iterations: 200_000) { _ in
      store.send(.child(.presented(.increment)))
    }
    let top = store.state.path.ids.last!
    let pushedNS = nanosecondsPerIteration(iterations: 200_000) { _ in
      store.send(.path(.element(id: top, action: .increment)))
    }
    let sends = scaledRuns(5) * scaled(200_000)
    precondition(store.state.child?.count == sends && store.state.path.last?.count == sends)
    return Measurement(
      value: presentedNS, unit: "ns/action", baseline: w1, extra: ["stack_ns": pushedNS]
    )
  }

  /// ns per read of a stored property through a one-component key path (the unit in which W2 and
  /// W7 may grow per level).
  static func keyPathReadCost() -> Double {
    var states = [Level1.State()]
    let keyPath = opaque(\Level1.State.inner)
    var total = 0
    let ns = nanosecondsPerIteration(iterations: 1_000_000) { index in
      states[0].inner.count = index
      total &+= states[0][keyPath: keyPath].count
    }
    blackHole(total)
    return ns
  }

  static func w3() -> Measurement {
    let small = w3Run(rows: 10_000)
    let large = w3Run(rows: 100_000)
    let observableSmall = w3ObservableRun(rows: 10_000)
    let observableLarge = w3ObservableRun(rows: 100_000)
    return Measurement(
      value: small.ns, unit: "ns/action", baseline: small.floor,
      extra: [
        "ns_at_100k_rows": large.ns,
        // The floor grows too at 100,000 rows (the rows no longer fit in cache); the ratio to it
        // is what shows that the store's cost does not grow with the number of rows.
        "baseline_at_100k_rows": large.floor,
        "ratio_at_100k_rows": large.ns / large.floor,
        "observable_ns": observableSmall,
        "observable_ns_at_100k_rows": observableLarge,
        "rss_mib": small.rssMiB,
        "rows_mib": small.rowsMiB,
        "rss_ratio": small.rssMiB / small.rowsMiB,
      ]
    )
  }

  static func w3Run(rows count: Int) -> (ns: Double, floor: Double, rssMiB: Double, rowsMiB: Double)
  {
    func makeRows() -> IdentifiedArrayOf<RowFeature.State> {
      IdentifiedArray(
        uniqueElements: (0..<count).map {
          RowFeature.State(id: $0, isOn: false, title: "Row \($0)")
        }
      )
    }
    // The floor: toggling rows in a plain identified array.
    var plain = makeRows()
    var generator = LCG()
    let floor = nanosecondsPerIteration(iterations: 200_000) { _ in
      plain[id: generator.next(below: count)]!.isOn.toggle()
    }
    blackHole(plain)
    plain = []

    let before = memoryStatus().rss
    resetPeakRSS()
    let rows = makeRows()
    let rowsBytes = Double(memoryStatus().rss - before)
    let store = Store(initialState: ListFeature.State(rows: rows)) { ListFeature() }
    generator = LCG()
    let ns = nanosecondsPerIteration(iterations: 200_000) { _ in
      store.send(.rows(.element(id: generator.next(below: count), action: .toggle)))
    }
    let peak = memoryStatus().peak
    blackHole(store.rows.count)
    return (ns, floor, Double(peak - before) / 1_048_576, max(rowsBytes, 1) / 1_048_576)
  }

  /// ns per send that changes `a`, with 100 observers of `b`: 50 view stores and 50
  /// Observation trackers that re-arm themselves.
  static func w5() -> Measurement {
    let w1 = rootSend(iterations: 1_000_000)
    let sends = 100_000

    let bare = Store(initialState: FanOutFeature.State()) { FanOutFeature() }
    let bareNS = nanosecondsPerIteration(iterations: sends) { bare.send(.setA($0)) }

    let store = Store(initialState: FanOutFeature.State()) { FanOutFeature() }
    let callbacks = LockIsolated(0)
    var viewStores: [ViewStore<Int, FanOutFeature.Action>] = []
    var subscriptions: [AnyCancellable] = []
    for _ in 0..<50 {
      let viewStore = ViewStore(store, observe: \.b)
      var isInitial = true
      subscriptions.append(
        viewStore.publisher.sink { _ in
          if isInitial { isInitial = false } else { callbacks.withValue { $0 += 1 } }
        }
      )
      viewStores.append(viewStore)
    }
    for _ in 0..<50 {
      observeB(store, callbacks: callbacks)
    }
    let observedNS = nanosecondsPerIteration(iterations: sends) { store.send(.setA($0)) }
    blackHole((viewStores, subscriptions))
    return Measurement(
      value: observedNS, unit: "ns/send", baseline: w1,
      extra: [
        "ns_without_observers": bareNS,
        "ratio_to_no_observers": observedNS / bareNS,
        "callbacks": Double(callbacks.value),
      ]
    )
  }

  /// Tracks `store.b` with Observation, re-arming after each change.
  static func observeB(_ store: StoreOf<FanOutFeature>, callbacks: LockIsolated<Int>) {
    withObservationTracking {
      _ = store.b
    } onChange: {
      callbacks.withValue { $0 += 1 }
      Task { @MainActor in observeB(store, callbacks: callbacks) }
    }
  }

  /// ns per `TestStore` step: `await store.send(.increment) { $0.count += 1 }`.
  static func w6() -> Measurement {
    let w1 = rootSend(iterations: 1_000_000)
    let steps = scaled(10_000)
    var samples: [Double] = []
    for _ in 0..<scaledRuns(5) {
      let elapsed = runTestStoreSteps(steps)
      samples.append(Double(elapsed) / Double(steps))
    }
    return Measurement(value: median(samples), unit: "ns/step", baseline: w1)
  }

  static func runTestStoreSteps(_ steps: Int) -> UInt64 {
    // The test store's API is async; drive it from a task on the main actor and wait for it
    // without blocking the main thread's executor.
    let result = LockIsolated<UInt64?>(nil)
    Task { @MainActor in
      let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<steps {
        await store.send(.increment) { $0.count += 1 }
      }
      result.setValue(DispatchTime.now().uptimeNanoseconds - start)
    }
    while result.value == nil {
      _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
    return result.value!
  }

  /// ns per toggle when the parent and the rows are `@ObservableState`.
  static func w3ObservableRun(rows count: Int) -> Double {
    let rows = IdentifiedArray(
      uniqueElements: (0..<count).map {
        ObservableRowFeature.State(id: $0, isOn: false, title: "Row \($0)")
      }
    )
    let store = Store(initialState: ObservableListFeature.State(rows: rows)) {
      ObservableListFeature()
    }
    var generator = LCG()
    let ns = nanosecondsPerIteration(iterations: 20_000, runs: 3) { _ in
      store.send(.rows(.element(id: generator.next(below: count), action: .toggle)))
    }
    blackHole(store.rows.count)
    return ns
  }

  static func w4() -> Measurement {
    let w1 = rootSend(iterations: 1_000_000)
    var samples: [Double] = []
    for _ in 0..<scaledRuns(5) {
      let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
      let start = DispatchTime.now().uptimeNanoseconds
      store.send(.next)
      let elapsed = DispatchTime.now().uptimeNanoseconds - start
      precondition(store.count == 100_000)
      samples.append(Double(elapsed) / 100_000)
    }
    return Measurement(value: median(samples), unit: "ns/action", baseline: w1)
  }
}
