import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

/// Plain values in a list, with a selection: the shape of a list of favorite primes.
@Reducer
struct Numbers {
  @ObservableState
  struct State: Equatable {
    var values: [Int] = []
    var selection: Int?
    var activated: [Int] = []
    var deletes = 0
  }

  enum Action {
    case setValues([Int])
    case select(Int?)
    case activate(Int)
    case deleteKeyPressed
    /// Removes the selected value and selects the next one, as a Delete key would.
    case removeSelected
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .setValues(values): state.values = values
      case let .select(value): state.selection = value
      case let .activate(value): state.activated.append(value)
      case .deleteKeyPressed: state.deletes += 1
      case .removeSelected:
        guard let selected = state.selection,
          let index = state.values.firstIndex(of: selected)
        else { break }
        state.values.remove(at: index)
        state.selection = index < state.values.count ? state.values[index] : state.values.last
      }
      return .none
    }
  }
}

struct NumbersView: View {
  let store: StoreOf<Numbers>

  var body: some View {
    ValueList(
      { store.values },
      selection: ViewBinding(get: { store.selection }, set: { store.send(.select($0)) }),
      onActivate: { store.send(.activate($0)) }
    ) { row in
      Text { row.value.map { "#\($0)" } ?? "" }
    }
    .onKeyboardShortcut("Delete") { store.send(.deleteKeyPressed) }
  }
}

final class ValueListTests: GtkTestCase {
  @MainActor
  private func show(
    _ state: Numbers.State
  ) -> (StoreOf<Numbers>, Gtk.Window, ListView, Widget) {
    let store = Store(initialState: state) { Numbers() }
    let window = Gtk.Window()
    window.setDefaultSize(width: 200, height: 400)
    let root = NumbersView(store: store).makeWidget()
    window.setChild(root)
    presentAndWaitForFrame(window)
    let list = root.descendants.compactMap { $0 as? ListView }.first!
    return (store, window, list, root)
  }

  @MainActor
  private func shownTexts(_ root: Widget) -> [String] {
    root.descendants.compactMap { ($0 as? Gtk.Label)?.text }.filter { !$0.isEmpty }
  }

  @MainActor
  func testRowsFollowTheValuesAndKeepTheirWidgets() async throws {
    try await onMainLoop {
      let (store, window, list, root) = self.show(Numbers.State(values: [2, 3, 5]))
      waitForFrame(window)
      XCTAssertEqual(Set(self.shownTexts(root)), ["#2", "#3", "#5"])
      let labels = root.descendants.compactMap { $0 as? Gtk.Label }
      store.send(.setValues([2, 3, 4, 5]))
      flushObservations()
      waitForFrame(window)
      // The rows that stayed kept their widgets: one more slot, and the same labels.
      let after = root.descendants.compactMap { $0 as? Gtk.Label }
      XCTAssertEqual(after.count, labels.count + 1)
      XCTAssertTrue(labels.allSatisfy { label in after.contains { $0.isSame(label) } })
      XCTAssertEqual(Set(self.shownTexts(root)), ["#2", "#3", "#4", "#5"])

      // Values replaced wholesale: the slots show the new values.
      store.send(.setValues([7, 11]))
      flushObservations()
      waitForFrame(window)
      XCTAssertEqual(Set(self.shownTexts(root)), ["#7", "#11"])
      window.destroy()
    }
  }

  @MainActor
  func testSelectionFollowsStateAndTheUserSetsIt() async throws {
    try await onMainLoop {
      let (store, window, list, _) = self.show(Numbers.State(values: [2, 3, 5], selection: 3))
      XCTAssertEqual(list.selectedPosition, 1)

      // The user selects a row.
      list.selectedPosition = 2
      XCTAssertEqual(store.selection, 5)

      // The state moves the selection.
      store.send(.select(2))
      flushObservations()
      XCTAssertEqual(list.selectedPosition, 0)

      // The selected row goes away and the state selects its neighbour: GTK dropping the
      // selection with the row is not reported as the user clearing it.
      store.send(.removeSelected)
      flushObservations()
      XCTAssertEqual(store.selection, 3)
      XCTAssertEqual(list.selectedPosition, 0)

      store.send(.select(nil))
      flushObservations()
      XCTAssertNil(list.selectedPosition)
      window.destroy()
    }
  }

  @MainActor
  func testActivatingARowSendsItsValue() async throws {
    try await onMainLoop {
      let (store, window, list, _) = self.show(Numbers.State(values: [2, 3, 5]))
      list.emitActivate(position: 1)
      XCTAssertEqual(store.activated, [3])
      window.destroy()
    }
  }

  @MainActor
  func testKeyboardShortcutBelongsToTheView() async throws {
    try await onMainLoop {
      let store = Store(initialState: Numbers.State(values: [2])) { Numbers() }
      let field = Entry()
      let list = NumbersView(store: store).makeWidget()
      let box = Box(.vertical, spacing: 0)
      box.append(field)
      box.append(list)
      let window = Gtk.Window()
      window.setChild(box)
      presentAndWaitForFrame(window)
      XCTAssertNil(field.addKeyboardShortcut("not a key <<") {})
      let shortcut = try XCTUnwrap(
        list.addKeyboardShortcut("Delete") {
          store.send(.deleteKeyPressed)
        })
      XCTAssertTrue(shortcut.activate())
      XCTAssertEqual(store.deletes, 1)
      window.destroy()
    }
  }

  @MainActor
  func testFocusHandleMovesTheFocus() async throws {
    try await onMainLoop {
      let handle = FocusHandle()
      let window = Gtk.Window()
      window.setContent {
        VStack {
          Button("First") {}
          TextField("Search", text: ViewBinding(get: { "" }, set: { _ in }))
            .focusHandle(handle)
        }
      }
      presentAndWaitForFrame(window)
      let entry = try XCTUnwrap(window.descendants.compactMap { $0 as? Entry }.first)
      XCTAssertFalse(entry.hasFocus || entry.descendants.contains { $0.hasFocus })
      XCTAssertTrue(handle.focus())
      waitUntil("the entry has the focus") {
        entry.hasFocus || entry.descendants.contains { $0.hasFocus }
      }
      window.destroy()
    }
  }
}
