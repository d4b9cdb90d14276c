import ComposableArchitecture
import Gtk
import GtkTestSupport
import XCTest

@testable import ComposableGtk

final class ListEditsTests: XCTestCase {
  func testSingleEditsAreOneRange() {
    XCTAssertEqual(listEdits(from: [1, 2, 3], to: [1, 2, 3]), [])
    XCTAssertEqual(listEdits(from: [1, 2, 3], to: [1, 9, 2, 3]), [.replace(1..<1, with: [9])])
    XCTAssertEqual(listEdits(from: [1, 2, 3], to: [1, 3]), [.replace(1..<2, with: [])])
    XCTAssertEqual(
      listEdits(from: [1, 2, 3], to: [1, 2, 3, 4, 5]), [.replace(3..<3, with: [4, 5])])
    XCTAssertEqual(listEdits(from: [1, 2, 3], to: [1, 7, 3]), [.replace(1..<2, with: [7])])
    XCTAssertEqual(listEdits(from: [], to: [1, 2]), [.replace(0..<0, with: [1, 2])])
    XCTAssertEqual(listEdits(from: [1, 2], to: []), [.replace(0..<2, with: [])])
  }

  /// Moving one element is one move, however far: no rebinding of the rows in between.
  func testOneMoveIsAMove() {
    XCTAssertEqual(listEdits(from: [1, 2, 3, 4, 5], to: [1, 3, 4, 5, 2]), [.move(from: 1, to: 4)])
    XCTAssertEqual(listEdits(from: [1, 2, 3, 4, 5], to: [5, 1, 2, 3, 4]), [.move(from: 4, to: 0)])
    XCTAssertEqual(listEdits(from: [1, 2], to: [2, 1]), [.move(from: 0, to: 1)])
  }

  /// Separate changes are separate ranges, and the ranges are addressed in order.
  func testSeparateChangesAreSeparateRanges() {
    XCTAssertEqual(
      listEdits(from: [1, 2, 3, 4, 5, 6], to: [1, 3, 4, 8, 6, 9]),
      [.replace(1..<2, with: []), .replace(3..<4, with: [8]), .replace(5..<5, with: [9])])
  }

  /// Applying the edits to the old list gives the new one, for random changes.
  func testEditsTurnOldIntoNew() {
    var random = LCG(seed: 42)
    for _ in 0..<500 {
      let old = Array(Set((0..<random.next(30)).map { _ in random.next(60) }))
      var new = old.filter { _ in random.next(4) != 0 }
      for _ in 0..<random.next(5) {
        new.insert(100 + random.next(100), at: random.next(new.count + 1))
      }
      new = Array(NSOrderedSetLike(new))
      if new.count > 2, random.next(3) == 0 { new.swapAt(0, new.count - 1) }
      var list = old
      for edit in listEdits(from: old, to: new) {
        switch edit {
        case let .replace(range, elements): list.replaceSubrange(range, with: elements)
        case let .move(from, to): list.insert(list.remove(at: from), at: to)
        }
      }
      XCTAssertEqual(list, new, "from \(old)")
    }
  }
}

/// Unique elements in first-seen order.
private func NSOrderedSetLike(_ elements: [Int]) -> [Int] {
  var seen = Set<Int>()
  return elements.filter { seen.insert($0).inserted }
}

/// A fixed-seed generator, so that failures repeat.
struct LCG {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return bound == 0 ? 0 : Int((state >> 33) % UInt64(bound))
  }
}

