import OpenCombineShim
import Synchronization

/// Where a store's state lives and where its actions go.
///
/// A root store owns a ``RootCore``; a scoped store owns a core that reads its state out of the
/// root's state through a key path and embeds its actions into root actions. No scoped store
/// holds a copy of state or a subscription of its own.
///
/// An abstract class rather than a protocol adopted by final classes (TCA 1.x's shape) because
/// the class hierarchy measured faster. With `Core` a protocol and stores holding
/// `any Core<State, Action>`, W1 to W5 ran the same instructions
/// (within 0.004%, callgrind), but W7, whose reads of a store scoped ten levels down go through
/// the core, ran 0.9% more (7,727,606,247 against 7,657,695,059: some 14 more a read, a witness
/// thunk and the existential's opening), and its reads' wall-clock median was 65.4 ns against
/// 55.5 ns (13 alternating runs each).
@MainActor
@usableFromInline
class Core<State, Action> {
  /// The current state.
  var state: State { fatalError("abstract") }

  /// Sends an action from outside (a view, a test) and returns the work it started.
  func send(_ action: Action) -> StoreTask { fatalError("abstract") }

  /// The root this core reads from, for observation bookkeeping and tests.
  var root: AnyRootCore { fatalError("abstract") }

  /// Records, for the current observation tracking, that the state was read: a reader must hear
  /// when the root state is replaced by another value, which no field of the old value reports.
  /// (Replacing anything inside the root state is reported by the field that holds it.)
  @usableFromInline
  func accessIdentity() {}

  nonisolated init() {
    #if DEBUG
      LiveStores.coreCount.add(1, ordering: .relaxed)
    #endif
  }

  #if DEBUG
    deinit { LiveStores.coreCount.subtract(1, ordering: .relaxed) }
  #endif
}

/// The parts of a root core that do not depend on its state and action types.
@MainActor
@usableFromInline
final class AnyRootCore: Observable {
  let runtime = EffectRuntime()

  /// Observers of the root state as a whole value (see `Core.accessIdentity()`), keyed by
  /// `stateIdentity`.
  private let registrar = ObservationRegistrar()

  /// Stands for the identity of the root state in `registrar`; never read for its value.
  private(set) var stateIdentity = 0

  @usableFromInline
  func accessStateIdentity() {
    registrar.access(self, keyPath: \.stateIdentity)
  }

  /// Tells the readers of the root state that it was replaced by another value.
  @usableFromInline
  func stateIdentityDidChange() {
    registrar.withMutation(of: self, keyPath: \.stateIdentity) {}
  }

  /// Callbacks run after every action the store processes (with everything it fed back
  /// synchronously): observers that must look at every change.
  private var afterProcessing: [Int: () -> Void] = [:]
  private var nextObserverID = 0

  /// Callbacks run once, after the action being processed: observers that learned, during the
  /// action, that something they read changed.
  private var pendingFlushes: [() -> Void] = []

  /// Whether the send loop has any callback to run; read on every send.
  @exclusivity(unchecked)
  @usableFromInline
  private(set) var hasAfterProcessingObservers = false

  nonisolated init() {}

  func addAfterProcessingObserver(_ observer: @escaping () -> Void) -> Int {
    defer { nextObserverID += 1 }
    afterProcessing[nextObserverID] = observer
    hasAfterProcessingObservers = true
    return nextObserverID
  }

  func removeAfterProcessingObserver(_ id: Int) {
    afterProcessing[id] = nil
    updateFlag()
  }

  /// Runs `flush` once, after the action being processed (and everything it fed back) is done.
  func flushAfterProcessing(_ flush: @escaping () -> Void) {
    pendingFlushes.append(flush)
    hasAfterProcessingObservers = true
  }

  @usableFromInline
  func notifyAfterProcessing() {
    let flushes = pendingFlushes
    pendingFlushes.removeAll(keepingCapacity: true)
    updateFlag()
    for flush in flushes {
      flush()
    }
    for observer in afterProcessing.values {
      observer()
    }
  }

