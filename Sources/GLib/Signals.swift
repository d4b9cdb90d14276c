import CGtk

/// A signal handler connected to an ``Object``; pass it to ``Object/withBlocked(_:_:)`` or
/// ``Object/disconnect(_:)``.
public struct SignalHandler: Hashable, Sendable {
  /// GLib's handler id, unique per instance.
  public let id: UInt
}

extension Object {
  /// Calls `handler` whenever `property` changes (the `notify::property` signal).
  ///
  /// ```swift
  /// stack.onNotify("visible-child-name") { print(stack.visibleChildName ?? "") }
  /// ```
  @discardableResult
  public func onNotify(_ property: String, _ handler: @escaping @MainActor () -> Void)
    -> SignalHandler
  {
    connectSignal("notify::\(property)") { _, _, _ in handler() }
  }

  /// Runs `body` with `handler` blocked, so that the program can set a value without its own
  /// handler reacting to it (an entry bound to state must not send the text it was just given).
  ///
  /// ```swift
  /// entry.withBlocked(changedHandler) { entry.text = state.query }
  /// ```
  public func withBlocked<R>(_ handler: SignalHandler, _ body: () throws -> R) rethrows -> R {
    g_signal_handler_block(gobjectPointer, gulong(handler.id))
    defer { g_signal_handler_unblock(gobjectPointer, gulong(handler.id)) }
    return try body()
  }

  /// Disconnects `handler`; its closure is released at once.
  public func disconnect(_ handler: SignalHandler) {
    g_signal_handler_disconnect(gobjectPointer, gulong(handler.id))
  }

  /// Whether `handler` is still connected to this object.
  public func isConnected(_ handler: SignalHandler) -> Bool {
    g_signal_handler_is_connected(gobjectPointer, gulong(handler.id)) != 0
  }

}
