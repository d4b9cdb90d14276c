import ComposableAdwViews
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
      onActivate: { store.send(.primeActivated($0)) },
      accessibilityLabel: { $0.grouped }
    ) { row in
      HStack(spacing: 12) {
        Text { row.value?.grouped ?? "" }
          .hexpand()
          .textWrapping(false)
          .cssClass("prime-number")
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

/// The detail page of one favorite prime: what it is among primes, in a card of facts.
struct PrimeDetailView: View {
  let store: StoreOf<PrimeDetailFeature>

  var body: some View {
    VStack(spacing: 18) {
      Text(store.prime.grouped)
        .cssClass("title-1")
        .cssClass("prime-number")
      VStack(spacing: 0) {
        FactRow(title: "Index among primes") { indexDescription(store.index) }
        Divider()
        FactRow(title: "Previous prime") {
          store.facts?.previousPrime.map(\.grouped) ?? (store.facts == nil ? "" : "none")
        }
        Divider()
        FactRow(title: "Next prime") {
          store.facts?.nextPrime.map(\.grouped) ?? (store.facts == nil ? "" : "beyond 64 bits")
        }
        Divider()
        FactRow(title: "Twin prime") {
          guard let facts = store.facts else { return "" }
          return facts.twin.map { "yes, with \($0.grouped)" } ?? "no"
        }
        Divider()
        FactRow(title: "Sophie Germain prime (2p + 1 prime)") {
          guard let facts = store.facts else { return "" }
          return facts.isSophieGermain ? "yes" : "no"
        }
        Divider()
        FactRow(title: "Mersenne prime (2ⁿ − 1)") {
          guard let facts = store.facts else { return "" }
          return facts.mersenneExponent.map { "yes, 2^\($0) − 1" } ?? "no"
        }
      }
      .cssClass("card")
    }
    .padding(24)
    .onAppear { store.send(.task) }
  }

  private func indexDescription(_ index: PrimeDetailFeature.Index) -> String {
    switch index {
    case .computing: "counting…"
    case let .known(position): "the \(ordinal(position))"
    case let .unavailable(reason): reason
    }
  }
}

/// One line of the detail card: what, and (observed) its value.
struct FactRow: View {
  let title: String
  let value: @MainActor () -> String

  var body: some View {
    HStack(spacing: 12) {
      Text(title).hexpand().textWrapping()
      Text(value).cssClass("dim-label").cssClass("prime-number").textWrapping()
    }
    .padding(12)
  }
}

/// The favorites page: the list (or, while it is empty, a page that says how to fill it) and,
/// beside it, the detail page of the prime on top of the navigation stack.
struct FavoritesPage: View {
  let store: StoreOf<FavoritesFeature>

  var body: some View {
    Leaflet(
      top: {
        store.path.ids.last.flatMap { id in
          store.scope(state: \.path, action: \.path).scope(state: \.[id: id], action: \.[id: id])
        }
      },
      pop: {
        if let id = store.path.ids.last { store.send(.path(.popFrom(id: id))) }
      }
    ) {
      VStack(spacing: 0) {
        HStack(spacing: 8) {
          Text { countDescription(store.favoritePrimes.count) }
            .cssClass("dim-label")
            .hexpand()
          Button(iconName: "view-sort-ascending-symbolic", accessibilityLabel: "Sort order") {
            store.send(
              .sortOrderChanged(store.sortOrder == .ascending ? .descending : .ascending))
          }
          .iconName {
            store.sortOrder == .ascending
              ? "view-sort-ascending-symbolic" : "view-sort-descending-symbolic"
          }
          .help { store.sortOrder == .ascending ? "Smallest first" : "Largest first" }
          .cssClass("flat")
        }
        .padding(6)
        if store.favoritePrimes.isEmpty {
          StatusPage(
            iconName: "starred-symbolic",
            title: "No Favorite Primes",
            description:
              "Save primes from the Counter page, or star them in the results of a Search."
          )
          .vexpand()
        } else {
          FavoritesList(store: store)
        }
      }
    } detail: { detailStore in
      PrimeDetailView(store: detailStore)
    } placeholder: {
      StatusPage(
        iconName: "view-list-symbolic",
        title: "Select a Prime",
        description: "Its index among primes, its neighbours and the families it belongs to."
      )
    }
  }

  private func countDescription(_ count: Int) -> String {
    switch count {
    case 0: "No favorites yet"
    case 1: "1 favorite prime"
    default: "\(count.grouped) favorite primes"
    }
  }
}
