import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

// `GeometryReader`, as SwiftUI views use it: content built from the size the reader is given.

final class GeometryReaderTests: GtkTestCase {
  @MainActor
  private func label(in widget: Widget, prefix: String) -> Gtk.Label? {
    widget.descendants.compactMap { $0 as? Gtk.Label }.first { $0.text.hasPrefix(prefix) }
  }

  /// The reader takes the whole window; its content sees that size, and sees the new one when
  /// the window is resized.
  @MainActor
  func testContentFollowsTheReadersSize() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.setDefaultSize(width: 300, height: 200)
      window.setContent {
        GeometryReader { proxy in
          Text("size \(Int(proxy.size.width))x\(Int(proxy.size.height))")
        }
      }
      presentAndWaitForFrame(window)
      // The reader is the window's content: the window less a title bar it draws (Wayland).
      let reader = try XCTUnwrap(window.child)
      waitUntil("the content sees the reader's size") {
        waitForFrame(window)
        return self.label(in: window, prefix: "size ")?.text
          == "size \(reader.width)x\(reader.height)"
      }
      XCTAssertEqual(reader.width, 300)
      let height = reader.height

      window.setDefaultSize(width: 420, height: 260)
      waitUntil("the window is resized") {
        waitForFrame(window)
        return reader.width == 420 && reader.height == height + 60
      }
      waitUntil("the content sees the new size") {
        waitForFrame(window)
        return self.label(in: window, prefix: "size ")?.text == "size 420x\(height + 60)"
      }
      try self.screenshot(window, "geometry-reader")
      window.destroy()
    }
  }

  /// Content that asks for more than the reader's size does not grow the reader: after the
  /// first frames nothing runs again (no allocation → body → allocation loop), and the frame
  /// in the window's space is below the view above the reader.
  @MainActor
  func testNoLayoutLoopAndGlobalFrame() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.setDefaultSize(width: 240, height: 200)
      let frames = Shared<[CGRect]>([])
      window.setContent {
        VStack(spacing: 0) {
          Text("Header").frame(height: 40)
          GeometryReader { proxy in
            let _ = frames.value.append(proxy.frame(in: .global))
            Rectangle()
              .fill(.blue)
              .frame(width: proxy.size.width + 50, height: proxy.size.height + 50)
          }
        }
      }
      presentAndWaitForFrame(window)
      waitUntil("the reader has its size") {
        waitForFrame(window)
        return (frames.value.last?.width ?? 0) > 0
      }
      for _ in 0..<3 { waitForFrame(window) }
      let runs = frames.value.count
      let last = try XCTUnwrap(frames.value.last)
      let content = try XCTUnwrap(window.child)
      XCTAssertEqual(last.width, 240)
      XCTAssertEqual(last.minY, 40, "the reader is below the 40-pixel header")
      XCTAssertEqual(last.height, CGFloat(content.height - 40))
      for _ in 0..<5 { waitForFrame(window) }
      XCTAssertEqual(frames.value.count, runs, "the content is not built again and again")
      XCTAssertEqual(window.width, 240, "the content does not grow the window")
      window.destroy()
    }
  }
}
