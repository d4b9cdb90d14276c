import AsyncTestSupport
import PropertyBased
import Testing

@testable import ComposableArchitecture

/// Issue 14's second engine property: after any sequence of sends, cancellations, element
/// removals and dismissals, exactly the long-running effects that nothing ended are still
/// running; and once the rest is ended too, nothing runs and the cancellation registry is
/// empty. Effects of a child are the child's: dismissing it or removing its row ends them, and
/// cancelling one feature's id never ends another's.
@MainActor
@Suite struct CancellationPropertyTests {
  @Reducer
  struct Worker {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
    }
    enum Action: Equatable { case start, startShort, stop, finished }
    enum CancelID { case work }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        // Runs until cancelled.
        return .run { _ in try await Task.never() }.cancellable(id: CancelID.work)
      case .startShort:
        return .run { send in await send(.finished) }.cancellable(id: CancelID.work)
      case .stop:
        return .cancel(id: CancelID.work)
      case .finished:
        return .none
      }
    }
  }

  @Reducer
  struct Host {
    @ObservableState
    struct State: Equatable {
      var worker = Worker.State(id: 0)
      var detail: Worker.State?
      var rows: IdentifiedArrayOf<Worker.State> = []
    }
    enum Action: Equatable {
      case worker(Worker.Action)
      case detail(Worker.Action)
      case rows(IdentifiedActionOf<Worker>)
      case present(Int)
      case dismiss
      case addRow(Int)
      case removeRow(Int)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.worker, action: \.worker) { Worker() }
      Reduce { state, action in
        switch action {
        case let .present(id): state.detail = Worker.State(id: id)
        case .dismiss: state.detail = nil
        case let .addRow(id):
          if state.rows[id: id] == nil { state.rows.append(Worker.State(id: id)) }
        case let .removeRow(id): state.rows.remove(id: id)
        case .worker, .detail, .rows: break
        }
        return .none
      }
      .ifLet(\.detail, action: \.detail) { Worker() }
      .forEach(\.rows, action: \.rows) { Worker() }
    }
  }

  /// How many long effects each feature has running, by the rules above.
  struct Model {
    var worker = 0
    var detail = 0
    var rows: [Int: Int] = [:]
    var total: Int { worker + detail + rows.values.reduce(0, +) }

    mutating func apply(_ action: Host.Action, before: Host.State) {
      switch action {
      case .worker(.start): worker += 1
      case .worker(.stop): worker = 0
      case .detail(.start): detail += 1
      case .detail(.stop): detail = 0
      case let .rows(.element(id, .start)): rows[id, default: 0] += 1
      case let .rows(.element(id, .stop)): rows[id] = 0
      // A new detail (another identity) or none ends the old one's effects.
      case .present, .dismiss: if before.detail != nil { detail = 0 }
      case let .removeRow(id): rows[id] = nil
      case .worker, .detail, .rows, .addRow: break
      }
    }
  }

  static func action(kind: Int, argument: Int, in state: Host.State) -> Host.Action {
    let childActions: [Worker.Action] = [.start, .start, .startShort, .stop]
    let child = childActions[argument % childActions.count]
    let row = state.rows.isEmpty ? nil : state.rows[argument % state.rows.count].id
    switch kind {
    case 0, 1: return .worker(child)
    case 2: return .present(argument)
    case 3: return .dismiss
    case 4, 5: return state.detail == nil ? .present(argument) : .detail(child)
    case 6: return .addRow(argument)
    case 7: return row.map { .removeRow($0) } ?? .addRow(argument)
    default: return row.map { .rows(.element(id: $0, action: child)) } ?? .addRow(argument)
    }
  }

  static let steps = zip(Gen.int(in: 0...9), Gen.int(in: 0...7)).array(of: 0...14)

  @Test func onlyTheEffectsNothingEndedAreRunningAndTheRegistryEmptiesAtTheEnd() async {
    await propertyCheck(count: 300, input: Self.steps) { steps in
      let store = Store(initialState: Host.State()) { Host() }
      var model = Model()
      for (kind, argument) in steps {
        let before = store.withState { $0 }
        let action = Self.action(kind: kind, argument: argument, in: before)
        store.send(action)
        model.apply(action, before: before)
        let expected = model.total
        await settle(timeout: .seconds(5)) { store.runningEffectCount == expected }
        #expect(store.runningEffectCount == expected, "after \(action)")
      }
      // End everything that is left: the worker's own effects, the detail, every row.
      store.send(.worker(.stop))
      store.send(.dismiss)
      for id in store.withState(\.rows.ids) { store.send(.removeRow(id)) }
      await settle(timeout: .seconds(5)) {
        store.runningEffectCount == 0 && store.isCancellationRegistryEmpty
      }
      #expect(store.runningEffectCount == 0)
      #expect(store.isCancellationRegistryEmpty)
    }
  }
}
