import Foundation
import Synchronization

/// Writes trace events, as they happen, to a file in the Chrome trace-event "JSON array format",
/// which Perfetto (ui.perfetto.dev) and `chrome://tracing` open.
///
/// Each event is written with its own `write(2)`, so that the file holds every event that
/// happened even if the process is killed. The closing `]` is never written: the array format
/// allows it to be missing, which is what lets a trace end at any point.
final class TraceEventWriter: Sendable {
  /// The environment variable that names the trace file: `TCA_SIGNPOST_TRACE=/tmp/app.json`.
  static let environmentVariable = "TCA_SIGNPOST_TRACE"

  /// The writer for this process, when ``environmentVariable`` names a file; `nil` otherwise,
  /// in which case signposts cost nothing. Read once, the first time a reducer is signposted.
  static let shared: TraceEventWriter? = fromEnvironment(ProcessInfo.processInfo.environment)

  /// A writer to the file `environment` names, or `nil` when it names none or the file cannot
  /// be created (which is reported on standard error).
  static func fromEnvironment(_ environment: [String: String]) -> TraceEventWriter? {
    guard let path = environment[environmentVariable], !path.isEmpty else { return nil }
    do {
      return try TraceEventWriter(path: path)
    } catch {
      reportToStandardError(
        """
        \(environmentVariable)="\(path)": the trace file could not be created \
        (\(error.localizedDescription)). Signposts are not recorded in this run; point \
        \(environmentVariable) at a file in a writable directory to record them.
        """
      )
      return nil
    }
  }

  private struct Output {
    var file: FileHandle?
    var hasEvents = false
    var nextID: UInt64 = 1
  }

  /// The file being written.
  let path: String
  private let output: Mutex<Output>
  private let origin = ContinuousClock.now
  private let processID = Int(ProcessInfo.processInfo.processIdentifier)

  /// Creates (or truncates) the trace file at `path` and writes the start of the array.
  init(path: String) throws {
    let url = URL(fileURLWithPath: path)
    try Data("[\n".utf8).write(to: url)
    let file = try FileHandle(forWritingTo: url)
    try file.seekToEnd()
    self.path = path
    self.output = Mutex(Output(file: file))
    let processName = ProcessInfo.processInfo.processName
    record(TraceEvent(name: "process_name", phase: .metadata, arguments: ["name": processName]))
    record(
      TraceEvent(name: "thread_name", phase: .metadata, arguments: ["name": "main"]),
      threadID: processID
    )
  }

  /// A new identifier for the events of one asynchronous interval.
  func makeID() -> UInt64 {
    output.withLock { output in
      defer { output.nextID += 1 }
      return output.nextID
    }
  }

  /// Appends an event, stamped with the current time and thread.
  func record(_ event: TraceEvent) {
    // The main thread is given the process id as its thread id, as Chrome does, so that viewers
    // show it first. (Where `dispatch_main()` serves the main actor, as in test runners, the
    // main actor runs on other threads, which appear under their own ids.)
    record(event, threadID: Thread.isMainThread ? processID : Int(bitPattern: pthread_self()))
  }

  private func record(_ event: TraceEvent, threadID: Int) {
    let failure: (any Error)? = output.withLock { output in
      guard let file = output.file else { return nil }
      let timestamp = microseconds(since: origin)
      var line = output.hasEvents ? ",\n" : ""
      line += event.json(timestamp: timestamp, processID: processID, threadID: threadID)
      do {
        try file.write(contentsOf: Data(line.utf8))
        output.hasEvents = true
        return nil
      } catch {
        // One failure (a full disk, a deleted directory) ends the trace, with one message.
        output.file = nil
        return error
      }
    }
    if let failure {
      reportToStandardError(
        """
        The signpost trace "\(path)" could not be written (\(failure.localizedDescription)). \
        No further events are recorded; the events already written remain a valid trace.
        """
      )
    }
  }
}

/// Elapsed time as trace-event microseconds, with nanosecond precision: `1234.567`.
private func microseconds(since origin: ContinuousClock.Instant) -> String {
  let elapsed = origin.duration(to: .now).components
  let nanoseconds = elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000
  let fraction = String(nanoseconds % 1000)
  return "\(nanoseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
}

private func reportToStandardError(_ message: String) {
  FileHandle.standardError.write(Data("[ComposableArchitecture] \(message)\n".utf8))
}
