// The counter example as an application: `make run`. The feature and its window are in
// `CounterExample/Counter.swift`.
import ComposableArchitecture
import CounterExample
import Foundation
import Gtk

// `main` stays synchronous: `Application.run()` must own the main thread (see `MainLoop`).
let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
let application = Application(id: "org.swiftcomposablegtk.Counter")
application.onActivate {
  CounterWindow(window: ApplicationWindow(application: application), store: store).window.present()
}
exit(application.run())
