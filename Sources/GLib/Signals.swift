import CGtk

/// A signal handler connected to an ``Object``; pass it to ``Object/withBlocked(_:_:)`` or
/// ``Object/disconnect(_:)``.
public struct SignalHandler: Hashable, Sendable {
  /// GLib's handler id, unique per instance.
  public let id: UInt
}

/// Owns one Swift closure on behalf of GLib. It is passed to `g_signal_connect_data` retained
/// and released only by `releaseHandlerBox`, the destroy notify, which GLib calls when the
/// handler is disconnected or the instance is disposed.
final class HandlerBox<Handler> {
  let handler: Handler
  init(_ handler: Handler) {
    self.handler = handler
    #if DEBUG
    LiveObjectCounter.signalHandlers.increment()
    #endif
  }

  #if DEBUG
  deinit { LiveObjectCounter.signalHandlers.decrement() }
  #endif
}

private let releaseHandlerBox: GClosureNotify = { data, _ in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Recovers a handler's closure from the `user_data` GLib passes back.
private func handler<H>(_ data: UnsafeMutableRawPointer?, as _: H.Type) -> H {
  Unmanaged<HandlerBox<H>>.fromOpaque(data!).takeUnretainedValue().handler
}

package typealias Handler0 = @MainActor (UnsafeMutableRawPointer) -> Void
package typealias HandlerPointer = @MainActor (UnsafeMutableRawPointer, UnsafeMutableRawPointer?) -> Void
package typealias HandlerPointer2 =
  @MainActor (UnsafeMutableRawPointer, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
package typealias HandlerUInt = @MainActor (UnsafeMutableRawPointer, UInt32) -> Void
package typealias HandlerUInt3 = @MainActor (UnsafeMutableRawPointer, UInt32, UInt32, UInt32) -> Void
package typealias HandlerBool = @MainActor (UnsafeMutableRawPointer) -> Bool

// GTK emits signals on the thread that runs its main loop, which is the main thread; the
// trampolines state that with `assumeIsolated`, which traps if it is ever not true. The C
// arguments are rebound `nonisolated(unsafe)` because they are only used on this same thread,
// within this call.
private let trampoline0: CGtkHandler0 = { instance, data in
  let body = handler(data, as: Handler0.self)
  nonisolated(unsafe) let instance = instance
  MainActor.assumeIsolated { body(instance) }
}
private let trampolinePointer: CGtkHandlerPointer = { instance, arg, data in
  let body = handler(data, as: HandlerPointer.self)
  nonisolated(unsafe) let (instance, arg) = (instance, arg)
  MainActor.assumeIsolated { body(instance, arg) }
}
private let trampolinePointer2: CGtkHandlerPointer2 = { instance, arg1, arg2, data in
  let body = handler(data, as: HandlerPointer2.self)
  nonisolated(unsafe) let (instance, arg1, arg2) = (instance, arg1, arg2)
  MainActor.assumeIsolated { body(instance, arg1, arg2) }
}
private let trampolineUInt: CGtkHandlerUInt = { instance, arg, data in
  let body = handler(data, as: HandlerUInt.self)
  nonisolated(unsafe) let instance = instance
  MainActor.assumeIsolated { body(instance, arg) }
}
private let trampolineUInt3: CGtkHandlerUInt3 = { instance, arg1, arg2, arg3, data in
  let body = handler(data, as: HandlerUInt3.self)
  nonisolated(unsafe) let instance = instance
  MainActor.assumeIsolated { body(instance, arg1, arg2, arg3) }
}
private let trampolineBool: CGtkHandlerBool = { instance, data in
  let body = handler(data, as: HandlerBool.self)
  nonisolated(unsafe) let instance = instance
  return MainActor.assumeIsolated { body(instance) } ? 1 : 0
}

private func retainedBox<H>(_ body: H) -> UnsafeMutableRawPointer {
  Unmanaged.passRetained(HandlerBox(body)).toOpaque()
}

extension Object {
  // One `connect` per C callback shape. Each wrapper's public `on...` method picks the shape
  // its signal has; a wrong shape would read garbage arguments, so these stay inside the package
  // (the libadwaita wrappers use them too).
  @discardableResult
  package func connect0(_ signal: String, _ body: @escaping Handler0) -> SignalHandler {
    SignalHandler(id: cgtk_connect_0(gobjectPointer, signal, trampoline0,
                                      retainedBox(body), releaseHandlerBox))
  }

  @discardableResult
  package func connectPointer(_ signal: String, _ body: @escaping HandlerPointer) -> SignalHandler {
    SignalHandler(id: cgtk_connect_pointer(gobjectPointer, signal, trampolinePointer,
                                            retainedBox(body), releaseHandlerBox))
  }

  @discardableResult
  package func connectPointer2(_ signal: String, _ body: @escaping HandlerPointer2) -> SignalHandler {
    SignalHandler(id: cgtk_connect_pointer2(gobjectPointer, signal, trampolinePointer2,
                                             retainedBox(body), releaseHandlerBox))
  }

  @discardableResult
  package func connectUInt(_ signal: String, _ body: @escaping HandlerUInt) -> SignalHandler {
    SignalHandler(id: cgtk_connect_uint(gobjectPointer, signal, trampolineUInt,
                                         retainedBox(body), releaseHandlerBox))
  }

  @discardableResult
  package func connectUInt3(_ signal: String, _ body: @escaping HandlerUInt3) -> SignalHandler {
    SignalHandler(id: cgtk_connect_uint3(gobjectPointer, signal, trampolineUInt3,
                                          retainedBox(body), releaseHandlerBox))
  }

  @discardableResult
  package func connectBool(_ signal: String, _ body: @escaping HandlerBool) -> SignalHandler {
    SignalHandler(id: cgtk_connect_bool(gobjectPointer, signal, trampolineBool,
                                         retainedBox(body), releaseHandlerBox))
  }

  /// Calls `handler` whenever `property` changes (the `notify::property` signal).
  ///
  /// ```swift
  /// stack.onNotify("visible-child-name") { print(stack.visibleChildName ?? "") }
  /// ```
  @discardableResult
  public func onNotify(_ property: String, _ handler: @escaping @MainActor () -> Void)
    -> SignalHandler
  {
    connectPointer("notify::\(property)") { _, _ in handler() }
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

  /// Emits a signal that has no arguments and no return value (`clicked`, `activate`), as GTK
  /// would; for tests and benchmarks that drive widgets without input events.
  package func emit(_ signal: String) {
    cgtk_emit_0(gobjectPointer, signal)
  }
}
