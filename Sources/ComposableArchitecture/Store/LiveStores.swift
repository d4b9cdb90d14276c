#if DEBUG
  import Synchronization

  /// Debug builds only: how many stores and store cores are alive, for tests that check that a
  /// window closed for good released its store (ComposableGtk's `LiveObjectCounts` reads these
  /// with the GTK layer's counts). Incremented in the initializers, decremented in `deinit`;
  /// atomic, because a store may be freed on any thread. Release builds compile none of this.
  package enum LiveStores {
    /// Stores: root stores and every scope of one (cached or not, row stores too).
    package static var stores: Int { storeCount.load(ordering: .relaxed) }
    /// Cores: one per root store and one per scoped store, where state and actions go.
    package static var cores: Int { coreCount.load(ordering: .relaxed) }

    static let storeCount = Atomic<Int>(0)
    static let coreCount = Atomic<Int>(0)
  }
#endif
