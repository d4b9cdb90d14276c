#if DEBUG
  import Synchronization

  /// Debug builds only: how many objects of one kind are alive, for tests that check that
  /// opening and closing windows leaves nothing behind (a leaked wrapper, a retain cycle in an
  /// observation's closure). Incremented in an initializer and decremented in the matching
  /// `deinit`; release builds compile none of this, so counting costs them nothing.
  ///
  /// Thread-safe: objects may be freed on any thread (a `deinit` that is not isolated), so the
  /// count is an atomic. ``all`` lists every counter that has counted something, in the order
  /// they were first used; ComposableGtk's `LiveObjectCounts` reads them together with the
  /// engine's counts of stores.
  package final class LiveObjectCounter: Sendable {
    /// What is counted, as a failure message names it ("Gtk wrappers", "observers").
    package let kind: String
    private let count = Atomic<Int>(0)

    /// A counter of `kind`; create each once, as a `static let`.
    package init(_ kind: String) {
      self.kind = kind
      registry.withLock { $0.append(self) }
    }

    package func increment() { count.add(1, ordering: .relaxed) }
    package func decrement() { count.subtract(1, ordering: .relaxed) }

    /// How many are alive now.
    package var value: Int { count.load(ordering: .relaxed) }

    /// Every counter created so far (a counter exists once its kind has been counted).
    package static var all: [LiveObjectCounter] { registry.withLock { $0 } }

    /// The Gtk layer's own counters.
    package static let wrappers = LiveObjectCounter("Gtk wrappers")
    package static let widgets = LiveObjectCounter("Gtk widget wrappers")
    package static let signalHandlers = LiveObjectCounter("signal handler closures")
  }

  private let registry = Mutex<[LiveObjectCounter]>([])
#endif
