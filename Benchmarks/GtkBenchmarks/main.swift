import Foundation

// The GUI benchmarks G1 to G7 of Benchmarks/README.md. Each workload runs in a child
// process of its own (a fresh process is what G1 measures, and what keeps one workload's
// memory out of another's); this process starts them, times the idle one from outside, prints
// a table and merges the figures into `.bench/latest.json`.
//
//   GtkBenchmarks                 every workload
//   GtkBenchmarks W1,G2,G5        the G ids in a list (others are the engine runner's); G1
//                                 is the counter's (imperative and declarative) and PrimeTime's,
//                                 G1-PrimeTime only the latter, G1-Declarative only the first two
//   GtkBenchmarks --workload ID   one workload in this process (used by the parent)
//
// Run under Xvfb with GDK_BACKEND=x11, and (G1 and G2) again under a headless weston with
// GDK_BACKEND=wayland (`make bench` does both, the second through Tests/Scripts/with-weston.sh).
// The figures are labelled with GDK_BACKEND's backend, x11 when unset: in the table, and in
// `.bench/latest.json` as their `backend` key; on X11 they keep their ids (G1, G2, …), on another
// backend they get its name appended (G1-Wayland, G2-Wayland, G1-PrimeTime-Wayland), so that
// the two runs sit side by side. A child on another display than GDK_BACKEND names fails. G1 and G2 run 3 times each, beside
// the plain-C counter `.build-bench/counter-c` (built by `make bench`), and report medians.
// G1-Declarative and G2-Declarative are the declarative counter (Examples/DeclarativeCounter) in
// the same runs, with the imperative counter as their baseline.
// G1-PrimeTime runs 8 times beside `.build-bench/primetime-c` (the same libadwaita widget tree
// in C), G3 5 times beside `.build-bench/search-c` (a GtkListView over a GtkStringList), G7 2
// times declarative beside 2 times the same window written with the imperative layer.

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--workload", arguments.count > 1 {
  let status: Int32 = MainActor.assumeIsolated {
    switch arguments[1] {
    case "counter": return runCounterStartupAndClicks()
    case "declarative-counter": return runCounterStartupAndClicks(CounterHandles.declarative)
    case "G7": return runFields(declarative: true)
    case "G7-imperative": return runFields(declarative: false)
    case "idle": return runIdleCounter()
    case "primetime": return runPrimeTimeStartup()
    case "G3": return runSearchResults()
    case "G4": return runFavoritesEdits()
    case "G6": return runEffectHops()
    default:
      FileHandle.standardError.write(Data("unknown workload \(arguments[1])\n".utf8))
      return 2
    }
  }
  exit(status)
}

let known = [
  "G1", "G1-Declarative", "G1-PrimeTime", "G2", "G2-Declarative", "G3", "G4", "G5", "G6", "G7",
]
var selected = arguments.first.map { Set($0.split(separator: ",").map(String.init)) } ?? Set(known)
if selected.contains("G1") { selected.formUnion(["G1-PrimeTime", "G1-Declarative"]) }
if selected.contains("G2") { selected.insert("G2-Declarative") }
var results: [String: Measurement] = [:]

