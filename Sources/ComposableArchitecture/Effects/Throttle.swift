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
