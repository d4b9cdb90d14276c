import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

// A table written as SwiftUI + TCA write one: the feature keeps the sort order and the
// selection in its state, bound with `$store`, and sorts its rows in its reducer.

private struct Planet: Equatable, Identifiable {
  let id: Int
  var name: String
  var moons: Int
}

@Reducer
private struct Catalog {
  @ObservableState
  struct State: Equatable {
    var planets: IdentifiedArrayOf<Planet> = [
      Planet(id: 1, name: "Mercury", moons: 0),
      Planet(id: 2, name: "Venus", moons: 0),
      Planet(id: 3, name: "Earth", moons: 1),
      Planet(id: 4, name: "Mars", moons: 2),
      Planet(id: 5, name: "Jupiter", moons: 95),
      Planet(id: 6, name: "Saturn", moons: 146),
    ]
    var sortOrder: [KeyPathComparator<Planet>] = []
    var selection: Set<Planet.ID> = []
    var selectedID: Planet.ID?
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case rename(id: Planet.ID, to: String)
    case insert(Planet, at: Int)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.sortOrder) { _, sortOrder in
        Reduce { state, _ in
          if !sortOrder.isEmpty {
            state.planets = IdentifiedArray(uniqueElements: state.planets.sorted(using: sortOrder))
          }
          return .none
        }
      }
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case let .rename(id, name):
        state.planets[id: id]?.name = name
        return .none
      case let .insert(planet, index):
        state.planets.insert(planet, at: index)
        return .none
      }
    }
  }
}

/// Sortable, several rows selectable.
private struct CatalogView: View {
  @Bindable var store: StoreOf<Catalog>

  var body: some View {
    Table(store.planets, selection: $store.selection, sortOrder: $store.sortOrder) {
      TableColumn("Name", value: \.name)
      TableColumn("Moons", value: \.moons) { planet in
        Text("\(planet.moons)")
      }
      TableColumn("Notes") { planet in
        Text(planet.moons > 50 ? "giant" : "rocky")
      }
      .width(80)
    }
  }
}

/// One row selectable, not sortable.
private struct PickerView: View {
  @Bindable var store: StoreOf<Catalog>

  var body: some View {
    Table(store.planets, selection: $store.selectedID) {
      TableColumn("Name", value: \.name)
      TableColumn("Moons") { planet in Text("\(planet.moons)") }
    }
  }
}

@Reducer
private struct Ledger {
  @ObservableState
  struct State: Equatable {
    var entries = (0..<10_000).map { LedgerEntry(id: $0, title: "Entry \($0)") }
  }

  enum Action {
    case rename(id: Int, to: String)
    case insert(LedgerEntry, at: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rename(id, title):
        if let index = state.entries.firstIndex(where: { $0.id == id }) {
          state.entries[index].title = title
        }
      case let .insert(entry, index):
        state.entries.insert(entry, at: index)
      }
      return .none
    }
  }
}

private struct LedgerEntry: Equatable, Identifiable {
  let id: Int
  var title: String
}

private struct LedgerView: View {
  let store: StoreOf<Ledger>

  var body: some View {
    Table(store.entries) {
      TableColumn("Title", value: \.title)
      TableColumn("Number") { entry in Text("#\(entry.id)") }
    }
  }
}

final class TableTests: GtkTestCase {
  @MainActor
  private func makeWindow(
    _ title: String, width: Int32 = 420, height: Int32 = 360,
    _ content: @escaping @MainActor () -> some View
  ) -> (Gtk.Window, ColumnView) {
    let window = Gtk.Window()
    window.title = title
    window.setDefaultSize(width: width, height: height)
    window.setContent(content)
    presentAndWaitForFrame(window)
    let view = window.descendants.compactMap { $0 as? ColumnView }.first!
    return (window, view)
  }

  @MainActor
  private func labels(in widget: Widget, prefix: String = "") -> [Gtk.Label] {
    widget.descendants.compactMap { $0 as? Gtk.Label }.filter { $0.text.hasPrefix(prefix) }
  }

