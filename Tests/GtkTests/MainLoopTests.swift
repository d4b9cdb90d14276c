import CGtk
import Dispatch
import Gtk
import GtkTestSupport
import XCTest

final class MainLoopTests: GtkTestCase {
  /// Whether the code running now was called from the GLib source that serves the main queue:
  /// the bridge's own (Linux, Windows), or GDK's on macOS, of which only "from inside a GLib
  /// dispatch" can be told.
  @MainActor
  private static func ranFromMainQueueSource() -> Bool {
    MainLoop.watch == .gdk ? g_main_depth() > 0 : MainLoop.isInsideBridge
  }

  /// A hop from a background task to the main actor runs from the bridge's GLib source while
  /// the main thread is inside `g_main_context_iteration`.
  @MainActor
  func testMainActorHopIsDeliveredInsideGLibLoop() async throws {
    try await onMainLoop {
      let delivered = Shared(false)
      let insideBridge = Shared(false)
      Task.detached {
        await MainActor.run {
          insideBridge.value = Self.ranFromMainQueueSource()
          delivered.value = true
        }
      }
      waitUntil("the hop arrived") { delivered.value }
      XCTAssertTrue(insideBridge.value, "the hop ran, but not from the GLib source")
    }
  }

  /// `DispatchQueue.main.async` is served by the same bridge.
  @MainActor
  func testDispatchMainQueueIsDeliveredInsideGLibLoop() async throws {
    try await onMainLoop {
      let delivered = Shared(false)
      DispatchQueue.global().async {
        DispatchQueue.main.async {
          MainActor.assumeIsolated { delivered.value = Self.ranFromMainQueueSource() }
        }
      }
      waitUntil("the block ran inside the GLib loop") { delivered.value }
    }
  }

  /// Once the queue is drained the eventfd is no longer readable: further iterations dispatch
  /// nothing (no busy loop, 0 % CPU while idle).
  @MainActor
  func testIdleLoopDoesNotWakeTheBridge() async throws {
    try await onMainLoop {
      let delivered = Shared(false)
      Task.detached { await MainActor.run { delivered.value = true } }
      waitUntil("the hop arrived") { delivered.value }
      MainLoop.drainPending()
      let before = MainLoop.bridgeDispatchCount
      let dispatched = MainLoop.drainPending(limit: 100)
      XCTAssertEqual(MainLoop.bridgeDispatchCount, before, "the bridge kept firing while idle")
      XCTAssertEqual(dispatched, 0, "the idle loop still had sources to dispatch")
    }
  }

  /// The start-up probe passes when the bridge works.
  @MainActor
  func testStartupProbeSucceeds() async throws {
    try await onMainLoop {
      MainLoop.startMainActorBridge(timeout: .milliseconds(100))
      XCTAssertTrue(MainLoop.isBridgeInstalled)
    }
  }

  /// On Linux the bridge watches libdispatch's eventfd with a GLib source of its own (the
  /// per-OS seam, CGtkShim/MainQueueSource.c); on macOS GDK's source would, and the bridge adds
  /// none.
  @MainActor
  func testBridgeWatchesTheMainQueueWithItsOwnSource() async throws {
    #if os(Linux) || os(Windows)
      XCTAssertEqual(MainLoop.watch, .bridgeSource)
    #elseif os(macOS)
      XCTAssertEqual(MainLoop.watch, .gdk)
    #endif
  }

  /// Hop latency from a background task to the main actor, measured over 1,000 hops.
  @MainActor
  func testHopLatency() async throws {
    try await onMainLoop {
      let samples = LatencySamples()
      let finished = Shared(false)
      Task.detached {
        for _ in 0..<1_000 {
          let start = DispatchTime.now().uptimeNanoseconds
          await MainActor.run {
            samples.values.append(DispatchTime.now().uptimeNanoseconds - start)
          }
        }
        await MainActor.run { finished.value = true }
      }
      waitUntil("1,000 hops arrived", timeout: .seconds(60)) { finished.value }
      let sorted = samples.values.sorted()
      let p50 = Double(sorted[sorted.count / 2]) / 1000
      let p99 = Double(sorted[sorted.count * 99 / 100]) / 1000
      print("main-actor hop latency: p50 \(p50) µs, p99 \(p99) µs over \(sorted.count) hops")
      // The target is p50 < 100 µs (benchmark G6). The test allows a slow machine or valgrind,
      // but not a polling timer, which would put the median in milliseconds.
      XCTAssertLessThan(p50, 1_000, "main-actor hops are slow: p50 \(p50) µs")
    }
  }
}

@MainActor
private final class LatencySamples {
  var values: [UInt64] = []
}