  private func updateFlag() {
    hasAfterProcessingObservers = !afterProcessing.isEmpty || !pendingFlushes.isEmpty
  }
}

/// The root of a store tree: it owns the state and the reducer, runs the send loop and starts
/// effects.
///
/// The send loop is `@inlinable` so that it is specialized for the feature's state and action
/// types where the store is created: sending an action that returns no effect costs a reducer
/// call and a few checks, with no generic metadata lookups.
@MainActor
@usableFromInline
final class RootCore<State, Action>: Core<State, Action> {
  // Exclusive access to the state is guaranteed by the send loop (one action at a time on the
  // main actor), so the dynamic exclusivity check on every access is not needed.
  @exclusivity(unchecked)
  @usableFromInline
  var currentState: State

  @usableFromInline
  let reduce: (inout State, Action) -> Effect<Action>

  @usableFromInline
  let base = AnyRootCore()

  /// The dependencies reducers run with, when the store was given any; `nil` means the ambient
  /// dependencies are used and no task-local scope is entered per action. `TestStore` changes
  /// them between steps.
  @usableFromInline
  var dependencies: DependencyValues? {
    // Reducer bodies may branch on dependencies: have them built again.
    didSet { _reducerBodyGeneration.add(1, ordering: .relaxed) }
  }

  /// Called after each action has been reduced, with the state it left and whether it was fed
  /// back by an effect (for `TestStore`, which asserts the state after each action).
  @exclusivity(unchecked)
  @usableFromInline
  var didReduce: ((_ action: Action, _ state: State, _ isReceived: Bool) -> Void)?

  @usableFromInline
  struct Buffered {
    @usableFromInline let action: Action
    @usableFromInline let group: EffectGroup?
    @usableFromInline let isReceived: Bool

    @usableFromInline init(action: Action, group: EffectGroup?, isReceived: Bool) {
      self.action = action
      self.group = group
      self.isReceived = isReceived
    }
  }

  // The send loop's own bookkeeping, touched only by the loop on the main actor.
  @exclusivity(unchecked) @usableFromInline var buffer: [Buffered] = []
  @exclusivity(unchecked) @usableFromInline var bufferHead = 0
  @exclusivity(unchecked) @usableFromInline var isSending = false

  /// Whether anybody has read the state (see `accessIdentity()`): from then on the identity of
  /// the state is checked after each action, so that replacing the whole state
  /// (`state = State()`) reaches its readers. Never, for state that is not `ObservableState`.
  @exclusivity(unchecked)
  @usableFromInline
  var isIdentityObserved = false

  /// A summary of the identity of the state when its readers last heard of it
  /// (`ObservableStateID.checksumComponent`: the identity itself for a struct; a hash of it for
  /// an enum, whose identity carries its payload).
  @exclusivity(unchecked)
  @usableFromInline
  var observedIdentity: UInt64 = 0

  /// Reads the identity of the state: set by the store's initializer for observable state, in
  /// code specialized for it, or made on the first read otherwise.
  @exclusivity(unchecked)
  @usableFromInline
  var identityOfState: ((RootCore) -> UInt64)?

  @usableFromInline
  init(
    initialState: State,
    reduce: @escaping (inout State, Action) -> Effect<Action>,
    dependencies: DependencyValues?
  ) {
    self.currentState = initialState
    self.reduce = reduce
    self.dependencies = dependencies
    super.init()
  }

  isolated deinit {
    base.runtime.cancelAll()
  }

  override var state: State { currentState }
  override var root: AnyRootCore { base }

  /// Whether `State` turned out not to be observable state: it has no identity to watch.
  private var stateHasNoIdentity = false

  override func accessIdentity() {
    if !isIdentityObserved {
      if identityOfState == nil {
        guard !stateHasNoIdentity, let reader = Self.makeIdentityReader() else {
          stateHasNoIdentity = true
          return
        }
        identityOfState = reader
      }
      observedIdentity = identityOfState?(self) ?? 0
      isIdentityObserved = true
    }
    base.accessStateIdentity()
  }

