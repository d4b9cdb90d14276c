// The todos example as an application: `swift run Todos`. The features are in
// `TodosExample/Todos.swift`, the views in `TodosExample/TodosView.swift`.
import ComposableArchitecture
import ComposableGtkViews
import TodosExample

@main
struct TodosApp: App {
  static let applicationID = "org.swiftcomposablegtk.Todos"
  static let store = Store(initialState: Todos.State()) { Todos() }

  var body: some Scene {
    WindowGroup("Todos") {
      TodosView(store: Self.store)
    }
    .defaultSize(width: 420, height: 440)
  }
}
