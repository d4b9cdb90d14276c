import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

// Sheets driven by a binding, as SwiftUI writes them: view state (`$isSignUpPresented`), a
// feature's field (`$store.isSheetPresented.sending(\.setSheet)`, as TCA's "present and load"
// case study does) and an identifiable value (`.sheet(item: $editedNote)`).

@Reducer
private struct Loader {
  @ObservableState
  struct State: Equatable {
    var isSheetPresented = false
  }
  enum Action: Equatable {
    case setSheet(isPresented: Bool)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .setSheet(isPresented):
        state.isSheetPresented = isPresented
        return .none
      }
    }
  }
}

private struct SignUpFlow: View {
  @Environment(\.dismiss) var dismiss

  var body: some View {
    VStack {
      Text("Create your account")
      Button("Cancel sign-up") { dismiss() }
    }
  }
}

private struct Note: Identifiable, Equatable {
  let id: Int
  var title: String
}

private struct SheetsView: View {
  @Bindable var store: StoreOf<Loader>
  @State var isSignUpPresented = false
  let dismissals: GtkTestSupport.Shared<[String]>
  let editedNote: Binding<Note?>

  var body: some View {
    VStack {
      Button("Sign up") { isSignUpPresented = true }
        .sheet(isPresented: $isSignUpPresented, onDismiss: { dismissals.value.append("sign-up") }) {
          SignUpFlow()
        }
      Button("Load") { store.send(.setSheet(isPresented: true)) }
        .sheet(isPresented: $store.isSheetPresented.sending(\.setSheet)) {
          Text("Loaded")
        }
      Text("Notes")
        .sheet(item: editedNote, onDismiss: { dismissals.value.append("note") }) { note in
          Text("Editing \(note.title)")
        }
    }
  }
}

final class BindingSheetTests: GtkTestCase {
  @MainActor
  private func openSheet(besides window: Gtk.Window, _ name: String) throws -> Gtk.Window {
    waitUntil("\(name) opens") {
      Gtk.Window.toplevels.contains { $0.isModal && $0.isVisible && !$0.isSame(as: window) }
    }
    return try XCTUnwrap(
      Gtk.Window.toplevels.first { $0.isModal && $0.isVisible && !$0.isSame(as: window) })
  }

  @MainActor
  private static func shows(_ text: String, in window: Gtk.Window) -> Bool {
    window.descendants.contains { ($0 as? Gtk.Label)?.text == text }
  }

  @MainActor
  private static func sheetsOpen(besides window: Gtk.Window) -> Int {
    Gtk.Window.toplevels.filter { $0.isModal && $0.isVisible && !$0.isSame(as: window) }.count
  }

  /// View state: the button opens the sheet; the content's `dismiss` closes it and sets the
  /// state back (the button opens it again); the user's close does the same; `onDismiss` runs
  /// each time.
  @MainActor
  func testAViewStateBindingOpensAndClosesTheSheet() async throws {
    try await onMainLoop {
      let store = Store(initialState: Loader.State()) { Loader() }
      let dismissals = GtkTestSupport.Shared<[String]>([])
      let window = Gtk.Window()
      window.setContent {
        SheetsView(store: store, dismissals: dismissals, editedNote: .constant(nil))
      }
      defer { window.destroy() }
      presentAndWaitForFrame(window)
      XCTAssertEqual(Self.sheetsOpen(besides: window), 0)

      pressAndWaitForClick(try button("Sign up", in: window))
      let sheet = try self.openSheet(besides: window, "the sign-up sheet")
      XCTAssertTrue(Self.shows("Create your account", in: sheet))
      XCTAssertTrue(sheet.transientFor?.isSame(as: window) ?? false, "it opens over the window")
      presentAndWaitForFrame(sheet)
      try self.screenshot(sheet, "binding-sheet")

      pressAndWaitForClick(try button("Cancel sign-up", in: sheet))
      waitUntil("dismiss closes the sheet") { !sheet.isVisible }
      XCTAssertEqual(dismissals.value, ["sign-up"])
      XCTAssertEqual(Self.sheetsOpen(besides: window), 0)

      // The state went back to false: the button opens it again; the user closes it.
      pressAndWaitForClick(try button("Sign up", in: window))
      let second = try self.openSheet(besides: window, "the sign-up sheet, again")
      second.close()
      waitUntil("the user's close closes it") { !second.isVisible }
      XCTAssertEqual(dismissals.value, ["sign-up", "sign-up"])
    }
  }