final class ListBindingTests: GtkTestCase {
  /// State changes become the smallest `items-changed` ranges, keyed by id.
  @MainActor
  func testModelReportsSmallestRangesKeyedById() async throws {
    try await onMainLoop {
      let store = Store(initialState: Rows.State(rows: rows(0..<10))) { Rows() }
      let binding = ListBinding(store, state: \.rows, action: \.rows) { _ in Label() }
      XCTAssertEqual(binding.model.elements, Array(0..<10))
      var changes: [[Int]] = []
      binding.model.onItemsChanged { changes.append([$0, $1, $2]) }

      store.send(.insert(Row.State(id: 100, title: "new"), at: 5))
      flushObservations()
      XCTAssertEqual(changes, [[5, 0, 1]])

      changes = []
      store.send(.remove(id: 2))
      flushObservations()
      XCTAssertEqual(changes, [[2, 1, 0]])

      changes = []
      store.send(.move(from: 0, to: 8))
      flushObservations()
      XCTAssertEqual(changes, [[0, 1, 0], [8, 0, 1]])

      changes = []
      store.send(.insert(Row.State(id: 200, title: "a"), at: 0))
      store.send(.remove(id: 9))
      flushObservations()
      XCTAssertEqual(
        changes, [[0, 0, 1], [10, 1, 0]], "two changes in one iteration, two ranges")

      changes = []
      store.send(.rows(.element(id: 4, action: .rename("renamed"))))
      flushObservations()
      XCTAssertEqual(changes, [], "a row's own change does not touch the list")
      XCTAssertEqual(binding.model.elements, Array(store.rows.ids))
      binding.cancel()
    }
  }

  /// One insertion into 10,000 rows creates O(1) row widgets, in view or not, and one removal
  /// destroys O(1).
  @MainActor
  func testOneInsertionIntoTenThousandCreatesConstantRows() async throws {
    try await onMainLoop {
      let store = Store(initialState: Rows.State(rows: rows(0..<10_000))) { Rows() }
      let (window, binding, _, _) = makeList(store)
      presentAndWaitForFrame(window)
      let initialRows = binding.rowsCreated
      XCTAssertGreaterThan(initialRows, 0)
      XCTAssertLessThanOrEqual(initialRows, 250, "rows are built near the view, not for all 10,000")

      for (id, position) in [(10_001, 0), (10_002, 5_000), (10_003, 3)] {
        let created = binding.rowsCreated
        let destroyed = binding.rowsDestroyed
        store.send(.insert(Row.State(id: id, title: "row \(id)"), at: position))
        flushObservations()
        waitForFrame(window)
        XCTAssertLessThanOrEqual(binding.rowsCreated - created, 1, "insertion at \(position)")
        XCTAssertLessThanOrEqual(binding.rowsDestroyed - destroyed, 1, "insertion at \(position)")
      }
      for id in [10_001, 10_002, 7] {
        let created = binding.rowsCreated
        let destroyed = binding.rowsDestroyed
        store.send(.remove(id: id))
        flushObservations()
        waitForFrame(window)
        XCTAssertLessThanOrEqual(binding.rowsCreated - created, 1, "removal of \(id)")
        XCTAssertLessThanOrEqual(binding.rowsDestroyed - destroyed, 1, "removal of \(id)")
      }
      XCTAssertEqual(binding.model.count, 10_000)
      window.destroy()
    }
  }

  /// A row updates its own widgets when its state changes, without being bound again; its
  /// widgets send the row's actions.
  @MainActor
  func testRowFollowsItsOwnState() async throws {
    try await onMainLoop {
      let store = Store(initialState: Rows.State(rows: rows(0..<20))) { Rows() }
      let (window, binding, rowViews, _) = makeList(store)
      presentAndWaitForFrame(window)
      let bound = binding.rowsBound
      let runs = rowViews.titleRuns

      store.send(.rows(.element(id: 3, action: .rename("three"))))
      flushObservations()
      XCTAssertEqual(rowViews.label(showing: 3)?.text, "three")
      XCTAssertEqual(binding.rowsBound, bound, "no row was bound again")
      XCTAssertEqual(rowViews.titleRuns - runs, 1, "only the changed row's observation ran")

      // The row's toggle sends the row's action; the program's write does not echo.
      let star = try XCTUnwrap(rowViews.star(showing: 5))
      star.emitClicked()
      XCTAssertEqual(store.rows[id: 5]?.isFavorite, true)
      store.send(.rows(.element(id: 5, action: .favoriteToggled(false))))
      flushObservations()
      XCTAssertFalse(star.isActive)
      XCTAssertEqual(store.rows[id: 5]?.isFavorite, false)
      window.destroy()
    }
  }
}

