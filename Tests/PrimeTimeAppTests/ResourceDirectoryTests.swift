import Foundation
import XCTest

/// Where `primetime` finds its style sheet, asked with its hidden `--print-resource-dir`.
final class ResourceDirectoryTests: XCTestCase {
  private var scratch: URL!

  override func setUpWithError() throws {
    scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("primetime-resources-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: scratch)
  }

  private func resourceDirectory(
    of executable: URL, environment: [String: String] = [:]
  ) throws -> PrimeTimeProcess.Output {
    try PrimeTimeProcess.run(executable, ["--print-resource-dir"], environment: environment)
  }

  /// A copy of the binary laid out as `make install` lays it out: `prefix/bin/primetime` and
  /// `prefix/share/primetime/style.css`.
  private func install(styleSheet: Bool = true) throws -> URL {
    let bin = scratch.appendingPathComponent("prefix/bin", isDirectory: true)
    let share = scratch.appendingPathComponent("prefix/share/primetime", isDirectory: true)
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
    let executable = bin.appendingPathComponent("primetime")
    try FileManager.default.copyItem(at: try PrimeTimeProcess.builtExecutable, to: executable)
    if styleSheet {
      try Data(".prime-count {}\n".utf8).write(to: share.appendingPathComponent("style.css"))
    }
    return executable
  }

  /// The built binary has no `share/primetime` beside it: the clone's `Resources/` is used.
  func testBuiltBinaryUsesTheSourceTree() throws {
    let output = try resourceDirectory(of: try PrimeTimeProcess.builtExecutable)
    XCTAssertEqual(output.status, 0)
    XCTAssertEqual(output.standardOutput, "\(sourceTreeResources.path)\n")
  }

  /// An installed binary reads `../share/primetime`, before the source tree that also exists.
  func testInstalledBinaryUsesShareBesideIt() throws {
    let output = try resourceDirectory(of: try install())
    XCTAssertEqual(output.standardOutput, "\(scratch.path)/prefix/share/primetime\n")
  }

  /// A symbolic link to the installed binary (as in `/usr/local/bin` to `/opt/…/bin`) is
  /// followed to the binary's own prefix.
  func testSymbolicLinkIsFollowed() throws {
    let installed = try install()
    let link = scratch.appendingPathComponent("primetime-link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: installed)
    let output = try resourceDirectory(of: link)
    XCTAssertEqual(output.standardOutput, "\(scratch.path)/prefix/share/primetime\n")
  }

  /// A `share/primetime` without a style sheet is passed over for the next place.
  func testInstalledDirectoryWithoutStyleSheetIsSkipped() throws {
    let output = try resourceDirectory(of: try install(styleSheet: false))
    XCTAssertEqual(output.standardOutput, "\(sourceTreeResources.path)\n")
  }

  /// `PRIMETIME_DATA_DIR` wins, even over an installed directory and even without a style
  /// sheet in it: an explicit choice is reported when wrong, not quietly replaced.
  func testOverrideWins() throws {
    let override = scratch.appendingPathComponent("elsewhere").path
    let output = try resourceDirectory(
      of: try install(), environment: ["PRIMETIME_DATA_DIR": override])
    XCTAssertEqual(output.standardOutput, "\(override)\n")
  }

  /// An empty `PRIMETIME_DATA_DIR` counts as unset.
  func testEmptyOverrideIsIgnored() throws {
    let output = try resourceDirectory(of: try install(), environment: ["PRIMETIME_DATA_DIR": ""])
    XCTAssertEqual(output.standardOutput, "\(scratch.path)/prefix/share/primetime\n")
  }
}
