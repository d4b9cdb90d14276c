import CGtk

extension MainLoop {
  /// GTK's priority for layout and paint, `GDK_PRIORITY_REDRAW` (120): the frame clock's paint
  /// source runs at this priority. A source with a smaller number runs before a due frame.
  public static let redrawPriority: Int32 = CGTK_PRIORITY_REDRAW

  /// Runs `body` once, from GLib's default main context, in the first iteration where no more
  /// urgent source (smaller `priority` number) is ready.
  ///
  /// Unlike a main-actor `Task`, the caller picks where the work sits against GTK's own
  /// sources, for example just before the next frame is painted:
  ///
  /// ```swift
  /// MainLoop.runOnce(priority: MainLoop.redrawPriority - 1) { flushPendingUpdates() }
  /// ```
  public static func runOnce(priority: Int32, _ body: @escaping @MainActor () -> Void) {
    // The closure travels to GLib retained and is released by the destroy notify, which GLib
    // calls once the source has run (or when the context is destroyed).
    let box = Unmanaged.passRetained(IdleBox(body)).toOpaque()
    g_idle_add_full(
      priority,
      { data in
        let body = Unmanaged<IdleBox>.fromOpaque(data!).takeUnretainedValue().body
        MainActor.assumeIsolated { body() }
        return CGTK_SOURCE_REMOVE
      }, box, { data in Unmanaged<IdleBox>.fromOpaque(data!).release() })
  }
}

/// Owns the closure of a one-shot source on behalf of GLib.
private final class IdleBox {
  let body: @MainActor () -> Void
  init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}
