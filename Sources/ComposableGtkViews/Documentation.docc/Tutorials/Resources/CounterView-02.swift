import ComposableArchitecture
import ComposableGtkViews

public struct CounterView: View {
  let store: StoreOf<Counter>

  public init(store: StoreOf<Counter>) {
    self.store = store
  }

  public var body: some View {
    VStack(spacing: 12) {
      Text { "\(store.count)" }
        .font(.largeTitle)
      HStack(spacing: 12) {
        Button("−") { store.send(.decrementButtonTapped) }
        Button("+") { store.send(.incrementButtonTapped) }
        Button("+1 later") { store.send(.delayedIncrementButtonTapped) }
          .disabled { store.isDelayedIncrementPending }
      }
      if store.isDelayedIncrementPending {
        Text("One more is on its way…")
      }
    }
    .padding(24)
  }
}
