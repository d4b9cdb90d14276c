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
    /// What a screen reader reads after the name (GTK's accessible description); empty if none.
    public let accessibleDescription: String

    enum CodingKeys: String, CodingKey {
      case role, name, path
      case accessibleDescription = "description"
    }
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
  /// Widgets of the AT-SPI roles in `alsoReporting` ("column header", "label") are reported
  /// too, interactive or not.
  @MainActor
  public static func read(
    _ window: Window, alsoReporting roles: [String] = [], file: StaticString = #filePath,
    line: UInt = #line
  ) throws -> AccessibleNames? {
    try TestEnvironment.requireAccessibilityBus()
    let title = window.title ?? ""
    XCTAssertFalse(
      title.isEmpty, "the script finds the window by its title", file: file, line: line)
    let script = try HelperProcess(
      TestEnvironment.python,
      [
        testScript("accessible-names.py"), "\(ProcessInfo.processInfo.processIdentifier)", title,
        "20",
      ]
        + (roles.isEmpty ? [] : [roles.joined(separator: ",")]))
    guard let status = script.waitForExit(timeout: .seconds(60), file: file, line: line) else {
      return nil
    }
    guard status == 0 || status == 1 else {
      XCTFail(
        "could not read the window over AT-SPI:\n\(script.transcript)", file: file, line: line)
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

/// Compares what a screen reader finds in a window with what the window shows: every control
/// on screen in the widget tree (``Gtk/Widget/isUserControl``: buttons, check buttons,
/// switches, entries, spin buttons) must be on the accessibility bus with the name its label
/// shows (the accessible label of an icon-only one), and nothing else: a control missing over
/// AT-SPI, one that is not on screen but is there (GTK 4.8 reports every control on the bus as
/// visible, so a screen reader announces it), or one named otherwise than it reads, fails.
///
/// The names expected are those of buttons with a text label or an accessible label; the
/// others (a navigation link's custom child, a window's title buttons) are counted only.
@MainActor
public func assertEveryControlIsReachable(
  _ window: Window, _ what: String, file: StaticString = #filePath, line: UInt = #line
) throws {
  guard let names = try AccessibleNames.read(window, file: file, line: line) else { return }
  // A spin button's own "+" and "−" are parts of the spin button, which GTK exposes alone.
  let controls = ([window] + window.descendants).filter {
    $0.isMapped && $0.isUserControl && !$0.isInsideSpinButton
  }
  let showing = names.checked.filter { controlRoles.contains($0.role) }
  XCTAssertEqual(
    showing.count, controls.count,
    """
    \(what): \(controls.count) controls on screen, \(showing.count) over AT-SPI
    widgets: \(controls.map { $0.userControlName ?? "(\(type(of: $0)))" })
    AT-SPI: \(showing.map(\.description))
    """, file: file, line: line)
  let expected = controls.compactMap(\.userControlName).sorted()
  let found = Set(showing.map(\.name))
  let missing = expected.filter { !found.contains($0) }
  XCTAssertEqual(
    missing, [],
    "\(what): controls a screen reader cannot find by the name they show; "
      + "AT-SPI has \(showing.map(\.description))", file: file, line: line)
}

/// The AT-SPI roles of the controls ``Gtk/Widget/isUserControl`` counts.
private let controlRoles: Set<String> = [
  "push button", "toggle button", "page tab", "check box", "radio button", "entry",
  "password text", "spin button", "switch", "text",
]

extension Widget {
  @MainActor
  fileprivate var isInsideSpinButton: Bool {
    var current = parent
    while let widget = current {
      if widget is SpinButton { return true }
      current = widget.parent
    }
    return false
  }

  /// The name a control reads as: a button's label without its mnemonic underline, or the
  /// accessible label given to it; `nil` for other controls.
  @MainActor
  fileprivate var userControlName: String? {
    if let button = self as? Gtk.Button {
      if let label = button.label { return label.replacingOccurrences(of: "_", with: "") }
      return button.accessibleLabel
    }
    return accessibleLabel
  }
}
