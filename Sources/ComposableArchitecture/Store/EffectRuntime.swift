import ConcurrencyExtras
import Foundation
import OpenCombineShim

/// What an effect's task knows about where it runs: the runtime of its store and the cancellation
/// namespace of the feature that returned it.
struct EffectContext: @unchecked Sendable {
  // `namespace` holds element ids and presentation identities: `Sendable` values erased to
  // `AnyHashable`, which is not itself `Sendable`.
  let runtime: EffectRuntime
  let namespace: [AnyHashable]

  /// The context of the effect running in the current task, if any.
  @TaskLocal static var current: EffectContext?
}

/// The running effects of one root store: their tasks, and the registry that maps cancellation
/// keys to them.
///
/// Each root store owns one runtime, so cancellation ids never reach across stores. Every entry
/// is removed when its task finishes or is cancelled: an idle store has an empty registry.
@MainActor
final class EffectRuntime {
  private struct Entry {
    let cancel: @Sendable () -> Void
    var keys: [CancelKey]
    let group: EffectGroup?
    /// Whether the effect was cancelled (by id, in flight, or with its feature) and is only
    /// winding down.
    var isCancelled = false
    /// Whether a test stopped tracking the effect (`TestStore.skipInFlightEffects`): it runs on,
    /// but no longer counts as in flight.
    var isSkipped = false
  }

  private var nextID = 0
  private var entries: [Int: Entry] = [:]
  private var registry: [CancelKey: Set<Int>] = [:]
  /// Throttle gates by key. Not part of the cancellation registry: a gate remembers when its key
  /// last let an action through, which must outlive the effects that used it.
  var throttles: [CancelKey: any ThrottleGate] = [:]

  nonisolated init() {}

  /// The number of spawned effect tasks that have not begun running yet, when a `TestStore`
  /// asked for it (so that a test step returns once its effects are underway).
  var startSignal: LockIsolated<Int>?

  /// Whether every spawned effect task has begun running.
  var haveAllEffectsStarted: Bool { startSignal?.value ?? 0 == 0 }

  /// The number of effects currently running.
  var runningCount: Int { entries.values.count { $0.group != nil && !$0.isSkipped } }

  /// Whether the cancellation registry holds no entries.
  var isRegistryEmpty: Bool { registry.isEmpty }

  /// The groups of the effects still running, for `TestStore`'s end-of-test report.
  var runningGroups: [EffectGroup] { entries.values.compactMap(\.group) }

  /// The groups of the effects still running that nothing has cancelled: an effect cancelled by
  /// `.cancel(id:)`, by `cancelInFlight` or with its feature is over as far as a test is
  /// concerned, even while its task winds down.
  var uncancelledGroups: [EffectGroup] {
    entries.values.filter { !$0.isCancelled && !$0.isSkipped }.compactMap(\.group)
  }

  /// Stops counting the running effects as in flight, without cancelling them: what they send
  /// still arrives (`TestStore.skipInFlightEffects`). Effects started later are counted again.
  func skipRunning() {
    for id in entries.keys {
      entries[id]?.isSkipped = true
    }
    notifyProgress()
  }

  /// Starts `body` in a new task registered under `keys` and in `group`.
  @discardableResult
  func spawn(
    priority: TaskPriority?,
    keys: [CancelKey],
    group: EffectGroup,
    body: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    let id = makeID()
    let context = EffectContext(runtime: self, namespace: [])
    let startSignal = self.startSignal
    startSignal?.withValue { $0 += 1 }
    // The task inherits the main actor (and the task-local values of whoever sent the action,
    // so that issues an effect reports reach the right test); `body` itself is nonisolated and
    // runs off the main actor. Finishing is back on the main actor, where the registry lives.
    let task = Task(priority: priority) { [weak self] in
      if let startSignal {
        startSignal.withValue { $0 -= 1 }
        self?.notifyProgress()
      }
      await EffectContext.$current.withValue(context) {
        // An effect does not inherit the animation of the action that started it: its own
        // sends are animated only when they say so (`send(_:animation:)`).
        if Transaction.current == nil {
          await body()
        } else {
          await Transaction.$current.withValue(nil) { await body() }
        }
      }
      self?.finish(id: id)
    }
    insert(Entry(cancel: { task.cancel() }, keys: keys, group: group), id: id)
    group.add(task, id: id)
    return task
  }

