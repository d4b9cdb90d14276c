// The counter example as a declarative view: the same feature (`CounterFeature`, from
// `Examples/Counter`) and the same window as `CounterWindow`, written the way SwiftUI + TCA
// users write views.
//
// The body runs once and builds the widgets. The closures are observations: `Text { … }` runs
// again only when `count` changes and then sets only that label's text; `.disabled { … }` only
// when `isDelayedIncrementPending` does. The `if` is the one part that the body itself reads,
// so toggling it builds or tears down just the hint, and nothing else.
//
//   swift run DeclarativeCounter
import ComposableArchitecture
import ComposableGtkViews
import CounterExample
import Gtk

/// The counter: the count, "−", "+", and "+1 later", which is off while its effect runs.
public struct CounterView: View {
  let store: StoreOf<CounterFeature>

  public init(store: StoreOf<CounterFeature>) {
    self.store = store
  }

  public var body: some View {
    VStack(spacing: 12) {
      Text { "\(store.count)" }
        .cssClass("title-1")
      HStack(spacing: 12) {
        Button("−") { store.send(.decrementButtonTapped) }
        Button("+") { store.send(.incrementButtonTapped) }
        Button("+1 later") { store.send(.delayedIncrementButtonTapped) }
          .disabled { store.isDelayedIncrementPending }
      }
      .align(horizontal: .center, vertical: .center)
      if store.isDelayedIncrementPending {
        Text("One more is on its way…").cssClass("dim-label")
      }
    }
    .padding(24)
  }
}

extension Gtk.Window {
  /// Makes this the counter's window: title, size, header bar, and ``CounterView``.
  public func showCounter(store: StoreOf<CounterFeature>) {
    title = "Counter"
    setDefaultSize(width: 260, height: 160)
    setTitlebar(HeaderBar())
    setContent { CounterView(store: store) }
  }
}
