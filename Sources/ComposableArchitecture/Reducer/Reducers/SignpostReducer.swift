extension Reducer {
  /// Records each run of the reducer, and the lifetime of each effect it returns, as intervals
  /// in the trace file named by `TCA_SIGNPOST_TRACE`.
  ///
  /// ```swift
  /// let store = Store(initialState: AppFeature.State()) {
  ///   AppFeature().signpost("App")
  /// }
  /// ```
  ///
  /// See ``AnyReducer/signpost(_:log:)`` for what the trace shows. Without `TCA_SIGNPOST_TRACE`
  /// (or with `log: .disabled`) the returned reducer only forwards to this one.
  public func signpost(
    _ prefix: String = "",
    log: OSLog = OSLog(
      subsystem: "co.pointfree.composable-architecture",
      category: "Reducer Instrumentation"
    )
  ) -> _SignpostReducer<Self> {
    signpost(prefix, log: log, writer: TraceEventWriter.shared)
  }

  func signpost(_ prefix: String, log: OSLog, writer: TraceEventWriter?) -> _SignpostReducer<Self> {
    _SignpostReducer(
      base: self, signposts: ReducerSignposts(prefix: prefix, log: log, writer: writer)
    )
  }
}

/// The reducer returned by ``Reducer/signpost(_:log:)``.
public struct _SignpostReducer<Base: Reducer>: Reducer {
  let base: Base
  let signposts: ReducerSignposts?
  let cache = _ReducerBodyCache<Base.State, Base.Action>()

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let signposts else {
      return base._reduce(into: &state, action: action, cache: cache)
    }
    return signposts.measure(action) {
      base._reduce(into: &state, action: action, cache: cache)
    }
  }
}
