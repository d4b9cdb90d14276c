import CGtk

extension MainLoop {
  /// Runs `tick` every `seconds` seconds, from GLib's default main context, until the returned
  /// source is cancelled. GLib groups second-based timeouts so that the process wakes once for
  /// all of them (`g_timeout_add_seconds`).
  ///
  /// ```swift
  /// let refresh = MainLoop.every(seconds: 1) { label.text = elapsed() }
  /// refresh.cancel()
  /// ```
  public static func every(
    seconds: UInt32, _ tick: @escaping @MainActor () -> Void
  ) -> RepeatingSource {
    let box = Unmanaged.passRetained(TickBox(tick)).toOpaque()
    let id = g_timeout_add_seconds_full(
      CGTK_PRIORITY_DEFAULT, seconds,
      { data in
        let tick = Unmanaged<TickBox>.fromOpaque(data!).takeUnretainedValue().tick
        MainActor.assumeIsolated { tick() }
        return CGTK_SOURCE_CONTINUE
      }, box, { data in Unmanaged<TickBox>.fromOpaque(data!).release() })
    return RepeatingSource(id: id)
  }
}

/// A GLib source that runs until cancelled: what ``MainLoop/every(seconds:_:)`` returns.
@MainActor
public final class RepeatingSource {
  private var id: UInt32

  init(id: UInt32) { self.id = id }

  /// Stops the source; its closure is released. Cancelling twice does nothing.
  public func cancel() {
    guard id != 0 else { return }
    g_source_remove(id)
    id = 0
  }
}

/// Owns the closure of a repeating source on behalf of GLib.
private final class TickBox {
  let tick: @MainActor () -> Void
  init(_ tick: @escaping @MainActor () -> Void) { self.tick = tick }
}
