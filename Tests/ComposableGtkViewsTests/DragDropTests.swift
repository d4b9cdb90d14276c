import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gio
import Gtk
import GtkTestSupport
import Observation
import XCTest

// Drag and drop written as SwiftUI writes it: a `.draggable` card, a `.dropDestination` that
// says when a drag is over it.

@MainActor
@Observable
private final class Board {
  var card = "Write the report"
  var isTargeted = false
  var targetedChanges: [Bool] = []
  var dropped: [String] = []
  var location: CGPoint?
}

private struct BoardView: View {
  let board: Board

  var body: some View {
    HStack(spacing: 120) {
      Text("Card")
        .frame(width: 140, height: 100)
        .draggable(board.card) {
          Text("Moving a card")
        }
      Text { board.isTargeted ? "Release to drop" : "Drop here" }
        .frame(width: 160, height: 100)
        .dropDestination(for: String.self) { strings, location in
          board.dropped += strings
          board.location = location
          return true
        } isTargeted: { isTargeted in
          board.isTargeted = isTargeted
          board.targetedChanges.append(isTargeted)
        }
    }
    .padding(24)
  }
}

final class DragDropTests: GtkTestCase {
  /// A real drag on the X server: xdotool presses the primary button on the card, moves the
  /// pointer in steps to the drop target and releases it there (XTEST input, as a mouse
  /// gives it). GTK's drag source starts a drag that offers the card's text, the target says
  /// it is targeted while the drag is over it (screenshot `drag-drop-targeted.png`), and the
  /// drop reads the text and calls the action with it and where it was dropped.
  @MainActor
  func testCardDraggedWithTheMouseIsDroppedOnTheTarget() async throws {
    guard Toolkit.displayBackend == "x11" else {
      throw XCTSkip(
        "xdotool drives the pointer through X11's XTEST; Wayland gives no client that power")
    }
    XCTAssertTrue(
      FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool"),
      "xdotool is missing: make deps installs it")
    try await onMainLoop { try self.dragTheCard() }
  }

  /// A window destroyed while a menu (an autohide popover) is open in it leaves the pointer to
  /// the app's other windows: GDK 4.8 on X11 kept the menu's pointer grab, and the drag after
  /// it never started. `Window.destroy()` closes the window's popovers first.
  @MainActor
  func testAWindowDestroyedWithAMenuOpenLeavesThePointerFree() async throws {
    guard Toolkit.displayBackend == "x11" else {
      throw XCTSkip(
        "xdotool drives the pointer through X11's XTEST; Wayland gives no client that power")
    }
    try await onMainLoop {
      let popover = Popover()
      popover.setChild(Gtk.Label("Menu"))
      let button = MenuButton(label: "More")
      button.setPopover(popover)
      let window = Gtk.Window()
      window.setChild(button)
      presentAndWaitForFrame(window)
      popover.popup()
      waitUntil("the menu is open") { popover.isMapped }
      XCTAssertTrue(popover.closesAutomatically, "an autohide popover, which grabs the pointer")
      window.destroy()
      try self.dragTheCard()
    }
  }

  /// The drag of the test above, from pressing on the card to the drop.
  @MainActor
  private func dragTheCard() throws {
    do {
      let board = Board()
      let window = Gtk.Window()
      window.title = "Drag and drop test"
      window.setContent { BoardView(board: board) }
      presentAndWaitForFrame(window)
      // Whatever fails, the button is released and the window goes: a held button or a window
      // left open would break the tests after this one.
      var isButtonDown = false
      defer {
        if isButtonDown { _ = try? xdotool("mouseup", "1") }
        window.destroy()
      }
      let labels = window.descendants.compactMap { $0 as? Gtk.Label }
      let card = try XCTUnwrap(labels.first { $0.text == "Card" })
      let target = try XCTUnwrap(labels.first { $0.text == "Drop here" })

      // Where the two views' centres are on the screen.
      @MainActor func centre(of widget: Widget) throws -> (x: Double, y: Double) {
        let point = try screenPoint(of: widget, Double(widget.width) / 2, Double(widget.height) / 2)
          .compactMap(Double.init)
        return (point[0], point[1])
      }
      let from = try centre(of: card)
      let to = try centre(of: target)
      func screen(_ point: (x: Double, y: Double)) -> [String] {
        [String(Int(point.x)), String(Int(point.y))]
      }

      try xdotool(["mousemove"] + screen(from))
      waitForFrame(window)
      try xdotool("mousedown", "1")
      isButtonDown = true
      // Steps of the pointer, as a hand moves it: past GTK's drag threshold, then across.
      let steps = 12
      for step in 1...steps {
        let t = Double(step) / Double(steps)
        try xdotool(
          ["mousemove"] + screen((from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t)))
        waitForFrame(window)
      }
      waitUntil("the target is targeted") { board.isTargeted }
      flushObservations()
      waitForFrame(window)
      XCTAssertTrue(labels.contains { $0.text == "Release to drop" })
      try self.screenshot(window, "drag-drop-targeted")
      XCTAssertEqual(board.dropped, [], "nothing is dropped before the button is released")

      try xdotool("mouseup", "1")
      isButtonDown = false
      waitUntil("the card is dropped") { !board.dropped.isEmpty }
      XCTAssertEqual(board.dropped, ["Write the report"])
      let location = try XCTUnwrap(board.location)
      let bounds = try XCTUnwrap(target.bounds(in: target))
      XCTAssertEqual(location.x, bounds.width / 2, accuracy: 2, "dropped at the target's centre")
      XCTAssertEqual(location.y, bounds.height / 2, accuracy: 2)
      waitUntil("the target is no longer targeted") { !board.isTargeted }
      XCTAssertEqual(board.targetedChanges, [true, false])
    }
  }
}
