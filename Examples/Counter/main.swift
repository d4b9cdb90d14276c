// The whole pattern in one file: a feature (state, actions, reducer, one effect), a store, a
// window built once, and observations that set only what changed.
//
// One click, end to end: GTK emits "clicked" -> the handler sends an action -> the reducer
// changes `count` -> the observation that read `count` runs once before the next frame -> it
// sets the label's text. The "+1 later" button starts an effect that sleeps on the feature's
// clock in a background task and then `await send`s an action, which reaches the store on the
// main thread inside GLib's loop and updates the label the same way.
//
//   make run
import ComposableArchitecture
import ComposableGtk
import Foundation
import Gtk

/// The feature: a count that the user changes now or a second later.
@Reducer
struct CounterFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    /// Whether a delayed increment is on its way; the button is disabled meanwhile.
    var isDelayedIncrementPending = false
  }

  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
    case delayedIncrementButtonTapped
    case delayedIncrementArrived
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .delayedIncrementButtonTapped:
        guard !state.isDelayedIncrementPending else { return .none }
        state.isDelayedIncrementPending = true
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.delayedIncrementArrived)
        }
      case .delayedIncrementArrived:
        state.isDelayedIncrementPending = false
        state.count += 1
        return .none
      }
    }
  }
}

/// The counter window: the widget tree of `Benchmarks/counter.c` (a header bar, the count, "−"
/// and "+"), plus the "+1 later" button. Built once; afterwards only observations touch it.
@MainActor
final class CounterWindow {
  let window: Window
  let count = Label("0")
  let minus = Button(label: "−")
  let plus = Button(label: "+")
  let later = Button(label: "+1 later")

  init(window: Window, store: StoreOf<CounterFeature>) {
    self.window = window
    window.title = "Counter"
    window.setDefaultSize(width: 260, height: 160)
    window.setTitlebar(HeaderBar())
    count.addCSSClass("title-1")

    let buttons = Box(.horizontal, spacing: 12)
    buttons.align(horizontal: .center, vertical: .center)
    buttons.append(minus)
    buttons.append(plus)
    buttons.append(later)
    let content = Box(.vertical, spacing: 12)
    content.setMargins(24)
    content.append(count)
    content.append(buttons)
    window.setChild(content)

    // Widgets -> actions. The handlers capture the store, never their own widget.
    minus.onClicked { store.send(.decrementButtonTapped) }
    plus.onClicked { store.send(.incrementButtonTapped) }
    later.onClicked { store.send(.delayedIncrementButtonTapped) }

    // State -> widgets. Each observation reads one field, so each runs only when that field
    // changes; they last as long as their widget is in the window.
    count.bind(text: { "\(store.count)" })
    later.bind(isSensitive: { !store.isDelayedIncrementPending })
  }
}

// `main` stays synchronous: `Application.run()` must own the main thread (see `MainLoop`).
let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
let application = Application(id: "org.swiftcomposablegtk.Counter")
application.onActivate {
  CounterWindow(window: ApplicationWindow(application: application), store: store).window.present()
}
exit(application.run())