  @MainActor
  private func label(_ text: String, in widget: Widget) -> Gtk.Label? {
    widget.descendants.compactMap { $0 as? Gtk.Label }.first { $0.text == text }
  }

  /// The column view's header: the title widget of each column (GTK's header buttons) and its
  /// sort indicator.
  @MainActor
  private func headers(of view: ColumnView) -> [(title: String, widget: Widget, indicator: Widget?)]
  {
    guard let header = view.children.first else { return [] }
    return header.children.compactMap { title in
      guard let label = title.descendants.compactMap({ $0 as? Gtk.Label }).first else { return nil }
      // GTK 4.8 draws the indicator with a built-in icon after the title.
      let indicator = title.descendants.first { !($0 is Gtk.Label) && !($0 is Box) }
      return (label.text, title, indicator)
    }
  }

  /// The sort indicator of each column, as GTK draws it: "ascending", "descending", or nil
  /// where it shows none.
  @MainActor
  private func indicators(of view: ColumnView) -> [String?] {
    headers(of: view).map { header in
      guard let indicator = header.indicator, indicator.isVisible else { return nil }
      return ["ascending", "descending"].first { indicator.hasCSSClass($0) }
    }
  }

  /// The names of the rows shown, top to bottom (the "Name" column's cells).
  @MainActor
  private func shownNames(in view: ColumnView, _ names: Set<String>) -> [String] {
    labels(in: view).filter { names.contains($0.text) && $0.isDrawable }
      .sorted { ($0.bounds(in: view)?.y ?? 0) < ($1.bounds(in: view)?.y ?? 0) }
      .map(\.text)
  }

  // MARK: Input as a user gives it

  /// Clicks `widget` with the pointer, through the X server (XTest, with `xdotool`): GDK gets
  /// the press and the release as from a mouse, and GTK's own gestures handle them.
  @MainActor
  private func click(
    _ widget: Widget, in window: Gtk.Window, modifiers: [String] = [], xOffset: Double = 0,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    guard Toolkit.displayBackend == "x11" else {
      // The window goes with the test: one left open would be counted by the tests after it.
      window.destroy()
      throw XCTSkip("pointer clicks are given through the X server (xdotool); none on Wayland")
    }
    let bounds = try XCTUnwrap(widget.bounds(in: window), file: file, line: line)
    let origin = window.surfaceTransform
    let x = Int(origin.x + bounds.x + bounds.width / 2 + xOffset)
    let y = Int(origin.y + bounds.y + bounds.height / 2)
    // The window's id first: after a `search`, xdotool sends the keys of the same command to the
    // window found as synthetic events, which GTK does not take as input.
    let found = try xdotool(
      ["search", "--sync", "--name", "^\(window.title ?? "")$"], file: file, line: line)
    let id = try XCTUnwrap(
      found.split(separator: "\n").first.map(String.init), file: file, line: line)
    // The pointer is moved first, and GTK has seen it there before the click. Not with
    // xdotool's `--sync`: that waits for the pointer to move, and when it is already there (a
    // second click on the same header) it waits out its own 15 s, close to this helper's limit.
    try xdotool(["mousemove", "--window", id, "\(x)", "\(y)"], file: file, line: line)
    let pointer = try XCTUnwrap(window.display.defaultSeat?.pointer, file: file, line: line)
    let surface = window.surface
    waitUntil("the pointer is at \(x), \(y)", file: file, line: line) {
      guard let position = surface.getDevicePosition(pointer) else { return false }
      return Int(position.x) == x && Int(position.y) == y
    }
    waitForFrame(window)
    var arguments: [String] = []
    for modifier in modifiers { arguments += ["keydown", modifier] }
    arguments += ["click", "1"]
    for modifier in modifiers { arguments += ["keyup", modifier] }
    try xdotool(arguments, file: file, line: line)
  }

