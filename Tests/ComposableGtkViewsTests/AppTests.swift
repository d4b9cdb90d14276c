import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

@Reducer
private struct Notes {
  @ObservableState
  struct State: Equatable {
    var notes: [String] = ["Buy milk"]
  }

  enum Action: Equatable {
    case addTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.notes.append("Note \(state.notes.count + 1)")
        return .none
      }
    }
  }
}

private struct NotesView: View {
  let store: StoreOf<Notes>

  var body: some View {
    VStack(spacing: 6) {
      ForEach(store.notes, id: \.self) { note in
        Text(note)
      }
      Button("Add") { store.send(.addTapped) }
    }
    .padding()
  }
}

/// An app of a user's shape: a `@main`-style `App` whose body is a window group.
private struct NotesApp: App {
  static let store = Store(initialState: Notes.State()) { Notes() }

  var body: some Scene {
    WindowGroup("Notes") {
      NotesView(store: Self.store)
    }
    .defaultSize(width: 320, height: 240)
  }
}

/// Two scenes: only the first opens at launch.
private struct TwoWindowsApp: App {
  static let applicationID = "org.example.TwoWindows"

  var body: some Scene {
    WindowGroup("Main") { Text("Main") }
    WindowGroup("Other", id: "other") { Text("Other") }
  }
}

/// Commands and settings: the primary menu, its actions and their shortcuts.
private struct MeetingsApp: App {
  static let store = Store(initialState: Notes.State()) { Notes() }

  var body: some Scene {
    WindowGroup("Meetings") {
      NotesView(store: Self.store)
    }
    .commands {
      CommandMenu("Notes") {
        Button("New note") { Self.store.send(.addTapped) }
          .keyboardShortcut("n")
        Divider()
        Button("Also new") { Self.store.send(.addTapped) }
      }
    }
    Settings {
      Text("Preferences of the meetings")
    }
  }
}

final class AppTests: GtkTestCase {
  /// `.commands` and `Settings` make application actions bound to their shortcuts and a
  /// primary menu in each window's header bar.
  @MainActor
  func testCommandsAndSettingsMakeThePrimaryMenu() async throws {
    try await onMainLoop {
      let application = MeetingsApp().makeApplication(id: testApplicationID(), isUnique: false)
      try application.register()
      application.activate()
      let window = try XCTUnwrap(application.windows.first)
      waitUntil("the window is on screen") { window.isMapped }
      let menuButton = try XCTUnwrap(
        (window.titlebar?.descendants ?? []).compactMap { $0 as? MenuButton }.first)
      XCTAssertEqual(menuButton.accessibleLabel, "Main Menu")
      let menu = try XCTUnwrap(menuButton.menuModel)
      XCTAssertEqual(menu.nItems, 2, "the commands' section, then Preferences")
      waitForFrame(window)
      try self.screenshot(window, "app-primary-menu")

      XCTAssertEqual(application.accelerators(for: "app.command-0"), ["<Control>n"])
      XCTAssertEqual(application.accelerators(for: "app.preferences"), ["<Control>comma"])
      let notes = MeetingsApp.store.notes.count
      application.activateAction("command-0")
      application.activateAction("command-1")
      XCTAssertEqual(MeetingsApp.store.notes.count, notes + 2, "each item runs its button")

      application.activateAction("preferences")
      let preferences = try XCTUnwrap(application.windows.first { $0.title == "Preferences" })
      XCTAssertTrue(preferences.descendants.contains {
        ($0 as? Gtk.Label)?.text == "Preferences of the meetings"
      })
      XCTAssertTrue(preferences.transientFor === window)
      application.activateAction("preferences")
      XCTAssertEqual(application.windows.filter { $0.title == "Preferences" }.count, 1)
      application.windows.forEach { $0.destroy() }
    }
  }

  /// Launching the app opens the first window group's window with its title, size and
  /// content; launching it again presents that window instead of opening another.
  @MainActor
  func testLaunchOpensTheWindowGroupsWindowOnce() async throws {
    try await onMainLoop {
      let application = NotesApp().makeApplication(id: testApplicationID(), isUnique: false)
      try application.register()
      XCTAssertEqual(application.windowCount, 0, "nothing opens before the launch")

      application.activate()
      XCTAssertEqual(application.windowCount, 1)
      let window = try XCTUnwrap(application.windows.first)
      XCTAssertTrue(window is ApplicationWindow)
      XCTAssertEqual(window.title, "Notes")
      XCTAssertEqual(window.defaultSize.width, 320)
      XCTAssertEqual(window.defaultSize.height, 240)
      waitUntil("the window is on screen") { window.isVisible && window.isMapped }
      // The content's labels: on Wayland the window draws a title bar of its own.
      let content = try XCTUnwrap(window.child)
      let texts = { content.descendants.compactMap { ($0 as? Gtk.Label)?.text } }
      XCTAssertEqual(texts(), ["Buy milk", "Add"])

      // The content follows the store, as any view does.
      let add = try XCTUnwrap(content.descendants.compactMap { $0 as? Gtk.Button }.first)
      add.emitClicked()
      flushObservations()
      XCTAssertEqual(texts(), ["Buy milk", "Note 2", "Add"])
      waitForFrame(window)
      try self.screenshot(window, "app-window-group")

      application.activate()
      XCTAssertEqual(application.windowCount, 1, "a second launch presents the same window")
      XCTAssertTrue(application.windows.first === window)
      window.destroy()
      XCTAssertEqual(application.windowCount, 0)
    }
  }

  /// Of two window groups, the first opens at launch.
  @MainActor
  func testOnlyTheFirstSceneOpensAtLaunch() async throws {
    try await onMainLoop {
      let application = TwoWindowsApp().makeApplication(id: testApplicationID(), isUnique: false)
      try application.register()
      application.activate()
      XCTAssertEqual(application.windows.map(\.title), ["Main"])
      application.windows.forEach { $0.destroy() }
    }
  }

  /// The application id: declared, or derived from the type's name as a valid id.
  @MainActor
  func testApplicationIDs() async {
    XCTAssertEqual(TwoWindowsApp.applicationID, "org.example.TwoWindows")
    XCTAssertEqual(NotesApp.applicationID, "ComposableGtkViewsTests.NotesApp")
  }
}
