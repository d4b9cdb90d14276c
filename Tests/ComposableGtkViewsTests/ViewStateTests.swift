import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

@Reducer
private struct Roster {
  @ObservableState
  struct State: Equatable {
    var title = "Standup"
    var names: [String] = ["Blob"]
    var focus: Field? = .title

    enum Field: Hashable {
      case title
      case name(Int)
    }
  }

  enum Action: BindableAction {
    case addNameButtonTapped
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addNameButtonTapped:
        state.names.append("")
        state.focus = .name(state.names.count - 1)
        return .none
      case .binding:
        return .none
      }
    }
  }
}

/// A view with state of its own: what its parent's body running again must not reset.
private struct Disclosure: View {
  let title: String
  @State private var isExpanded = false

  var body: some View {
    VStack {
      Button(isExpanded ? "Hide \(title)" : "Show \(title)") { isExpanded.toggle() }
      if isExpanded { Text("Details of \(title)") }
    }
  }
}

private struct RosterView: View {
  @Bindable var store: StoreOf<Roster>
  @FocusState var focus: Roster.State.Field?

  var body: some View {
    VStack {
      TextField("Title", text: $store.title)
        .focused($focus, equals: .title)
      ForEach(Array(store.names.indices), id: \.self) { index in
        TextField("Name", text: $store.names[index])
          .focused($focus, equals: .name(index))
      }
      Button("Add") { store.send(.addNameButtonTapped) }
      Disclosure(title: store.title)
    }
    .bind($store.focus, to: $focus)
  }
}

final class ViewStateTests: GtkTestCase {
  @MainActor
  private static func entries(in root: Widget) -> [Entry] {
    root.descendants.compactMap { $0 as? Entry }
  }

  @MainActor
  private static func isFocused(_ widget: Widget, in window: Gtk.Window) -> Bool {
    var current = window.focus
    while let candidate = current {
      if candidate === widget { return true }
      current = candidate.parent
    }
    return false
  }

  /// The feature's `focus` moves the keyboard focus through `@FocusState` and `.bind`, and the
  /// user's focusing a field sets the feature's `focus`.
  @MainActor
  func testFocusFollowsTheStoreAndTheUser() async throws {
    try await onMainLoop {
      let store = Store(initialState: Roster.State()) { Roster() }
      let window = Gtk.Window()
      window.setContent { RosterView(store: store) }
      presentAndWaitForFrame(window)
      var entries = Self.entries(in: window)
      XCTAssertEqual(entries.count, 2)
      XCTAssertTrue(Self.isFocused(entries[0], in: window), "the title starts focused")

      // The feature moves the focus to the new row, which is built first.
      try XCTUnwrap(window.descendants.compactMap { $0 as? Gtk.Button }.first { $0.label == "Add" })
        .emitClicked()
      flushObservations()
      waitForFrame(window)
      entries = Self.entries(in: window)
      XCTAssertEqual(entries.count, 3)
      waitUntil("the new name field has the focus") { Self.isFocused(entries[2], in: window) }
      XCTAssertEqual(store.focus, .name(1))

      // The user focuses the first name (as Tab or a click does): the feature knows.
      _ = entries[1].grabFocus()
      flushObservations()
      XCTAssertEqual(store.focus, .name(0))
      window.destroy()
    }
  }

  /// `@State` lives across the new values of the view its parent's body makes.
  @MainActor
  func testStateOutlivesTheViewsValue() async throws {
    try await onMainLoop {
      let store = Store(initialState: Roster.State()) { Roster() }
      let window = Gtk.Window()
      window.setContent { RosterView(store: store) }
      presentAndWaitForFrame(window)
      let labels = { window.descendants.compactMap { ($0 as? Gtk.Label)?.text } }
      let show = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Button }.first { $0.label == "Show Standup" })
      show.emitClicked()
      flushObservations()
      XCTAssertTrue(labels().contains("Details of Standup"))

      // The parent's body runs again (it read the title) and makes a new Disclosure value.
      store.send(.binding(.set(\.title, "Retro")))
      flushObservations()
      XCTAssertEqual(show.label, "Hide Retro", "the same state, the new title")
      XCTAssertTrue(labels().contains("Details of Retro"))
      window.destroy()
    }
  }
}