if !selected.isDisjoint(with: ["G1", "G2", "G1-Declarative", "G2-Declarative"]) {
  // The imperative counter, the declarative one and the plain-C program, alternating, so that
  // the three see the same machine. G1 and G2 compare the imperative counter with C;
  // G1-Declarative and G2-Declarative compare the declarative counter with the imperative one
  // (issue 12: within 1.05×).
  var imperativeRuns: [[String: Measurement]] = []
  var declarativeRuns: [[String: Measurement]] = []
  var floorRuns: [[String: Measurement]] = []
  let floor = ".build-bench/counter-c"
  let hasFloor = FileManager.default.isExecutableFile(atPath: floor)
  if !hasFloor { warn("\(floor) is missing (make bench builds it): G1 and G2 have no baseline") }
  let withDeclarative = !selected.isDisjoint(with: ["G1-Declarative", "G2-Declarative"])
  func runAll(clicks: Int?) {
    if let run = runChild([CommandLine.arguments[0], "--workload", "counter"], clicks: clicks) {
      imperativeRuns.append(run)
    }
    if withDeclarative,
      let run = runChild(
        [CommandLine.arguments[0], "--workload", "declarative-counter"], clicks: clicks)
    {
      declarativeRuns.append(run)
    }
    if hasFloor, let run = runChild([floor], clicks: clicks) { floorRuns.append(run) }
  }
  // G2 from 3 runs with clicks; G1 also from 8 start-ups without clicks, because start-up time
  // is noisy on a shared machine.
  for _ in 0..<3 { runAll(clicks: nil) }
  if !selected.isDisjoint(with: ["G1", "G1-Declarative"]) {
    for _ in 0..<8 { runAll(clicks: 0) }
  }
  for id in ["G1", "G2"] {
    if selected.contains(id) {
      results[id] = summarize(id, runs: imperativeRuns, baselines: floorRuns)
    }
    if selected.contains("\(id)-Declarative") {
      results["\(id)-Declarative"] = summarize(id, runs: declarativeRuns, baselines: imperativeRuns)
    }
  }
}
if selected.contains("G1-PrimeTime") {
  // 8 start-ups alternating with the C program, each as a first launch: an empty data and
  // config directory, so no saved favorites or window size, and the user's are never touched.
  results["G1-PrimeTime"] = compareWithFloor(
    "G1-PrimeTime", workload: "primetime", floor: ".build-bench/primetime-c", runs: 8,
    environment: { freshUserDirectories() })
}
if selected.contains("G3") {
  results["G3"] = compareWithFloor("G3", workload: "G3", floor: ".build-bench/search-c", runs: 5)
}
if selected.contains("G4"), let run = runChild([CommandLine.arguments[0], "--workload", "G4"]) {
  results.merge(run) { $1 }
}
if selected.contains("G5"), let figure = measureIdle(seconds: 10) {
  results["G5"] = figure
}
if selected.contains("G6"), let run = runChild([CommandLine.arguments[0], "--workload", "G6"]) {
  results.merge(run) { $1 }
}
if selected.contains("G7") {
  // The declarative window and the same window written with the imperative layer, alternating.
  var declarativeRuns: [[String: Measurement]] = []
  var imperativeRuns: [[String: Measurement]] = []
  // Two runs each: every action waits for a frame, so a run takes about 170 s.
  for _ in 0..<2 {
    if let run = runChild([CommandLine.arguments[0], "--workload", "G7"]) {
      declarativeRuns.append(run)
    }
    if let run = runChild([CommandLine.arguments[0], "--workload", "G7-imperative"]) {
      imperativeRuns.append(run)
    }
  }
  results["G7"] = summarize("G7", runs: declarativeRuns, baselines: imperativeRuns)
}

let backend =
  ProcessInfo.processInfo.environment["GDK_BACKEND"].flatMap { $0.isEmpty ? nil : $0 } ?? "x11"
/// The id a figure is kept under: its own on X11, with the backend's name appended elsewhere.
func labelled(_ id: String) -> String { backend == "x11" ? id : "\(id)-\(backend.capitalized)" }
for id in known {
  guard var figure = results[id] else { continue }
  figure.backend = backend
  print(figure.tableLine(labelled(id)))
  results[id] = figure
}
results = Dictionary(uniqueKeysWithValues: results.map { (labelled($0.key), $0.value) })

let file = URL(fileURLWithPath: ".bench/latest.json")
try FileManager.default.createDirectory(
  at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
var merged =
  (try? JSONDecoder().decode([String: Measurement].self, from: Data(contentsOf: file))) ?? [:]
merged.merge(results) { $1 }
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
try encoder.encode(merged).write(to: file)
try? FileManager.default.removeItem(at: userDirectories())

// MARK: - Child processes

func warn(_ message: String) {
  FileHandle.standardError.write(Data("GtkBenchmarks: \(message)\n".utf8))
}

/// Runs `command` with BENCH_START_NS set at the last moment, and decodes the JSON line it
/// prints last.
func runChild(
  _ command: [String], clicks: Int? = nil, environment extra: [String: String] = [:]
) -> [String: Measurement]? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: command[0])
  process.arguments = Array(command.dropFirst())
  let pipe = Pipe()
  process.standardOutput = pipe
  var environment = ProcessInfo.processInfo.environment
  if let clicks { environment["BENCH_CLICKS"] = String(clicks) }
  environment.merge(extra) { $1 }
  environment["BENCH_START_NS"] = String(format: "%.0f", realtimeNanoseconds())
  process.environment = environment
  do { try process.run() } catch {
    warn("could not start \(command[0]): \(error)")
    return nil
  }
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard
    process.terminationStatus == 0,
    let line = String(decoding: output, as: UTF8.self).split(separator: "\n").last,
    let figures = try? JSONDecoder().decode([String: Measurement].self, from: Data(line.utf8))
  else {
    warn("\(command.joined(separator: " ")) failed (status \(process.terminationStatus))")
    return nil
  }
  return figures
}

