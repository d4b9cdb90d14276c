import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

// `@Environment(\.dismiss)` and `@Environment(\.isPresented)`, as SwiftUI views read them: a
// sheet's content and a pushed page close themselves with a button of their own.

@Reducer
private struct Note {
  @ObservableState
  struct State: Equatable {
    var text = "note"
  }
  enum Action { case edit }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
private struct Notebook {
  @ObservableState
  struct State: Equatable {
    @Presents var sheet: Note.State?
    var path = StackState<Note.State>()
    /// What the feature heard of its presentations, in order.
    var log: [String] = []
  }

  enum Action {
    case showSheet
    case pushPage
    case sheet(PresentationAction<Note.Action>)
    case path(StackActionOf<Note>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showSheet:
        state.sheet = Note.State()
      case .pushPage:
        state.path.append(Note.State())
      case .sheet(.dismiss):
        state.log.append("sheet dismissed")
      case let .path(.popFrom(id)):
        state.log.append("popped from \(id)")
      case .sheet, .path:
        break
      }
      return .none
    }
    .ifLet(\.$sheet, action: \.sheet) { Note() }
    .forEach(\.path, action: \.path) { Note() }
  }
}

/// A view that closes itself, as a SwiftUI sheet or page does.
private struct NoteView: View {
  let title: String
  @Environment(\.dismiss) var dismiss
  @Environment(\.isPresented) var isPresented

  var body: some View {
    VStack {
      Text(isPresented ? "\(title): presented" : "\(title): not presented")
      Button("Close \(title)") { dismiss() }
    }
  }
}

private struct SheetHostView: View {
  @Bindable var store: StoreOf<Notebook>
  let onSheet: @MainActor (Gtk.Window) -> Void

  var body: some View {
    NoteView(title: "root")
      .sheet(item: $store.scope(state: \.sheet, action: \.sheet), configure: onSheet) { _ in
        NoteView(title: "sheet")
      }
  }
}

private struct StackHostView: View {
  @Bindable var store: StoreOf<Notebook>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      NoteView(title: "root")
    } destination: { _ in
      NoteView(title: "page")
    }
  }
}

final class DismissTests: GtkTestCase {
  @MainActor
  private func hasLabel(_ text: String, in widget: Widget) -> Bool {
    widget.descendants.contains { ($0 as? Gtk.Label)?.text == text }
  }

  /// A button in a sheet calling `dismiss()` closes the sheet as the user's close does: the
  /// feature gets `.dismiss`, the state goes, the window goes. Outside a presentation,
  /// `dismiss()` does nothing and `isPresented` is false.
  @MainActor
  func testDismissInASheetSendsDismiss() async throws {
    try await onMainLoop {
      let store = Store(initialState: Notebook.State()) { Notebook() }
      var sheets: [Gtk.Window] = []
      let window = Gtk.Window()
      window.setContent { SheetHostView(store: store, onSheet: { sheets.append($0) }) }
      presentAndWaitForFrame(window)
      XCTAssertTrue(self.hasLabel("root: not presented", in: window))

      XCTAssertTrue(try button("Close root", in: window).pressActivationKey())
      for _ in 0..<3 { waitForFrame(window) }
      XCTAssertEqual(store.log, [], "dismiss outside a presentation does nothing")

      store.send(.showSheet)
      flushObservations()
      let sheet = try XCTUnwrap(sheets.first)
      waitUntil("the sheet is shown") { sheet.isMapped }
      XCTAssertTrue(self.hasLabel("sheet: presented", in: sheet))

      XCTAssertTrue(try button("Close sheet", in: sheet).pressActivationKey())
      waitUntil("the sheet's state is dismissed") { store.sheet == nil }
      XCTAssertEqual(store.log, ["sheet dismissed"])
      flushObservations()
      waitUntil("the sheet's window goes") { !sheet.isVisible }
      XCTAssertTrue(window.isVisible, "the window that presented it stays")
      window.destroy()
    }
  }

  /// A button on a pushed page calling `dismiss()` pops that page (`.popFrom(id:)`), as the
  /// back button does; the stack's root is not presented.
  @MainActor
  func testDismissOnAPushedPagePopsIt() async throws {
    try await onMainLoop {
      let store = Store(initialState: Notebook.State()) { Notebook() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 320, height: 240)
      window.setContent { StackHostView(store: store) }
      presentAndWaitForFrame(window)
      XCTAssertTrue(self.hasLabel("root: not presented", in: window))

      store.send(.pushPage)
      flushObservations()
      waitUntil("the page is pushed") { self.hasLabel("page: presented", in: window) }
      let id = try XCTUnwrap(store.path.ids.first)

      XCTAssertTrue(try button("Close page", in: window).pressActivationKey())
      waitUntil("the page is popped") { store.path.isEmpty }
      XCTAssertEqual(store.log, ["popped from \(id)"])

      XCTAssertTrue(try button("Close root", in: window).pressActivationKey())
      for _ in 0..<3 { waitForFrame(window) }
      XCTAssertEqual(store.log, ["popped from \(id)"], "the root is not presented")
      window.destroy()
    }
  }
}
