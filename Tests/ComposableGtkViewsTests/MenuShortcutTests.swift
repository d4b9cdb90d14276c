import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

/// What the menu's and the shortcuts' actions did, in order.
@MainActor
private final class Log {
  var entries: [String] = []
}

private struct InboxView: View {
  let log: Log
  let isArchiving: Bool

  var body: some View {
    VStack {
      Menu("Sort") {
        Button("By name") { log.entries.append("sort by name") }
        Divider()
        Button("Reset", role: .destructive) { log.entries.append("reset") }
      }
      Text("A message")
        .contextMenu {
          Button("Delete") { log.entries.append("delete") }
        }
      Button("Save") { log.entries.append("save") }
        .keyboardShortcut("s")
      Button("Archive") { log.entries.append("archive") }
        .keyboardShortcut(.defaultAction)
        .disabled(!isArchiving)
    }
  }
}

final class MenuShortcutTests: GtkTestCase {
  @MainActor
  private static func popoverItems(_ popover: Popover) -> [Gtk.Button] {
    (popover.child.map { [$0] + $0.descendants } ?? []).compactMap { $0 as? Gtk.Button }
  }

  /// A menu's items and a context menu's items are flat buttons that run their action and
  /// close their popover.
  @MainActor
  func testMenusRunTheirItemsAndClose() async throws {
    try await onMainLoop {
      let log = Log()
      let window = Gtk.Window()
      window.setContent { InboxView(log: log, isArchiving: true) }
      presentAndWaitForFrame(window)

      let menu = try XCTUnwrap(window.descendants.compactMap { $0 as? MenuButton }.first)
      XCTAssertEqual(menu.accessibleLabel, "Sort")
      let popover = try XCTUnwrap(menu.popover)
      let items = Self.popoverItems(popover)
      XCTAssertEqual(items.map(\.label), ["By name", "Reset"])
      XCTAssertTrue(items.allSatisfy { $0.hasCSSClass("flat") })
      menu.popup()
      waitUntil("the menu is open") { popover.isMapped }
      items[0].emitClicked()
      XCTAssertEqual(log.entries, ["sort by name"])
      waitUntil("choosing closes the menu") { !popover.isVisible }

      // The context menu's popover hangs from the view it belongs to.
      let contextMenu = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Popover }.first { $0 !== popover })
      let message = try XCTUnwrap(
        contextMenu.parent?.descendants.compactMap { $0 as? Gtk.Label }.first {
          $0.text == "A message"
        })
      XCTAssertNotNil(message)
      contextMenu.popup()
      waitUntil("the context menu is open") { contextMenu.isMapped }
      Self.popoverItems(contextMenu)[0].emitClicked()
      XCTAssertEqual(log.entries, ["sort by name", "delete"])
      waitUntil("choosing closes the context menu") { !contextMenu.isVisible }
      window.destroy()
    }
  }

  /// `.keyboardShortcut` gives a button a window-wide shortcut (⌘ is Ctrl), which a disabled
  /// button ignores.
  @MainActor
  func testKeyboardShortcutsPressTheirButtons() async throws {
    try await onMainLoop {
      let log = Log()
      let window = Gtk.Window()
      window.setContent { InboxView(log: log, isArchiving: false) }
      presentAndWaitForFrame(window)
      let buttons = window.descendants.compactMap { $0 as? Gtk.Button }
      let save = try XCTUnwrap(buttons.first { $0.label == "Save" })
      let archive = try XCTUnwrap(buttons.first { $0.label == "Archive" })

      let saveShortcuts = ViewGraph.keyboardShortcuts(of: save)
      XCTAssertEqual(saveShortcuts.map(\.trigger), ["<Control>s"])
      XCTAssertTrue(saveShortcuts[0].activate())
      XCTAssertEqual(log.entries, ["save"])

      let archiveShortcuts = ViewGraph.keyboardShortcuts(of: archive)
      XCTAssertEqual(archiveShortcuts.map(\.trigger), ["Return"])
      archiveShortcuts[0].activate()
      XCTAssertEqual(log.entries, ["save"], "a disabled button ignores its shortcut")
      window.destroy()
    }
  }
}
