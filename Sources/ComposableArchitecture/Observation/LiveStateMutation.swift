import Foundation

/// Whether a change to a value that has copies is a change to the live state of a store: made
/// on the main actor, where stores run reducers, and not to `TestStore`'s expected copies.
@usableFromInline
func _isMutatingLiveState() -> Bool {
  guard isOnMainActor() else { return false }
  return MainActor.assumeIsolated { !_StateCopies.isMutatingCopies }
}

/// Whether the caller runs on the main actor: on the main thread (a GTK signal handler, a
/// main-queue job drained by GLib's loop), or in a job of the main queue that a worker thread
/// drains (after `dispatch_main()`, as test runners do).
func isOnMainActor() -> Bool {
  Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMarker.shared.key) != nil
}

/// Marks the main dispatch queue, whose jobs are the main actor's, so that code can ask whether
/// it runs in one.
private final class MainQueueMarker: Sendable {
  static let shared = MainQueueMarker()
  let key = DispatchSpecificKey<Bool>()

  private init() {
    DispatchQueue.main.setSpecific(key: key, value: true)
  }
}

/// Marks the changes `TestStore` makes to copies of state (the state it expects after a step):
/// they are not changes to the store's live state.
@MainActor
enum _StateCopies {
  static var isMutatingCopies = false

  static func mutatingCopies<R>(_ body: () throws -> R) rethrows -> R {
    let wasMutatingCopies = isMutatingCopies
    isMutatingCopies = true
    defer { isMutatingCopies = wasMutatingCopies }
    return try body()
  }
}
