import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

// Long lists written as SwiftUI writes them: a `ForEach` in a `LazyVStack` in a `ScrollView`,
// a `ScrollViewReader` that jumps to an element, a `LazyVGrid` of cells.

private struct Entry: Equatable, Identifiable {
  let id: Int
  var title: String
}

@Reducer
private struct Ledger {
  @ObservableState
  struct State: Equatable {
    var entries = IdentifiedArray(
      uniqueElements: (0..<10_000).map { Entry(id: $0, title: "Entry \($0)") })
  }

  enum Action {
    case rename(id: Int, to: String)
    case insert(Entry, at: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rename(id, title):
        state.entries[id: id]?.title = title
      case let .insert(entry, index):
        state.entries.insert(entry, at: index)
      }
      return .none
    }
  }
}

private struct LedgerView: View {
  let store: StoreOf<Ledger>

  var body: some View {
    ScrollViewReader { proxy in
      VStack {
        Button("Jump to 5000") { proxy.scrollTo(5_000, anchor: .top) }
        ScrollView {
          LazyVStack(alignment: .leading, spacing: 2) {
            Text("Ledger")
            ForEach(store.entries) { entry in
              Text(entry.title)
            }
          }
        }
      }
    }
  }
}

final class LazyStackTests: GtkTestCase {
  @MainActor
  private func makeWindow(_ content: @escaping @MainActor () -> some View) -> Gtk.Window {
    let window = Gtk.Window()
    window.title = "Lazy"
    window.setDefaultSize(width: 360, height: 400)
    window.setContent(content)
    presentAndWaitForFrame(window)
    return window
  }

  @MainActor
  private func labels(in widget: Widget, prefix: String) -> [Gtk.Label] {
    widget.descendants.compactMap { $0 as? Gtk.Label }.filter { $0.text.hasPrefix(prefix) }
  }

  @MainActor
  private func label(_ text: String, in widget: Widget) -> Gtk.Label? {
    widget.descendants.compactMap { $0 as? Gtk.Label }.first { $0.text == text }
  }

  /// 10,000 elements: after the first frame only the rows on screen (and the few GTK keeps
  /// around them) have views; scrolled to the end, the last row is built.
  @MainActor
  func testBuildsOnlyTheRowsGTKShows() async throws {
    try await onMainLoop {
      let store = Store(initialState: Ledger.State()) { Ledger() }
      let bodiesBefore = ViewGraph.bodyRuns
      let window = self.makeWindow { LedgerView(store: store) }
      let list = try XCTUnwrap(window.descendants.compactMap { $0 as? Gtk.ListView }.first)
      let scroller = try XCTUnwrap(list.parent as? ScrolledWindow, "the list scrolls itself")
      let built = self.labels(in: list, prefix: "Entry ").count
      XCTAssertGreaterThan(built, 5)
      XCTAssertLessThan(built, 100, "rows built for 10,000 elements")
      XCTAssertLessThan(ViewGraph.bodyRuns - bodiesBefore, 150, "bodies run to show the window")
      XCTAssertNotNil(self.label("Ledger", in: list), "a view that is not a ForEach is a row")

      let adjustment = scroller.vadjustment
      adjustment.value = adjustment.upper - adjustment.pageSize
      waitUntil("the last row is built") {
        waitForFrame(window)
        adjustment.value = adjustment.upper - adjustment.pageSize
        return self.label("Entry 9999", in: list) != nil
      }
      XCTAssertLessThan(self.labels(in: list, prefix: "Entry ").count, 100)
      XCTAssertNil(self.label("Entry 0", in: list), "rows scrolled away are released")
      window.destroy()
    }
  }

