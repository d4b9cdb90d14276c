import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

// A to-do list in the shape of TCA's Todos example: the edit mode in the feature's state, handed
// to the views with `.environment(\.editMode, …)`, rows deleted and moved in edit mode.

private struct Chore: Equatable, Identifiable {
  let id: Int
  var title: String
}

@Reducer
private struct Chores {
  @ObservableState
  struct State: Equatable {
    var chores: IdentifiedArrayOf<Chore> = [
      Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Plants"),
    ]
    var editMode: EditMode = .inactive
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case delete(IndexSet)
    case move(IndexSet, Int)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case let .delete(offsets):
        state.chores.remove(atOffsets: offsets)
        return .none
      case let .move(source, destination):
        state.chores.move(fromOffsets: source, toOffset: destination)
        return .none
      }
    }
  }
}

private struct ChoresView: View {
  @Bindable var store: StoreOf<Chores>

  var body: some View {
    NavigationStack {
      List {
        ForEach(store.chores) { chore in
          Text(chore.title)
        }
        .onDelete { store.send(.delete($0)) }
        .onMove { store.send(.move($0, $1)) }
      }
      .navigationTitle("Chores")
      .toolbar {
        ToolbarItem(placement: .primaryAction) { EditButton() }
      }
      .environment(\.editMode, $store.editMode)
    }
  }
}

final class EditModeTests: GtkTestCase {
  /// The edit button switches the feature's edit mode; the rows' move and delete buttons show
  /// only while editing, and move and delete rows in SwiftUI's offsets.
  @MainActor
  func testEditButtonShowsTheRowsControls() async throws {
    try await onMainLoop {
      let store = Store(initialState: Chores.State()) { Chores() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 360, height: 360)
      window.setContent { ChoresView(store: store) }
      presentAndWaitForFrame(window)

      let buttons = { (name: String) in
        window.descendants.compactMap { $0 as? Gtk.Button }.filter { $0.accessibleLabel == name }
      }
      let edit = try XCTUnwrap(
        (window.titlebar?.descendants ?? []).compactMap { $0 as? Gtk.Button }
          .first { button in button.descendants.contains { ($0 as? Gtk.Label)?.text == "Edit" } },
        "the edit button is in the header bar")
      XCTAssertEqual(buttons("Move down").count, 3)
      XCTAssertTrue(buttons("Move down").allSatisfy { !$0.isVisible }, "hidden until editing")
      XCTAssertTrue(buttons("Delete").allSatisfy { !$0.isVisible })

      edit.emitClicked()
      XCTAssertEqual(store.editMode, .active)
      flushObservations()
      XCTAssertTrue(buttons("Move down").allSatisfy(\.isVisible))
      XCTAssertTrue(edit.descendants.contains { ($0 as? Gtk.Label)?.text == "Done" })
      waitForFrame(window)
      try self.screenshot(window, "edit-mode")

      buttons("Move down")[0].emitClicked()  // Dishes below Laundry
      XCTAssertEqual(store.chores.map(\.title), ["Laundry", "Dishes", "Plants"])
      flushObservations()
      let titles = {
        window.descendants.compactMap { $0 as? Gtk.Label }.map(\.text)
          .filter { ["Dishes", "Laundry", "Plants"].contains($0) }
      }
      XCTAssertEqual(titles(), ["Laundry", "Dishes", "Plants"], "the rows moved")
      buttons("Move up")[2].emitClicked()  // Plants above Dishes
      XCTAssertEqual(store.chores.map(\.title), ["Laundry", "Plants", "Dishes"])
      buttons("Move up")[0].emitClicked()  // the first row stays
      XCTAssertEqual(store.chores.map(\.title), ["Laundry", "Plants", "Dishes"])
      flushObservations()
      buttons("Delete")[1].emitClicked()
      XCTAssertEqual(store.chores.map(\.title), ["Laundry", "Dishes"])

      edit.emitClicked()
      XCTAssertEqual(store.editMode, .inactive)
      flushObservations()
      XCTAssertTrue(buttons("Delete").allSatisfy { !$0.isVisible })
      window.destroy()
    }
  }
}
