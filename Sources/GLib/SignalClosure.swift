import CGtk

/// The one way generated code connects a signal, whatever its arguments: a `GClosure` with a
/// marshaller that hands the handler GLib's `GValue` arguments, which the generated handler
/// reads with the getter GIR's type names. No C callback shape is chosen per signal, so none can
/// be chosen wrong. The closure's Swift box is released by the closure's finalize notifier,
/// exactly once, when the handler is disconnected or the object is finalized.
package typealias SignalValues = UnsafePointer<GValue>

package typealias SignalBody =
  @MainActor (_ arguments: SignalValues, _ count: Int, _ result: UnsafeMutablePointer<GValue>?) ->
  Void

// Created and called on the main thread, released from GLib's finalize notifier: the body is
// `@MainActor`, so nothing reaches it from elsewhere.
private final class SignalClosureBox: @unchecked Sendable {
  let body: SignalBody
  init(_ body: @escaping SignalBody) {
    self.body = body
    #if DEBUG
      LiveObjectCounter.signalHandlers.increment()
    #endif
  }
  #if DEBUG
    deinit { LiveObjectCounter.signalHandlers.decrement() }
  #endif
}

// GTK emits signals on the thread that runs its main loop, the main thread: `assumeIsolated`
// states it, and traps if it is ever not true.
private let marshal: GClosureMarshal = { closure, result, count, values, _, _ in
  guard let closure, let values, let data = closure.pointee.data else { return }
  let box = Unmanaged<SignalClosureBox>.fromOpaque(data).takeUnretainedValue()
  nonisolated(unsafe) let arguments = values
  nonisolated(unsafe) let result = result
  MainActor.assumeIsolated { box.body(arguments, Int(count), result) }
}

private let finalize: GClosureNotify = { data, _ in
  guard let data else { return }
  Unmanaged<SignalClosureBox>.fromOpaque(data).release()
}

extension GObjectRepresentable {
  /// Connects `body` to `signal` (`"clicked"`, `"notify::label"`).
  @discardableResult
  package func connectSignal(_ signal: String, after: Bool = false, _ body: @escaping SignalBody)
    -> SignalHandler
  {
    let box = Unmanaged.passRetained(SignalClosureBox(body)).toOpaque()
    let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), box)!
    g_closure_set_marshal(closure, marshal)
    g_closure_add_finalize_notifier(closure, box, finalize)
    let id = g_signal_connect_closure(gobjectPointer, signal, closure, after ? 1 : 0)
    return SignalHandler(id: UInt(id))
  }
}

/// Reading a signal's arguments: argument 0 is the instance, the signal's own start at 1.
extension UnsafePointer where Pointee == GValue {
  @inline(__always) package func value(_ index: Int) -> UnsafePointer<GValue> { self + index }
}
