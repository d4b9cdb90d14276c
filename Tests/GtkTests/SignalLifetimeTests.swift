import Gtk
import XCTest

/// A captured object whose lifetime shows when a handler's closure is released.
@MainActor
final class Canary {
  var hits = 0
}

final class SignalLifetimeTests: GtkTestCase {
  /// The closure lives exactly as long as the widget: alive while it can still be emitted, and
  /// released by GLib's destroy notify when the widget is finalized.
  @MainActor
  func testHandlerIsReleasedWhenWidgetDies() async throws {
    try await onMainLoop {
      weak var weakCanary: Canary?
      var button: Button? = Button(label: "+")
      do {
        let canary = Canary()
        weakCanary = canary
        button!.onClicked { canary.hits += 1 }
      }
      button!.emitClicked()
      XCTAssertEqual(weakCanary?.hits, 1, "the handler is alive while the widget is")
      XCTAssertEqual(button!.referenceCount, 1, "the wrapper holds the only (sunk) reference")
      button = nil
      XCTAssertNil(weakCanary, "the closure outlived its widget")
    }
  }

  /// A widget inside a window dies with the window, even after its own wrapper is gone, and
  /// takes its handlers' closures with it.
  @MainActor
  func testHandlerIsReleasedWhenWindowIsDestroyed() async throws {
    try await onMainLoop {
      weak var weakCanary: Canary?
      weak var weakButton: Button?
      var window: Window? = Window()
      do {
        let canary = Canary()
        weakCanary = canary
        let button = Button(label: "+")
        weakButton = button
        button.onClicked { canary.hits += 1 }
        window!.setChild(button)
      }
      XCTAssertNil(weakButton, "the Swift wrapper is gone; GTK still holds the widget")
      XCTAssertNotNil(weakCanary, "the window keeps the button, and the button its handler")
      presentAndWaitForFrame(window!)
      window!.destroy()
      window = nil
      waitUntil("the button's handler is released") { weakCanary == nil }
    }
  }

  /// Disconnecting releases the closure at once, while the widget lives on.
  @MainActor
  func testDisconnectReleasesClosure() async throws {
    try await onMainLoop {
      weak var weakCanary: Canary?
      let button = Button(label: "+")
      var handler: SignalHandler?
      do {
        let canary = Canary()
        weakCanary = canary
        handler = button.onClicked { canary.hits += 1 }
      }
      XCTAssertTrue(button.isConnected(handler!))
      button.disconnect(handler!)
      XCTAssertFalse(button.isConnected(handler!))
      XCTAssertNil(weakCanary)
    }
  }

  /// A wrapper adds one reference and gives it back: a container's reference is the container's.
  @MainActor
  func testWrappersBalanceReferences() async throws {
    try await onMainLoop {
      let label = Label("x")
      XCTAssertEqual(label.referenceCount, 1)
      let box = Box(.vertical)
      box.append(label)
      XCTAssertEqual(label.referenceCount, 2)
      box.remove(label)
      XCTAssertEqual(label.referenceCount, 1)
      let window = Window()
      XCTAssertEqual(window.referenceCount, 2, "GTK's toplevel reference plus the wrapper's")
      window.destroy()
      XCTAssertEqual(window.referenceCount, 1)
    }
  }

  /// A wrapper that dies on another thread still releases its GObject on the main actor.
  @MainActor
  func testWrapperReleasedOffMainActorIsFinalizedOnMainActor() async throws {
    try await onMainLoop {
      weak var weakCanary: Canary?
      var button: Button? = Button(label: "+")
      do {
        let canary = Canary()
        weakCanary = canary
        button!.onClicked { canary.hits += 1 }
      }
      nonisolated(unsafe) var handOff = button
      button = nil
      let released = Flag()
      // The wrapper's last reference goes away on a worker thread; its isolated deinit must
      // hop back to the main actor, where the bridge runs it.
      Task.detached {
        handOff = nil
        await MainActor.run { released.value = true }
      }
      waitUntil("the worker dropped the wrapper") { released.value }
      XCTAssertNil(handOff)
      waitUntil("the widget and its handler are released") { weakCanary == nil }
    }
  }
}
