import Adw
import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

// A reading list in the shape of a SwiftUI + TCA app: a sidebar of books selected through
// `List(selection:)`, the selected book in the detail column.

private struct Book: Equatable, Identifiable {
  let id: Int
  var title: String
  var author: String
}

@Reducer
private struct ReadingList {
  @ObservableState
  struct State: Equatable {
    var books: IdentifiedArrayOf<Book> = [
      Book(id: 1, title: "Dune", author: "Frank Herbert"),
      Book(id: 2, title: "Solaris", author: "Stanisław Lem"),
      Book(id: 3, title: "Kindred", author: "Octavia E. Butler"),
    ]
    var selectedID: Book.ID?
    var shelves: Set<String> = []
    var shelf: String?
    var selectedBook: Book? { selectedID.flatMap { books[id: $0] } }
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case deleteButtonTapped(Book.ID)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case let .deleteButtonTapped(id):
        state.books.remove(id: id)
        if state.selectedID == id { state.selectedID = nil }
        return .none
      }
    }
  }
}

private struct ReadingListView: View {
  @Bindable var store: StoreOf<ReadingList>

  var body: some View {
    NavigationSplitView {
      List(selection: $store.selectedID) {
        ForEach(store.books) { book in
          Label(book.title, systemImage: "book")
        }
      }
      .navigationTitle("Books")
    } detail: {
      if let book = store.selectedBook {
        VStack(alignment: .leading) {
          Text(book.title).font(.title)
          Text(book.author)
        }
        .navigationTitle(Text(book.title))
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("Delete", role: .destructive) { store.send(.deleteButtonTapped(book.id)) }
          }
        }
      } else {
        Text("No book selected")
      }
    }
  }
}

/// Three columns: a shelf, its books, a book.
private struct ShelfBrowserView: View {
  @Bindable var store: StoreOf<ReadingList>

  var body: some View {
    NavigationSplitView {
      List(selection: $store.shelf) {
        Text("Fiction").tag("fiction")
        Text("Poetry").tag("poetry")
      }
      .navigationTitle("Shelves")
    } content: {
      List(store.books, selection: $store.selectedID) { book in
        Text(book.title)
      }
      .navigationTitle(store.shelf ?? "")
    } detail: {
      Text(store.selectedBook?.author ?? "No book selected")
    }
  }
}

/// Shelves chosen several at a time, in sections, with rows tagged by hand.
private struct ShelvesView: View {
  @Bindable var store: StoreOf<ReadingList>

  var body: some View {
    List(selection: $store.shelves) {
      Section("Reading") {
        Text("Now").tag("now")
        Text("Next").tag("next")
      }
      Section("Done") {
        // A tagged row before a ForEach keeps its tag through the ForEach's rows being built.
        Text("Finished").tag("finished")
        ForEach(["abandoned"], id: \.self) { shelf in
          Text(shelf.capitalized)
        }
        Text("Not a shelf")
      }
    }
  }
}

final class SplitViewTests: GtkTestCase {
  @MainActor
  private func makeWindow(
    width: Int32, _ content: @escaping @MainActor () -> some View
  ) throws -> (Gtk.Window, Adw.Leaflet) {
    try Adw.initialize()
    let window = Gtk.Window()
    window.setDefaultSize(width: width, height: 420)
    window.setContent(content)
    presentAndWaitForFrame(window)
    let leaflet = try XCTUnwrap(window.descendants.compactMap { $0 as? Adw.Leaflet }.first)
    return (window, leaflet)
  }

  @MainActor
  private func texts(in widget: Widget) -> [String] {
    widget.descendants.compactMap { $0 as? Gtk.Label }.filter(\.isDrawable).map(\.text)
  }

