import ComposableArchitecture
import ComposableGtkViews
import TutorialCounter

@main
struct CounterApp: App {
  static let store = Store(initialState: Counter.State()) { Counter() }

  var body: some Scene {
    WindowGroup("Counter") {
      CounterView(store: Self.store)
    }
    .defaultSize(width: 320, height: 200)
  }
}