/// The medians of figure `id` over `runs` (value and extra keys), with the median of the same
/// figure over `baselines` as the baseline and their extra keys as `baseline_<key>`.
func summarize(
  _ id: String, runs: [[String: Measurement]], baselines: [[String: Measurement]]
) -> Measurement? {
  let ours = runs.compactMap { $0[id] }
  guard !ours.isEmpty else {
    warn("\(id) failed")
    return nil
  }
  let floors = baselines.compactMap { $0[id] }
  var figure = Measurement(
    value: median(ours.map(\.value)), unit: ours[0].unit,
    baseline: floors.isEmpty ? nil : median(floors.map(\.value)))
  for key in ours[0].extra.keys { figure.extra[key] = median(ours.compactMap { $0.extra[key] }) }
  for key in floors.first?.extra.keys ?? [:].keys {
    figure.extra["baseline_\(key)"] = median(floors.compactMap { $0.extra[key] })
  }
  figure.extra["runs"] = Double(ours.count)
  return figure
}

/// Runs workload `id` in `runs` child processes alternating with the C program `floor` (which
/// prints the same id), and returns the medians: value and extra keys, the floor's value as
/// the baseline and its extra keys as `baseline_<key>`.
func compareWithFloor(
  _ id: String, workload: String, floor: String, runs: Int,
  environment: () -> [String: String] = { [:] }
) -> Measurement? {
  let hasFloor = FileManager.default.isExecutableFile(atPath: floor)
  if !hasFloor { warn("\(floor) is missing (make bench builds it): \(id) has no baseline") }
  var ours: [[String: Measurement]] = []
  var floors: [[String: Measurement]] = []
  for _ in 0..<runs {
    if let run = runChild(
      [CommandLine.arguments[0], "--workload", workload], environment: environment())
    {
      ours.append(run)
    }
    if hasFloor, let run = runChild([floor], environment: environment()) { floors.append(run) }
  }
  return summarize(id, runs: ours, baselines: floors)
}

/// Where the runs' user directories go; removed once the figures are written.
func userDirectories() -> URL {
  FileManager.default.temporaryDirectory
    .appendingPathComponent(
      "GtkBenchmarks-homes-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
}

/// XDG_DATA_HOME and XDG_CONFIG_HOME in a new empty directory, for a first launch of the app.
func freshUserDirectories() -> [String: String] {
  let directory = userDirectories().appendingPathComponent(UUID().uuidString, isDirectory: true)
  try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return [
    "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
    "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
  ]
}

/// G5: starts the idle counter, waits for its first frame and a second of settling, then reads
/// its CPU time (/proc/PID/stat) and the number of times each of its threads was scheduled
/// (/proc/PID/task/*/schedstat) before and after `seconds` of idling.
func measureIdle(seconds: Int) -> Measurement? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["--workload", "idle"]
  let pipe = Pipe()
  process.standardOutput = pipe
  do { try process.run() } catch {
    warn("could not start the idle counter: \(error)")
    return nil
  }
  defer {
    process.terminate()
    process.waitUntilExit()
  }
  var output = ""
  while !output.contains("ready") {
    let data = pipe.fileHandleForReading.availableData
    guard !data.isEmpty else {
      warn("the idle counter exited before drawing")
      return nil
    }
    output += String(decoding: data, as: UTF8.self)
  }
  let pid = process.processIdentifier
  sleep(1)
  guard let before = sampleProcess(pid) else { return nil }
  sleep(UInt32(seconds))
  guard let after = sampleProcess(pid) else { return nil }
  let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
  let cpuPercent = Double(after.cpuTicks - before.cpuTicks) / ticksPerSecond / Double(seconds) * 100
  let wakeups = Double(after.timeslices - before.timeslices) / Double(seconds)
  return Measurement(
    value: cpuPercent, unit: "% CPU",
    extra: ["wakeups_per_s": wakeups, "seconds": Double(seconds), "threads": Double(after.threads)])
}

/// CPU time (utime + stime, in clock ticks) of the process, and the timeslices its threads ran.
func sampleProcess(_ pid: Int32) -> (cpuTicks: Int, timeslices: Int, threads: Int)? {
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
    let close = stat.lastIndex(of: ")")
  else { return nil }
  // Fields after the command name, which may hold spaces: state is field 3, utime 14, stime 15.
  let fields = stat[stat.index(after: close)...].split(separator: " ")
  guard fields.count > 13, let utime = Int(fields[11]), let stime = Int(fields[12]) else {
    return nil
  }
  let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
  var timeslices = 0
  for task in tasks {
    guard
      let schedstat = try? String(
        contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8)
    else { continue }
    // run time, wait time, timeslices run
    let parts = schedstat.split(separator: " ")
    if parts.count >= 3, let slices = Int(parts[2].trimmingCharacters(in: .whitespacesAndNewlines))
    {
      timeslices += slices
    }
  }
  return (utime + stime, timeslices, tasks.count)
}
