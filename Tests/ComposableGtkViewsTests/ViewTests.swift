import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

/// Counts how often each closure of a view ran.
@MainActor
final class Runs {
  var counts: [String: Int] = [:]
  func count(_ name: String) { counts[name, default: 0] += 1 }
  subscript(name: String) -> Int { counts[name, default: 0] }
}

/// A view whose parts each read one field, counting their runs.
struct FieldsView: View {
  let store: StoreOf<Screen>
  let runs: Runs

  var body: some View {
    VStack(spacing: 6) {
      Text {
        runs.count("count")
        return "\(store.count)"
      }
      Text {
        runs.count("title")
        return store.title
      }
      Button("Go") {}
        .disabled {
          runs.count("disabled")
          return store.count > 100
        }
    }
  }
}

/// A view whose structure follows state: an `if`/`else` and an `if let`.
struct BranchView: View {
  let store: StoreOf<Screen>

  var body: some View {
    VStack {
      Text { store.title }
      if store.showsDetail {
        VStack {
          Text("Detail")
          Button("Close") { store.send(.setShowsDetail(false)) }
        }
      } else {
        Text("Summary")
      }
      if let title = store.detailTitle {
        Text(title)
      }
    }
  }
}

struct RowsView: View {
  let store: StoreOf<Screen>
  let runs: Runs

  var body: some View {
    VStack(spacing: 4) {
      ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in
        Text {
          runs.count("row \(rowStore.id)")
          return rowStore.title
        }
      }
    }
  }
}

final class ViewTests: GtkTestCase {
  @MainActor
  private func makeStore(_ state: Screen.State = Screen.State()) -> StoreOf<Screen> {
    Store(initialState: state) { Screen() }
  }

  /// A change to one field runs only the closures that read it, once per flush, and never the
  /// body: the other widgets are not touched.
  @MainActor
  func testChangeRunsOnlyTheClosuresThatReadIt() async throws {
    try await onMainLoop {
      let store = self.makeStore()
      let runs = Runs()
      let window = Gtk.Window()
      let root = FieldsView(store: store, runs: runs).makeWidget()
      window.setChild(root)
      presentAndWaitForFrame(window)
      XCTAssertEqual(runs.counts, ["count": 1, "title": 1, "disabled": 1])
      let bodyRuns = ViewGraph.bodyRuns
      let created = ViewGraph.widgetsCreated

      store.send(.increment)
      store.send(.increment)
      flushObservations()
      XCTAssertEqual(runs.counts, ["count": 2, "title": 1, "disabled": 2])

      store.send(.setTitle("B"))
      flushObservations()
      XCTAssertEqual(runs.counts, ["count": 2, "title": 2, "disabled": 2])
      XCTAssertEqual(ViewGraph.bodyRuns, bodyRuns, "no body ran again")
      XCTAssertEqual(ViewGraph.widgetsCreated, created, "no widget was built")
      window.destroy()
    }
  }

  /// Switching an `if` builds only the branch taken, and tears down only the one it replaces;
  /// the widgets around it stay.
  @MainActor
  func testSwitchingABranchBuildsOnlyThatSubtree() async throws {
    try await onMainLoop {
      let store = self.makeStore()
      let window = Gtk.Window()
      let root = BranchView(store: store).makeWidget()
      window.setChild(root)
      presentAndWaitForFrame(window)
      let labels = Self.labels(in: root)
      XCTAssertEqual(labels.map(\.text), ["A", "Summary"])
      let titleLabel = labels[0]

      var created = ViewGraph.widgetsCreated
      store.send(.setShowsDetail(true))
      flushObservations()
      // The detail branch: a box, a label and a button; nothing else.
      XCTAssertEqual(ViewGraph.widgetsCreated - created, 3)
      XCTAssertEqual(Self.labels(in: root).map(\.text), ["A", "Detail", "Close"])
      XCTAssertTrue(Self.labels(in: root)[0].isSame(titleLabel), "the title label stayed")

      // A change the branches do not depend on builds nothing.
      created = ViewGraph.widgetsCreated
      store.send(.setTitle("B"))
      flushObservations()
      XCTAssertEqual(ViewGraph.widgetsCreated, created)
      XCTAssertEqual(titleLabel.text, "B")

      // Back, from the branch's own button: one label.
      let close = try XCTUnwrap(root.descendants.compactMap { $0 as? Gtk.Button }.first)
      close.emitClicked()
      flushObservations()
      XCTAssertEqual(ViewGraph.widgetsCreated - created, 1)
      XCTAssertEqual(Self.labels(in: root).map(\.text), ["B", "Summary"])

      // `if let`: built with its value, rebuilt nothing but its label's text when the value
      // changes, torn down when it is nil.
      created = ViewGraph.widgetsCreated
      store.send(.setDetailTitle("first"))
      flushObservations()
      XCTAssertEqual(ViewGraph.widgetsCreated - created, 1)
      store.send(.setDetailTitle("second"))
      flushObservations()
      XCTAssertEqual(ViewGraph.widgetsCreated - created, 1)
      XCTAssertEqual(Self.labels(in: root).map(\.text), ["B", "Summary", "second"])
      store.send(.setDetailTitle(nil))
      flushObservations()
      XCTAssertEqual(Self.labels(in: root).map(\.text), ["B", "Summary"])
      window.destroy()
    }
  }

