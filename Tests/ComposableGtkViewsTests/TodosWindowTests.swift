import ComposableArchitecture
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import TodosExample
import XCTest

/// The todos example's window, driven through its widgets as a user would: add rows, check
/// one off, edit one in the sheet, delete one through the alert. Set GTK_TEST_SCREENSHOTS to
/// a folder to get the window, the sheet and the alert as PNGs.
final class TodosWindowTests: GtkTestCase {
  @MainActor
  func testAddEditAndDeleteThroughTheWindow() async throws {
    try await onMainLoop {
      let store = Store(initialState: Todos.State()) {
        Todos()
      } withDependencies: {
        $0.uuid = .incrementing
      }
      let window = Gtk.Window()
      window.showTodos(store: store)
      presentAndWaitForFrame(window)
      XCTAssertTrue(Self.texts(in: window).contains("Nothing to do."))

      // Add three todos through the field and "Add".
      let field = try XCTUnwrap(window.descendants.compactMap { $0 as? Entry }.first)
      let add = try Self.button("Add", in: window)
      XCTAssertFalse(add.isSensitive, "nothing to add yet")
      for title in ["Buy milk", "Walk the dog", "Write the report"] {
        field.text = title
        flushObservations()
        XCTAssertTrue(add.isSensitive)
        add.emitClicked()
        flushObservations()
        XCTAssertEqual(field.text, "", "the field is emptied for the next one")
      }
      XCTAssertEqual(store.todos.map(\.title), ["Buy milk", "Walk the dog", "Write the report"])
      XCTAssertFalse(Self.texts(in: window).contains("Nothing to do."))
      XCTAssertTrue(Self.texts(in: window).contains("3 todos left"))

      // Check the second one off: its row's check box, and nothing is rebuilt.
      let built = ViewGraph.widgetsCreated
      let checks = window.descendants.compactMap { $0 as? CheckButton }
      XCTAssertEqual(checks.count, 3)
      checks[1].isActive = true
      flushObservations()
      XCTAssertEqual(store.todos[1].isComplete, true)
      XCTAssertTrue(Self.texts(in: window).contains("2 todos left"))
      XCTAssertTrue(try Self.button("Clear completed", in: window).isSensitive)
      XCTAssertEqual(ViewGraph.widgetsCreated, built, "checking a todo off built nothing")
      waitForFrame(window)
      try self.screenshot(window, "todos-0-list")

      // Edit the first one in the sheet: a new title and a priority, then "Save".
      try Self.buttons("Edit", in: window)[0].emitClicked()
      flushObservations()
      let sheet = try XCTUnwrap(Self.openWindow(titled: "Edit Todo"))
      XCTAssertTrue(sheet.isModal)
      waitUntil("the sheet is shown") { sheet.isMapped }
      let titleField = try XCTUnwrap(sheet.descendants.compactMap { $0 as? Entry }.first)
      XCTAssertEqual(titleField.text, "Buy milk")
      titleField.text = "Buy oat milk"
      let priority = try XCTUnwrap(sheet.descendants.compactMap { $0 as? SpinButton }.first)
      priority.spin(up: true)
      priority.spin(up: true)
      flushObservations()
      XCTAssertEqual(store.todos[0].title, "Buy milk", "the list waits for Save")
      waitForFrame(sheet)
      try self.screenshot(sheet, "todos-1-edit-sheet")
      try Self.button("Save", in: sheet).emitClicked()
      flushObservations()
      XCTAssertEqual(store.todos[0].title, "Buy oat milk")
      XCTAssertEqual(store.todos[0].priority, 2)
      XCTAssertNil(store.destination)
      waitUntil("the sheet is gone") { !sheet.isVisible }
      XCTAssertTrue(Self.texts(in: window).contains("Buy oat milk  !!"))

      // Delete the third one: the alert asks; "Delete" there removes it.
      try Self.buttons("Delete", in: window)[2].emitClicked()
      flushObservations()
      let alert = try XCTUnwrap(
        Self.openWindow { window in
          Self.texts(in: window).contains("Delete “Write the report”?")
        })
      waitUntil("the alert is shown") { alert.isMapped }
      waitForFrame(alert)
      try self.screenshot(alert, "todos-2-delete-alert")
      XCTAssertEqual(store.todos.count, 3, "nothing is deleted before the answer")
      try Self.button("Delete", in: alert).emitClicked()
      flushObservations()
      XCTAssertEqual(store.todos.map(\.title), ["Buy oat milk", "Walk the dog"])
      XCTAssertNil(store.destination)
      waitUntil("the alert is gone") { !alert.isVisible }
      XCTAssertFalse(Self.texts(in: window).contains("Write the report"))
      XCTAssertEqual(window.descendants.compactMap { $0 as? CheckButton }.count, 2)

      // Clear completed: asks too, and "Cancel" keeps everything.
      try Self.button("Clear completed", in: window).emitClicked()
      flushObservations()
      let clear = try XCTUnwrap(
        Self.openWindow { Self.texts(in: $0).contains("Clear 1 completed todo?") })
      waitUntil("the alert is shown") { clear.isMapped }
      try Self.button("Cancel", in: clear).emitClicked()
      flushObservations()
      XCTAssertEqual(store.todos.count, 2)
      XCTAssertNil(store.destination)
      waitUntil("the alert is gone") { !clear.isVisible }
      waitForFrame(window)
      try self.screenshot(window, "todos-3-after")
      window.destroy()
    }
  }

  /// The texts of the labels under `root`, buttons' included.
  @MainActor
  private static func texts(in root: Widget) -> [String] {
    root.descendants.compactMap { ($0 as? Gtk.Label)?.text }
  }

  @MainActor
  private static func buttons(_ label: String, in root: Widget) throws -> [Gtk.Button] {
    root.descendants.compactMap { $0 as? Gtk.Button }.filter { $0.label == label }
  }

  @MainActor
  private static func button(_ label: String, in root: Widget) throws -> Gtk.Button {
    try XCTUnwrap(try buttons(label, in: root).first, "a button \"\(label)\"")
  }

  /// A visible window, other than a test's main one, that `matches`.
  @MainActor
  private static func openWindow(where matches: (Gtk.Window) -> Bool) -> Gtk.Window? {
    var found: Gtk.Window?
    waitUntil("the window opens") {
      found = Gtk.Window.toplevels.first { $0.isVisible && matches($0) }
      return found != nil
    }
    return found
  }

  @MainActor
  private static func openWindow(titled title: String) -> Gtk.Window? {
    openWindow { $0.title == title }
  }
}