  /// A function reading the identity of `State`, or `nil` when it is not observable state.
  private static func makeIdentityReader() -> ((RootCore) -> UInt64)? {
    guard let observable = State.self as? any ObservableState.Type else { return nil }
    func reader<Observed: ObservableState>(_: Observed.Type) -> (RootCore) -> UInt64 {
      // `Observed` is `State`: the cast of the key path always succeeds.
      let identity = \Observed._$id as AnyKeyPath as! KeyPath<State, ObservableStateID>
      return { $0.currentState[keyPath: identity].checksumComponent }
    }
    return reader(observable)
  }

  /// Tells readers of the state when an action replaced it by another value.
  @usableFromInline final func checkIdentity() {
    guard let identityOfState else { return }
    let identity = identityOfState(self)
    if identity != observedIdentity {
      observedIdentity = identity
      base.stateIdentityDidChange()
    }
  }

  override func send(_ action: Action) -> StoreTask {
    sendExternal(action)
  }

  /// Sends an action from outside the store (a view, a test).
  @inlinable  // W1–W8: removing it multiplies W1 by 3.7
  final func sendExternal(_ action: Action) -> StoreTask {
    guard !isSending else { return sendReentrant(action) }
    isSending = true
    var group: EffectGroup?
    process(action, group: &group, isReceived: false)
    if bufferHead < buffer.count || base.hasAfterProcessingObservers {
      drainBuffer()
    }
    isSending = false
    return StoreTask(group: group)
  }

  /// An action sent from outside while the store is processing one (from a reducer, or from an
  /// observer of the state): reported, as TCA does, then buffered and processed after the
  /// current one. Actions fed back by effects never come this way.
  @usableFromInline
  func sendReentrant(_ action: Action) -> StoreTask {
    reportIssue(
      """
      Sent '\(debugCaseOutput(action))' while an action was being processed.

      Reentrant actions are undefined and will be a precondition failure in a future version \
      of the library.
      """
    )
    return StoreTask(group: send(action, group: nil, isReceived: false))
  }

  /// Sends an action whose effects join `group` (a new group when `nil` and the action starts
  /// work). Actions sent while another is being processed are buffered and processed in order,
  /// first in, first out, by the loop already running: sending never recurses.
  @discardableResult
  @usableFromInline
  func send(_ action: Action, group: EffectGroup?, isReceived: Bool) -> EffectGroup? {
    if isSending {
      let group = group ?? EffectGroup()
      buffer.append(Buffered(action: action, group: group, isReceived: isReceived))
      return group
    }
    isSending = true
    defer { isSending = false }
    var group = group
    process(action, group: &group, isReceived: isReceived)
    drainBuffer()
    return group
  }

  @inlinable  // W4: effects that feed actions back run 2.2× the instructions without it
  final func drainBuffer() {
    repeat {
      while bufferHead < buffer.count {
        let next = buffer[bufferHead]
        bufferHead += 1
        var group = next.group
        process(next.action, group: &group, isReceived: next.isReceived)
      }
      // Releasing the processed actions may run deinits that send actions (a payload that
      // sends when it goes away): they must append to an empty buffer, not to the one being
      // cleared. The storage is kept for the next actions when nothing arrived meanwhile.
      var processed: [Buffered] = []
      swap(&processed, &buffer)
      bufferHead = 0
      processed.removeAll(keepingCapacity: processed.capacity <= 1024)
      if buffer.isEmpty {
        swap(&processed, &buffer)
      }
      // Observers may send actions of their own; those are processed before returning.
      if base.hasAfterProcessingObservers {
        base.notifyAfterProcessing()
      }
    } while bufferHead < buffer.count
  }