  /// ForEach: inserting, removing and moving one row builds or tears down at most one row's
  /// widgets, and a change inside one row runs only that row's closure.
  @MainActor
  func testForEachTouchesOneRowPerEdit() async throws {
    try await onMainLoop {
      let rows = (0..<20).map { Item.State(id: $0, title: "row \($0)") }
      let store = self.makeStore(Screen.State(rows: IdentifiedArray(uniqueElements: rows)))
      let runs = Runs()
      let window = Gtk.Window()
      let root = RowsView(store: store, runs: runs).makeWidget()
      window.setChild(root)
      presentAndWaitForFrame(window)
      XCTAssertEqual(Self.labels(in: root).count, 20)
      XCTAssertEqual(runs.counts.values.reduce(0, +), 20)

      var created = ViewGraph.widgetsCreated
      store.send(.insert(Item.State(id: 100, title: "new"), at: 5))
      flushObservations()
      XCTAssertEqual(ViewGraph.widgetsCreated - created, 1, "one label for the new row")
      XCTAssertEqual(Self.labels(in: root)[5].text, "new")
      // The other rows' closures run again too (a row store's state is read through the
      // parent's array, which an insertion changes: as in TCA), but find their text unchanged
      // and set nothing: the rows keep their labels.
      XCTAssertEqual(runs["row 100"], 1)

      created = ViewGraph.widgetsCreated
      let survivors = Self.labels(in: root)
      XCTAssertEqual(survivors.count, 21)
      store.send(.remove(id: 3))
      flushObservations()
      XCTAssertEqual(ViewGraph.widgetsCreated, created)
      XCTAssertEqual(Self.labels(in: root).count, 20)
      XCTAssertFalse(Self.labels(in: root).contains { $0.isSame(survivors[3]) })

      let moved = Self.labels(in: root)[0]
      store.send(.move(from: 0, to: 10))
      flushObservations()
      XCTAssertEqual(ViewGraph.widgetsCreated, created, "a move builds nothing")
      XCTAssertTrue(Self.labels(in: root)[10].isSame(moved), "the row's own label moved")
      XCTAssertEqual(
        Self.labels(in: root).map(\.text), store.rows.map(\.title))

      let before = runs.counts
      store.send(.rows(.element(id: 7, action: .rename("seven"))))
      flushObservations()
      var expected = before
      expected["row 7", default: 0] += 1
      XCTAssertEqual(runs.counts, expected, "only row 7's closure ran")
      XCTAssertTrue(Self.labels(in: root).contains { $0.text == "seven" })
      window.destroy()
    }
  }

  /// A text field bound with `store.binding(\.query)` shows the state, sends the user's edits
  /// as binding actions, and does not report the program's own writes as edits.
  @MainActor
  func testTextFieldBinding() async throws {
    try await onMainLoop {
      let store = self.makeStore()
      let window = Gtk.Window()
      let root = VStack {
        TextField("Search", text: store.binding(\.query))
        Text { store.query }
      }.makeWidget()
      window.setChild(root)
      presentAndWaitForFrame(window)
      let entry = try XCTUnwrap(root.descendants.compactMap { $0 as? Entry }.first)
      entry.text = "swift"
      XCTAssertEqual(store.query, "swift")
      flushObservations()
      XCTAssertEqual(Self.labels(in: root).last?.text, "swift")

      store.send(.binding(.set(\.query, "gtk")))
      flushObservations()
      XCTAssertEqual(entry.text, "gtk")
      window.destroy()
    }
  }

  /// A widget of the imperative layer goes into a view as it is, and a view goes into an
  /// imperative box as a widget.
  @MainActor
  func testInteropBothWays() async throws {
    try await onMainLoop {
      let store = self.makeStore()
      let imperative = Gtk.Label("imperative")
      let view = VStack {
        imperative
        Text { "\(store.count)" }
      }
      let root = Box(.vertical)
      root.append(view.makeWidget())
      let window = Gtk.Window()
      window.setChild(root)
      presentAndWaitForFrame(window)
      XCTAssertTrue(Self.labels(in: root).first?.isSame(imperative) == true)
      store.send(.increment)
      flushObservations()
      XCTAssertEqual(Self.labels(in: root).last?.text, "1")
      window.destroy()
    }
  }

  /// Destroying the window ends the view's observations and lets go of the store, the nodes
  /// and the widgets: no cycle between stores, closures and widgets survives it.
  @MainActor
  func testDestroyingTheWindowReleasesTheStore() async throws {
    try await onMainLoop {
      weak var weakStore: StoreOf<Screen>?
      weak var weakWindow: Gtk.Window?
      do {
        let rows = (0..<3).map { Item.State(id: $0, title: "row \($0)") }
        let store = self.makeStore(Screen.State(rows: IdentifiedArray(uniqueElements: rows)))
        weakStore = store
        let runs = Runs()
        let window = Gtk.Window()
        weakWindow = window
        window.setContent {
          BranchView(store: store)
          FieldsView(store: store, runs: runs)
          RowsView(store: store, runs: runs)
          TextField("Search", text: store.binding(\.query))
        }
        presentAndWaitForFrame(window)
        store.send(.setShowsDetail(true))
        flushObservations()
        window.destroy()
      }
      waitUntil("the window and the store are released") {
        weakWindow == nil && weakStore == nil
      }
    }
  }

  /// The labels under `root`, depth first; buttons' labels included.
  @MainActor
  static func labels(in root: Widget) -> [Gtk.Label] {
    root.descendants.compactMap { $0 as? Gtk.Label }
  }
}

extension Widget {
  /// Whether both wrap the same GTK widget.
  @MainActor
  func isSame(_ other: Widget) -> Bool { gobjectPointer == other.gobjectPointer }
}