  /// Presses `key` (an X key name, such as "Down" or "ctrl+a") in the focused window.
  @MainActor
  private func press(_ key: String, file: StaticString = #filePath, line: UInt = #line) throws {
    guard Toolkit.displayBackend == "x11" else {
      throw XCTSkip("keys are given through the X server (xdotool); none on Wayland")
    }
    try xdotool(["key", key], file: file, line: line)
    // The key goes through the X server: the window gets it from the main loop.
  }

  // MARK: Virtualized rows

  /// 10,000 rows: after the first frame only the cells of the rows on screen exist; scrolled
  /// to the end, the last row's cells are built and the first row's are gone.
  @MainActor
  func testBuildsOnlyTheCellsGTKShows() async throws {
    try await onMainLoop {
      let store = Store(initialState: Ledger.State()) { Ledger() }
      let created = ViewGraph.widgetsCreated
      let (window, view) = self.makeWindow("Ledger") { LedgerView(store: store) }
      let scroller = try XCTUnwrap(view.parent as? ScrolledWindow, "the table scrolls itself")
      let titles = self.labels(in: view, prefix: "Entry ").count
      let numbers = self.labels(in: view, prefix: "#").count
      XCTAssertGreaterThan(titles, 5)
      XCTAssertLessThan(titles, 60, "title cells built for 10,000 rows")
      XCTAssertEqual(numbers, titles, "each row on screen has both cells")
      XCTAssertLessThan(
        ViewGraph.widgetsCreated - created, 1_500, "widgets made to show the window")
      print(
        "TableTests: 10,000 rows: \(titles) title cells, \(numbers) number cells built; "
          + "\(ViewGraph.widgetsCreated - created) widgets created")
      XCTAssertEqual(self.headers(of: view).map(\.title), ["Title", "Number"])

      let adjustment = scroller.vadjustment
      waitUntil("the last row is built") {
        adjustment.value = adjustment.upper - adjustment.pageSize
        waitForFrame(window)
        return self.label("Entry 9999", in: view) != nil
      }
      XCTAssertNotNil(self.label("#9999", in: view))
      XCTAssertLessThan(self.labels(in: view, prefix: "Entry ").count, 60)
      XCTAssertFalse(
        self.label("Entry 0", in: view)?.isDrawable ?? false, "cells scrolled away are not shown")
      window.destroy()
    }
  }

  /// A row's cells follow its element; an insertion before it keeps their widgets.
  @MainActor
  func testCellsFollowTheirRowAndSurviveAnInsertion() async throws {
    try await onMainLoop {
      let store = Store(initialState: Ledger.State()) { Ledger() }
      let (window, view) = self.makeWindow("Ledger edits") { LedgerView(store: store) }
      let third = try XCTUnwrap(self.label("Entry 3", in: view))
      let number = try XCTUnwrap(self.label("#3", in: view))

      store.send(.rename(id: 3, to: "Three"))
      flushObservations()
      waitForFrame(window)
      XCTAssertEqual(third.text, "Three", "the cell shows its element's new title")

      let created = ViewGraph.widgetsCreated
      store.send(.insert(LedgerEntry(id: -1, title: "Opening balance"), at: 0))
      flushObservations()
      // GTK keeps the rows in view where they were: the new row is just above them.
      let adjustment = try XCTUnwrap(view.parent as? ScrolledWindow).vadjustment
      waitUntil("the new row is built") {
        adjustment.value = 0
        waitForFrame(window)
        return self.label("Opening balance", in: view) != nil
      }
      XCTAssertTrue(self.label("Three", in: view) === third, "the row that stays keeps its cell")
      XCTAssertTrue(self.label("#3", in: view) === number)
      XCTAssertLessThan(ViewGraph.widgetsCreated - created, 15, "widgets built for one insertion")
      window.destroy()
    }
  }

  // MARK: Sorting

