import ComposableArchitecture
import CounterExample
import Gtk
import GtkTestSupport
import XCTest

/// Every interactive widget has a name a screen reader can announce, read as Orca reads it:
/// over the accessibility bus (AT-SPI), from a separate process, while the window runs. GTK 4.8
/// has no public getter for the name it computes, and what the program set proves nothing
/// about what GTK exposes. `make test` runs these with GTK_A11Y=atspi inside a private session
/// bus, where dbus starts the accessibility bus (at-spi2-core) on demand.
final class AccessibilityTests: GtkTestCase {
  /// The counter window: its three buttons are named by their labels, and nothing a user can
  /// operate (header-bar controls included) is unnamed.
  @MainActor
  func testCounterWindowNamesEveryInteractiveWidget() async throws {
    try TestEnvironment.requireAccessibilityBus()
    try await onMainLoop {
      let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
      let view = CounterWindow(window: Window(), store: store)
      view.window.title = "Counter — \(#function)"  // no other window of this process has it
      presentAndWaitForFrame(view.window)
      defer { view.window.destroy() }

      try assertEveryControlIsReachable(view.window, "the counter window")
      guard let names = try AccessibleNames.read(view.window) else { return }
      XCTAssertEqual(names.unnamed.map(\.description), [], "interactive widgets with no name")
      for label in ["−", "+", "+1 later"] {
        XCTAssertTrue(
          names.names(of: "push button").contains(label),
          "no push button named \(label) over AT-SPI: \(names.checked)")
      }
    }
  }

  /// The check catches what it is for: an icon-only button has no name until it is given one,
  /// and `accessibleLabel` gives it one that reaches the accessibility bus.
  @MainActor
  func testIconOnlyButtonIsUnnamedUntilGivenAnAccessibleLabel() async throws {
    try TestEnvironment.requireAccessibilityBus()
    try await onMainLoop {
      let window = Window()
      window.title = "Icon buttons — \(#function)"
      let labelled = Button(label: "Save")
      let iconOnly = Button(iconName: "list-add-symbolic")
      let box = Box(.horizontal, spacing: 6)
      box.append(labelled)
      box.append(iconOnly)
      window.setChild(box)
      presentAndWaitForFrame(window)
      defer { window.destroy() }

      guard let before = try AccessibleNames.read(window) else { return }
      // GTK 4.8 names it after its child's type ("GtkImage"): no name a user could use.
      XCTAssertEqual(before.names(of: "push button").first, "Save", "\(before.checked)")
      XCTAssertEqual(before.unnamed.count, 1, "the icon-only button is reported: \(before.unnamed)")
      XCTAssertEqual(before.unnamed.first?.role, "push button")

      iconOnly.accessibleLabel = "Add"
      XCTAssertEqual(iconOnly.accessibleLabel, "Add")
      guard let after = try AccessibleNames.read(window) else { return }
      // A window that draws its own decorations (client-side, the "csd" style class: on
      // Wayland, where weston draws none; not under Xvfb, which cannot composite) has a title
      // bar with a Close button of its own, after the content.
      let decoration = window.hasCSSClass("csd") ? ["Close"] : []
      XCTAssertEqual(
        after.names(of: "push button"), ["Save", "Add"] + decoration, "\(after.checked)")
      XCTAssertEqual(after.unnamed.map(\.description), [])

      iconOnly.accessibleLabel = nil
      guard let reset = try AccessibleNames.read(window) else { return }
      XCTAssertEqual(reset.unnamed.count, 1, "resetting the label leaves the button unnamed again")
    }
  }
}
