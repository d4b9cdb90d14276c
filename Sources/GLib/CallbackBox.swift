import CGtk

/// The Swift closure a generated binding hands a C function as a callback, kept alive for as
/// long as the callback's `scope` says, and reached from the C trampoline through `user_data`:
///
/// - `call`: the C function calls it before it returns; the binding releases the box after the
///   call;
/// - `async`: C calls it exactly once, later (a `GAsyncReadyCallback`); the trampoline
///   releases the box after that call;
/// - `notified`: C calls it any number of times until it calls the `GDestroyNotify` it was
///   given, ``callbackBoxRelease``, which releases the box once.
///
/// The trampoline is a capture-free `@convention(c)` closure the generated code writes for the
/// callback's C type; it converts the C arguments and calls the closure on the main actor,
/// where GLib's main loop runs callbacks.
package final class CallbackBox: @unchecked Sendable {
  // `@unchecked Sendable`: the closure is created on the main actor and only called there
  // (through `MainActor.assumeIsolated`, which traps if GLib ever calls from elsewhere); the
  // box is only retained and released, from any thread, which is safe for a class.
  package let body: Any

  private init(_ body: Any) {
    self.body = body
    #if DEBUG
      LiveObjectCounter.callbacks.increment()
    #endif
  }

  #if DEBUG
    deinit { LiveObjectCounter.callbacks.decrement() }
  #endif

  /// A new box holding `body`, retained once: the `user_data` to pass.
  package static func retain(_ body: Any) -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(CallbackBox(body)).toOpaque()
  }

  /// Releases the box `retain(_:)` made (scope `call`, after the call).
  package static func release(_ data: UnsafeMutableRawPointer) {
    Unmanaged<CallbackBox>.fromOpaque(data).release()
  }

  /// The box behind `user_data`, released now when the callback is called only once
  /// (`async`).
  package static func from(_ data: UnsafeMutableRawPointer?, releasing: Bool) -> CallbackBox {
    let box = Unmanaged<CallbackBox>.fromOpaque(data!)
    return releasing ? box.takeRetainedValue() : box.takeUnretainedValue()
  }
}

/// The `GDestroyNotify` of a callback with scope `notified`: releases its box, once.
package let callbackBoxRelease: GDestroyNotify = { data in
  if let data { CallbackBox.release(data) }
}

#if DEBUG
  extension LiveObjectCounter {
    /// Callback closures alive: each box is released once, when its scope ends.
    package static let callbacks = LiveObjectCounter("callback closures")
  }
#endif