  /// A click on a header sets the feature's `sortOrder` (that column first; a second click
  /// reverses it); the reducer sorts, the table shows the new order and GTK's indicator.
  @MainActor
  func testClickingAHeaderSortsThroughTheBinding() async throws {
    try await onMainLoop {
      let store = Store(initialState: Catalog.State()) { Catalog() }
      let (window, view) = self.makeWindow("Planets by header") { CatalogView(store: store) }
      let names = Set(store.planets.map(\.name))
      XCTAssertEqual(self.indicators(of: view), [nil, nil, nil], "no column sorts yet")
      let headers = self.headers(of: view)
      XCTAssertEqual(headers.map(\.title), ["Name", "Moons", "Notes"])

      try self.click(headers[0].widget, in: window)
      waitUntil("the click sorts by name") { !store.sortOrder.isEmpty }
      XCTAssertEqual(
        store.sortOrder,
        [KeyPathComparator(\Planet.name, comparator: String.StandardComparator.lexical)])
      flushObservations()
      waitForFrame(window)
      XCTAssertEqual(
        self.shownNames(in: view, names),
        ["Earth", "Jupiter", "Mars", "Mercury", "Saturn", "Venus"])
      XCTAssertEqual(self.indicators(of: view), ["ascending", nil, nil])

      // A second click where the first was would be a double click: a user's next click on
      // the header lands a little apart (more than GTK's double-click distance, 5 px).
      try self.click(headers[0].widget, in: window, xOffset: 12)
      waitUntil("the second click reverses it") { store.sortOrder.first?.order == .reverse }
      XCTAssertEqual(store.sortOrder.count, 1)
      flushObservations()
      waitForFrame(window)
      XCTAssertEqual(self.shownNames(in: view, names).first, "Venus")
      XCTAssertEqual(self.indicators(of: view), ["descending", nil, nil])

      try self.click(headers[1].widget, in: window)
      waitUntil("moons come first") { store.sortOrder.count == 2 }
      XCTAssertEqual(
        store.sortOrder,
        [
          KeyPathComparator(\Planet.moons),
          KeyPathComparator(
            \Planet.name, comparator: String.StandardComparator.lexical, order: .reverse),
        ])
      flushObservations()
      waitForFrame(window)
      XCTAssertEqual(
        self.shownNames(in: view, names),
        ["Venus", "Mercury", "Earth", "Mars", "Jupiter", "Saturn"],
        "by moons, then by name in reverse")
      XCTAssertEqual(self.indicators(of: view), [nil, "ascending", nil])

      // A column without a key path does not sort.
      try self.click(headers[2].widget, in: window)
      waitForFrame(window)
      XCTAssertEqual(store.sortOrder.count, 2)
      XCTAssertEqual(store.sortOrder.first, KeyPathComparator(\Planet.moons))

      store.send(.binding(.set(\.selection, [5, 3])))
      flushObservations()
      waitForFrame(window)
      try self.screenshot(window, "table-sorted-selection")
      window.destroy()
    }
  }

  /// The program's sort order shows in the header; showing it is not the user's choice.
  @MainActor
  func testTheSortOrderShowsInTheHeader() async throws {
    try await onMainLoop {
      let store = Store(initialState: Catalog.State()) { Catalog() }
      let (window, view) = self.makeWindow("Planets sorted") { CatalogView(store: store) }
      let names = Set(store.planets.map(\.name))

      store.send(.binding(.set(\.sortOrder, [KeyPathComparator(\Planet.moons, order: .reverse)])))
      flushObservations()
      waitForFrame(window)
      XCTAssertEqual(self.indicators(of: view), [nil, "descending", nil])
      XCTAssertEqual(self.shownNames(in: view, names).prefix(2), ["Saturn", "Jupiter"])
      XCTAssertEqual(store.sortOrder, [KeyPathComparator(\Planet.moons, order: .reverse)])

      store.send(.binding(.set(\.sortOrder, [])))
      flushObservations()
      XCTAssertEqual(self.indicators(of: view), [nil, nil, nil])
      XCTAssertEqual(store.sortOrder, [], "clearing the indicator is not a click")
      window.destroy()
    }
  }

  // MARK: Selection