  @inlinable  // W1–W8: removing it multiplies W1 by 2.7
  final func process(_ action: Action, group: inout EffectGroup?, isReceived: Bool) {
    let effect: Effect<Action>
    if let dependencies {
      effect = DependencyValues.$_current.withValue(dependencies) {
        reduce(&currentState, action)
      }
    } else {
      effect = reduce(&currentState, action)
    }
    if isIdentityObserved {
      checkIdentity()
    }
    if let didReduce {
      didReduce(action, currentState, isReceived)
    }
    switch effect.operation {
    case .none:
      return
    case let .send(next):
      // The common synchronous feedback, handled here rather than in the general interpreter.
      if group == nil { group = EffectGroup() }
      buffer.append(Buffered(action: next, group: group, isReceived: true))
    default:
      if group == nil { group = EffectGroup() }
      start(effect, group: group!, keys: [], throttle: nil, origin: action)
    }
  }

  // MARK: - Effects

  /// Starts an effect from within the send loop: synchronous parts (`.send`, `.cancel`) take
  /// effect now, asynchronous parts get a task each.
  @usableFromInline
  func start(
    _ effect: Effect<Action>, group: EffectGroup, keys: [CancelKey], throttle: (any ThrottleGate)?,
    origin: Action?
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      if let throttle {
        emitThrottled(action, through: throttle, group: group, keys: keys)
      } else {
        buffer.append(Buffered(action: action, group: group, isReceived: true))
      }
    case let .run(priority, operation):
      let completion = RunCompletion()
      let origin = UncheckedSendable(origin)
      let send = makeSend(group: group, keys: keys, throttle: throttle) { action in
        if completion.isCompleted { reportSendAfterCompletion(action, origin: origin.value) }
      }
      base.runtime.spawn(priority: priority, keys: keys, group: group) {
        await operation(send)
        completion.complete()
      }
    case let .merge(effects):
      for effect in effects {
        start(effect, group: group, keys: keys, throttle: throttle, origin: origin)
      }
    case let .concatenate(effects):
      var rest = effects[...]
      while let first = rest.first, first.isSynchronous {
        start(first, group: group, keys: keys, throttle: throttle, origin: origin)
        rest.removeFirst()
      }
      guard !rest.isEmpty else { return }
      let remaining = UncheckedSendable(Array(rest))
      let executor = EffectExecutor(core: self, group: group, throttle: throttle, origin: origin)
      base.runtime.spawn(priority: nil, keys: keys, group: group) { @MainActor in
        for effect in remaining.value {
          guard !Task.isCancelled else { return }
          await executor.execute(effect, keys: keys)
        }
      }
    case let .cancellable(key, cancelInFlight, effect):
      if cancelInFlight { base.runtime.cancel(key) }
      start(effect, group: group, keys: keys + [key], throttle: throttle, origin: origin)
    case let .cancel(key):
      base.runtime.cancel(key)
    case let .throttle(request, effect):
      base.runtime.cancel(request.key, isReplacement: true)
      let gate = base.runtime.throttleGate(for: request)
      start(effect, group: group, keys: keys + [request.key], throttle: gate, origin: origin)
    case let .publisher(publisher):
      subscribe(publisher, group: group, keys: keys, throttle: throttle)
    }
  }

  /// Subscribes to an effect's publisher now, so that a publisher driven by a test scheduler
  /// runs synchronously when the scheduler advances (as TCA's Combine effects did); the effects
  /// it emits are started as they come.
  @discardableResult
  func subscribe(
    _ publisher: AnyPublisher<Effect<Action>, Never>,
    group: EffectGroup, keys: [CancelKey], throttle: (any ThrottleGate)?
  ) -> Task<Void, Never> {
    let receive: @MainActor (Effect<Action>) -> Void = { [weak self] effect in
      self?.startFromOutside(effect, group: group, keys: keys, throttle: throttle)
    }
    return base.runtime.subscribe(keys: keys, group: group) { subscription, finished in
      sinkOnMainActor(publisher, subscription: subscription, receive: receive, finished: finished)
    }
  }

  /// Starts an effect that arrives outside of the send loop (from a publisher), processing what
  /// it sends at once.
  func startFromOutside(
    _ effect: Effect<Action>, group: EffectGroup, keys: [CancelKey], throttle: (any ThrottleGate)?
  ) {
    guard !isSending else {
      start(effect, group: group, keys: keys, throttle: throttle, origin: nil)
      return
    }
    isSending = true
    start(effect, group: group, keys: keys, throttle: throttle, origin: nil)
    drainBuffer()
    isSending = false
  }

  /// The `send` of a `.run` effect; `check` looks at each action first (see `RunCompletion`).
  func makeSend(
    group: EffectGroup, keys: [CancelKey], throttle: (any ThrottleGate)?,
    check: @escaping @MainActor @Sendable (Action) -> Void
  ) -> Send<Action> {
    if let throttle {
      return Send { [weak self] action in
        check(action)
        self?.emitThrottled(action, through: throttle, group: group, keys: keys)
      }
    }
    return Send { [weak self] action in
      check(action)
      self?.send(action, group: group, isReceived: true)
    }
  }

  /// Lets an action through a throttle now, or holds it until the throttle's interval is over.
  func emitThrottled(
    _ action: Action, through gate: any ThrottleGate, group: EffectGroup, keys: [CancelKey]
  ) {
    follow(gate.offer(action), of: action, through: gate, group: group, keys: keys)
  }

  private func follow(
    _ decision: ThrottleDecision, of action: Action, through gate: any ThrottleGate,
    group: EffectGroup, keys: [CancelKey]
  ) {
    switch decision {
    case .now:
      send(action, group: group, isReceived: true)
    case let .deliver(value):
      guard let value = value as? Action else { return }
      send(value, group: group, isReceived: true)
    case let .deferred(publisher, then):
      let receive: @MainActor (Void) -> Void = { [weak self] _ in
        self?.follow(then(), of: action, through: gate, group: group, keys: keys)
      }
      base.runtime.subscribe(keys: keys, group: group) { subscription, finished in
        sinkOnMainActor(publisher, subscription: subscription, receive: receive, finished: finished)
      }
    case .held:
      return
    case let .later(wait):
      base.runtime.spawn(priority: nil, keys: keys, group: group) { [weak self] in
        guard (try? await wait()) != nil, !Task.isCancelled else { return }
        await self?.releaseThrottled(gate, group: group)
      }
    }
  }

  private func releaseThrottled(_ gate: any ThrottleGate, group: EffectGroup) {
    guard let action = gate.release() as? Action else { return }
    send(action, group: group, isReceived: true)
  }
}

