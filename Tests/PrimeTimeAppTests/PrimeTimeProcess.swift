import Foundation
import XCTest

/// Runs the `primetime` that `swift build` put beside this test bundle and collects its output.
struct PrimeTimeProcess {
  struct Output {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The built executable: in the same folder as the test bundle.
  static var builtExecutable: URL {
    get throws {
      let folder = try XCTUnwrap(Bundle.main.executableURL).deletingLastPathComponent()
      let executable = folder.appendingPathComponent("primetime")
      guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        throw MissingExecutable(folder: folder)
      }
      return executable
    }
  }

  /// Runs `executable` with `arguments`, in the test's environment without
  /// `PRIMETIME_DATA_DIR` and with `environment` added.
  static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:]
  ) throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var inherited = ProcessInfo.processInfo.environment
    inherited["PRIMETIME_DATA_DIR"] = nil
    process.environment = inherited.merging(environment) { $1 }
    let standardOutput = Pipe()
    let standardError = Pipe()
    process.standardOutput = standardOutput
    process.standardError = standardError
    try process.run()
    // Read before waiting: a full pipe would otherwise block the child forever.
    let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
    let error = standardError.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus,
      standardOutput: String(decoding: output, as: UTF8.self),
      standardError: String(decoding: error, as: UTF8.self))
  }
}

/// `swift build --build-tests` and `swift test` build every product; a test run without them
/// cannot check the app.
struct MissingExecutable: Error, CustomStringConvertible {
  let folder: URL
  var description: String {
    "no primetime in \(folder.path); build it with `swift build --product primetime`"
  }
}
