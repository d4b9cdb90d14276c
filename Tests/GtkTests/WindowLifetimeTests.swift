import Gtk
import XCTest

final class WindowLifetimeTests: GtkTestCase {
  /// `onDestroyed` fires once, when GTK drops the window, even while Swift still holds it.
  @MainActor
  func testOnDestroyedFiresWhenGtkDropsTheWindow() async throws {
    try await onMainLoop {
      let window = Window()
      let other = Window()
      var destroyed = 0
      window.onDestroyed { destroyed += 1 }
      window.present()
      other.present()
      other.destroy()
      XCTAssertEqual(destroyed, 0, "another window going away is not this one")
      window.destroy()
      XCTAssertEqual(destroyed, 1)
      window.destroy()
      let third = Window()
      third.destroy()
      XCTAssertEqual(destroyed, 1, "it fires once")
    }
  }
}
