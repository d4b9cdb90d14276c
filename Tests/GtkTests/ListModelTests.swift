import Gtk
import GtkTestSupport
import XCTest

final class ListModelTests: GtkTestCase {
  /// Each mutation reports exactly the range it touched.
  @MainActor
  func testMutationsReportSmallestItemsChangedRanges() async throws {
    try await onMainLoop {
      let model = ListModel(Array(0..<10))
      var changes: [[Int]] = []
      model.onItemsChanged { changes.append([$0, $1, $2]) }
      model.insert(100, at: 3)
      model.remove(at: 0)
      model.update(7, at: 5)
      model.append(contentsOf: [11, 12])
      model.removeSubrange(2..<4)
      model.move(from: 0, to: 4)
      model.replaceSubrange(1..<1, with: EmptyCollection())
      XCTAssertEqual(
        changes,
        [
          [3, 0, 1], [0, 1, 0], [5, 1, 1], [10, 0, 2], [2, 2, 0], [0, 1, 0], [4, 0, 1],
        ])
      XCTAssertEqual(model.elements, [2, 4, 7, 6, 1, 7, 8, 9, 11, 12])
    }
  }

  /// A list view shown over a model survives moves in both directions: each of the two
  /// `items-changed` of a move is emitted with the model already showing its result.
  @MainActor
  func testMovesKeepAListViewConsistent() async throws {
    try await onMainLoop {
      let model = ListModel((0..<20).map { "row \($0)" })
      let (window, _, labels) = makeList(model)
      presentAndWaitForFrame(window)
      model.move(from: 0, to: 19)
      model.move(from: 18, to: 1)
      model.move(from: 5, to: 6)
      waitForFrame(window)
      XCTAssertEqual(model.elements.first, "row 1")
      XCTAssertEqual(model.elements[1], "row 19")
      XCTAssertEqual(model.elements.last, "row 0")
      waitUntil("the moved row is shown") { labels.contains { $0.text == "row 19" } }
      window.destroy()
    }
  }

  /// GTK reads the Swift elements through the GListModel interface.
  @MainActor
  func testRowsShowSwiftElements() async throws {
    try await onMainLoop {
      let model = ListModel(["two", "three", "five"])
      let (window, factory, labels) = makeList(model)
      presentAndWaitForFrame(window)
      XCTAssertEqual(factory.rowsCreated, 3)
      XCTAssertEqual(Set(labels.map(\.text)), ["two", "three", "five"])
      model.update("seven", at: 1)
      waitUntil("the updated row is bound again") { labels.contains { $0.text == "seven" } }
      window.destroy()
    }
  }

  /// Inserting one element into 10,000 builds O(1) row widgets, whether the new row is in view
  /// or not.
  @MainActor
  func testOneInsertionIntoTenThousandCreatesConstantRows() async throws {
    try await onMainLoop {
      let model = ListModel((0..<10_000).map { "row \($0)" })
      let (window, factory, labels) = makeList(model)
      presentAndWaitForFrame(window)
      let initialRows = factory.rowsCreated
      XCTAssertGreaterThan(initialRows, 0)
      // GTK 4.8 keeps up to about 200 row widgets around the visible area, whatever the length.
      XCTAssertLessThanOrEqual(initialRows, 250, "rows are built near the view, not for all 10,000")

      var created = factory.rowsCreated
      var bound = factory.rowsBound
      model.insert("new in view", at: 0)
      waitUntil("the new row is bound") { labels.contains { $0.text == "new in view" } }
      waitForFrame(window)
      XCTAssertLessThanOrEqual(factory.rowsCreated - created, 1, "one insertion in view")
      // GTK 4.8 binds again every built row whose position shifted (a plain-C GtkStringList
      // does the same): bounded by the rows it keeps built, not by the model's length.
      XCTAssertLessThanOrEqual(factory.rowsBound - bound, initialRows, "one insertion in view")

      created = factory.rowsCreated
      bound = factory.rowsBound
      model.insert("new out of view", at: 5_000)
      waitForFrame(window)
      XCTAssertEqual(factory.rowsCreated - created, 0, "one insertion out of view")
      XCTAssertEqual(factory.rowsBound - bound, 0, "one insertion out of view")
      XCTAssertEqual(model.count, 10_002)
      window.destroy()
    }
  }
}

/// A list view in a scrolled 240x300 window; the labels it binds are tracked.
@MainActor
private func makeList(_ model: ListModel<String>)
  -> (Window, RowFactory<Label>, BoundLabels)
{
  let labels = BoundLabels()
  let factory = RowFactory<Label>(
    setup: { item in
      let label = Label()
      item.setChild(label)
      return label
    },
    bind: { item, label in
      label.text = model.element(of: item) ?? "?"
      labels.insert(ObjectIdentifier(label), label)
    },
    unbind: { _, label in labels.remove(ObjectIdentifier(label)) })
  let scroller = ScrolledWindow()
  scroller.setChild(ListView(model: model, factory: factory))
  let window = Window()
  window.setDefaultSize(width: 240, height: 300)
  window.setChild(scroller)
  return (window, factory, labels)
}

/// The labels that are bound now, keyed by identity.
@MainActor
final class BoundLabels {
  private var labels: [ObjectIdentifier: Label] = [:]
  func insert(_ id: ObjectIdentifier, _ label: Label) { labels[id] = label }
  func remove(_ id: ObjectIdentifier) { labels[id] = nil }
  func contains(where predicate: (Label) -> Bool) -> Bool {
    labels.values.contains(where: predicate)
  }
  func map<T>(_ transform: (Label) -> T) -> [T] { labels.values.map(transform) }
}

/// Waits for the next frame of `window` after now.
@MainActor
func waitForFrame(_ window: Window, file: StaticString = #filePath, line: UInt = #line) {
  let clock = window.frameClock!
  let painted = Shared(false)
  let handler = clock.onAfterPaint { painted.value = true }
  window.queueDraw()
  waitUntil("a frame is drawn", file: file, line: line) { painted.value }
  clock.disconnect(handler)
}
