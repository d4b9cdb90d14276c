import ComposableArchitecture
import Foundation
import Gtk
import GtkTestSupport
import PrimeTime
import XCTest

@testable import PrimeTimeUI

/// `PRIMETIME_DEBUG`: its flags, and what each one makes the app report.
final class DebugOptionsTests: XCTestCase {
  func testFlags() {
    XCTAssertEqual(DebugOptions(parsing: nil), DebugOptions())
    XCTAssertFalse(DebugOptions(parsing: "").isEnabled)
    XCTAssertEqual(
      DebugOptions(parsing: "changes,layout"), DebugOptions(logsChanges: true, logsLayout: true))
    XCTAssertEqual(DebugOptions(parsing: "all"), DebugOptions(logsChanges: true, logsLayout: true))
    XCTAssertEqual(DebugOptions(parsing: "Layout"), DebugOptions(logsLayout: true))
    let withUnknown = DebugOptions(parsing: "layout, bogus")
    XCTAssertEqual(withUnknown.unknownFlags, ["bogus"])
    XCTAssertTrue(withUnknown.logsLayout)
    XCTAssertFalse(withUnknown.logsChanges)
    XCTAssertTrue(withUnknown.isEnabled)
  }

  /// Without `changes` the store gets no printer at all.
  func testOnlyChangesMakesAPrinter() {
    XCTAssertNil(DebugOptions(parsing: "layout").changePrinter())
    XCTAssertNotNil(DebugOptions(parsing: "changes").changePrinter())
  }
}

/// The reports themselves, from the app's store and a real window.
final class DebugReportTests: GtkTestCase {
  /// The app's store hands each action to the printer with the state before and after it, and
  /// the engine's printer describes the count's change as the Broadway test reads it.
  @MainActor
  func testTheAppStoreReportsEachChange() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("DebugReportTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let changes = Shared<[(AppFeature.Action, Int, Int)]>([])
    let messages = Shared<[String]>([])
    let describe = _ReducerPrinter<AppFeature.State, AppFeature.Action>.customDump(to: {
      messages.value.append($0)
    })
    let store = withDependencies {
      $0.defaultFileStorage = .fileSystem
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      makeAppStore(
        favoritesFile: directory.appendingPathComponent("favorites.json"),
        changePrinter: _ReducerPrinter { action, old, new in
          changes.value.append((action, old.counter.count, new.counter.count))
          describe.printChange(receivedAction: action, oldState: old, newState: new)
        })
    }
    store.send(.counter(.incrementButtonTapped))
    store.send(.counter(.incrementButtonTapped))
    XCTAssertEqual(
      changes.value.map(\.0), [.counter(.incrementButtonTapped), .counter(.incrementButtonTapped)])
    XCTAssertEqual(changes.value.map(\.1), [0, 1])
    XCTAssertEqual(changes.value.map(\.2), [1, 2])
    XCTAssertEqual(messages.value.count, 2)
    let last = try XCTUnwrap(messages.value.last)
    XCTAssertTrue(
      last.hasPrefix("received action:\n  AppFeature.Action.counter(.incrementButtonTapped)"), last)
    XCTAssertTrue(last.contains("\n-     count: 1,\n+     count: 2,\n"), last)
  }

  /// After a frame whose layout changed, one line per shown, named button, with its box on the
  /// surface; nothing after a frame that changed nothing.
  @MainActor
  func testLayoutReportListsTheNamedButtonsOnTheSurface() async throws {
    try await onMainLoop {
      let window = Window()
      let box = Box(.vertical, spacing: 6)
      let text = Button(label: "Text")
      let icon = Button(iconName: "list-add-symbolic")
      icon.accessibleLabel = "Icon"
      let hidden = Button(label: "Hidden")
      hidden.isVisible = false
      let unnamed = Button(iconName: "list-remove-symbolic")
      for button in [text, icon, hidden, unnamed] { box.append(button) }
      window.setChild(box)
      window.present()
      waitUntil("the window is mapped") { window.isMapped }

      let lines = Shared<[String]>([])
      LayoutReport.install(on: window) { lines.value.append($0) }
      // What the report should say of `buttons` now.
      @MainActor func expected(_ buttons: [(String, Button)]) -> [String] {
        guard let surface = window.surfaceSize else { return [] }
        return buttons.compactMap { name, button in
          guard let box = button.boundsInSurface else { return nil }
          return "layout: button \"\(name)\" x=\(box.x) y=\(box.y) width=\(box.width) "
            + "height=\(box.height) surface=\(surface.width)x\(surface.height)"
        }
      }
      window.queueDraw()
      waitUntil("the report lists the two named buttons") {
        lines.value.suffix(2) == expected([("Text", text), ("Icon", icon)])
      }
      XCTAssertEqual(lines.value.count % 2, 0, "\(lines.value)")

      lines.value = []
      waitForFrame(window)
      waitForFrame(window)
      XCTAssertEqual(lines.value, [], "frames that moved nothing are not reported")

      hidden.isVisible = true
      box.setMargins(30)
      waitUntil("the report lists the button shown, and the others moved") {
        lines.value.suffix(3) == expected([("Text", text), ("Icon", icon), ("Hidden", hidden)])
      }
      window.destroy()
    }
  }
}
