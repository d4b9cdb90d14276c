/// Names the signposts of a reducer: a stand-in for Apple's `OSLog`, which does not exist on
/// Linux, so that code written for `signpost(_:log:)` compiles unchanged.
///
/// ```swift
/// appReducer.signpost(
///   "App",
///   log: OSLog(subsystem: "com.example.app", category: "Reducers")
/// )
/// ```
///
/// In the trace file, the category is each event's `cat` and the subsystem is recorded with the
/// events that begin an interval.
public struct OSLog: Hashable, Sendable {
  /// The subsystem, usually the app's reverse-DNS identifier.
  public let subsystem: String
  /// The category, which trace viewers let you filter by.
  public let category: String
  /// Whether signposts are recorded for this log.
  let isEnabled: Bool

  /// Creates a log for a subsystem and category.
  ///
  /// ```swift
  /// OSLog(subsystem: "com.example.app", category: "Reducers")
  /// ```
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    self.isEnabled = true
  }

  private init(disabled: Void) {
    self.subsystem = ""
    self.category = ""
    self.isEnabled = false
  }

  /// A log that records nothing: `signpost(log: .disabled)` leaves the reducer untouched.
  public static let disabled = OSLog(disabled: ())
}