  /// A row follows its element's changes in place, and an insertion elsewhere keeps the
  /// widgets of the rows that stay.
  @MainActor
  func testRowsFollowTheirElementAndSurviveAnInsertion() async throws {
    try await onMainLoop {
      let store = Store(initialState: Ledger.State()) { Ledger() }
      let window = self.makeWindow { LedgerView(store: store) }
      let list = try XCTUnwrap(window.descendants.compactMap { $0 as? Gtk.ListView }.first)
      let third = try XCTUnwrap(self.label("Entry 3", in: list))

      store.send(.rename(id: 3, to: "Three"))
      flushObservations()
      waitForFrame(window)
      XCTAssertEqual(third.text, "Three", "the row's widget shows its element's new title")

      let created = ViewGraph.widgetsCreated
      store.send(.insert(Entry(id: -1, title: "Opening balance"), at: 0))
      flushObservations()
      // The new row's view is built once GTK has laid its slot out on screen.
      waitUntil("the new row is built") {
        waitForFrame(window)
        return self.label("Opening balance", in: list) != nil
      }
      XCTAssertTrue(self.label("Three", in: list) === third, "the row that stays keeps its widget")
      XCTAssertLessThan(ViewGraph.widgetsCreated - created, 10, "widgets built for one insertion")
      window.destroy()
    }
  }

  /// `proxy.scrollTo(5000, anchor: .top)` in a lazy stack builds the element's row and shows
  /// it at the top of the scroll view.
  @MainActor
  func testScrollToAnElementOfALazyStack() async throws {
    try await onMainLoop {
      let store = Store(initialState: Ledger.State()) { Ledger() }
      let window = self.makeWindow { LedgerView(store: store) }
      let list = try XCTUnwrap(window.descendants.compactMap { $0 as? Gtk.ListView }.first)
      let jump = try XCTUnwrap(window.descendants.compactMap { $0 as? Gtk.Button }.first)
      XCTAssertNil(self.label("Entry 5000", in: list))

      jump.emitClicked()
      var bounds: Gtk.Rect?
      waitUntil("entry 5000 is at the top of the list") {
        waitForFrame(window)
        bounds = self.label("Entry 5000", in: list)?.bounds(in: list)
        guard let bounds else { return false }
        return bounds.y >= 0 && bounds.y < 8
      }
      let shown = try XCTUnwrap(bounds)
      XCTAssertLessThanOrEqual(
        shown.y + shown.height, Double(list.allocatedHeight), "inside the viewport")
      XCTAssertLessThan(self.labels(in: list, prefix: "Entry ").count, 100)
      window.destroy()
    }
  }

  /// In a plain `ScrollView`, `scrollTo` sets the scroll view's adjustment from the row's
  /// place: `.center` puts it in the middle, no anchor scrolls the least that shows it.
  @MainActor
  func testScrollToAViewOfAPlainScrollView() async throws {
    try await onMainLoop {
      let window = self.makeWindow {
        ScrollViewReader { proxy in
          VStack {
            HStack {
              Button("Middle") { proxy.scrollTo(80, anchor: .center) }
              Button("Footer") { proxy.scrollTo("footer") }
            }
            ScrollView {
              VStack(spacing: 4) {
                ForEach(0..<100, id: \.self) { line in Text("Line \(line)") }
                Text("The end").id("footer")
              }
            }
          }
        }
      }
      let scroller = try XCTUnwrap(window.descendants.compactMap { $0 as? ScrolledWindow }.first)
      let buttons = window.descendants.compactMap { $0 as? Gtk.Button }
      let line = try XCTUnwrap(self.label("Line 80", in: scroller))

      buttons[0].emitClicked()
      waitForFrame(window)
      let bounds = try XCTUnwrap(line.bounds(in: scroller))
      let middle = Double(scroller.allocatedHeight) / 2
      XCTAssertEqual(bounds.y + bounds.height / 2, middle, accuracy: 1, "line 80 is in the middle")

      buttons[1].emitClicked()
      waitForFrame(window)
      let end = try XCTUnwrap(self.label("The end", in: scroller)?.bounds(in: scroller))
      XCTAssertEqual(
        end.y + end.height, Double(scroller.allocatedHeight), accuracy: 1,
        "the footer at the bottom edge: scrolled the least that shows it")
      window.destroy()
    }
  }

