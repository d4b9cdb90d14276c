/// One event of a Chrome trace: the begin or end of an interval, or an instant.
struct TraceEvent: Sendable {
  /// The event types (`ph`) signposts use.
  enum Phase: String, Sendable {
    /// Begin and end of a synchronous interval on one thread (a reducer run); they nest.
    case begin = "B", end = "E"
    /// An instant on one thread.
    case instant = "i"
    /// Begin, instant and end of an asynchronous interval (an effect), matched by `id`.
    case asyncBegin = "b", asyncInstant = "n", asyncEnd = "e"
    /// Names a process or thread.
    case metadata = "M"
  }

  var name: String
  var category: String = ""
  var phase: Phase
  /// Ties together the events of one asynchronous interval.
  var id: UInt64?
  var arguments: KeyValuePairs<String, String> = [:]

  /// The event as one JSON object.
  func json(timestamp: String, processID: Int, threadID: Int) -> String {
    var fields = [
      "\"name\":\(jsonString(name))",
      "\"ph\":\"\(phase.rawValue)\"",
      "\"ts\":\(timestamp)",
      "\"pid\":\(processID)",
      "\"tid\":\(threadID)",
    ]
    if !category.isEmpty {
      fields.append("\"cat\":\(jsonString(category))")
    }
    if let id {
      fields.append("\"id\":\"0x\(String(id, radix: 16))\"")
    }
    if phase == .instant {
      // Thread-scoped: drawn on the thread's track rather than across the whole process.
      fields.append("\"s\":\"t\"")
    }
    if !arguments.isEmpty {
      let pairs = arguments.map { "\(jsonString($0.key)):\(jsonString($0.value))" }
      fields.append("\"args\":{\(pairs.joined(separator: ","))}")
    }
    return "{\(fields.joined(separator: ","))}"
  }
}

/// A JSON string literal: quoted, with quotes, backslashes and control characters escaped.
func jsonString(_ string: String) -> String {
  var result = "\""
  for scalar in string.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case _ where scalar.value < 0x20:
      let hex = String(scalar.value, radix: 16)
      result += "\\u\(String(repeating: "0", count: 4 - hex.count))\(hex)"
    default:
      result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}
