import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

// Gradients, as SwiftUI views use them: as a view, in a shape's fill, as a background. Each is
// checked by the colours of the pixels GTK renders.

private let red = RGBAColor(red: 1, green: 0, blue: 0)
private let blue = RGBAColor(red: 0, green: 0, blue: 1)

/// Whether `pixel` is `color`, within `tolerance` on each component.
private func isColor(_ pixel: RGBAColor, _ color: RGBAColor, tolerance: Double = 0.04) -> Bool {
  abs(pixel.red - color.red) <= tolerance && abs(pixel.green - color.green) <= tolerance
    && abs(pixel.blue - color.blue) <= tolerance && abs(pixel.alpha - color.alpha) <= tolerance
}

/// The colour `t` of the way from red to blue.
private func redToBlue(_ t: Double) -> RGBAColor { RGBAColor(red: 1 - t, green: 0, blue: t) }

private let redColor = Color(red: 1, green: 0, blue: 0)
private let blueColor = Color(red: 0, green: 0, blue: 1)

final class GradientTests: GtkTestCase {
  @MainActor
  private func assertColor(
    _ image: RenderedImage, _ x: Int, _ y: Int, _ color: RGBAColor, _ what: String,
    tolerance: Double = 0.04, line: UInt = #line
  ) {
    let pixel = image.pixel(x: x, y: y)
    XCTAssertTrue(
      isColor(pixel, color, tolerance: tolerance),
      "\(what): \(pixel) at (\(x), \(y)), not \(color)", line: line)
  }

  /// A linear gradient as a view fills its frame from its start point to its end point; a
  /// radial one goes from its centre outwards in a shape's fill; an angular one turns
  /// clockwise from the trailing side.
  @MainActor
  func testGradientsAsViewsAndShapeFills() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.setContent {
        VStack(spacing: 0) {
          LinearGradient(colors: [redColor, blueColor], startPoint: .leading, endPoint: .trailing)
            .frame(width: 200, height: 40)
          HStack(spacing: 0) {
            Circle()
              .fill(
                RadialGradient(
                  colors: [redColor, blueColor], center: .center, startRadius: 0, endRadius: 50)
              )
              .frame(width: 100, height: 100)
            Circle()
              .fill(
                AngularGradient(gradient: Gradient(colors: [redColor, blueColor]), center: .center)
              )
              .frame(width: 100, height: 100)
          }
        }
      }
      presentAndWaitForFrame(window)
      try self.screenshot(window, "gradients")
      let areas = window.descendants.compactMap { $0 as? DrawingArea }
      XCTAssertEqual(areas.count, 3, "a gradient view and two shapes filled with gradients")

      let linear = try Snapshot.renderImage(of: areas[0])
      XCTAssertEqual(linear.width, 200)
      self.assertColor(linear, 0, 20, redToBlue(0.5 / 200), "the leading edge")
      self.assertColor(linear, 100, 20, redToBlue(100.5 / 200), "the middle")
      self.assertColor(linear, 199, 20, redToBlue(199.5 / 200), "the trailing edge")
      self.assertColor(linear, 50, 0, redToBlue(50.5 / 200), "the same colour top to bottom")

      let radial = try Snapshot.renderImage(of: areas[1])
      self.assertColor(radial, 50, 50, redToBlue(0.01), "the centre", tolerance: 0.05)
      self.assertColor(radial, 50, 75, redToBlue(25.5 / 50), "halfway out", tolerance: 0.05)
      XCTAssertEqual(radial.pixel(x: 2, y: 2).alpha, 0, "outside the circle")

      let angular = try Snapshot.renderImage(of: areas[2])
      self.assertColor(
        angular, 90, 52, red, "just past the start, right of the centre", tolerance: 0.1)
      self.assertColor(angular, 90, 47, blue, "just before the end of the turn", tolerance: 0.1)
      self.assertColor(
        angular, 50, 90, redToBlue(0.25), "a quarter turn: below the centre", tolerance: 0.05)
      self.assertColor(
        angular, 10, 50, redToBlue(0.5), "half a turn: left of the centre", tolerance: 0.05)
      XCTAssertEqual(angular.pixel(x: 2, y: 2).alpha, 0, "outside the circle")
      window.destroy()
    }
  }

  /// A gradient background fills the area behind the view, which keeps its own size.
  @MainActor
  func testGradientBackground() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.setContent {
        VStack {
          Text("Over a gradient")
            .frame(width: 160, height: 60)
            .background(
              LinearGradient(colors: [redColor, blueColor], startPoint: .top, endPoint: .bottom))
        }
      }
      presentAndWaitForFrame(window)
      try self.screenshot(window, "gradient-background")
      let label = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Label }.first { $0.text == "Over a gradient" })
      var ancestor = label.parent
      while let widget = ancestor, !(widget is Overlay) { ancestor = widget.parent }
      let overlay = try XCTUnwrap(ancestor as? Overlay)
      XCTAssertEqual(overlay.width, label.width, "the background takes the view's size")
      XCTAssertEqual(overlay.height, 60)
      let image = try Snapshot.renderImage(of: overlay)
      self.assertColor(image, 1, 0, redToBlue(0.5 / 60), "the top")
      self.assertColor(image, 1, 59, redToBlue(59.5 / 60), "the bottom")
      window.destroy()
    }
  }
}
