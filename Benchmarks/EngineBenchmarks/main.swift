import Foundation

// The W workloads of Benchmarks/README.md. Runs each workload in a child process of its own
// (so that peak memory is the workload's own), prints a table and writes `.bench/latest.json`.
//
//   engine-bench                 every workload
//   engine-bench W1,W3           a subset
//   engine-bench --workload W1   one workload, as one JSON line (used by the parent process)

let arguments = CommandLine.arguments.dropFirst()

if arguments.first == "--workload", let id = arguments.dropFirst().first {
  guard let workload = Workloads.all.first(where: { $0.id == id }) else {
    FileHandle.standardError.write("unknown workload \(id)\n".data(using: .utf8)!)
    exit(2)
  }
  let measurement = MainActor.assumeIsolated { workload.run() }
  let data = try JSONEncoder().encode([id: measurement])
  print(String(decoding: data, as: UTF8.self))
  exit(0)
}

let selected = arguments.first.map { Set($0.split(separator: ",").map(String.init)) }
var results: [String: Measurement] = [:]
for (id, _) in Workloads.all where selected?.contains(id) ?? true {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["--workload", id]
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard
    process.terminationStatus == 0,
    let line = String(decoding: output, as: UTF8.self).split(separator: "\n").last,
    let decoded = try? JSONDecoder().decode([String: Measurement].self, from: Data(line.utf8))
  else {
    FileHandle.standardError.write(
      "\(id) failed (status \(process.terminationStatus))\n".data(using: .utf8)!)
    continue
  }
  results.merge(decoded) { $1 }
  if let m = decoded[id] {
    let baseline = m.baseline.map { String(format: "%10.2f", $0) } ?? "         —"
    let ratio = m.ratio.map { String(format: "%8.2f×", $0) } ?? "        —"
    let extra = m.extra.sorted { $0.key < $1.key }
      .map { "\($0.key)=\(String(format: "%.2f", $0.value))" }.joined(separator: " ")
    print(
      "\(id.padding(toLength: 4, withPad: " ", startingAt: 0)) \(String(format: "%10.2f", m.value)) \(m.unit.padding(toLength: 10, withPad: " ", startingAt: 0)) baseline \(baseline) \(ratio)  \(extra)"
    )
  }
}

let directory = URL(fileURLWithPath: ".bench")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
let file = directory.appendingPathComponent("latest.json")
var merged =
  (try? JSONDecoder().decode([String: Measurement].self, from: Data(contentsOf: file))) ?? [:]
merged.merge(results) { $1 }
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
try encoder.encode(merged).write(to: file)
