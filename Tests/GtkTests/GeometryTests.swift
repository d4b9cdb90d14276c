import Gtk
import GtkTestSupport
import XCTest

/// Where widgets are, in each other's coordinates and on their window's surface.
final class GeometryTests: GtkTestCase {
  @MainActor
  func testBoundsInAnotherWidgetAndOnTheSurface() async throws {
    try await onMainLoop {
      let window = Window()
      let box = Box(.vertical, spacing: 10)
      box.setMargins(20)
      let first = Button(label: "First")
      first.setSizeRequest(width: 120, height: 40)
      let second = Button(label: "Second")
      second.setSizeRequest(width: 120, height: 40)
      box.append(first)
      box.append(second)
      box.align(horizontal: .start, vertical: .start)
      window.setChild(box)
      // Padding inside the window, so that its content starts away from the surface's corner
      // whatever room the theme gives decorations (none under Xvfb, which has no compositor).
      let css = CssProvider()
      try css.load(".geometry-test { padding: 7px 0 0 9px; }")
      css.addToDisplay()
      defer { css.removeFromDisplay() }
      window.addCSSClass("geometry-test")

      // Not in a realized window yet: nothing to tell.
      XCTAssertNil(first.boundsInSurface)
      XCTAssertNil(window.surfaceSize)
      XCTAssertNil(first.bounds(in: Button(label: "elsewhere")))

      presentAndWaitForFrame(window)
      XCTAssertEqual(first.bounds(in: box), Rect(x: 0, y: 0, width: 120, height: 40))
      XCTAssertEqual(second.bounds(in: box), Rect(x: 0, y: 50, width: 120, height: 40))
      // A widget's coordinates start inside its border and padding: a button's, inside its
      // own padding.
      let padding = try XCTUnwrap(first.bounds(in: first))
      XCTAssertLessThan(padding.x, 0)
      XCTAssertEqual(
        second.bounds(in: first),
        Rect(x: padding.x, y: padding.y + 50, width: 120, height: 40))

      // On the surface, a widget is where it is in the window, moved by the same offset for
      // every widget: the room the decorations take around the window's content.
      let firstInWindow = try XCTUnwrap(first.bounds(in: window))
      let secondInWindow = try XCTUnwrap(second.bounds(in: window))
      let firstOnSurface = try XCTUnwrap(first.boundsInSurface)
      let secondOnSurface = try XCTUnwrap(second.boundsInSurface)
      let offset = (x: firstOnSurface.x - firstInWindow.x, y: firstOnSurface.y - firstInWindow.y)
      XCTAssertGreaterThanOrEqual(offset.x, 9)
      XCTAssertGreaterThanOrEqual(offset.y, 7)
      XCTAssertEqual(secondOnSurface.x - secondInWindow.x, offset.x)
      XCTAssertEqual(secondOnSurface.y - secondInWindow.y, offset.y)
      XCTAssertEqual(secondOnSurface.y - firstOnSurface.y, 50)
      XCTAssertEqual(secondOnSurface.width, 120)
      XCTAssertEqual(secondOnSurface.center.y, secondOnSurface.y + 20)

      // The surface holds the whole window.
      let surface = try XCTUnwrap(window.surfaceSize)
      XCTAssertGreaterThanOrEqual(Double(surface.width), offset.x + Double(window.width))
      XCTAssertGreaterThanOrEqual(Double(surface.height), offset.y + Double(window.height))
      window.destroy()
    }
  }
}
