import Gtk
import GtkTestSupport
import XCTest

final class ApplicationTests: GtkTestCase {
  /// Application actions run their handlers, and accelerators bind to them.
  @MainActor
  func testShortcutsBindAcceleratorsToActions() async throws {
    try await onMainLoop {
      let app = Application(id: "org.swiftcomposablegtk.Tests")
      try app.register()
      var increments = 0
      let action = app.addShortcut("increment", accelerators: ["<Control>plus", "KP_Add"]) {
        increments += 1
      }
      XCTAssertEqual(app.accelerators(for: "app.increment"), ["<Control>plus", "KP_Add"])
      app.activateAction("increment")
      XCTAssertEqual(increments, 1)
      action.isEnabled = false
      app.activateAction("increment")
      XCTAssertEqual(increments, 1, "a disabled action does not run")
      app.setAccelerators([], for: "app.increment")
      XCTAssertEqual(app.accelerators(for: "app.increment"), [])
      app.removeAction(named: "increment")
    }
  }

  /// Windows of the application are counted, and `activate` reaches its handler.
  @MainActor
  func testApplicationOwnsItsWindows() async throws {
    try await onMainLoop {
      let app = Application(id: "org.swiftcomposablegtk.Tests")
      try app.register()
      var windows: [ApplicationWindow] = []
      app.onActivate { windows.append(ApplicationWindow(application: app)) }
      app.activate()
      XCTAssertEqual(app.windowCount, 1)
      windows[0].title = "Counter"
      XCTAssertEqual(windows[0].title, "Counter")
      windows[0].destroy()
      XCTAssertEqual(app.windowCount, 0)
    }
  }

  /// A window's close request reaches its handler, which can keep the window open.
  @MainActor
  func testCloseRequestCanBeRefused() async throws {
    try await onMainLoop {
      let window = Window()
      var requests = 0
      window.onCloseRequest {
        requests += 1
        return true
      }
      XCTAssertTrue(window.emitCloseRequest())
      XCTAssertEqual(requests, 1)
      window.destroy()
    }
  }
}
