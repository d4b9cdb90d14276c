import ComposableArchitecture
import ComposableGtkViews
import CounterExample
import DeclarativeCounterExample
import Foundation
import Gtk
import GtkTestSupport
import TodosExample
import XCTest

/// A screen reader reaches every control of every window and dialog the declarative examples
/// open: read over AT-SPI, as Orca reads them, and compared with their widget trees.
final class ExampleAccessibilityTests: GtkTestCase {
  /// The todos: the list, the edit sheet and the delete alert.
  @MainActor
  func testTodosWindowsAndDialogsHaveTheirControlsOnTheAccessibilityBus() async throws {
    try TestEnvironment.requireAccessibilityBus()
    try await onMainLoop {
      let todo = Todo.State(id: UUID(0), title: "Buy milk")
      let store = Store(initialState: Todos.State(todos: [todo])) { Todos() }
      let window = Gtk.Window()
      window.showTodos(store: store)
      window.title = "Todos — \(#function)"
      presentAndWaitForFrame(window)
      try assertEveryControlIsReachable(window, "the todos window")

      @MainActor func presented(_ what: String) throws -> Gtk.Window {
        waitUntil("\(what) is open") { Gtk.Window.toplevels.count == 2 }
        let presented = try XCTUnwrap(Gtk.Window.toplevels.first { !$0.isSame(as: window) }, what)
        presentAndWaitForFrame(presented)
        return presented
      }
      store.send(.editButtonTapped(id: todo.id))
      flushObservations()
      try assertEveryControlIsReachable(try presented("the edit sheet"), "the edit sheet")
      store.send(.destination(.dismiss))
      flushObservations()
      waitUntil("the sheet is closed") { Gtk.Window.toplevels.count == 1 }

      store.send(.deleteButtonTapped(id: todo.id))
      flushObservations()
      let alert = try presented("the delete alert")
      try self.screenshot(alert, "todos-delete-alert-a11y")
      try assertEveryControlIsReachable(alert, "the delete alert")
      store.send(.destination(.dismiss))
      flushObservations()
      window.destroy()
    }
  }

  /// The declarative counter's window.
  @MainActor
  func testDeclarativeCounterHasItsControlsOnTheAccessibilityBus() async throws {
    try TestEnvironment.requireAccessibilityBus()
    try await onMainLoop {
      let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
      let window = Gtk.Window()
      window.showCounter(store: store)
      window.title = "Counter — \(#function)"
      presentAndWaitForFrame(window)
      try assertEveryControlIsReachable(window, "the counter window")
      window.destroy()
    }
  }
}
