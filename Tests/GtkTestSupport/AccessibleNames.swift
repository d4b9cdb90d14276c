import Foundation
import Gtk
import XCTest

/// What a screen reader finds in a window: every interactive widget (button, toggle, check
/// box, entry, list row with an action…) with the name it would announce, read over the
/// accessibility bus by `Tests/Scripts/accessible-names.py`, not from what the program set.
public struct AccessibleNames: Decodable, Sendable {
  public struct Widget: Decodable, Sendable, CustomStringConvertible {
    /// The AT-SPI role, such as "push button".
    public let role: String
    /// The accessible name; empty if it has none.
    public let name: String
    /// Where it is in the window's accessible tree.
    public let path: String
    public var description: String { "\(role) \"\(name)\" at \(path)" }
  }

  public let window: String
  /// The interactive widgets found.
  public let checked: [Widget]
  /// Those among them with no name: each is a defect a screen-reader user hits.
  public let unnamed: [Widget]

  /// The names of the interactive widgets of `role`, in tree order.
  public func names(of role: String) -> [String] {
    checked.filter { $0.role == role }.map(\.name)
  }

  /// Reads `window`, which must be presented, while the main loop runs (GTK answers the
  /// script's AT-SPI calls from it). Fails the test and returns nil if it cannot be read.
  @MainActor
  public static func read(
    _ window: Window, file: StaticString = #filePath, line: UInt = #line
  ) throws -> AccessibleNames? {
    try TestEnvironment.requireAccessibilityBus()
    let title = window.title ?? ""
    XCTAssertFalse(title.isEmpty, "the script finds the window by its title", file: file, line: line)
    let script = try HelperProcess(
      TestEnvironment.python,
      [testScript("accessible-names.py"), "\(ProcessInfo.processInfo.processIdentifier)", title, "20"])
    guard let status = script.waitForExit(timeout: .seconds(60), file: file, line: line) else {
      return nil
    }
    guard status == 0 || status == 1 else {
      XCTFail("could not read the window over AT-SPI:\n\(script.transcript)", file: file, line: line)
      return nil
    }
    do {
      return try JSONDecoder().decode(AccessibleNames.self, from: Data(script.standardOutput.utf8))
    } catch {
      XCTFail("unreadable report (\(error)):\n\(script.transcript)", file: file, line: line)
      return nil
    }
  }
}
