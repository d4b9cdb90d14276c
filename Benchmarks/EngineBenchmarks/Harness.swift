import Foundation

/// One measured figure of a workload, as it appears in the table and in `.bench/latest.json`.
struct Measurement: Codable {
  var value: Double
  var unit: String
  var baseline: Double?
  var ratio: Double?
  var extra: [String: Double] = [:]
  /// The GDK backend of a GUI figure (GtkBenchmarks writes it); kept when this runner merges
  /// its figures into the file.
  var backend: String?

  init(value: Double, unit: String, baseline: Double? = nil, extra: [String: Double] = [:]) {
    self.value = value
    self.unit = unit
    self.baseline = baseline
    self.ratio = baseline.map { $0 > 0 ? value / $0 : 0 }
    self.extra = extra
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: DynamicKey.self)
    try container.encode(value.rounded(toPlaces: 3), forKey: DynamicKey("value"))
    try container.encode(unit, forKey: DynamicKey("unit"))
    if let baseline {
      try container.encode(baseline.rounded(toPlaces: 3), forKey: DynamicKey("baseline"))
    }
    if let ratio { try container.encode(ratio.rounded(toPlaces: 3), forKey: DynamicKey("ratio")) }
    if let backend { try container.encode(backend, forKey: DynamicKey("backend")) }
    for (key, value) in extra.sorted(by: { $0.key < $1.key }) {
      try container.encode(value.rounded(toPlaces: 3), forKey: DynamicKey(key))
    }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: DynamicKey.self)
    value = try container.decode(Double.self, forKey: DynamicKey("value"))
    unit = try container.decode(String.self, forKey: DynamicKey("unit"))
    baseline = try container.decodeIfPresent(Double.self, forKey: DynamicKey("baseline"))
    ratio = try container.decodeIfPresent(Double.self, forKey: DynamicKey("ratio"))
    backend = try container.decodeIfPresent(String.self, forKey: DynamicKey("backend"))
    for key in container.allKeys
    where !["value", "unit", "baseline", "ratio", "backend"].contains(key.stringValue) {
      extra[key.stringValue] = try container.decode(Double.self, forKey: key)
    }
  }
}

struct DynamicKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension Double {
  func rounded(toPlaces places: Int) -> Double {
    let factor = pow(10, Double(places))
    return (self * factor).rounded() / factor
  }
}

/// The share of each workload's iterations to run, from `BENCH_SCALE` (1 when unset).
///
/// `BENCH_SCALE=0.1` runs a tenth of the iterations and each measurement once: the timings
/// mean little then, but callgrind counts the instructions of two builds in a tenth of the
/// time, and the difference between the builds is what such a comparison looks at.
let benchScale: Double = {
  guard let text = ProcessInfo.processInfo.environment["BENCH_SCALE"] else { return 1 }
  guard let scale = Double(text), scale > 0, scale <= 1 else {
    FileHandle.standardError.write(
      "BENCH_SCALE must be in (0, 1]; running in full\n".data(using: .utf8)!)
    return 1
  }
  return scale
}()

/// `iterations` at the scale of this run (at least one).
func scaled(_ iterations: Int) -> Int { max(1, Int((Double(iterations) * benchScale).rounded())) }

/// How many times to repeat a measurement: `runs`, or once when the run is scaled down.
func scaledRuns(_ runs: Int) -> Int { benchScale < 1 ? 1 : runs }

/// Nanoseconds per iteration of `body`, run `iterations` times (at the scale of this run); the
/// median of `runs` runs.
@MainActor
func nanosecondsPerIteration(
  iterations: Int, runs: Int = 5, setup: () -> Void = {}, _ body: (Int) -> Void
) -> Double {
  let iterations = scaled(iterations)
  var samples: [Double] = []
  for _ in 0..<scaledRuns(runs) {
    setup()
    let start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<iterations {
      body(index)
    }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    samples.append(Double(elapsed) / Double(iterations))
  }
  return median(samples)
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  return sorted.count.isMultiple(of: 2)
    ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    : sorted[sorted.count / 2]
}

/// Resident set size and its peak, in bytes, from /proc/self/status.
func memoryStatus() -> (rss: Int, peak: Int) {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return (0, 0)
  }
  func field(_ name: String) -> Int {
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) }) else {
      return 0
    }
    let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
    return kilobytes * 1024
  }
  return (field("VmRSS:"), field("VmHWM:"))
}

/// Resets the peak RSS counter (VmHWM) so that a workload's peak is its own.
func resetPeakRSS() {
  try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

/// Keeps a value alive and opaque to the optimizer.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Returns its argument through a call the optimizer cannot see into.
@inline(never)
func opaque<T>(_ value: T) -> T {
  value
}
