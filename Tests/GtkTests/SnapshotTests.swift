import Foundation
import Gtk
import GtkTestSupport
import XCTest

final class SnapshotTests: GtkTestCase {
  /// The helper writes a PNG whose header states the window's size.
  @MainActor
  func testWritesPNGOfWindowSize() async throws {
    try await onMainLoop {
      let window = CounterWindowForTests()
      presentAndWaitForFrame(window.window)
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("gtk-snapshot-\(ProcessInfo.processInfo.processIdentifier).png")
        .path
      defer { try? FileManager.default.removeItem(atPath: path) }
      let size = try Snapshot.writePNG(of: window.window, to: path)
      XCTAssertEqual(size.width, Int(window.window.width))
      XCTAssertEqual(size.height, Int(window.window.height))
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      XCTAssertGreaterThan(data.count, 1_000, "a PNG of a real window is more than a header")
      XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      XCTAssertEqual(bigEndian(data, at: 16), UInt32(size.width), "IHDR width")
      XCTAssertEqual(bigEndian(data, at: 20), UInt32(size.height), "IHDR height")
      if let folder = ProcessInfo.processInfo.environment["GTK_TEST_SCREENSHOTS"] {
        try Snapshot.writePNG(of: window.window, to: "\(folder)/counter-window.png")
      }
      window.window.destroy()
    }
  }

  /// A widget that has not been laid out cannot be rendered, and the error says why.
  @MainActor
  func testRefusesWidgetThatIsNotLaidOut() async throws {
    try await onMainLoop {
      XCTAssertThrowsError(try Snapshot.writePNG(of: Label("x"), to: "/tmp/never.png")) { error in
        XCTAssertTrue("\(error)".contains("not laid out"), "\(error)")
      }
    }
  }

}

private func bigEndian(_ data: Data, at offset: Int) -> UInt32 {
  data[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
}

/// The counter window of `Benchmarks/counter.c` (the G1/G2 floor), built from the wrappers:
/// a header bar, the count label and "−"/"+" buttons.
@MainActor
final class CounterWindowForTests {
  let window = Window()
  let count = Label("0")
  let minus = Button(label: "−")
  let plus = Button(label: "+")

  init() {
    window.title = "Counter"
    window.setDefaultSize(width: 260, height: 160)
    window.setTitlebar(HeaderBar())
    count.addCSSClass("title-1")
    let buttons = Box(.horizontal, spacing: 12)
    buttons.align(horizontal: .center, vertical: .center)
    buttons.append(minus)
    buttons.append(plus)
    let content = Box(.vertical, spacing: 12)
    content.setMargins(24)
    content.append(count)
    content.append(buttons)
    window.setChild(content)
  }
}
