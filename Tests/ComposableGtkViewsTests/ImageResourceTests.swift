import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

// `Image(_:bundle:)` of a picture in a bundle's resources, at its own size and `.resizable()`,
// and a name no file has taken as a themed icon.

/// A red picture 4 pixels wide and 2 high.
private let redPNG = Data(
  base64Encoded:
    "iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAEElEQVR4nGM4IScHRwzIHABvCgghBqXSdgAAAABJRU5ErkJggg=="
)!

final class ImageResourceTests: GtkTestCase {
  /// A bundle whose resources hold `banner.png`.
  private func makeBundle() throws -> Bundle {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("image-resources-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
    try redPNG.write(to: directory.appendingPathComponent("banner.png"))
    return try XCTUnwrap(Bundle(path: directory.path), "a bundle of the directory")
  }

  @MainActor
  func testPicturesFromTheResources() async throws {
    let bundle = try makeBundle()
    try await onMainLoop {
      let window = Gtk.Window()
      window.setDefaultSize(width: 300, height: 200)
      window.setContent {
        VStack(spacing: 0) {
          Image("banner", bundle: bundle)
          Image("banner", bundle: bundle)
            .resizable()
            .frame(width: 120, height: 60, alignment: .center)
          Image("weather-clear-symbolic", bundle: bundle)
        }
      }
      defer { window.destroy() }
      presentAndWaitForFrame(window)
      try self.screenshot(window, "image-resources")

      let pictures = window.descendants.compactMap { $0 as? Gtk.Picture }
      XCTAssertEqual(pictures.count, 2, "the file's pictures")
      let (natural, resizable) = (pictures[0], pictures[1])
      XCTAssertEqual(natural.alternativeText, "banner")
      XCTAssertEqual(natural.accessibleLabel, "banner", "named for screen readers by its name")
      XCTAssertEqual([natural.width, natural.height], [4, 2], "at the picture's own size")
      XCTAssertEqual([resizable.width, resizable.height], [120, 60], "filling its frame")

      let icon = try XCTUnwrap(window.descendants.compactMap { $0 as? Gtk.Image }.first)
      XCTAssertEqual(icon.iconName, "weather-clear-symbolic", "no such file: an icon name")
    }
  }
}
