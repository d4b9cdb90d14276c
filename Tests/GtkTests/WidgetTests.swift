import Gtk
import GtkTestSupport
import XCTest

final class WidgetTests: GtkTestCase {
  /// A click emitted on "+" runs the handler, which updates the label, and a frame shows it.
  @MainActor
  func testClickingPlusUpdatesLabel() async throws {
    try await onMainLoop {
      let counter = CounterWindowForTests()
      var count = 0
      counter.plus.onClicked { [unowned counter] in
        count += 1
        counter.count.text = "\(count)"
      }
      presentAndWaitForFrame(counter.window)
      counter.plus.emitClicked()
      counter.plus.emitClicked()
      XCTAssertEqual(counter.count.text, "2")
      waitForFrame(counter.window)
      counter.window.destroy()
    }
  }

  /// Common widget properties round-trip through GTK.
  @MainActor
  func testWidgetProperties() async throws {
    try await onMainLoop {
      let label = Label("a")
      label.text = "b"
      label.wraps = true
      label.isSelectable = true
      label.xalign = 0
      XCTAssertEqual(label.text, "b")
      XCTAssertTrue(label.wraps && label.isSelectable)
      XCTAssertEqual(label.xalign, 0)
      label.setMarkup("<b>bold</b>")
      XCTAssertEqual(label.text, "bold")
      label.addCSSClass("title-1")
      XCTAssertTrue(label.hasCSSClass("title-1"))
      label.removeCSSClass("title-1")
      XCTAssertFalse(label.hasCSSClass("title-1"))
      label.tooltipText = "tip"
      label.name = "count"
      label.hexpand = true
      label.isSensitive = false
      XCTAssertEqual(label.tooltipText, "tip")
      XCTAssertEqual(label.name, "count")
      XCTAssertTrue(label.hexpand)
      XCTAssertFalse(label.isSensitive)

      let button = Button(iconName: "list-add-symbolic")
      XCTAssertEqual(button.iconName, "list-add-symbolic")
      button.label = "Add"
      XCTAssertEqual(button.label, "Add")

      let spinner = Spinner()
      spinner.isSpinning = true
      XCTAssertTrue(spinner.isSpinning)

      let image = Image(iconName: "starred-symbolic")
      image.pixelSize = 24
      XCTAssertEqual(image.iconName, "starred-symbolic")
      XCTAssertEqual(image.pixelSize, 24)

      let box = Box(.horizontal, spacing: 4)
      box.spacing = 8
      box.isHomogeneous = true
      XCTAssertEqual(box.spacing, 8)
      XCTAssertTrue(box.isHomogeneous)
    }
  }

  /// Entries report typed text and Enter; search entries report their text too.
  @MainActor
  func testEntriesReportTextAndActivation() async throws {
    try await onMainLoop {
      let entry = Entry(placeholder: "Name")
      XCTAssertEqual(entry.placeholderText, "Name")
      var activations = 0
      entry.onActivate { activations += 1 }
      entry.emitActivate()
      XCTAssertEqual(activations, 1)
      entry.maxLength = 3
      entry.text = "abcdef"
      XCTAssertEqual(entry.text, "abc")

      let search = SearchEntry(placeholder: "Search")
      var changes: [String] = []
      search.onChanged { changes.append($0) }
      search.text = "7"
      XCTAssertEqual(search.text, "7")
      XCTAssertEqual(changes.last, "7")
      var searched: [String] = []
      search.setSearchDelay(milliseconds: 0)
      search.onSearchChanged { searched.append($0) }
      search.text = "11"
      waitUntil("search-changed fires") { searched.last == "11" }
    }
  }

  /// A stack shows the page it is told to, and reports page changes.
  @MainActor
  func testStackSwitchesPages() async throws {
    try await onMainLoop {
      let stack = Stack()
      stack.addTitled(Label("one"), name: "counter", title: "Counter")
      stack.addTitled(Label("two"), name: "favorites", title: "Favorites")
      let switcher = StackSwitcher(stack: stack)
      let box = Box(.vertical)
      box.append(switcher)
      box.append(stack)
      let window = Window()
      window.setChild(box)
      presentAndWaitForFrame(window)
      var seen: [String?] = []
      stack.onVisibleChildChanged { seen.append($0) }
      XCTAssertEqual(stack.visibleChildName, "counter")
      stack.visibleChildName = "favorites"
      XCTAssertEqual(stack.visibleChildName, "favorites")
      XCTAssertEqual(seen, ["favorites"])
      window.destroy()
    }
  }

  /// A list box reports activated and selected rows by index.
  @MainActor
  func testListBoxRows() async throws {
    try await onMainLoop {
      let list = ListBox()
      for title in ["a", "b", "c"] { list.append(Label(title)) }
      XCTAssertEqual(list.rowCount, 3)
      var activated: [Int32] = []
      var selected: [Int32?] = []
      list.onRowActivated { activated.append($0) }
      list.onRowSelected { selected.append($0) }
      list.emitRowActivated(at: 2)
      XCTAssertEqual(activated, [2])
      list.selectedRowIndex = 1
      XCTAssertEqual(list.selectedRowIndex, 1)
      list.selectedRowIndex = nil
      XCTAssertEqual(selected, [1, nil])
      list.removeRow(at: 0)
      XCTAssertEqual(list.rowCount, 2)
      list.selectionMode = .none
      XCTAssertEqual(list.selectionMode, .none)
    }
  }
}
