import OpenCombineShim

extension Effect {
  /// Lets at most one action of this effect through per `interval` for the given id.
  ///
  /// The first action goes through at once. Actions arriving within the interval after it are
  /// held: when the interval is over, the most recent one (`latest: true`) or the first one
  /// (`latest: false`) goes through. A new throttled effect for the same id cancels the previous
  /// one, as with `cancellable(id:cancelInFlight: true)`.
  ///
  /// ```swift
  /// case let .scrolled(offset):
  ///   return .send(.loadVisibleRows(offset))
  ///     .throttle(id: CancelID.scroll, for: .milliseconds(200), clock: self.clock, latest: true)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The throttle's identifier; the time of the last action is kept per id.
  ///   - interval: The minimum time between two actions.
  ///   - clock: The clock that measures the interval (a `TestClock` in tests).
  ///   - latest: Whether to deliver the latest held action rather than the first.
  public func throttle<C: Clock>(
    id: some Hashable & Sendable,
    for interval: C.Duration,
    clock: C,
    latest: Bool
  ) -> Self {
    if case .none = operation { return .none }
    let request = ThrottleRequest(key: CancelKey(id: id)) {
      ClockThrottleGate(clock: clock, interval: interval, latest: latest)
    }
    return Self(operation: .throttle(request, self))
  }

  /// Delays this effect until `dueTime` has passed without another effect being debounced with
  /// the same id; each new one restarts the wait and cancels the previous.
  ///
  /// ```swift
  /// case let .queryChanged(query):
  ///   state.query = query
  ///   return .run { send in
  ///     await send(.searchResponse(try await self.search(query)))
  ///   }
  ///   .debounce(id: CancelID.search, for: .milliseconds(300), clock: self.clock)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The debounce's identifier.
  ///   - dueTime: How long to wait before starting the effect.
  ///   - clock: The clock to wait on (a `TestClock` in tests).
  public func debounce<C: Clock>(
    id: some Hashable & Sendable,
    for dueTime: C.Duration,
    clock: C
  ) -> Self {
    if case .none = operation { return .none }
    let wait = Self(operation: .run(priority: nil) { _ in try? await clock.sleep(for: dueTime) })
    return wait.concatenate(with: self).cancellable(id: id, cancelInFlight: true)
  }
}

extension Effect {
  /// Lets at most one action of this effect through per `interval` on a Combine scheduler, for
  /// the given id: TCA's throttle of its Combine era.
  ///
  /// Every action first goes through the scheduler (as with `receive(on:)`): with a
  /// `TestScheduler` nothing arrives until the test advances it. The first action for the id
  /// then goes through; one arriving within `interval` of the last one let through waits for the
  /// interval to end, and goes through then: the most recent (`latest: true`) or the first of
  /// those that arrived meanwhile (`latest: false`). A new throttled effect for the same id
  /// cancels the wait of the previous one (`cancelInFlight`), but the throttle keeps the time of
  /// the last action and the one it holds, as TCA's does.
  ///
  /// ```swift
  /// case let .tap(value):
  ///   return .send(.throttledResponse(value))
  ///     .throttle(id: CancelID.tap, for: .seconds(1), scheduler: self.mainQueue, latest: true)
  /// ```
  public func throttle<S: Scheduler>(
    id: some Hashable & Sendable,
    for interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    latest: Bool
  ) -> Self {
    if case .none = operation { return .none }
    let configuration = UncheckedSendable((scheduler, interval))
    let request = ThrottleRequest(key: CancelKey(id: id)) {
      SchedulerThrottleGate(
        scheduler: configuration.value.0, interval: configuration.value.1, latest: latest
      )
    }
    return Self(operation: .throttle(request, self))
  }
}

/// A throttle on a Combine scheduler, with the semantics of TCA's: each action arrives through
/// the scheduler; the time of the last delivery and the held action outlive cancellation.
@MainActor
final class SchedulerThrottleGate<S: Scheduler>: ThrottleGate {
  private let scheduler: S
  private let interval: S.SchedulerTimeType.Stride
  private let latest: Bool
  private var lastEmission: S.SchedulerTimeType?
  private var held: Any?

  init(scheduler: S, interval: S.SchedulerTimeType.Stride, latest: Bool) {
    self.scheduler = scheduler
    self.interval = interval
    self.latest = latest
  }

