import ComposableAdwViews
import ComposableArchitecture
import ComposableGtkViews
import PrimeTime

/// The counter page: the count, "−" and "+", and two questions about the count. "Is this
/// prime?" opens ``PrimeCheckView`` in a dialog; "What is the n-th prime?" computes while a
/// spinner turns (with a way to cancel) and answers in an alert.
struct CounterPage: View {
  @Bindable var store: StoreOf<CounterFeature>

  var body: some View {
    VStack(spacing: 18) {
      Text { store.count.grouped }
        .cssClass("prime-count")
        .accessibilityLabel("Count")
      HStack(spacing: 12) {
        Button(iconName: "list-remove-symbolic", accessibilityLabel: "Decrement") {
          store.send(.decrementButtonTapped)
        }
        .help("Decrement (−)")
        .cssClass("circular")
        Button(iconName: "list-add-symbolic", accessibilityLabel: "Increment") {
          store.send(.incrementButtonTapped)
        }
        .help("Increment (+)")
        .cssClass("circular")
      }
      .align(horizontal: .center)
      VStack(spacing: 8) {
        Button("Is this prime?") { store.send(.isPrimeButtonTapped) }
        Button("What is the n-th prime?") { store.send(.nthPrimeButtonTapped) }
          .disabled { store.isNthPrimeInFlight }
      }
      .align(horizontal: .center)
      HStack(spacing: 8) {
        Spinner { store.isNthPrimeInFlight }
        Text { "Computing the \(ordinal(store.count)) prime…" }
          .cssClass("dim-label")
        Button("Cancel") { store.send(.cancelNthPrimeButtonTapped) }
      }
      .align(horizontal: .center)
      .hidden { !store.isNthPrimeInFlight }
    }
    .align(horizontal: .center, vertical: .center)
    .padding(24)
    .onKeyboardShortcut("plus|KP_Add|equal") { store.send(.incrementButtonTapped) }
    .onKeyboardShortcut("minus|KP_Subtract") { store.send(.decrementButtonTapped) }
    .sheet(
      item: $store.scope(state: \.destination?.primeCheck, action: \.destination.primeCheck),
      configure: { window in
        window.title = "Is this prime?"
        window.setDefaultSize(width: 360, height: 160)
      }
    ) { store in
      PrimeCheckView(store: store)
    }
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
  }
}

/// The "Is this prime?" dialog.
struct PrimeCheckView: View {
  let store: StoreOf<PrimeCheckFeature>

  var body: some View {
    VStack(spacing: 18) {
      Text(store.message)
        .textWrapping()
        .cssClass("title-4")
      if store.isPrime {
        if store.isFavorite {
          Button("Remove from favorite primes") { store.send(.removeButtonTapped) }
            .cssClass("destructive-action")
        } else {
          Button("Save to favorite primes") { store.send(.saveButtonTapped) }
            .cssClass("suggested-action")
        }
      }
    }
    .padding(24)
  }
}
