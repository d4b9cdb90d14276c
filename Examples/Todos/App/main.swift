// The todos example as an application: `swift run Todos`. The features are in
// `TodosExample/Todos.swift`, the window in `TodosExample/TodosView.swift`.
import ComposableArchitecture
import Foundation
import Gtk
import TodosExample

// `main` stays synchronous: `Application.run()` must own the main thread (see `MainLoop`).
let store = Store(initialState: Todos.State()) { Todos() }
let application = Application(id: "org.swiftcomposablegtk.Todos")
application.onActivate {
  let window = ApplicationWindow(application: application)
  window.showTodos(store: store)
  window.present()
}
exit(application.run())