  func offer(_ action: Any) -> ThrottleDecision {
    .deferred(
      Just(()).receive(on: scheduler).eraseToAnyPublisher(),
      then: { [self] in arrive(action) }
    )
  }

  private func arrive(_ action: Any) -> ThrottleDecision {
    let now = scheduler.now
    guard let lastEmission else {
      self.lastEmission = now
      held = nil
      return .deliver(action)
    }
    let value = latest ? action : (held ?? action)
    held = value
    guard lastEmission.distance(to: now) < interval else {
      self.lastEmission = now
      held = nil
      return .deliver(value)
    }
    let delay = now.distance(to: lastEmission.advanced(by: interval))
    return .deferred(
      Just(()).delay(for: delay, scheduler: scheduler).eraseToAnyPublisher(),
      then: { [self] in
        self.lastEmission = scheduler.now
        held = nil
        return .deliver(value)
      }
    )
  }

  func release() -> Any? { nil }
  func cancelPending() {}
  func interrupt() {}
}

/// A throttle as returned by a reducer: its key, and how to make its gate the first time the key
/// is used in a store.
@usableFromInline
struct ThrottleRequest: Sendable {
  let key: CancelKey
  let makeGate: @MainActor @Sendable () -> any ThrottleGate

  func inNamespace(_ component: AnyHashable?) -> Self {
    Self(key: key.inNamespace(component), makeGate: makeGate)
  }
}

/// What a throttle decides for an action offered to it.
@usableFromInline
enum ThrottleDecision {
  /// Deliver the action now.
  case now
  /// The action replaced (or lost to) the one already waiting.
  case held
  /// The action waits; deliver what ``ThrottleGate/release()`` returns after `wait` returns.
  case later(wait: @Sendable () async throws -> Void)
  /// Deliver this action (maybe not the one offered) now.
  case deliver(Any)
  /// Wait for `publisher` to emit (a scheduler's tick), then do what `then` decides; the wait is
  /// a publisher effect of its own, cancelled with the throttle's id.
  case deferred(AnyPublisher<Void, Never>, then: @MainActor () -> ThrottleDecision)
}

/// The per-id state of a throttle in one store: when it last let an action through, and the
/// action waiting for the interval to end.
@MainActor
@usableFromInline
protocol ThrottleGate: AnyObject, Sendable {
  func offer(_ action: Any) -> ThrottleDecision
  func release() -> Any?
  /// Drops the held action (an explicit `.cancel(id:)`).
  func cancelPending()
  /// Forgets the scheduled delivery, keeping the held action for the next effect to deliver (a
  /// new throttled effect replaced the one that scheduled it).
  func interrupt()
}

@MainActor
final class ClockThrottleGate<C: Clock>: ThrottleGate {
  private let clock: C
  private let interval: C.Duration
  private let latest: Bool
  private var lastEmission: C.Instant?
  private var pending: Any?
  private var isScheduled = false

  init(clock: C, interval: C.Duration, latest: Bool) {
    self.clock = clock
    self.interval = interval
    self.latest = latest
  }

  func offer(_ action: Any) -> ThrottleDecision {
    let now = clock.now
    guard let lastEmission else {
      self.lastEmission = now
      return .now
    }
    if !isScheduled, lastEmission.duration(to: now) >= interval {
      self.lastEmission = now
      return .now
    }
    if isScheduled {
      if latest { pending = action }
      return .held
    }
    pending = latest ? action : (pending ?? action)
    isScheduled = true
    let deadline = lastEmission.advanced(by: interval)
    let clock = self.clock
    return .later { try await clock.sleep(until: deadline, tolerance: nil) }
  }

  func release() -> Any? {
    defer {
      pending = nil
      isScheduled = false
      lastEmission = clock.now
    }
    return pending
  }

  func cancelPending() {
    pending = nil
    isScheduled = false
  }

  func interrupt() {
    isScheduled = false
  }
}

extension EffectRuntime {
  /// The gate of a throttle key, created the first time the key is used.
  func throttleGate(for request: ThrottleRequest) -> any ThrottleGate {
    if let gate = throttles[request.key] { return gate }
    let gate = request.makeGate()
    throttles[request.key] = gate
    return gate
  }
}