  /// A `LazyVGrid` of three flexible columns is a grid view of exactly three columns, and builds
  /// only the cells on screen; an adaptive column fits as many as its minimum width allows.
  @MainActor
  func testLazyGridLaysOutItsColumns() async throws {
    try await onMainLoop {
      let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
      let window = self.makeWindow {
        ScrollView {
          LazyVGrid(columns: columns, spacing: 8) {
            ForEach(0..<3_000, id: \.self) { cell in
              Label("Cell \(cell)", systemImage: "star")
            }
          }
        }
      }
      let grid = try XCTUnwrap(window.descendants.compactMap { $0 as? GridView }.first)
      XCTAssertEqual(grid.minColumns, 3)
      XCTAssertEqual(grid.maxColumns, 3)
      XCTAssertTrue(grid.parent is ScrolledWindow, "the grid scrolls itself")
      XCTAssertLessThan(self.labels(in: grid, prefix: "Cell ").count, 100, "cells built of 3,000")
      let places = try (0..<4).map { cell in
        try XCTUnwrap(self.label("Cell \(cell)", in: grid)?.bounds(in: grid))
      }
      XCTAssertLessThan(places[0].x, places[1].x)
      XCTAssertLessThan(places[1].x, places[2].x)
      XCTAssertGreaterThan(places[3].y, places[0].y, "the fourth cell starts the second row")
      try self.screenshot(window, "lazy-grid")
      window.destroy()

      let adaptive = self.makeWindow {
        ScrollView {
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
            ForEach(0..<100, id: \.self) { cell in Text("Tile \(cell)") }
          }
        }
      }
      let tiles = try XCTUnwrap(adaptive.descendants.compactMap { $0 as? GridView }.first)
      let firstRow = Set(
        self.labels(in: tiles, prefix: "Tile ").compactMap { label in
          label.bounds(in: tiles).flatMap { $0.y < 20 ? Int($0.x) : nil }
        })
      // 360 pixels of window hold three cells of at least 100 pixels and their margins.
      XCTAssertEqual(firstRow.count, 3, "tiles in the first row")
      adaptive.destroy()
    }
  }

  /// `ScrollView(.horizontal) { LazyHStack { … } }` is a horizontal list that builds the
  /// columns on screen.
  @MainActor
  func testLazyHStackScrollsSideways() async throws {
    try await onMainLoop {
      let window = self.makeWindow {
        ScrollView(.horizontal) {
          LazyHStack(spacing: 12) {
            ForEach(0..<10_000, id: \.self) { day in Text("Day \(day)") }
          }
        }
      }
      let list = try XCTUnwrap(window.descendants.compactMap { $0 as? Gtk.ListView }.first)
      XCTAssertEqual(list.orientation, .horizontal)
      let days = self.labels(in: list, prefix: "Day ")
      XCTAssertGreaterThan(days.count, 2)
      XCTAssertLessThan(days.count, 100)
      let first = try XCTUnwrap(self.label("Day 0", in: list)?.bounds(in: list))
      let second = try XCTUnwrap(self.label("Day 1", in: list)?.bounds(in: list))
      XCTAssertGreaterThanOrEqual(second.x, first.x + first.width + 12, "12 pixels apart")
      window.destroy()
    }
  }

  /// A screen reader reaches the controls of the lazy rows built on screen, by their names.
  @MainActor
  func testLazyRowsControlsAreOnTheAccessibilityBus() async throws {
    try TestEnvironment.requireAccessibilityBus()
    try await onMainLoop {
      let window = self.makeWindow {
        ScrollView {
          LazyVStack {
            Text("Inbox")
            ForEach(0..<1_000, id: \.self) { message in
              Button("Open message \(message)") {}
            }
          }
        }
      }
      window.title = "Lazy stack — \(#function)"
      try assertEveryControlIsReachable(window, "a lazy stack of buttons")
      window.destroy()
    }
  }
}
