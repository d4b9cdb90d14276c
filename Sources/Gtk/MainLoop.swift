import CGtk
import CGtkShim
import Dispatch

/// Runs Swift's main actor inside GLib's main loop.
///
/// Swift's main actor runs its jobs on libdispatch's main queue, which nothing drains while
/// `g_application_run` owns the main thread: without this bridge, `Task { @MainActor in }`,
/// `await MainActor.run` and `DispatchQueue.main.async` never run in a GTK program.
///
/// How: libdispatch signals a handle whenever its main queue gains work (the hook
/// CoreFoundation's run loop uses), and a GLib source waits on it in GLib's `poll`, as it does
/// for input: no polling timer, no wake-ups while idle. When the handle is signalled the source
/// runs the queue's jobs (`_dispatch_main_queue_callback_4CF`). This was chosen over Swift 6.3's
/// experimental custom main executor because it also serves `DispatchQueue.main` and needs no
/// underscored language API whose shape may change between toolchains.
///
/// The handle differs by OS, and that is the bridge's only per-OS part (`MainQueueSource.c` in
/// `CGtkShim`): an eventfd on Linux, a Win32 event on Windows, and on macOS GDK's own event
/// source already drains the queue once GTK's display is open, so the bridge adds no source
/// there and only opens the display. See ``watch``.
///
/// `main` must stay synchronous: after a top-level `await` the main thread parks in
/// `dispatch_main()` and GTK would run on a worker thread.
///
/// libdispatch does not drain its main queue re-entrantly: code that iterates GLib from inside
/// a main-actor job (a nested loop started from a `Task`, or a test body that XCTest runs as a
/// main-actor job) sees no other main-actor job until it returns. Iterate from GTK callbacks or
/// from `main`, never from inside a `Task` on the main actor.
@MainActor
public enum MainLoop {
  /// The GLib priority of main-actor jobs, `GDK_PRIORITY_REDRAW + 10` (130): after GTK's
  /// layout and paint (`GDK_PRIORITY_REDRAW`, 120) and GtkTextView's validation of visible
  /// lines (`GTK_TEXT_VIEW_PRIORITY_VALIDATE`, 125), before default idles (200).
  ///
  /// GLib dispatches only the most urgent ready sources. Jobs at `G_PRIORITY_DEFAULT` would
  /// starve frames for as long as a flood of actions keeps the main queue non-empty (measured:
  /// no frame in 5 s, `RedrawUnderFloodTests`). Here a due frame always goes first, input
  /// events (priority 0) still go before jobs, and on an otherwise idle loop a job runs as soon
  /// as `poll` returns. The cost: a flood of jobs delays default-priority idles, which GTK uses
  /// only for non-urgent work.
  public static let mainActorPriority: Int32 = CGTK_PRIORITY_REDRAW + 10

  /// How many times the bridge has drained the main queue: instrumentation for tests and
  /// benchmarks (an idle program must not add to it).
  public private(set) static var bridgeDispatchCount = 0

  /// Whether the code running now was called from the bridge's GLib source.
  public private(set) static var isInsideBridge = false

  /// Who watches the main queue on this OS, once ``installMainActorBridge()`` has run.
  public enum Watch: Sendable {
    /// A GLib source of the bridge (Linux: libdispatch's eventfd; Windows: its Win32 event).
    case bridgeSource
    /// GDK's macOS backend, from its display's event source.
    case gdk
  }

  /// Who watches the main queue; nil before ``installMainActorBridge()``.
  public private(set) static var watch: Watch?

  /// Whether ``installMainActorBridge()`` has run.
  public static var isBridgeInstalled: Bool { watch != nil }

