import Gtk
import GtkTestSupport
import XCTest

/// The value controls and the grid: values round-trip through GTK, signals report changes,
/// and a blocked handler does not hear the program's own write.
final class ValueControlTests: GtkTestCase {
  @MainActor
  func testGridPlacesChildrenInCells() async throws {
    try await onMainLoop {
      let grid = Grid(rowSpacing: 4, columnSpacing: 8)
      XCTAssertEqual(grid.rowSpacing, 4)
      XCTAssertEqual(grid.columnSpacing, 8)
      let name = Label("Name")
      let value = Label("Value")
      let wide = Label("wide")
      grid.attach(name, column: 0, row: 0)
      grid.attach(value, column: 1, row: 0)
      grid.attach(wide, column: 0, row: 1, width: 2)
      XCTAssertEqual(grid.child(column: 1, row: 0)?.gobjectPointer, value.gobjectPointer)
      XCTAssertEqual(grid.child(column: 1, row: 1)?.gobjectPointer, wide.gobjectPointer)
      XCTAssertNil(grid.child(column: 2, row: 0))
      grid.remove(value)
      XCTAssertNil(grid.child(column: 1, row: 0))
      let window = Window()
      window.setChild(grid)
      presentAndWaitForFrame(window)
      XCTAssertEqual(window.descendants.compactMap { $0 as? Grid }.count, 1)
      window.destroy()
    }
  }

  @MainActor
  func testSpinButtonClampsStepsAndReportsChanges() async throws {
    try await onMainLoop {
      let spin = SpinButton(range: 0...10, step: 2, digits: 1)
      XCTAssertEqual(spin.range, 0...10)
      XCTAssertEqual(spin.step, 2)
      XCTAssertEqual(spin.digits, 1)
      var seen: [Double] = []
      let changed = spin.onValueChanged { seen.append($0) }
      spin.value = 3
      spin.spin(up: true)
      spin.spin(up: false)
      spin.value = 42
      XCTAssertEqual(spin.value, 10, "clamped to the range")
      XCTAssertEqual(seen, [3, 5, 3, 10])
      spin.withBlocked(changed) { spin.value = 1 }
      XCTAssertEqual(seen.count, 4, "a blocked handler does not hear the write")
      spin.range = 0...100
      spin.value = 42
      XCTAssertEqual(spin.value, 42)
      let window = Window()
      window.setChild(spin)
      presentAndWaitForFrame(window)
      XCTAssertEqual(window.descendants.compactMap { $0 as? SpinButton }.count, 1)
      window.destroy()
    }
  }

  @MainActor
  func testSwitchAndCheckButtonReportToggles() async throws {
    try await onMainLoop {
      let toggle = Switch()
      XCTAssertFalse(toggle.isActive)
      var switches: [Bool] = []
      let switched = toggle.onActiveChanged { switches.append($0) }
      toggle.isActive = true
      toggle.isActive = true
      toggle.isActive = false
      XCTAssertEqual(switches, [true, false], "only changes are reported")
      toggle.withBlocked(switched) { toggle.isActive = true }
      XCTAssertEqual(switches.count, 2)
      XCTAssertTrue(toggle.isActive)

      let check = CheckButton(label: "Done")
      XCTAssertEqual(check.label, "Done")
      XCTAssertNil(CheckButton().label)
      var checks: [Bool] = []
      let toggled = check.onToggled { checks.append($0) }
      check.isActive = true
      check.isActive = false
      XCTAssertEqual(checks, [true, false])
      check.withBlocked(toggled) { check.isActive = true }
      XCTAssertEqual(checks.count, 2)
      check.label = "Finished"
      XCTAssertEqual(check.label, "Finished")

      let box = Box(.vertical)
      box.append(toggle)
      box.append(check)
      let window = Window()
      window.setChild(box)
      presentAndWaitForFrame(window)
      XCTAssertEqual(window.descendants.compactMap { $0 as? Switch }.count, 1)
      XCTAssertEqual(window.descendants.compactMap { $0 as? CheckButton }.count, 1)
      window.destroy()
    }
  }

  @MainActor
  func testProgressBarFractionAndText() async throws {
    try await onMainLoop {
      let bar = ProgressBar()
      XCTAssertEqual(bar.fraction, 0)
      bar.fraction = 0.4
      XCTAssertEqual(bar.fraction, 0.4)
      bar.fraction = 2
      XCTAssertEqual(bar.fraction, 1, "GTK clamps it")
      XCTAssertFalse(bar.showsText)
      bar.showsText = true
      bar.text = "Copying"
      XCTAssertTrue(bar.showsText)
      XCTAssertEqual(bar.text, "Copying")
      bar.text = nil
      XCTAssertNil(bar.text)
      let window = Window()
      window.setChild(bar)
      presentAndWaitForFrame(window)
      window.destroy()
    }
  }
}
