import ComposableArchitecture
import ComposableGtkViews
import PrimeTime

/// The search page: a query, what it means, and the primes it finds.
struct SearchPage: View {
  let store: StoreOf<SearchFeature>
  let focus: FocusHandle

  var body: some View {
    VStack(spacing: 12) {
      HStack(spacing: 8) {
        TextField.search(
          "A number like 97, or a range like 100-200",
          text: ViewBinding(get: { store.query }, set: { store.send(.queryChanged($0)) })
        )
        .focusHandle(focus)
        .accessibilityLabel("Search primes")
        .hexpand()
        Spinner { store.isSearching }
          .hidden { !store.isSearching }
          .accessibilityLabel("Searching")
      }
      Text { store.message ?? "" }
        .textWrapping()
        .cssClass("error")
        .hidden { store.message == nil }
      switch store.results {
      case let .number(report):
        NumberReportView(report: report, store: store)
      case let .primes(list):
        PrimeListView(list: list, store: store)
      case nil:
        Text("Type a whole number to learn about it, or a range to list its primes.")
          .textWrapping()
          .cssClass("dim-label")
      }
    }
    .padding(18)
  }
}

/// What the search found out about one number.
struct NumberReportView: View {
  let report: SearchFeature.NumberReport
  let store: StoreOf<SearchFeature>

  var body: some View {
    VStack(spacing: 8) {
      HStack(spacing: 8) {
        Text(headline)
          .cssClass("title-2")
          .textWrapping()
          .hexpand()
        if report.isPrime {
          StarButton(prime: report.n, store: store)
        }
      }
      Text(neighbours).textWrapping()
      if report.hasNthPrime {
        Text {
          guard case let .number(current) = store.results, let prime = current.nthPrime else {
            return "Computing the \(ordinal(report.n)) prime…"
          }
          return "The \(ordinal(report.n)) prime is \(prime.grouped)."
        }
        .textWrapping()
      }
    }
  }

  private var headline: String {
    if report.isPrime { return "\(report.n.grouped) is prime" }
    if report.n < 2 { return "\(report.n.grouped) is neither prime nor composite" }
    let factors = report.factorization.map {
      $0.exponent == 1 ? $0.prime.grouped : "\($0.prime.grouped)^\($0.exponent)"
    }
    return "\(report.n.grouped) = \(factors.joined(separator: " × "))"
  }

  private var neighbours: String {
    let previous =
      report.previousPrime.map { "Previous prime: \($0.grouped)" } ?? "No prime before it"
    let next =
      report.nextPrime.map { "next prime: \($0.grouped)" } ?? "no larger prime fits in 64 bits"
    return "\(previous); \(next)."
  }
}

/// Every prime of a range, in a list that stays quick for millions of rows.
struct PrimeListView: View {
  let list: SearchFeature.PrimeList
  let store: StoreOf<SearchFeature>

  var body: some View {
    VStack(spacing: 8) {
      Text(summary).cssClass("dim-label").textWrapping()
      ValueList({ list.primes }, accessibilityLabel: { $0.grouped }) { row in
        HStack(spacing: 12) {
          Text { row.value?.grouped ?? "" }
            .hexpand()
            .textWrapping(false)
            .cssClass("prime-number")
          RowStarButton(row: row, store: store)
        }
        .padding(4)
      }
    }
  }

  private var summary: String {
    let count = list.primes.count
    let range = "\(list.range.lowerBound.grouped) to \(list.range.upperBound.grouped)"
    switch count {
    case 0: return "No primes from \(range)."
    case 1: return "1 prime from \(range)."
    default: return "\(count.grouped) primes from \(range)."
    }
  }
}

/// A star that adds a prime to the favorites, or removes it.
struct StarButton: View {
  let prime: Int
  let store: StoreOf<SearchFeature>

  var body: some View {
    Button(iconName: "non-starred-symbolic", accessibilityLabel: "Favorite") {
      store.send(.starButtonTapped(prime))
    }
    .iconName { store.favoritePrimes.contains(prime) ? "starred-symbolic" : "non-starred-symbolic" }
    .cssClass("flat")
  }
}

/// The star of a list row, which GTK reuses for whichever prime the row shows.
struct RowStarButton: View {
  let row: ValueRow<Int>
  let store: StoreOf<SearchFeature>

  var body: some View {
    Button(iconName: "non-starred-symbolic", accessibilityLabel: "Favorite") {
      if let prime = row.value { store.send(.starButtonTapped(prime)) }
    }
    .iconName {
      guard let prime = row.value else { return "non-starred-symbolic" }
      return store.favoritePrimes.contains(prime) ? "starred-symbolic" : "non-starred-symbolic"
    }
    .cssClass("flat")
  }
}
