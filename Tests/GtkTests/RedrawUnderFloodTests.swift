import Gtk
import GtkTestSupport
import XCTest

final class RedrawUnderFloodTests: GtkTestCase {
  /// A flood of main-actor jobs does not starve GTK's frames, because main-actor jobs run below
  /// `GDK_PRIORITY_REDRAW`. Each job enqueues its successor before it returns, so the main
  /// queue is never empty when GLib polls: at `G_PRIORITY_DEFAULT` no frame would be drawn.
  @MainActor
  func testFramesAreDrawnDuringAFloodOfMainActorJobs() async throws {
    try await onMainLoop {
      let label = Label("0")
      let window = Window()
      window.setChild(label)
      presentAndWaitForFrame(window)

      let flood = Flood(label: label)
      var jobsAtFrame: [Int] = []
      let clock = window.frameClock!
      let handler = clock.onAfterPaint { jobsAtFrame.append(flood.jobs) }
      for _ in 0..<4 { flood.enqueueJob() }
      waitUntil("5 frames are drawn during the flood", timeout: .seconds(5)) {
        jobsAtFrame.count >= 5
      }
      flood.isStopped = true
      clock.disconnect(handler)
      print("flood: \(flood.jobs) main-actor jobs ran while \(jobsAtFrame.count) frames were drawn")
      XCTAssertGreaterThan(flood.jobs, 100, "the flood did not run")
      // Jobs ran between every pair of frames: the two interleave, neither starves the other.
      for (before, after) in zip(jobsAtFrame, jobsAtFrame.dropFirst()) {
        XCTAssertGreaterThan(after, before, "no main-actor job ran between two frames")
      }
      // Every job enqueued has run (the last ones return at once). Not "the main context is
      // idle", which other sources decide too: on Wayland that timed out in 2 of 9 runs of
      // GtkTests, with the flood stopped.
      waitUntil("the flood has drained") { flood.pending == 0 }
      window.destroy()
    }
  }
}

/// Main-actor jobs that each set the label and enqueue their successor, until stopped.
@MainActor
private final class Flood {
  let label: Label
  var jobs = 0
  /// Jobs enqueued that have not started yet.
  var pending = 0
  var isStopped = false

  init(label: Label) { self.label = label }

  func enqueueJob() {
    pending += 1
    Task { @MainActor in
      self.pending -= 1
      guard !self.isStopped else { return }
      self.jobs += 1
      self.label.text = "\(self.jobs)"
      self.enqueueJob()
    }
  }
}