  /// One row at a time: a click selects, Down moves the selection, the binding selects.
  @MainActor
  func testSingleSelectionFollowsClicksKeysAndTheBinding() async throws {
    try await onMainLoop {
      let store = Store(initialState: Catalog.State()) { Catalog() }
      let (window, view) = self.makeWindow("Pick a planet") { PickerView(store: store) }
      XCTAssertEqual(view.selectedPositions, [])

      store.send(.binding(.set(\.selectedID, 4)))
      flushObservations()
      XCTAssertEqual(view.selectedPositions, [3], "the binding selects Mars's row")
      XCTAssertEqual(store.selectedID, 4, "and is not sent back as the user's")

      // Rows inserted before it: the selection stays on Mars.
      store.send(.insert(Planet(id: 0, name: "Vulcan", moons: 0), at: 0))
      flushObservations()
      XCTAssertEqual(view.selectedPositions, [4])
      XCTAssertEqual(store.selectedID, 4)
      waitForFrame(window)  // the rows are laid out where the pointer will find them

      try self.click(try XCTUnwrap(self.label("Earth", in: view)), in: window)
      waitUntil("the click selects Earth") { store.selectedID == 3 }
      XCTAssertEqual(view.selectedPositions, [3])
      try self.press("Down")
      waitUntil("Down selects Mars") { store.selectedID == 4 }
      window.destroy()
    }
  }

  /// Several rows: Ctrl+click adds a row, Shift+click a range; the binding selects.
  @MainActor
  func testMultipleSelectionFollowsClicksAndTheBinding() async throws {
    try await onMainLoop {
      let store = Store(initialState: Catalog.State()) { Catalog() }
      let (window, view) = self.makeWindow("Pick planets") { CatalogView(store: store) }

      store.send(.binding(.set(\.selection, [2, 6])))
      flushObservations()
      XCTAssertEqual(view.selectedPositions, [1, 5])
      XCTAssertEqual(store.selection, [2, 6])

      try self.click(try XCTUnwrap(self.label("Mercury", in: view)), in: window)
      waitUntil("a click selects Mercury alone") { store.selection == [1] }
      try self.click(try XCTUnwrap(self.label("Earth", in: view)), in: window, modifiers: ["ctrl"])
      waitUntil("Ctrl+click adds Earth") { store.selection == [1, 3] }
      try self.click(
        try XCTUnwrap(self.label("Jupiter", in: view)), in: window, modifiers: ["shift"])
      waitUntil("Shift+click adds up to Jupiter") { store.selection.isSuperset(of: [3, 4, 5]) }
      XCTAssertEqual(Set(view.selectedPositions), Set(store.selection.map { $0 - 1 }))
      window.destroy()
    }
  }
}

extension TableTests {
  /// A screen reader finds each column header by its title, and each cell on screen by its
  /// column's title, with what it shows inside.
  @MainActor
  func testHeadersAndCellsAreNamedForScreenReaders() async throws {
    try await onMainLoop {
      let store = Store(initialState: Catalog.State()) { Catalog() }
      let (window, _) = self.makeWindow("Planets for screen readers") { CatalogView(store: store) }
      let names = try XCTUnwrap(
        AccessibleNames.read(window, alsoReporting: ["filler", "table cell", "label"]))
      // GTK 4.8 gives the header's titles no role of their own.
      // The header is the table's first row; its titles are its children.
      let titles = names.checked.filter { widget in
        let parts = widget.path.split(separator: "/")
        return widget.role == "filler" && parts.dropLast().last == "table row[0]"
          && !widget.path.contains("list[")
      }
      XCTAssertEqual(
        titles.map(\.name), ["Name", "Moons", "Notes"], "the headers, by their titles")
      let cells = names.names(of: "table cell")
      XCTAssertEqual(cells.count, 18, "three cells for each of the six rows")
      XCTAssertEqual(cells.prefix(3), ["Name", "Moons", "Notes"])
      let texts = Set(names.names(of: "label"))
      XCTAssertTrue(texts.isSuperset(of: ["Mercury", "Saturn", "146", "giant"]), "\(texts)")
      XCTAssertEqual(
        names.unnamed.filter { $0.role == "table cell" || $0.name.hasPrefix("GtkColumnView") }
          .map(\.description), [])
      window.destroy()
    }
  }
}
