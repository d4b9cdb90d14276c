import Foundation
import Gtk
import GtkTestSupport
import XCTest

/// The GUI suites run twice in `make test`: on X11 under Xvfb and on Wayland under a headless
/// weston (Tests/Scripts/with-weston.sh), each run naming its backend in GTK_TEST_BACKEND.
/// GDK takes whatever display it can reach, so this checks that GTK is on the display the run
/// is for; `GtkTestCase.setUp` makes the same check before every GUI test.
final class DisplayBackendTests: GtkTestCase {
  @MainActor
  func testGtkIsOnTheDisplayTheEnvironmentNames() async throws {
    try await onMainLoop {
      let environment = ProcessInfo.processInfo.environment
      let backend = try XCTUnwrap(Toolkit.displayBackend, "GTK has no display")
      if let requested = TestEnvironment.requestedDisplayBackend {
        XCTAssertEqual(backend, requested, "the run is for \(requested)")
      }
      switch backend {
      case "wayland":
        // The socket with-weston.sh started, not one of a desktop session.
        XCTAssertEqual(Toolkit.displayName, environment["WAYLAND_DISPLAY"])
        if TestEnvironment.requestedDisplayBackend == "wayland" {
          XCTAssertNil(environment["DISPLAY"], "with-weston.sh leaves no X server to fall back to")
        }
      case "x11":
        XCTAssertEqual(Toolkit.displayName, environment["DISPLAY"])
      default:
        XCTFail("the GUI tests run on X11 or Wayland, not on \(backend)")
      }
    }
  }
}
