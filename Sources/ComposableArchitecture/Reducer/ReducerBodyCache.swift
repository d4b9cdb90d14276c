import Synchronization

/// Remembers how one reducer at one position of a reducer tree runs, so that a reducer whose
/// logic is its ``Reducer/body`` builds that body once instead of on every action.
///
/// Building a body is not free: each case key path literal in it (`action: \.child`) is a key
/// path with a captured argument, which the runtime instantiates anew every time it is
/// evaluated. Operators that hold a child reducer (``Scope``, `ifLet`, `forEach`, builders, the
/// store itself) keep one cache per child and run the child through it.
///
/// A body is assumed to be a function of the reducer's value and of the dependencies it runs
/// with. Bodies that branch on a dependency (`if isDebugging { … }`) are built again after a
/// store's dependencies change (``TestStore/dependencies`` between steps), which every cache
/// learns from a process-wide generation number. A reducer that implements ``Reducer/reduce(into:action:)`` itself is
/// detected on its first action and then always called directly, so "only `reduce(into:action:)`
/// runs when both are implemented" still holds.
public final class _ReducerBodyCache<State, Action>: @unchecked Sendable {
  // Written once, on the first action, by the store's main actor; reducers are run by stores.
  /// The body's `reduce(into:action:)`, as a function built where the body's type is known, so
  /// that it runs specialized code.
  @exclusivity(unchecked) @usableFromInline var resolved: ((inout State, Action) -> Effect<Action>)?
  @exclusivity(unchecked) @usableFromInline var runsItself = false
  /// The dependencies generation `resolved` was built in (see `_reducerBodyGeneration`).
  @exclusivity(unchecked) @usableFromInline var generation: UInt64 = 0

  /// An empty cache, filled on the first action.
  public init() {}
}

extension Reducer {
  /// Runs this reducer through `cache`: its cached body when its logic is its body, itself
  /// otherwise.
  @inlinable  // W8 +6.9%, W1 +1.7% instructions without it
  public func _reduce(
    into state: inout State, action: Action, cache: _ReducerBodyCache<State, Action>
  ) -> Effect<Action> {
    if let resolved = cache.resolved,
      cache.generation == _reducerBodyGeneration.load(ordering: .relaxed)
    {
      return resolved(&state, action)
    }
    if cache.runsItself {
      return reduce(into: &state, action: action)
    }
    return _resolve(into: &state, action: action, cache: cache)
  }

  /// The first action through a cache: runs the reducer while a probe offers `cache` to the
  /// default body-forwarding implementation, which fills it with the body it builds. If this
  /// reducer's `reduce(into:action:)` is its own, nobody takes the offer.
  @usableFromInline
  func _resolve(
    into state: inout State, action: Action, cache: _ReducerBodyCache<State, Action>
  ) -> Effect<Action> {
    cache.resolved = nil
    cache.generation = _reducerBodyGeneration.load(ordering: .relaxed)
    let probe = BodyProbe(expectedType: Self.self, cache: cache)
    let effect = BodyProbe.$current.withValue(probe) {
      reduce(into: &state, action: action)
    }
    if cache.resolved == nil {
      cache.runsItself = true
    }
    return effect
  }
}

/// Bumped when the dependencies of a running store change: every body built before is built
/// again on its next action, with the new dependencies.
@usableFromInline
let _reducerBodyGeneration = Atomic<UInt64>(0)

/// Offers, during one call, the body cache of a given reducer type to that type's default
/// `reduce(into:action:)`, which fills it.
///
/// The cache travels as an object rather than the body's function travelling back as `Any`: a
/// function cast through `Any` comes back wrapped in generic reabstraction thunks, which every
/// action would then run through, once per level of nesting.
@usableFromInline
final class BodyProbe: @unchecked Sendable {
  // Used within one synchronous call on one thread, through a task-local value.
  @TaskLocal static var current: BodyProbe?

  let expectedType: Any.Type
  let cache: AnyObject
  var isAnswered = false

  init(expectedType: Any.Type, cache: AnyObject) {
    self.expectedType = expectedType
    self.cache = cache
  }

  /// Whether a probe is waiting for an answer in the current call.
  @usableFromInline
  static var isActive: Bool { current.map { !$0.isAnswered } ?? false }

  /// Called by the default implementation of `R`: the cache to fill with its body, if the
  /// waiting probe is for `R`. Only the first caller answers: reducers run further down the
  /// tree must not.
  @usableFromInline
  static func cache<R: Reducer>(for reducer: R.Type) -> _ReducerBodyCache<R.State, R.Action>? {
    guard let probe = current, !probe.isAnswered else { return nil }
    probe.isAnswered = true
    guard probe.expectedType == R.self else { return nil }
    return probe.cache as? _ReducerBodyCache<R.State, R.Action>
  }
}