/// Subscribes to `publisher` and hands each value to `receive` on the main actor (at once when
/// the value arrives there, as with a test scheduler; one hop later otherwise). Values that come
/// after the subscription was cancelled are dropped.
nonisolated func sinkOnMainActor<Value>(
  _ publisher: AnyPublisher<Value, Never>,
  subscription: PublisherSubscription,
  receive: @escaping @MainActor (Value) -> Void,
  finished: @escaping @MainActor @Sendable () -> Void
) -> AnyCancellable {
  let receive = UncheckedSendable(receive)
  return publisher.sink(
    receiveCompletion: { _ in onMainActor { finished() } },
    receiveValue: { value in
      let value = UncheckedSendable(value)
      onMainActor {
        guard !subscription.isFinished else { return }
        receive.value(value.value)
      }
    }
  )
}

/// Runs `work` on the main actor: now when already there, else in a task.
nonisolated func onMainActor(_ work: @escaping @MainActor @Sendable () -> Void) {
  if isOnMainActor() {
    MainActor.assumeIsolated { work() }
  } else {
    Task { @MainActor in work() }
  }
}

/// Runs the asynchronous remainder of an effect (after a concatenation step had to wait) inside
/// an effect task. It holds its store weakly, so running effects never keep a store alive.
@MainActor
final class EffectExecutor<State, Action>: Sendable {
  private weak var core: RootCore<State, Action>?
  private let runtime: EffectRuntime
  private let group: EffectGroup
  private let throttle: (any ThrottleGate)?
  /// The action whose effect this is, for the report of a send after the effect completed.
  private let origin: UncheckedSendable<Action?>

