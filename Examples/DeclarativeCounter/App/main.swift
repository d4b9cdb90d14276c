// The declarative counter as an application: `swift run DeclarativeCounter`. The view is in
// `DeclarativeCounterExample/CounterView.swift`, the feature in `Examples/Counter`.
import ComposableArchitecture
import CounterExample
import DeclarativeCounterExample
import Foundation
import Gtk

// `main` stays synchronous: `Application.run()` must own the main thread (see `MainLoop`).
let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
let application = Application(id: "org.swiftcomposablegtk.DeclarativeCounter")
application.onActivate {
  let window = ApplicationWindow(application: application)
  window.showCounter(store: store)
  window.present()
}
exit(application.run())
