/// The work started by sending an action to a ``Store``.
///
/// ``Store/send(_:)-(Action)`` returns a `StoreTask` that covers every effect the action started, and
/// every effect started by the actions those effects send back, transitively. Await
/// ``finish()`` to wait for all of them, or ``cancel()`` to stop them:
///
/// ```swift
/// let task = store.send(.startMonitoring)
/// // ...
/// task.cancel()
/// ```
public struct StoreTask: Hashable, Sendable {
  @usableFromInline
  let group: EffectGroup?

  @usableFromInline init(group: EffectGroup?) {
    self.group = group
  }

  /// Cancels every effect the action started, transitively.
  public func cancel() {
    group?.cancel()
  }

  /// Waits for every effect the action started to finish.
  ///
  /// If the task awaiting this method is cancelled, the effects are cancelled too, so that a
  /// long-living effect can be tied to the lifetime of the awaiting task.
  public func finish() async {
    guard let group else { return }
    await withTaskCancellationHandler {
      await group.wait()
    } onCancel: {
      group.cancel()
    }
  }

  /// Whether the task was cancelled.
  public var isCancelled: Bool {
    group?.isCancelled ?? true
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.group === rhs.group
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(group.map(ObjectIdentifier.init))
  }
}
