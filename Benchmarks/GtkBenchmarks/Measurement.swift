import Foundation

/// One figure of a workload, as it appears in the table and in `.bench/latest.json` (the same
/// format as the engine's runner: value, unit, baseline and ratio where there is a baseline,
/// and extra keys such as `p99` or `rss_mib`).
struct Measurement: Codable {
  var value: Double
  var unit: String
  var baseline: Double?
  var extra: [String: Double] = [:]
  /// The GDK backend the figure was measured on (`x11`, `wayland`), for GUI figures.
  var backend: String?

  var ratio: Double? { baseline.map { $0 > 0 ? value / $0 : 0 } }

  init(value: Double, unit: String, baseline: Double? = nil, extra: [String: Double] = [:]) {
    self.value = value
    self.unit = unit
    self.baseline = baseline
    self.extra = extra
  }

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(value.rounded(places: 3), forKey: Key("value"))
    try container.encode(unit, forKey: Key("unit"))
    if let baseline { try container.encode(baseline.rounded(places: 3), forKey: Key("baseline")) }
    if let ratio { try container.encode(ratio.rounded(places: 3), forKey: Key("ratio")) }
    if let backend { try container.encode(backend, forKey: Key("backend")) }
    for (key, value) in extra { try container.encode(value.rounded(places: 3), forKey: Key(key)) }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    value = try container.decode(Double.self, forKey: Key("value"))
    unit = try container.decode(String.self, forKey: Key("unit"))
    baseline = try container.decodeIfPresent(Double.self, forKey: Key("baseline"))
    backend = try container.decodeIfPresent(String.self, forKey: Key("backend"))
    for key in container.allKeys
    where !["value", "unit", "baseline", "ratio", "backend"].contains(key.stringValue) {
      extra[key.stringValue] = try? container.decode(Double.self, forKey: key)
    }
  }

  /// The line this figure gets in the printed table.
  func tableLine(_ id: String) -> String {
    let baselineText = baseline.map { String(format: "%10.2f", $0) } ?? "         —"
    let ratioText = ratio.map { String(format: "%8.2f×", $0) } ?? "        —"
    let extras = extra.sorted { $0.key < $1.key }
      .map { "\($0.key)=\(String(format: "%.2f", $0.value))" }.joined(separator: " ")
    let label = backend.map { "\(id) [\($0)]" } ?? id
    return "\(label.padding(toLength: max(4, label.count), withPad: " ", startingAt: 0)) "
      + "\(String(format: "%10.2f", value)) \(unit.padding(toLength: 10, withPad: " ", startingAt: 0)) "
      + "baseline \(baselineText) \(ratioText)  \(extras)"
  }
}

extension Double {
  func rounded(places: Int) -> Double {
    let factor = pow(10, Double(places))
    return (self * factor).rounded() / factor
  }
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  return sorted.count.isMultiple(of: 2)
    ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    : sorted[sorted.count / 2]
}

func percentile(_ values: [Double], _ p: Double) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

/// Resident set size in MiB, from /proc/self/status.
func residentMiB() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
    let kib = line.split(separator: " ").compactMap({ Double($0) }).first
  else { return -1 }
  return kib / 1024
}

/// Nanoseconds on the monotonic clock.
func monotonicNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// CPU time this process has used, in nanoseconds (all threads, user and system).
func processCPUNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Nanoseconds on the wall clock, to compare with BENCH_START_NS set by another process.
func realtimeNanoseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_REALTIME, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}