  init(
    core: RootCore<State, Action>, group: EffectGroup, throttle: (any ThrottleGate)?,
    origin: Action?
  ) {
    self.core = core
    self.runtime = core.base.runtime
    self.group = group
    self.throttle = throttle
    self.origin = UncheckedSendable(origin)
  }

  func execute(_ effect: Effect<Action>, keys: [CancelKey]) async {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      guard let core else { return }
      if let throttle {
        core.emitThrottled(action, through: throttle, group: group, keys: keys)
      } else {
        core.send(action, group: group, isReceived: true)
      }
    case let .run(_, operation):
      let completion = RunCompletion()
      let origin = self.origin
      guard
        let send = core?.makeSend(
          group: group, keys: keys, throttle: throttle,
          check: { action in
            if completion.isCompleted { reportSendAfterCompletion(action, origin: origin.value) }
          }
        )
      else { return }
      await operation(send)
      completion.complete()
    case let .merge(effects):
      await withTaskGroup(of: Void.self) { taskGroup in
        for effect in effects {
          let effect = UncheckedSendable(effect)
          taskGroup.addTask { await self.execute(effect.value, keys: keys) }
        }
      }
    case let .concatenate(effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await execute(effect, keys: keys)
      }
    case let .cancellable(key, cancelInFlight, effect):
      if cancelInFlight { runtime.cancel(key) }
      let effect = UncheckedSendable(effect)
      let task = runtime.spawn(priority: nil, keys: keys + [key], group: group) {
        await self.execute(effect.value, keys: keys + [key])
      }
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
    case let .cancel(key):
      runtime.cancel(key)
    case let .throttle(request, effect):
      runtime.cancel(request.key, isReplacement: true)
      let executor = EffectExecutor(
        runtime: runtime, core: core, group: group, throttle: runtime.throttleGate(for: request),
        origin: origin
      )
      await executor.execute(effect, keys: keys + [request.key])
    case let .publisher(publisher):
      guard let core else { return }
      let task = core.subscribe(publisher, group: group, keys: keys, throttle: throttle)
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
    }
  }

  private init(
    runtime: EffectRuntime, core: RootCore<State, Action>?, group: EffectGroup,
    throttle: (any ThrottleGate)?, origin: UncheckedSendable<Action?>
  ) {
    self.core = core
    self.runtime = runtime
    self.group = group
    self.throttle = throttle
    self.origin = origin
  }
}

extension Effect {
  /// Whether starting this effect completes synchronously (it only sends and cancels).
  var isSynchronous: Bool {
    switch operation {
    case .none, .send, .cancel: true
    case .run, .throttle, .publisher: false
    case let .merge(effects), let .concatenate(effects): effects.allSatisfy(\.isSynchronous)
    case let .cancellable(_, _, effect): effect.isSynchronous
    }
  }
}

/// Whether a `.run` effect's operation has returned: its `send` may have escaped into an
/// unstructured task and be called afterwards, which TCA reports. One per `.run` effect (none
/// per action); set off the main actor when the operation returns, read on it by `send`.
final class RunCompletion: Sendable {
  private let flag = Atomic<Bool>(false)

  nonisolated init() {}

  nonisolated var isCompleted: Bool { flag.load(ordering: .acquiring) }

  nonisolated func complete() { flag.store(true, ordering: .releasing) }
}

/// TCA's report for an action sent with the `send` of a `.run` effect that had completed.
@MainActor
func reportSendAfterCompletion<Action>(_ action: Action, origin: Action?) {
  reportIssue(
    """
    An action was sent from a completed effect.

      Action:
        \(debugCaseOutput(action))

      Effect returned from:
        \(origin.map { debugCaseOutput($0) } ?? "an effect")

    Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
    completed. This can happen if you escape the 'send' argument in an unstructured context.

    To fix this, make sure that your 'run' closure does not return until you're done calling \
    'send'.
    """
  )
}
