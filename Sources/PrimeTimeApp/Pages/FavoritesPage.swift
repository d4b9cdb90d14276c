import ComposableArchitecture
import ComposableGtkViews
import PrimeTime

/// The list of favorite primes: a row per prime with a remove button; Delete removes the
/// selected one; activating a row opens its detail page beside the list.
struct FavoritesList: View {
  let store: StoreOf<FavoritesFeature>

  var body: some View {
    ValueList(
      { store.sortedPrimes },
      selection: ViewBinding(
        get: { store.selection }, set: { store.send(.selectionChanged($0)) }),
      onActivate: { store.send(.primeActivated($0)) }
    ) { row in
      HStack(spacing: 12) {
        Text { row.value?.grouped ?? "" }
          .hexpand()
          .textWrapping(false)
        Button(iconName: "go-next-symbolic", accessibilityLabel: "Show details") {
          if let prime = row.value { store.send(.primeActivated(prime)) }
        }
        .cssClass("flat")
        Button(iconName: "user-trash-symbolic", accessibilityLabel: "Remove from favorites") {
          if let prime = row.value { store.send(.removeButtonTapped(prime)) }
        }
        .cssClass("flat")
      }
      .padding(6)
    }
    .onKeyboardShortcut("Delete|KP_Delete") { store.send(.deleteKeyPressed) }
  }
}

/// The detail page of one favorite prime.
struct PrimeDetailView: View {
  let store: StoreOf<PrimeDetailFeature>

  var body: some View {
    VStack(spacing: 12) {
      Text(store.prime.grouped)
        .cssClass("title-1")
      Text { indexDescription(store.index) }
        .textWrapping()
      if let facts = store.facts {
        VStack(spacing: 6) {
          Text(neighbours(facts))
          Text(twin(facts, prime: store.prime))
          Text(
            facts.isSophieGermain
              ? "A Sophie Germain prime: 2 × \(store.prime.grouped) + 1 is prime too."
              : "Not a Sophie Germain prime: 2 × \(store.prime.grouped) + 1 is not prime."
          )
          .textWrapping()
          Text(
            facts.mersenneExponent.map { "A Mersenne prime: 2^\($0) − 1." }
              ?? "Not a Mersenne prime (one less than a power of two)."
          )
          .textWrapping()
        }
      }
    }
    .padding(24)
    .onAppear { store.send(.task) }
  }

  private func indexDescription(_ index: PrimeDetailFeature.Index) -> String {
    switch index {
    case .computing: "Counting the primes up to it…"
    case let .known(position): "The \(ordinal(position)) prime."
    case let .unavailable(reason): reason
    }
  }

  private func neighbours(_ facts: PrimeFacts) -> String {
    let previous = facts.previousPrime.map { "Previous prime: \($0.grouped)" } ?? "No prime before it"
    let next = facts.nextPrime.map { "next prime: \($0.grouped)" } ?? "no larger prime fits in 64 bits"
    return "\(previous); \(next)."
  }

  private func twin(_ facts: PrimeFacts, prime: Int) -> String {
    guard let twin = facts.twin else { return "Not a twin prime." }
    return "A twin prime, with \(twin.grouped)."
  }
}
