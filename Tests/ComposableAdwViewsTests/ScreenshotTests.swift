import Adw
import AdwTestSupport
import CAdw
import ComposableAdwViews
import ComposableArchitecture
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

/// The showcase window rendered to PNG in light and dark style: a view switcher in the header
/// bar, the empty favorites' status page and a "Removed 7 — Undo" toast. The pictures go to
/// `$GTK_TEST_SCREENSHOTS` when it is set (`make screenshots`), to a temporary folder otherwise.
final class ScreenshotTests: AdwTestCase {
  @MainActor
  func testShowcaseRendersInLightAndDarkStyle() async throws {
    try await onMainLoop {
      let app = Adw.Application(id: testApplicationID())
      try app.register()
      // Toasts slide in: without animations, the frame after presenting shows the toast whole.
      let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
      cgtk_object_set_uint(settings, "gtk-enable-animations", 0)  // a gboolean, passed as an int
      defer { cgtk_object_set_uint(settings, "gtk-enable-animations", 1) }
      let style = try XCTUnwrap(app.styleManager)
      defer { style.colorScheme = .default }

      let store = Store(
        initialState: Showcase.State(tab: .favorites, favorites: [], lastRemoved: 7)
      ) { Showcase() }
      let window = Adw.ApplicationWindow(application: app)
      window.title = "PrimeTime"
      window.setDefaultSize(width: 720, height: 480)
      window.setContent { ShowcaseView(store: store) }
      XCTAssertNotNil(window.content, "setContent fills libadwaita's content slot")

      let folder =
        ProcessInfo.processInfo.environment["GTK_TEST_SCREENSHOTS"]
        ?? FileManager.default.temporaryDirectory.path
      var brightness: [StyleManager.ColorScheme: Double] = [:]
      for (scheme, name) in [(StyleManager.ColorScheme.forceLight, "light"), (.forceDark, "dark")] {
        style.colorScheme = scheme
        presentAndWaitForFrame(window)
        waitUntil("the toast is shown") { !buttons(labelled: "Undo", in: window).isEmpty }
        waitForFrame(window)
        let path = "\(folder)/adw-showcase-\(name).png"
        let size = try Snapshot.writePNG(of: window, to: path)
        XCTAssertEqual(size.width, Int(window.width))
        brightness[scheme] = try meanBrightness(ofPNG: path)
      }
      let light = try XCTUnwrap(brightness[.forceLight])
      let dark = try XCTUnwrap(brightness[.forceDark])
      XCTAssertGreaterThan(light, 0.7, "the light style is light")
      XCTAssertLessThan(dark, 0.35, "the dark style is dark")
      window.destroy()
    }
  }
}

extension ScreenshotTests {
  /// On a narrow window the switcher moves to a bar at the bottom, and the favorites' detail
  /// page replaces the list, with a back button.
  @MainActor
  func testNarrowShowcaseShowsSwitcherBarAndDetail() async throws {
    try await onMainLoop {
      let app = Adw.Application(id: testApplicationID())
      try app.register()
      let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
      cgtk_object_set_uint(settings, "gtk-enable-animations", 0)  // a gboolean, passed as an int
      defer { cgtk_object_set_uint(settings, "gtk-enable-animations", 1) }
      let store = Store(
        initialState: Showcase.State(tab: .favorites, detail: PrimeDetail.State(prime: 7))
      ) { Showcase() }
      let window = Adw.ApplicationWindow(application: app)
      window.title = "PrimeTime"
      window.setDefaultSize(width: 360, height: 560)
      window.setContent { ShowcaseView(store: store) }
      presentAndWaitForFrame(window)
      let bar = try XCTUnwrap(firstDescendant(of: window, as: ViewSwitcherBar.self))
      waitUntil("the switcher bar is revealed") { bar.reveal }
      let back = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Button }.first { $0.accessibleLabel == "Back" })
      waitUntil("the folded leaflet shows its back button") { back.isMapped }
      XCTAssertTrue(
        window.descendants.compactMap { $0 as? Gtk.Label }.contains { $0.text == "Prime 7" })
      waitForFrame(window)
      let folder =
        ProcessInfo.processInfo.environment["GTK_TEST_SCREENSHOTS"]
        ?? FileManager.default.temporaryDirectory.path
      try Snapshot.writePNG(of: window, to: "\(folder)/adw-showcase-narrow.png")
      window.destroy()
    }
  }
}

/// The mean brightness (0 black … 1 white) of a PNG's pixels, read back with GDK.
@MainActor
private func meanBrightness(ofPNG path: String) throws -> Double {
  var error: UnsafeMutablePointer<GError>?
  guard let texture = gdk_texture_new_from_filename(path, &error) else {
    let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "no reason"
    g_error_free(error)
    throw ScreenshotError(message: "\(path) could not be read back: \(message)")
  }
  defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
  let width = Int(gdk_texture_get_width(texture))
  let height = Int(gdk_texture_get_height(texture))
  var pixels = [UInt8](repeating: 0, count: width * height * 4)
  pixels.withUnsafeMutableBufferPointer {
    gdk_texture_download(texture, $0.baseAddress, gsize(width * 4))
  }
  var total = 0.0
  for index in stride(from: 0, to: pixels.count, by: 4) {
    // GDK_MEMORY_DEFAULT: B, G, R, A (premultiplied; the window is opaque).
    total +=
      0.0722 * Double(pixels[index]) + 0.7152 * Double(pixels[index + 1])
      + 0.2126 * Double(pixels[index + 2])
  }
  return total / Double(width * height) / 255
}

private struct ScreenshotError: Error { let message: String }