extension ListBindingTests {
  /// A row replaced by a new value with the same id (`rows[id: 3] = fresh`, or the whole
  /// array refreshed from a server) shows the new value, not the one its slot last read.
  @MainActor
  func testRowReplacedByAnotherValueWithTheSameIdShowsIt() async throws {
    try await onMainLoop {
      let store = Store(initialState: Rows.State(rows: rows(0..<20))) { Rows() }
      let (window, binding, rowViews, _) = makeList(store)
      presentAndWaitForFrame(window)
      let bound = binding.rowsBound

      store.send(.replace(Row.State(id: 3, title: "fresh three")))
      flushObservations()
      XCTAssertEqual(rowViews.label(showing: 3)?.text, "fresh three")

      var refreshed = Array(store.rows)
      refreshed[5].title = "fresh five"
      store.send(.refresh(refreshed.map { Row.State(id: $0.id, title: $0.title) }))
      flushObservations()
      XCTAssertEqual(rowViews.label(showing: 5)?.text, "fresh five")
      XCTAssertEqual(rowViews.label(showing: 3)?.text, "fresh three")
      XCTAssertEqual(binding.rowsBound, bound, "no row was bound again: the ids did not change")
      window.destroy()
    }
  }

  /// Rows that come and go do not leave their stores behind: after 10,000 rows were inserted,
  /// shown and removed again, the row stores still alive are within a small multiple of the
  /// rows shown.
  @MainActor
  func testRowStoresOfRowsThatComeAndGoAreReleased() async throws {
    try await onMainLoop {
      let store = Store(initialState: Rows.State(rows: rows(0..<20))) { Rows() }
      // Every store a slot was bound to, held weakly: what is still alive at the end is what
      // something (the binding, a slot, a cache) keeps.
      let boundStores = Shared<[WeakReference<Store<Row.State, Row.Action>>]>([])
      let binding = ListBinding(store, state: \.rows, action: \.rows) { (row: ListRowOf<Row>) in
        let title = Label()
        row.observe { state in
          title.text = state.title
          if let rowStore = row.store { boundStores.value.append(WeakReference(rowStore)) }
        }
        return title
      }
      let window = Window()
      window.setDefaultSize(width: 240, height: 300)
      let scroller = ScrolledWindow()
      scroller.setChild(binding.listView)
      window.setChild(scroller)
      presentAndWaitForFrame(window)

      let cycles = 10_000
      for cycle in 0..<cycles {
        let id = 1_000 + cycle
        store.send(.insert(Row.State(id: id, title: "row \(id)"), at: cycle % 20))
        flushObservations()
        store.send(.remove(id: id))
        flushObservations()
      }
      waitForFrame(window)
      XCTAssertEqual(binding.model.count, 20)
      XCTAssertGreaterThanOrEqual(
        boundStores.value.count, cycles, "every inserted row was bound (else this tests nothing)")
      let live = Set(boundStores.value.compactMap { $0.value.map(ObjectIdentifier.init) }).count
      let shown = binding.rowsCreated - binding.rowsDestroyed
      XCTAssertGreaterThan(shown, 0)
      XCTAssertLessThanOrEqual(live, 2 * shown, "\(live) row stores alive for \(shown) row slots")
      XCTAssertLessThanOrEqual(binding.rowStoreCount, 2 * shown)
      window.destroy()
    }
  }

  /// A slot that GTK unbinds stops following the row it showed at once, not when it is next
  /// bound: a change to that row no longer runs the slot's observations.
  ///
  /// GTK 4.8 follows every unbind with a bind (or a teardown) in the same call; the slot stays
  /// unbound when that bind finds no row, which is what happens here: the model still lists
  /// rows that the state no longer has, and scrolling to them makes GTK recycle the slots at
  /// the top, the one showing row 5 among them. (Not row 0: GTK keeps the slot of the focus
  /// row, the first one, where it is.)
  @MainActor
  func testUnboundSlotStopsFollowingItsOldRow() async throws {
    try await onMainLoop {
      let store = Store(initialState: Rows.State(rows: rows(0..<1_000))) { Rows() }
      let (window, binding, rowViews, scroller) = makeList(store)
      presentAndWaitForFrame(window)
      let slot = try XCTUnwrap(rowViews.rows.first { $0.row.store?.id == 5 })
      let bound = binding.rowsBound

      binding.cancel()
      for id in 100..<1_000 { store.send(.remove(id: id)) }
      scroller.scrollToBottom()
      waitForFrame(window)
      waitForFrame(window)
      XCTAssertGreaterThan(binding.rowsBound, bound, "GTK recycled slots for the rows scrolled to")
      XCTAssertNil(rowViews.label(showing: 5), "no slot shows row 5 any more")

      let runs = rowViews.titleRuns
      store.send(.rows(.element(id: 5, action: .rename("renamed"))))
      MainLoop.drainPending()
      waitForFrame(window)
      XCTAssertEqual(rowViews.titleRuns, runs, "the unbound slot did not run for its old row")
      XCTAssertNotEqual(slot.label.text, "renamed")
      window.destroy()
    }
  }
}

