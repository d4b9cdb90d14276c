import ConcurrencyExtras

/// The tasks spawned by one action sent to a store, and by every action those tasks send back,
/// transitively. A ``StoreTask`` is a handle on one group.
///
/// Thread-safe: a `StoreTask` may be cancelled from any context.
@usableFromInline
final class EffectGroup: Sendable {
  private struct State {
    var tasks: [Int: Task<Void, Never>] = [:]
    var isCancelled = false
  }

  private let state = LockIsolated(State())

  /// Where the action that started this group was sent from; used by `TestStore` to point at the
  /// step whose effect is still running.
  let origin: EffectOrigin?

  @usableFromInline
  init(origin: EffectOrigin? = nil) {
    self.origin = origin
  }

  var isCancelled: Bool {
    state.withValue { $0.isCancelled }
  }

  var isEmpty: Bool {
    state.withValue { $0.tasks.isEmpty }
  }

  func add(_ task: Task<Void, Never>, id: Int) {
    let isCancelled = state.withValue { state in
      state.tasks[id] = task
      return state.isCancelled
    }
    if isCancelled { task.cancel() }
  }

  func remove(id: Int) {
    state.withValue { _ = $0.tasks.removeValue(forKey: id) }
  }

  func cancel() {
    let tasks = state.withValue { state in
      state.isCancelled = true
      return Array(state.tasks.values)
    }
    for task in tasks { task.cancel() }
  }

  /// Waits until every task of the group has finished, including tasks added while waiting.
  func wait() async {
    while let task = state.withValue({ $0.tasks.first?.value }) {
      await task.value
    }
  }
}

/// The source location of a `TestStore` step, carried by the effects it starts.
@usableFromInline
struct EffectOrigin: Sendable {
  /// The action that was sent, described only when a failure needs it.
  let describeAction: @Sendable () -> String
  var description: String { describeAction() }
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}
