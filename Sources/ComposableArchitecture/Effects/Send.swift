/// Feeds actions from an asynchronous effect back into the store.
///
/// An effect created with ``Effect/run(priority:operation:catch:fileID:filePath:line:column:)``
/// receives a `Send`, and calls it like a function:
///
/// ```swift
/// return .run { send in
///   await send(.started)
///   await send(.finished(try await self.work()))
/// }
/// ```
///
/// Sending hops to the main actor, where the store runs the reducer immediately. Once the effect
/// has been cancelled, sends are dropped: a cancelled effect never changes state.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` from a closure, which is useful in tests of code that takes a `Send`.
  nonisolated public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends an action back into the store, unless the current task has been cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    self.send(action)
  }
}