  /// Registers a publisher's subscription under `keys` and in `group`, and makes it by calling
  /// `connect` (after registering, so that a publisher that completes at once is forgotten at
  /// once). A task stands for the subscription in the group, so that awaiting or cancelling
  /// the group covers it; it ends when the publisher completes or the subscription is cancelled.
  @discardableResult
  func subscribe(
    keys: [CancelKey],
    group: EffectGroup,
    connect: (
      _ subscription: PublisherSubscription,
      _ finished: @escaping @MainActor @Sendable () -> Void
    ) -> AnyCancellable
  ) -> Task<Void, Never> {
    let id = makeID()
    let subscription = PublisherSubscription()
    let task = Task { [weak self] in
      await withTaskCancellationHandler {
        await subscription.wait()
      } onCancel: {
        subscription.cancel()
      }
      self?.finish(id: id)
    }
    // Cancelled by id, the subscription ends now, not when the task next runs: a synchronous
    // test advancing a test scheduler never lets the task run.
    insert(
      Entry(
        cancel: {
          subscription.cancel()
          task.cancel()
        }, keys: keys, group: group), id: id
    )
    group.add(task, id: id)
    guard !subscription.isFinished else { return task }
    let cancellable = connect(subscription) { [weak self] in
      subscription.complete()
      self?.finish(id: id)
    }
    subscription.attach(cancellable)
    return task
  }

  /// The runtime of work that `withTaskCancellation` runs outside of any effect, so that
  /// `Task.cancel(id:)` outside of an effect can reach it.
  nonisolated static let detached = EffectRuntime()

  /// Registers, under a key, work that `withTaskCancellation` is about to start: registered
  /// first and started after, so that no cancellation can fall between the two.
  func register(
    _ work: CancellableWork, key: CancelKey, cancelInFlight: Bool
  ) -> Int {
    if cancelInFlight { cancel(key) }
    let id = makeID()
    insert(Entry(cancel: { work.cancel() }, keys: [key], group: nil), id: id)
    return id
  }

  /// Forgets a task registered with ``register(task:key:cancelInFlight:)``.
  func unregister(id: Int) {
    finish(id: id)
  }

  /// Cancels every effect registered under `key`, and forgets the key.
  ///
  /// - Parameter isReplacement: Whether a new throttled effect with the same key replaces the
  ///   cancelled ones, in which case the throttle keeps the action it holds.
  func cancel(_ key: CancelKey, isReplacement: Bool = false) {
    if isReplacement {
      throttles[key]?.interrupt()
    } else {
      throttles[key]?.cancelPending()
    }
    guard let ids = registry.removeValue(forKey: key) else { return }
    for id in ids {
      guard var entry = entries[id] else { continue }
      entry.cancel()
      // The task finishes on its own; drop its other keys now so that the registry only holds
      // what can still be cancelled.
      removeFromRegistry(id: id, keys: entry.keys)
      entry.keys = []
      entry.isCancelled = true
      entries[id] = entry
    }
  }

  /// Cancels every running effect; used when the store goes away.
  func cancelAll() {
    for entry in entries.values {
      entry.cancel()
    }
    for throttle in throttles.values {
      throttle.cancelPending()
    }
    throttles.removeAll()
    registry.removeAll()
  }

  private func makeID() -> Int {
    defer { nextID &+= 1 }
    return nextID
  }

  private func insert(_ entry: Entry, id: Int) {
    entries[id] = entry
    for key in entry.keys {
      registry[key, default: []].insert(id)
    }
  }

