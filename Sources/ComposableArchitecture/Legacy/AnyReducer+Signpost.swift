extension AnyReducer {
  /// Records each run of the reducer, and the lifetime of each effect it returns, as intervals
  /// in a trace file.
  ///
  /// ```swift
  /// let appReducer = AnyReducer<AppState, AppAction, AppEnvironment>.combine(/* … */)
  ///   .signpost("App")
  /// ```
  ///
  /// Run the app with `TCA_SIGNPOST_TRACE` set to a file path, and open the file in Perfetto
  /// (ui.perfetto.dev) or `chrome://tracing`:
  ///
  /// ```sh
  /// TCA_SIGNPOST_TRACE=/tmp/app-trace.json swift run App
  /// ```
  ///
  /// Each action is a slice on the thread that ran the reducer. Each effect is an asynchronous
  /// slice from its start to its end, with an instant for every action it sends and one for its
  /// cancellation. An effect that never finishes (a location manager started on appear and
  /// never torn down) stays open until the end of the trace, which makes it easy to spot. Events
  /// are written as they happen, so the file is a valid trace even if the app is killed.
  ///
  /// Without `TCA_SIGNPOST_TRACE` (or with `log: .disabled`) this returns the reducer unchanged
  /// and costs nothing.
  ///
  /// - Parameters:
  ///   - prefix: Put in brackets at the start of every slice name, to tell reducers apart.
  ///   - log: The category (`cat`) and subsystem of the events; see ``OSLog``.
  public func signpost(
    _ prefix: String = "",
    log: OSLog = OSLog(
      subsystem: "co.pointfree.composable-architecture",
      category: "Reducer Instrumentation"
    )
  ) -> Self {
    signpost(prefix, log: log, writer: TraceEventWriter.shared)
  }

  func signpost(_ prefix: String, log: OSLog, writer: TraceEventWriter?) -> Self {
    guard let signposts = ReducerSignposts(prefix: prefix, log: log, writer: writer) else {
      return self
    }
    return Self { state, action, environment in
      signposts.measure(action) { self.reducer(&state, action, environment) }
    }
  }
}