  /// Side by side: each column has its bar (the window's own title bar steps aside), the
  /// arrow keys select rows through the binding, the program's selection shows in the list,
  /// and deleting the selected book empties the detail.
  @MainActor
  func testColumnsSideBySideFollowTheSelection() async throws {
    try await onMainLoop {
      let store = Store(initialState: ReadingList.State()) { ReadingList() }
      let (window, leaflet) = try self.makeWindow(width: 900) { ReadingListView(store: store) }
      XCTAssertFalse(leaflet.isFolded)
      XCTAssertEqual(window.titlebar?.isVisible, false, "the columns' bars replace the title bar")
      XCTAssertNil(store.selectedID, "the list took the first focus without selecting")
      // The detail column's bar is the one with a back button (hidden while side by side).
      let bars = leaflet.descendants.compactMap { $0 as? Adw.HeaderBar }
        .sorted { bar, _ in
          !bar.descendants.contains { ($0 as? Gtk.Button)?.accessibleLabel == "Back" }
        }
      XCTAssertEqual(bars.count, 2)
      XCTAssertTrue(self.texts(in: bars[0]).contains("Books"), "the sidebar's title")
      XCTAssertTrue(self.texts(in: leaflet).contains("No book selected"))

      let list = try XCTUnwrap(leaflet.descendants.compactMap { $0 as? ListBox }.first)
      XCTAssertTrue(list.hasCSSClass("navigation-sidebar"))
      // The first row has the focus: Down goes to the second, Up back to the first.
      list.emitMoveCursor(.displayLines, count: 1)  // Down
      XCTAssertEqual(store.selectedID, 2)
      list.emitMoveCursor(.displayLines, count: -1)  // Up
      XCTAssertEqual(store.selectedID, 1)
      list.emitMoveCursor(.displayLines, count: 1)
      XCTAssertEqual(store.selectedID, 2)
      flushObservations()
      waitForFrame(window)
      XCTAssertTrue(self.texts(in: bars[1]).contains("Solaris"), "the detail's title")
      XCTAssertTrue(self.texts(in: leaflet).contains("Stanisław Lem"))
      XCTAssertTrue(
        bars[1].descendants.contains { ($0 as? Gtk.Label)?.text == "Delete" },
        "the detail's toolbar is in the detail column's bar")
      try self.screenshot(window, "split-view-wide")

      store.send(.binding(.set(\.selectedID, 3)))
      flushObservations()
      XCTAssertEqual(list.selectedRow?.index, 2, "the program's selection shows in the list")
      XCTAssertEqual(store.selectedID, 3, "and is not sent back as the user's")

      let delete = try XCTUnwrap(
        bars[1].descendants.compactMap { $0 as? Gtk.Button }.first { button in
          button.descendants.contains { ($0 as? Gtk.Label)?.text == "Delete" }
        })
      delete.emitClicked()
      flushObservations()
      XCTAssertNil(store.selectedID)
      XCTAssertNil(list.selectedRow)
      XCTAssertEqual(list.rowCount, 2)
      XCTAssertTrue(self.texts(in: leaflet).contains("No book selected"))
      window.destroy()
    }
  }

  /// On a narrow window one column shows at a time: selecting a book shows the detail with a
  /// back button, going back shows the list and clears the selection.
  @MainActor
  func testNarrowWindowShowsOneColumnAtATime() async throws {
    try await onMainLoop {
      let store = Store(initialState: ReadingList.State()) { ReadingList() }
      let (window, leaflet) = try self.makeWindow(width: 420) { ReadingListView(store: store) }
      XCTAssertTrue(leaflet.isFolded)
      XCTAssertEqual(leaflet.visibleChildName, "sidebar")
      let backButtons = leaflet.descendants.compactMap { $0 as? Gtk.Button }
        .filter { $0.accessibleLabel == "Back" }
      XCTAssertEqual(backButtons.count, 1, "the detail column's")

      let list = try XCTUnwrap(leaflet.descendants.compactMap { $0 as? ListBox }.first)
      list.emitMoveCursor(.bufferEnds, count: 1)  // End
      XCTAssertEqual(store.selectedID, 3)
      flushObservations()
      XCTAssertEqual(leaflet.visibleChildName, "detail")
      XCTAssertTrue(backButtons[0].isVisible)
      waitUntil("the detail has slid in") { !leaflet.isChildTransitionRunning }
      waitForFrame(window)
      try self.screenshot(window, "split-view-narrow-detail")

      backButtons[0].emitClicked()
      flushObservations()
      XCTAssertEqual(leaflet.visibleChildName, "sidebar")
      XCTAssertNil(store.selectedID, "going back clears the selection")
      XCTAssertNil(list.selectedRow)

      // A selection the program makes shows the detail too.
      store.send(.binding(.set(\.selectedID, 1)))
      flushObservations()
      XCTAssertEqual(leaflet.visibleChildName, "detail")
      window.destroy()
    }
  }