  private func finish(id: Int) {
    guard let entry = entries.removeValue(forKey: id) else { return }
    removeFromRegistry(id: id, keys: entry.keys)
    entry.group?.remove(id: id)
    notifyProgress()
  }

  // MARK: - Waiting for effects

  /// Who waits for the effects to make progress (see ``wait(while:timeout:)``).
  private var progressWaiters: [CheckedContinuation<Void, Never>] = []

  /// Wakes everyone waiting for progress: an effect started or finished, or the store processed
  /// an action an effect sent.
  func notifyProgress() {
    guard !progressWaiters.isEmpty else { return }
    let waiters = progressWaiters
    progressWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  /// Waits while `condition` holds, waking only when the effects make progress (no polling),
  /// and at `timeout`, which bounds a failing test. Returns whether the condition stopped
  /// holding.
  func wait(while condition: () -> Bool, timeout: Duration) async -> Bool {
    guard condition() else { return true }
    let deadline = ContinuousClock.now.advanced(by: timeout)
    let timer = Task { [weak self] in
      try? await Task.sleep(until: deadline, clock: .continuous)
      self?.notifyProgress()
    }
    defer { timer.cancel() }
    while condition() {
      guard ContinuousClock.now < deadline else { return false }
      // Checked and suspended without a suspension point in between, on the main actor where
      // every progress is reported: no wake-up can be missed.
      await withCheckedContinuation { progressWaiters.append($0) }
    }
    return true
  }

  private func removeFromRegistry(id: Int, keys: [CancelKey]) {
    for key in keys {
      guard var ids = registry[key] else { continue }
      ids.remove(id)
      registry[key] = ids.isEmpty ? nil : ids
    }
  }
}

/// Work registered for cancellation before its task exists: a cancellation that arrives first
/// is kept and cancels the task as soon as it is attached.
final class CancellableWork: Sendable {
  private struct State {
    var isCancelled = false
    var cancelTask: (@Sendable () -> Void)?
  }
  private let state = LockIsolated(State())

  init() {}

  /// Attaches the task that does the work; cancels it at once if the work already was.
  func attach<Success: Sendable>(_ task: Task<Success, any Error>) {
    let isCancelled = state.withValue { state in
      state.cancelTask = { task.cancel() }
      return state.isCancelled
    }
    if isCancelled { task.cancel() }
  }

  func cancel() {
    let cancelTask = state.withValue { state in
      state.isCancelled = true
      return state.cancelTask
    }
    cancelTask?()
  }
}

/// The subscription of a publisher effect: whether it is over, who waits for its end, and what
/// to cancel. Cancelling it cancels the publisher's subscription on the main actor, where it was
/// made.
final class PublisherSubscription: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var _isFinished = false
  private var continuation: CheckedContinuation<Void, Never>?
  private var cancellable: AnyCancellable?

  var isFinished: Bool {
    lock.withLock { _isFinished }
  }

  /// Waits until the publisher completes or the subscription is cancelled.
  func wait() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isFinished = lock.withLock {
        if _isFinished { return true }
        self.continuation = continuation
        return false
      }
      if isFinished { continuation.resume() }
    }
  }

  /// Keeps the publisher's subscription; cancels it at once if this was cancelled meanwhile.
  func attach(_ cancellable: AnyCancellable) {
    let isFinished = lock.withLock {
      if !_isFinished { self.cancellable = cancellable }
      return _isFinished
    }
    if isFinished { cancellable.cancel() }
  }

  /// The publisher completed.
  func complete() {
    _ = end()
  }

  /// Ends the subscription early.
  func cancel() {
    guard let cancellable = end() else { return }
    let box = UncheckedSendable(cancellable)
    onMainActor { box.value.cancel() }
  }

  private func end() -> AnyCancellable? {
    let (continuation, cancellable) = lock.withLock {
      _isFinished = true
      defer {
        self.continuation = nil
        self.cancellable = nil
      }
      return (self.continuation, self.cancellable)
    }
    continuation?.resume()
    return cancellable
  }
}
