import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

// `TextField(_:text:axis: .vertical)`: a field of several lines that grows with its text, its
// prompt shown while it is empty.

@Reducer
private struct Note {
  @ObservableState
  struct State: Equatable {
    var body = ""
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

private struct NoteView: View {
  @Bindable var store: StoreOf<Note>

  var body: some View {
    VStack {
      TextField("Notes", text: $store.body, prompt: Text("What was said"), axis: .vertical)
      TextField("Title", text: .constant("One line"), axis: .horizontal)
    }
    .padding()
  }
}

final class TextFieldAxisTests: GtkTestCase {
  @MainActor
  func testAVerticalFieldGrowsWithItsLines() async throws {
    try await onMainLoop {
      let store = Store(initialState: Note.State()) { Note() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 320, height: 240)
      window.setContent { NoteView(store: store) }
      defer { window.destroy() }
      presentAndWaitForFrame(window)

      let view = try XCTUnwrap(window.descendants.compactMap { $0 as? TextView }.first)
      XCTAssertEqual(view.accessibleLabel, "Notes", "the title names the field")
      XCTAssertEqual(view.wrapMode, .wordChar)
      let prompt = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Label }.first { $0.text == "What was said" })
      XCTAssertTrue(prompt.visible, "the prompt shows while the field is empty")
      XCTAssertEqual(
        window.descendants.compactMap { $0 as? Entry }.count, 1, "the other axis is an entry")
      let oneLine = view.height

      // The user's lines: the state follows, the prompt goes, the field grows.
      view.buffer.text = "First point\nSecond point\nThird point"
      XCTAssertEqual(store.body, "First point\nSecond point\nThird point")
      XCTAssertFalse(prompt.visible)
      waitForFrame(window)
      XCTAssertGreaterThan(view.height, oneLine * 2, "three lines are taller than one")
      try self.screenshot(window, "text-field-vertical")

      // The program's text: shown, and the prompt back once it is empty.
      store.send(.binding(.set(\.body, "")))
      flushObservations()
      XCTAssertEqual(view.buffer.text, "")
      XCTAssertTrue(prompt.visible)
    }
  }
}
