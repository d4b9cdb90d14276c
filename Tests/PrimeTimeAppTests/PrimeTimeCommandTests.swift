import Foundation
import XCTest

/// The command line, as a person types it.
final class PrimeTimeCommandTests: XCTestCase {
  /// `--version` prints the metainfo's newest release, and nothing else.
  func testVersionMatchesTheMetainfosNewestRelease() throws {
    let output = try PrimeTimeProcess.run(try PrimeTimeProcess.builtExecutable, ["--version"])
    XCTAssertEqual(output.status, 0)
    let metainfo = try String(
      contentsOf: sourceTreeResources.appendingPathComponent(
        "org.swiftcomposablegtk.PrimeTime.metainfo.xml"),
      encoding: .utf8)
    let release = try XCTUnwrap(metainfo.firstMatch(of: #/<release version="([^"]+)"/#)?.output.1)
    XCTAssertEqual(output.standardOutput, "\(release)\n")
  }

  /// `--help` shows the usage and `--verbose`, and keeps the test-only option out of sight.
  func testHelpListsTheOptions() throws {
    let output = try PrimeTimeProcess.run(try PrimeTimeProcess.builtExecutable, ["--help"])
    XCTAssertEqual(output.status, 0)
    XCTAssertTrue(
      output.standardOutput.contains("USAGE: primetime [--verbose]"), output.standardOutput)
    XCTAssertTrue(output.standardOutput.contains("-v, --verbose"), output.standardOutput)
    XCTAssertFalse(output.standardOutput.contains("print-resource-dir"), output.standardOutput)
  }

  /// An unknown option is refused with a usage error (exit 64), never handed on to GTK.
  func testUnknownOptionIsRefused() throws {
    let output = try PrimeTimeProcess.run(
      try PrimeTimeProcess.builtExecutable, ["--gapplication-service"])
    XCTAssertEqual(output.status, 64)
    XCTAssertTrue(
      output.standardError.contains("Unknown option '--gapplication-service'"), output.standardError
    )
  }

  /// With `--verbose` the favorites file is logged: in GLib's user data directory, which follows
  /// `XDG_DATA_HOME`, in a folder named after the application id.
  func testFavoritesFileFollowsXDGDataHome() throws {
    let output = try PrimeTimeProcess.run(
      try PrimeTimeProcess.builtExecutable, ["--verbose", "--print-resource-dir"],
      environment: ["XDG_DATA_HOME": "/tmp/primetime-data"])
    XCTAssertTrue(
      output.standardError.contains(
        "favorites file: /tmp/primetime-data/org.swiftcomposablegtk.PrimeTime/favorites.json"),
      output.standardError)
  }

  /// Without `--verbose` nothing below info is logged.
  func testDebugMessagesOnlyWithVerbose() throws {
    let output = try PrimeTimeProcess.run(
      try PrimeTimeProcess.builtExecutable, ["--print-resource-dir"])
    XCTAssertEqual(output.standardError, "")
  }
}

/// This clone's `Resources/`.
let sourceTreeResources = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()  // Tests/PrimeTimeAppTests
  .deletingLastPathComponent()  // Tests
  .deletingLastPathComponent()  // the package
  .appendingPathComponent("Resources", isDirectory: true)