extension ListBindingTests {
  /// Observations that a slot's `setup` starts on the slot's widgets end when GTK tears the
  /// slot down, even those that captured their widget.
  @MainActor
  func testSlotWidgetObservationsEndWithTheSlot() async throws {
    try await onMainLoop {
      let store = Store(initialState: Rows.State(rows: rows(0..<20))) { Rows() }
      let labels = Shared<[WeakReference<Label>]>([])
      let binding = ListBinding(store, state: \.rows, action: \.rows) { (row: ListRowOf<Row>) in
        let title = Label()
        row.observe { state in title.text = state.title }
        let count = Label()
        count.observe { count.text = "\(store.rows.count) rows" }
        labels.value.append(WeakReference(count))
        let box = Box(.horizontal)
        box.append(title)
        box.append(count)
        return box
      }
      let window = Window()
      let scroller = ScrolledWindow()
      scroller.setChild(binding.listView)
      window.setChild(scroller)
      presentAndWaitForFrame(window)

      for cycle in 0..<100 {
        let id = 1_000 + cycle
        store.send(.insert(Row.State(id: id, title: "row \(id)"), at: 0))
        flushObservations()
        store.send(.remove(id: id))
        flushObservations()
      }
      waitForFrame(window)
      let shown = binding.rowsCreated - binding.rowsDestroyed
      XCTAssertGreaterThanOrEqual(binding.rowsDestroyed, 100, "slots were torn down")
      XCTAssertEqual(labels.value.filter { $0.value != nil }.count, shown)
      window.destroy()
    }
  }
}

/// A weak reference, to count what is still alive.
@MainActor
final class WeakReference<Object: AnyObject> {
  weak var value: Object?
  init(_ value: Object) { self.value = value }
}

private func rows(_ ids: Range<Int>) -> IdentifiedArrayOf<Row.State> {
  IdentifiedArray(uniqueElements: ids.map { Row.State(id: $0, title: "row \($0)") })
}

/// The row widgets built so far, to find the ones showing a given row.
@MainActor
final class RowViews {
  var rows: [(row: ListRow<Row.State, Row.Action>, label: Label, star: ToggleButton)] = []
  var titleRuns = 0

  func label(showing id: Int) -> Label? { rows.first { $0.row.store?.id == id }?.label }
  func star(showing id: Int) -> ToggleButton? { rows.first { $0.row.store?.id == id }?.star }
}

/// A list of `store`'s rows in a scrolled 240x300 window; each row a title and a star.
@MainActor
private func makeList(_ store: StoreOf<Rows>)
  -> (Window, ListBinding<Int, Row.State, Row.Action>, RowViews, ScrolledWindow)
{
  let views = RowViews()
  let binding = ListBinding(store, state: \.rows, action: \.rows) { (row: ListRowOf<Row>) in
    let title = Label()
    row.observe { state in
      views.titleRuns += 1
      title.text = state.title
    }
    let star = ToggleButton(label: "★")
    let toggled = star.onToggled { row.send(.favoriteToggled($0)) }
    row.observe { state in star.withBlocked(toggled) { star.isActive = state.isFavorite } }
    let box = Box(.horizontal, spacing: 6)
    box.append(title)
    box.append(star)
    views.rows.append((row, title, star))
    return box
  }
  let scroller = ScrolledWindow()
  scroller.setChild(binding.listView)
  let window = Window()
  window.setDefaultSize(width: 240, height: 300)
  window.setChild(scroller)
  return (window, binding, views, scroller)
}
