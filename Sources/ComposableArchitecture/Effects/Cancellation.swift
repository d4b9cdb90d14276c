/// The key under which a running effect is registered for cancellation.
///
/// An id given to ``Effect/cancellable(id:cancelInFlight:)`` is qualified by the namespace of
/// the feature that returned the effect: `forEach` and `ifLet` place each element's (or each
/// presented child's) effects in a namespace of its own, so that two siblings using the same id
/// never cancel each other. Keys live in the registry of one root store, so that two stores never
/// cancel each other either.
@usableFromInline
struct CancelKey: Hashable, @unchecked Sendable {
  // `AnyHashable` is not `Sendable`; ids are required to be `Sendable` where they enter
  // (`cancellable(id:)`, `cancel(id:)`), and namespaces are built from `Sendable` element ids.
  let id: AnyHashable
  let namespace: [AnyHashable]

  init(id: some Hashable & Sendable, namespace: [AnyHashable] = []) {
    self.id = AnyHashable(id)
    self.namespace = namespace
  }

  init(anyID: AnyHashable, namespace: [AnyHashable]) {
    self.id = anyID
    self.namespace = namespace
  }

  /// This key as seen from the parent of a child that lives in `namespace`.
  func inNamespace(_ component: AnyHashable?) -> Self {
    guard let component else { return self }
    return Self(anyID: id, namespace: [component] + namespace)
  }
}

extension Effect {
  /// Turns an effect into one that can be cancelled with ``cancel(id:)``.
  ///
  /// ```swift
  /// enum CancelID { case timer }
  ///
  /// case .startButtonTapped:
  ///   return .run { send in
  ///     for await _ in self.clock.timer(interval: .seconds(1)) {
  ///       await send(.tick)
  ///     }
  ///   }
  ///   .cancellable(id: CancelID.timer)
  ///
  /// case .stopButtonTapped:
  ///   return .cancel(id: CancelID.timer)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The effect's identifier.
  ///   - cancelInFlight: Whether to cancel any effect already running under the same id before
  ///     starting this one. Useful for "latest request wins" and for debouncing.
  /// - Returns: A cancellable effect.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    switch operation {
    case .none:
      // Nothing to run means nothing to cancel in flight either, as in TCA.
      return .none
    default:
      return Self(
        operation: .cancellable(CancelKey(id: id), cancelInFlight: cancelInFlight, self)
      )
    }
  }

  /// Turns an effect into one that can be cancelled, with the id written without label, as in
  /// some documentation: `.cancellable(CancelID.timer)`. Same as ``cancellable(id:cancelInFlight:)``.
  public func cancellable(_ id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    cancellable(id: id, cancelInFlight: cancelInFlight)
  }

  /// Cancels effects by id, written without label: `.cancel(CancelID.timer)`. Same as
  /// ``cancel(id:)``.
  public static func cancel(_ id: some Hashable & Sendable) -> Self {
    cancel(id: id)
  }

  /// An effect that cancels any effect running under the given id, immediately, as part of the
  /// action that returns it.
  ///
  /// - Parameter id: An effect identifier.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(CancelKey(id: id)))
  }
}

/// Runs an operation that can be cancelled with ``Effect/cancel(id:)`` or `Task.cancel(id:)`
/// while it is in flight.
///
/// Inside an effect this ties the lifetime of a piece of work to an id:
///
/// ```swift
/// return .run { send in
///   let results = try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///     try await self.search(query)
///   }
///   await send(.searchResponse(results))
/// }
/// ```
///
/// The id is registered with the store that runs the current effect, so ids stay isolated between
/// stores. Outside of an effect it is registered process-wide, where `Task.cancel(id:)` called
/// outside of an effect reaches it. The id is registered before the operation starts, so a
/// cancellation can never fall between the two.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: sending @escaping @isolated(any) () async throws -> T
) async throws -> T {
  let context = EffectContext.current
  let runtime = context?.runtime ?? EffectRuntime.detached
  let key = CancelKey(anyID: AnyHashable(id), namespace: context?.namespace ?? [])
  let work = CancellableWork()
  let registration = await runtime.register(work, key: key, cancelInFlight: cancelInFlight)
  defer { Task { @MainActor in runtime.unregister(id: registration) } }
  let task = Task { try await operation() }
  work.attach(task)
  return try await withTaskCancellationHandler {
    try await task.value
  } onCancel: {
    task.cancel()
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancels the effects running under the given id in the store that runs the current effect.
  ///
  /// The asynchronous counterpart of ``Effect/cancel(id:)``, for use inside an effect. Outside
  /// of an effect it cancels what ``withTaskCancellation(id:cancelInFlight:operation:)`` runs
  /// outside of any effect.
  ///
  /// Synchronous, as in TCA: when it returns, the effects are cancelled. Called off the main
  /// actor (inside an effect), it waits for the main actor, which owns the store's effects.
  public static func cancel(id: some Hashable & Sendable) {
    let context = EffectContext.current
    let key = CancelKey(anyID: AnyHashable(id), namespace: context?.namespace ?? [])
    let runtime = context?.runtime ?? EffectRuntime.detached
    let cancel: @MainActor @Sendable () -> Void = { runtime.cancel(key) }
    if isOnMainActor() {
      MainActor.assumeIsolated(cancel)
    } else {
      DispatchQueue.main.sync { MainActor.assumeIsolated(cancel) }
    }
  }
}
