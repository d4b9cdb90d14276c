import Gtk
import GtkTestSupport
import XCTest

final class ApplicationTests: GtkTestCase {
  /// Application actions run their handlers, and accelerators bind to them.
  @MainActor
  func testShortcutsBindAcceleratorsToActions() async throws {
    try await onMainLoop {
      let app = Application(id: testApplicationID())
      try app.register()
      XCTAssertTrue(app.isRegistered)
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
      let app = Application(id: testApplicationID())
      try app.register()
      var windows: [ApplicationWindow] = []
      // `unowned`: a handler the application owns must not keep the application alive.
      app.onActivate { [unowned app] in windows.append(ApplicationWindow(application: app)) }
      app.activate()
      XCTAssertEqual(app.windowCount, 1)
      windows[0].title = "Counter"
      XCTAssertEqual(windows[0].title, "Counter")
      windows[0].destroy()
      XCTAssertEqual(app.windowCount, 0)
    }
  }

  /// Why every test application has an id of its own: on a session bus, a second application
  /// of the same id in the same process cannot register, even a non-unique one, because GIO
  /// exports each registered application's actions at a path derived from its id.
  @MainActor
  func testSameIdCannotRegisterTwiceInOneProcessOnABus() async throws {
    _ = try TestEnvironment.requireSessionBus()
    try await onMainLoop {
      let id = testApplicationID()
      let first = Application(id: id)
      try first.register()
      let second = Application(id: id)
      XCTAssertThrowsError(try second.register()) { error in
        XCTAssertTrue("\(error)".contains("already exported"), "\(error)")
      }
      XCTAssertFalse(second.isRegistered)
    }
  }

  /// Single instance, second launch: while another process is the primary instance of an id,
  /// a unique application of that id registers as remote, and its `activate()` reaches the
  /// primary (which a real app answers by presenting its existing window).
  @MainActor
  func testSecondRegistrationOfAnIdIsRemoteAndActivatesThePrimary() async throws {
    _ = try TestEnvironment.requireSessionBus()
    try await onMainLoop {
      let id = testApplicationID()
      let primary = try HelperProcess(
        TestEnvironment.python, [testScript("gapplication-instance.py"), "primary", id])
      guard primary.waitForOutput(containing: #"{"isRemote": false}"#) else { return }

      let app = Application(id: id, isUnique: true)
      try app.register()
      XCTAssertTrue(app.isRemote, "the id is taken on the bus, so this instance is remote")
      var localActivations = 0
      app.onActivate { localActivations += 1 }
      app.activate()
      primary.waitForOutput(containing: #"{"activated": true}"#)
      XCTAssertEqual(primary.waitForExit(), 0, primary.transcript)
      XCTAssertEqual(localActivations, 0, "a remote instance does not activate itself")
    }
  }

  /// Single instance, first launch: a unique application that registers first is the primary
  /// instance, and a second launch of the same id (another process) activates it.
  @MainActor
  func testFirstRegistrationIsPrimaryAndIsActivatedBySecondLaunch() async throws {
    _ = try TestEnvironment.requireSessionBus()
    try await onMainLoop {
      let id = testApplicationID()
      let app = Application(id: id, isUnique: true)
      var activations = 0
      app.onActivate { activations += 1 }
      try app.register()
      XCTAssertFalse(app.isRemote)

      let second = try HelperProcess(
        TestEnvironment.python, [testScript("gapplication-instance.py"), "second", id])
      XCTAssertEqual(second.waitForExit(), 0, second.transcript)
      XCTAssertTrue(second.standardOutput.contains(#"{"isRemote": true}"#), second.transcript)
      waitUntil("the second launch activated this instance") { activations == 1 }
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
