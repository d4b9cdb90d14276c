import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

@Reducer
private struct Profile {
  @ObservableState
  struct State: Equatable {
    var bio = "Hello"
    var isShown = true
    var name = "Blob"
    var password = ""
    var showsMore = false
    var submissions = 0
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case submit
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case .submit = action { state.submissions += 1 }
      return .none
    }
  }
}

/// What the view's lifecycle actions saw.
@MainActor
private final class Events {
  var changes: [String] = []
  var disappearances = 0
}

private struct ProfileView: View {
  @Bindable var store: StoreOf<Profile>
  let events: Events

  var body: some View {
    VStack {
      TextField("Name", text: $store.name)
        .onSubmit { store.send(.submit) }
      SecureField("Password", text: $store.password)
      TextEditor(text: $store.bio)
        .frame(height: 80)
      LabeledContent("Length", value: "5 min")
      GroupBox("Box") {
        Text("Inside")
      }
      DisclosureGroup("More", isExpanded: $store.showsMore) {
        Text("Details")
      }
      Link("Docs", destination: URL(string: "https://example.org/docs")!)
      Text(store.name)
        .opacity(0.5)
        .padding(.horizontal, 20)
        .onChange(of: store.name) { old, new in events.changes.append("\(old)→\(new)") }
      if store.isShown {
        Text("Bye").onDisappear { events.disappearances += 1 }
      }
    }
  }
}

final class SwiftUIControlTests: GtkTestCase {
  /// Text inputs, disclosure, grouping, links and the lifecycle modifiers, driven through
  /// their widgets' own signals.
  @MainActor
  func testControlsAndLifecycleModifiers() async throws {
    try await onMainLoop {
      let store = Store(initialState: Profile.State()) { Profile() }
      let events = Events()
      let window = Gtk.Window()
      window.setDefaultSize(width: 360, height: 560)
      window.setContent { ProfileView(store: store, events: events) }
      presentAndWaitForFrame(window)
      let widgets = window.descendants

      // Enter in the field submits.
      let name = try XCTUnwrap(widgets.compactMap { $0 as? Entry }.first)
      name.emitActivate()  // what Enter in the field emits
      XCTAssertEqual(store.submissions, 1)

      // The password field reads and writes its binding.
      let password = try XCTUnwrap(widgets.compactMap { $0 as? PasswordEntry }.first)
      XCTAssertEqual(password.accessibleLabel, "Password")
      password.text = "secret"
      XCTAssertEqual(store.password, "secret")

      // The editor: the user's edit reaches the store, the store's change the buffer.
      let editor = try XCTUnwrap(widgets.compactMap { $0 as? TextView }.first)
      XCTAssertEqual(editor.buffer.text, "Hello")
      editor.buffer.text = "Hello there"
      XCTAssertEqual(store.bio, "Hello there")
      store.send(.binding(.set(\.bio, "Bye")))
      flushObservations()
      XCTAssertEqual(editor.buffer.text, "Bye")
      XCTAssertEqual(store.bio, "Bye", "the program's write is not an edit")

      let labels = widgets.compactMap { $0 as? Gtk.Label }
      let value = try XCTUnwrap(labels.first { $0.text == "5 min" })
      XCTAssertTrue(value.hasCSSClass("dim-label"))
      XCTAssertEqual(widgets.compactMap { $0 as? Frame }.first?.label, "Box")
      XCTAssertEqual(
        widgets.compactMap { $0 as? LinkButton }.first?.uri, "https://example.org/docs")

      // The disclosure group follows its binding both ways.
      let more = try XCTUnwrap(widgets.compactMap { $0 as? Gtk.Expander }.first)
      XCTAssertFalse(more.expanded)
      more.expanded = true
      XCTAssertTrue(store.showsMore)
      store.send(.binding(.set(\.showsMore, false)))
      flushObservations()
      XCTAssertFalse(more.expanded)

      let nameText = try XCTUnwrap(labels.first { $0.text == "Blob" })
      XCTAssertEqual(nameText.opacity, 0.5, accuracy: 0.01, "GTK keeps it in 8 bits")
      XCTAssertEqual([nameText.marginStart, nameText.marginEnd, nameText.marginTop], [20, 20, 0])

      // onChange sees the old and the new value; onDisappear runs when the view goes.
      store.send(.binding(.set(\.name, "Bob")))
      flushObservations()
      XCTAssertEqual(events.changes, ["Blob→Bob"])
      XCTAssertEqual(events.disappearances, 0)
      store.send(.binding(.set(\.isShown, false)))
      flushObservations()
      XCTAssertEqual(events.disappearances, 1)
      window.destroy()
    }
  }
}