  /// A list that selects several: Ctrl+Space adds the row under the cursor; rows tagged in
  /// sections are selectable, a row without a tag is not.
  @MainActor
  func testMultipleSelectionAcrossSections() async throws {
    try await onMainLoop {
      try Adw.initialize()
      let store = Store(initialState: ReadingList.State()) { ReadingList() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 320, height: 420)
      window.setContent { ShelvesView(store: store) }
      presentAndWaitForFrame(window)
      // Reading's rows; Done's "Finished", its ForEach's rows, "Not a shelf".
      let lists = window.descendants.compactMap { $0 as? ListBox }
      XCTAssertEqual(lists.map(\.rowCount), [2, 1, 1, 1])
      XCTAssertTrue(lists.allSatisfy { $0.selectionMode == .multiple })
      XCTAssertEqual(self.texts(in: window).filter { ["Reading", "Done"].contains($0) }.count, 2)

      lists[0].emitMoveCursor(.displayLines, count: 1)  // Down, from the first row
      XCTAssertEqual(store.shelves, ["next"])
      lists[0].emitMoveCursor(.displayLines, count: -1, modify: true)  // Ctrl+Up
      lists[0].emitToggleCursorRow()  // Ctrl+Space
      XCTAssertEqual(store.shelves, ["now", "next"])
      lists[1].emitMoveCursor(.bufferEnds, count: -1, modify: true)
      waitForFrame(window)  // the focus entered the second list: another key press
      lists[1].emitToggleCursorRow()
      XCTAssertEqual(store.shelves, ["now", "next", "finished"], "rows of both sections")
      let untagged = try XCTUnwrap(lists[3].getRowAtIndex(0))
      XCTAssertFalse(untagged.selectable)

      store.send(.binding(.set(\.shelves, ["abandoned"])))
      flushObservations()
      XCTAssertEqual(lists.map(\.selectedRows.count), [0, 0, 1, 0], "the ForEach's row")
      waitForFrame(window)
      try self.screenshot(window, "list-multiple-selection")
      window.destroy()
    }
  }

  /// Three columns on a narrow window: each selection shows the next column, each back button
  /// the one before and clears the selection that showed its column.
  @MainActor
  func testThreeColumnsNavigateOneAtATime() async throws {
    try await onMainLoop {
      let store = Store(initialState: ReadingList.State()) { ReadingList() }
      let (window, leaflet) = try self.makeWindow(width: 420) { ShelfBrowserView(store: store) }
      XCTAssertTrue(leaflet.isFolded)
      XCTAssertEqual(leaflet.visibleChildName, "sidebar")
      // The shelves' list (two rows), then the books' (three).
      let lists = leaflet.descendants.compactMap { $0 as? ListBox }.sorted {
        $0.rowCount < $1.rowCount
      }
      XCTAssertEqual(lists.map(\.rowCount), [2, 3])
      let backButtons = leaflet.descendants.compactMap { $0 as? Gtk.Button }
        .filter { $0.accessibleLabel == "Back" }
      XCTAssertEqual(backButtons.count, 2, "the content's and the detail's")

      // The keys go to the list that has the focus.
      lists[0].getRowAtIndex(0)?.grabFocus()
      waitForFrame(window)
      XCTAssertNil(store.shelf, "focusing a row does not select it")
      lists[0].emitMoveCursor(.displayLines, count: 1)
      XCTAssertEqual(store.shelf, "poetry")
      flushObservations()
      XCTAssertEqual(leaflet.visibleChildName, "content")
      waitForFrame(window)
      lists[1].getRowAtIndex(0)?.grabFocus()
      waitForFrame(window)
      lists[1].emitMoveCursor(.displayLines, count: 1)
      XCTAssertEqual(store.selectedID, 2)
      flushObservations()
      XCTAssertEqual(leaflet.visibleChildName, "detail")
      XCTAssertTrue(self.texts(in: leaflet).contains("Stanisław Lem"))

      // The back button on screen: the column's on top once it has slid in.
      let back = {
        waitUntil("the column has slid in") { !leaflet.isChildTransitionRunning }
        return try XCTUnwrap(backButtons.first { $0.isMapped })
      }
      try back().emitClicked()
      flushObservations()
      XCTAssertEqual(leaflet.visibleChildName, "content")
      XCTAssertNil(store.selectedID)
      XCTAssertEqual(store.shelf, "poetry", "the shelf stays chosen")
      try back().emitClicked()
      flushObservations()
      XCTAssertEqual(leaflet.visibleChildName, "sidebar")
      XCTAssertNil(store.shelf)
      window.destroy()
    }
  }
}