  /// Makes libdispatch's main queue run from GLib's default main context. Idempotent.
  public static func installMainActorBridge() {
    guard watch == nil else { return }
    var sourceID: UInt32 = 0
    let how = cgtk_main_queue_source_attach(
      mainActorPriority,
      { _ in
        MainActor.assumeIsolated {
          MainLoop.bridgeDispatchCount += 1
          let outer = MainLoop.isInsideBridge
          MainLoop.isInsideBridge = true
          defer { MainLoop.isInsideBridge = outer }
          cgtk_main_queue_drain()
        }
        return CGTK_SOURCE_CONTINUE
      }, nil, &sourceID)
    switch how {
    case CGTK_MAIN_QUEUE_OWN_SOURCE:
      watch = .bridgeSource
    case CGTK_MAIN_QUEUE_SERVED_BY_GDK:
      // GDK attaches its source when it opens the display; open it now, or main-actor jobs
      // would wait for the application's `startup`. Failing here is reported by the caller's
      // probe (or by GTK itself when the application starts).
      _ = gtk_init_check()
      watch = .gdk
    default:
      // -1 (or NULL) means the main queue is no longer bound to the main thread: dispatch_main()
      // has run, which is what a top-level `await` in main.swift does. GTK would then run on a
      // worker thread.
      preconditionFailure(
        """
        libdispatch's main queue is not bound to the main thread (dispatch_main() has run, as \
        after a top-level `await` in main.swift), so Swift's main actor cannot run inside GLib's \
        main loop. Keep `main` synchronous and call Application.run() directly from it.
        """)
    }
  }

  /// Installs the bridge and proves that it works: a main-actor hop must arrive within
  /// `timeout`, or the program stops with a message that says what is wrong.
  public static func startMainActorBridge(timeout: Duration = .milliseconds(100)) {
    installMainActorBridge()
    let probe = Probe()
    Task { @MainActor in probe.arrived = true }
    if !iterate(until: { probe.arrived }, timeout: timeout) {
      fatalError(
        """
        Swift's main actor does not run inside GLib's main loop: a probe hop did not arrive \
        within \(timeout). Main-actor code (Task { @MainActor in }, await MainActor.run, \
        store effects) would never run. Call Application.run() directly from a synchronous \
        `main` on the main thread: not after a top-level await (the main thread is then parked \
        in dispatch_main), and not from a Task or DispatchQueue.main block (libdispatch does \
        not drain its main queue re-entrantly).
        """)
    }
  }

  /// Iterates GLib's default main context until `condition` holds or `timeout` has passed, and
  /// returns whether it holds. The loop blocks in `poll` between events; a one-shot GLib
  /// timeout wakes it at the deadline. For tests and benchmarks; an app calls
  /// ``Application/run(arguments:)``.
  @discardableResult
  public static func iterate(
    until condition: () -> Bool, timeout: Duration = .seconds(10)
  ) -> Bool {
    if condition() { return true }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    let wake = Probe()
    let box = Unmanaged.passRetained(wake)
    let milliseconds = UInt32(
      clamping: timeout.components.seconds * 1000
        + timeout.components.attoseconds / 1_000_000_000_000_000 + 1)
    let source = g_timeout_add_full(
      CGTK_PRIORITY_DEFAULT, milliseconds,
      { data in
        let probe = Unmanaged<Probe>.fromOpaque(data!).takeUnretainedValue()
        MainActor.assumeIsolated { probe.arrived = true }
        return CGTK_SOURCE_REMOVE
      }, box.toOpaque(), { data in Unmanaged<Probe>.fromOpaque(data!).release() })
    while !condition() && clock.now < deadline {
      g_main_context_iteration(nil, 1)
    }
    if !wake.arrived { g_source_remove(source) }
    return condition()
  }

  /// Dispatches whatever is ready without blocking, until nothing is; returns how many
  /// iterations dispatched something (bounded by `limit`).
  @discardableResult
  public static func drainPending(limit: Int = 10_000) -> Int {
    var count = 0
    while count < limit, g_main_context_iteration(nil, 0) != 0 { count += 1 }
    return count
  }
}

/// A flag set from a callback; a class so that C callbacks and tasks can share it.
@MainActor
final class Probe {
  var arrived = false
}
