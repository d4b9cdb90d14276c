import Logging

/// Sends every `Logger` of the process to standard error: debug messages too with `--verbose`,
/// from info up otherwise. Call once, first thing in `main`, before any `Logger` is made: a
/// logger takes its level from the handler it got when it was created.
package func bootstrapLogging(verbose: Bool) {
  let level: Logger.Level = verbose ? .debug : .info
  LoggingSystem.bootstrap { label in
    var handler = StreamLogHandler.standardError(label: label)
    handler.logLevel = level
    return handler
  }
}

extension Logger {
  /// The app's logger, labelled with the application id.
  ///
  /// ```swift
  /// Logger.primeTime.debug("favorites loaded", metadata: ["count": "\(favorites.count)"])
  /// ```
  ///
  /// Made on first use, so after `bootstrapLogging(verbose:)` as long as `main` calls that first.
  package static let primeTime = Logger(label: AppInfo.id)
}