  /// A feature's field: the sheet follows the store, and the user's close sends the binding's
  /// action with `false`.
  @MainActor
  func testAStoreBindingFollowsTheFeatureAndSendsTheClose() async throws {
    try await onMainLoop {
      let actions = GtkTestSupport.Shared<[Loader.Action]>([])
      let store = Store(initialState: Loader.State()) {
        Reduce<Loader.State, Loader.Action> { _, action in
          actions.value.append(action)
          return .none
        }
        Loader()
      }
      let window = Gtk.Window()
      window.setContent {
        SheetsView(store: store, dismissals: GtkTestSupport.Shared([]), editedNote: .constant(nil))
      }
      defer { window.destroy() }
      presentAndWaitForFrame(window)

      pressAndWaitForClick(try button("Load", in: window))
      let sheet = try self.openSheet(besides: window, "the loaded sheet")
      XCTAssertTrue(Self.shows("Loaded", in: sheet))

      sheet.close()
      waitUntil("the close reaches the store") { !store.isSheetPresented }
      XCTAssertEqual(actions.value, [.setSheet(isPresented: true), .setSheet(isPresented: false)])
      waitUntil("the sheet goes") { !sheet.isVisible }

      // The feature opens and closes it on its own.
      store.send(.setSheet(isPresented: true))
      let again = try self.openSheet(besides: window, "the loaded sheet, again")
      store.send(.setSheet(isPresented: false))
      waitUntil("the feature closes it") { !again.isVisible }
      XCTAssertEqual(Self.sheetsOpen(besides: window), 0)
    }
  }

  /// An identifiable item: the sheet shows it; another item replaces the sheet (`onDismiss`
  /// for the first); `nil` closes it; the user's close sets the binding to `nil`.
  @MainActor
  func testAnItemBindingReplacesTheSheetForAnotherItem() async throws {
    try await onMainLoop {
      let store = Store(initialState: Loader.State()) { Loader() }
      let dismissals = GtkTestSupport.Shared<[String]>([])
      let note = StateStorage<Note?>(nil)
      let window = Gtk.Window()
      window.setContent {
        SheetsView(store: store, dismissals: dismissals, editedNote: note.binding)
      }
      defer { window.destroy() }
      presentAndWaitForFrame(window)

      note.value = Note(id: 1, title: "Groceries")
      let first = try self.openSheet(besides: window, "the first note's sheet")
      XCTAssertTrue(Self.shows("Editing Groceries", in: first))

      // The same note, renamed: the same sheet.
      note.value = Note(id: 1, title: "Food")
      flushObservations()
      XCTAssertTrue(first.isVisible, "the same item keeps its sheet")
      XCTAssertEqual(dismissals.value, [])

      note.value = Note(id: 2, title: "Chores")
      waitUntil("another note replaces the sheet") { !first.isVisible }
      let second = try self.openSheet(besides: window, "the second note's sheet")
      XCTAssertTrue(Self.shows("Editing Chores", in: second))
      XCTAssertEqual(dismissals.value, ["note"])
      XCTAssertEqual(Self.sheetsOpen(besides: window), 1)

      second.close()
      waitUntil("the user's close clears the item") { note.value == nil }
      waitUntil("the sheet goes") { !second.isVisible }
      XCTAssertEqual(dismissals.value, ["note", "note"])
    }
  }
}

/// An observable value the test owns, and a binding to it: what a parent's `@State` gives.
@MainActor
private final class StateStorage<Value>: Observable {
  private let registrar = ObservationRegistrar()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return stored
    }
    set { registrar.withMutation(of: self, keyPath: \.value) { stored = newValue } }
  }

  var binding: Binding<Value> {
    Binding(get: { self.value }, set: { self.value = $0 })
  }
}
