#if DEBUG
  import ComposableArchitecture
  import Gtk

  extension LiveObjectCounter {
    /// Observations (``observe(_:)``, widget bindings, lists' and presentations' own).
    package static let observers = LiveObjectCounter("observers")
    /// ``ObservationToken``s: what keeps an observation running.
    package static let observationTokens = LiveObjectCounter("observation tokens")
    /// The nodes declarative views (ComposableGtkViews) are built into.
    package static let viewNodes = LiveObjectCounter("view nodes")
  }

  /// Debug builds only: how many objects of each kind whose lifetime follows a window are alive
  /// now: GTK wrappers, signal handler closures, stores and their cores, observations, view
  /// nodes. A test takes one before opening windows and another after closing them; anything
  /// left over is a leak (a retain cycle through a closure, a store a window did not release).
  ///
  /// ```swift
  /// let before = LiveObjectCounts.current()
  /// // open and close windows, run the main loop until GTK has freed them
  /// XCTAssertEqual(LiveObjectCounts.current(), before)
  /// ```
  package struct LiveObjectCounts: Equatable, CustomStringConvertible, Sendable {
    /// The count of each kind, by the name a failure message uses.
    package var counts: [String: Int]

    /// The counts now.
    package static func current() -> LiveObjectCounts {
      var counts: [String: Int] = ["stores": LiveStores.stores, "store cores": LiveStores.cores]
      for counter in LiveObjectCounter.all { counts[counter.kind] = counter.value }
      return LiveObjectCounts(counts: counts)
    }

    /// The kinds whose count differs from `baseline`'s, as "observers: 12 → 15 (+3)"; empty
    /// when every count is back. A kind first counted after the baseline started from 0.
    package func differences(from baseline: LiveObjectCounts) -> [String] {
      Set(counts.keys).union(baseline.counts.keys).sorted().compactMap { kind in
        let before = baseline.counts[kind] ?? 0
        let now = counts[kind] ?? 0
        guard before != now else { return nil }
        return "\(kind): \(before) → \(now) (\(now > before ? "+" : "")\(now - before))"
      }
    }

    package static func == (lhs: LiveObjectCounts, rhs: LiveObjectCounts) -> Bool {
      lhs.differences(from: rhs).isEmpty
    }

    package var description: String {
      counts.keys.sorted().map { "\($0): \(counts[$0]!)" }.joined(separator: ", ")
    }
  }
#endif
