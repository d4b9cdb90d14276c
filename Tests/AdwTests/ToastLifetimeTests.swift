import Adw
import AdwTestSupport
import CAdw
import Foundation
import Gtk
import GtkTestSupport
import XCTest

/// Toasts dismissed while they still slide in. libadwaita 1.2 frees such a toast's bookkeeping
/// when its hide animation ends but leaves its show animation running, which then calls back
/// into the freed memory (see ``Adw/ToastOverlay/add(_:)``); PrimeTime's monkey crashed on it
/// when a window closed.
final class ToastLifetimeTests: AdwTestCase {
  /// Dismissals at once after showing, in both forms libadwaita gets wrong: a toast added and
  /// dismissed before a frame (its hide ends in the frame its show ends, and runs first), and a
  /// toast shown while another hides (500 ms in, 300 ms out). The toasts go away before the
  /// next frame, the overlay keeps its content's focus and shows the next toast, and closing
  /// the window afterwards is safe.
  @MainActor
  func testToastsDismissedWhileTheySlideIn() async throws {
    try await onMainLoop {
      let entry = Entry()
      let overlay = ToastOverlay()
      overlay.setChild(entry)
      let window = Gtk.Window()
      window.setChild(overlay)
      presentAndWaitForFrame(window)
      XCTAssertTrue(entry.grabFocus())
      XCTAssertTrue(holdsFocus(entry, in: window), "the entry has the window's focus to begin with")
      for round in 0..<3 {
        weak var weakProbe: ToastProbe?
        do {
          let probe = ToastProbe()
          weakProbe = probe
          let alone = Toast("added and dismissed in one frame")
          alone.onDismissed { _ = probe }
          overlay.add(alone)
          alone.dismiss()
          let hiding = Toast("hiding")
          overlay.add(hiding)
          hiding.dismiss()
          let replacing = Toast("shown while another hides")
          replacing.onDismissed { _ = probe }
          overlay.add(replacing)
          replacing.dismiss()
        }
        waitForFrame(window)
        let framesToFree = Shared(1)
        let counter = window.frameClock!.onAfterPaint { framesToFree.value += 1 }
        // Without the fix the hides end after 300 ms, and the shows' next frame or the unmap
        // at the window's close reads the freed memory.
        waitUntil("round \(round): the dismissed toasts are freed") { weakProbe == nil }
        window.frameClock!.disconnect(counter)
        XCTAssertEqual(
          framesToFree.value, 1, "round \(round): freed by the first frame after the dismissal")
        XCTAssertEqual(toastWidgets(in: overlay), 0, "round \(round): no toast is left on screen")
        XCTAssertTrue(
          entry.isMapped && holdsFocus(entry, in: window),
          "round \(round): the content keeps its focus")
      }
      let next = Toast("next")
      next.timeout = 0
      overlay.add(next)
      waitForFrame(window)
      XCTAssertEqual(toastWidgets(in: overlay), 1, "a toast added afterwards is shown")
      XCTAssertTrue(
        overlay.descendants.compactMap { $0 as? Label }.contains {
          $0.text == "next" && $0.isMapped
        })
      // Closing the window cuts short what still runs (the last toast slides in).
      window.destroy()
      waitUntil("the window is gone") { Gtk.Window.toplevels.isEmpty }
    }
  }

  /// The same, with freed memory poisoned (glibc's `MALLOC_PERTURB_`, its per-thread cache
  /// off so that every free is poisoned), in a process of its own: a use of a freed toast's
  /// bookkeeping crashes there every time instead of only when the memory was reused.
  @MainActor
  func testToastsDismissedWhileTheySlideInTouchNoFreedMemory() async throws {
    try await onMainLoop {
      let child = try HelperProcess(
        ProcessInfo.processInfo.arguments[0],
        ["AdwTests.ToastLifetimeTests/testToastsDismissedWhileTheySlideIn"],
        environment: [
          "MALLOC_PERTURB_": "165", "GLIBC_TUNABLES": "glibc.malloc.tcache_count=0",
          "G_DEBUG": "fatal-criticals",
        ])
      let status = child.waitForExit()
      XCTAssertEqual(status, 0, child.transcript)
      XCTAssertTrue(
        child.standardOutput.contains("Executed 1 test, with 0 failures"), child.transcript)
    }
  }
}

/// How many toasts the overlay shows: its children other than its content.
@MainActor
private func toastWidgets(in overlay: ToastOverlay) -> Int {
  var count = 0
  var child = gtk_widget_get_first_child(cCast(overlay.gobjectPointer))
  while let current = child {
    count += 1
    child = gtk_widget_get_next_sibling(current)
  }
  return count - 1
}

/// Whether the window's focus widget is `widget` or inside it (an entry focuses its text).
@MainActor
private func holdsFocus(_ widget: Widget, in window: Gtk.Window) -> Bool {
  guard let focus = gtk_window_get_focus(cCast(window.gobjectPointer)) else { return false }
  let target: UnsafeMutablePointer<GtkWidget> = cCast(widget.gobjectPointer)
  return focus == target || gtk_widget_is_ancestor(focus, target) != 0
}

private final class ToastProbe {}
