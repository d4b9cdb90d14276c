import Adw
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

/// A `Window` first, a group and another `Window` opened by id from the views.
private struct LibraryApp: App {
  var body: some Scene {
    Window("Library", id: "library") { LibraryView() }
      .defaultSize(width: 300, height: 200)
      .commands {
        CommandMenu("Shelves") { Button("Sort") {} }
      }
    WindowGroup("Note", id: "note") { NoteView() }
    Window("Inspector", id: "inspector") { NoteView() }
    Settings { LibraryView() }
  }
}

private struct LibraryView: View {
  @Environment(\.openWindow) var openWindow

  var body: some View {
    VStack {
      Button("Show the inspector") { openWindow(id: "inspector") }
      Button("New note") { openWindow(id: "note") }
    }
  }
}

private struct NoteView: View {
  @Environment(\.dismissWindow) var dismissWindow

  var body: some View {
    VStack {
      Button("Close") { dismissWindow() }
      Button("Close the inspector") { dismissWindow(id: "inspector") }
    }
  }
}

/// Command groups at SwiftUI's placements, Preferences and About in the primary menu.
private struct OrganizerApp: App {
  static let store = Store(initialState: Notes.State()) { Notes() }
  static let appInfo: AppInfo? = AppInfo(
    name: "Organizer", version: "1.2", developerName: "The Organizer authors",
    license: .mitX11)

  var body: some Scene {
    WindowGroup("Organizer") {
      NotesView(store: Self.store)
    }
    .commands {
      CommandMenu("Notes") {
        Button("Sort") {}
      }
      CommandGroup(after: .newItem) {
        Button("New note") { Self.store.send(.addTapped) }
          .keyboardShortcut("n")
      }
      CommandGroup(before: .help) {
        Button("Keyboard Shortcuts") {}
      }
      CommandGroup(replacing: .help) {
        Button("Organizer Help") {}
      }
    }
    Settings {
      Text("Organizer settings")
    }
  }
}

/// The About item replaced by the app's own.
private struct TeamApp: App {
  static let appInfo: AppInfo? = AppInfo(name: "Team")

  var body: some Scene {
    WindowGroup("Team") { Text("Team") }
      .commands {
        CommandGroup(replacing: .appInfo) {
          Button("About the team") {}
        }
      }
  }
}

/// Commands of the app's own type, whose body chooses its menus.
private struct ShelfCommands: Commands {
  let showsArchive: Bool

  var body: some Commands {
    CommandMenu("Shelves") {
      Button("Sort") {}
    }
    if showsArchive {
      CommandMenu("Archive") {
        Button("Archive all") {}
      }
    } else {
      EmptyCommands()
    }
    CommandGroup(before: .help) {
      Button("Shelf guide") {}
    }
  }
}

/// A group of windows each presenting a note number, opened by value.
private struct ShelfApp: App {
  var body: some Scene {
    WindowGroup("Shelf") { ShelfView() }
      .commands {
        ShelfCommands(showsArchive: true)
        ShelfCommands(showsArchive: false)
      }
    WindowGroup("Note", id: "note", for: Int.self) { $number in
      NoteNumberView(number: $number)
    }
  }
}

private struct ShelfView: View {
  @Environment(\.openWindow) var openWindow

  var body: some View {
    VStack {
      Button("Open note 1") { openWindow(value: 1) }
      Button("Open note 2") { openWindow(value: 2) }
      Button("Open note 11") { openWindow(id: "note", value: 11) }
      Button("Open an empty note") { openWindow(id: "note") }
    }
  }
}

private struct NoteNumberView: View {
  @Binding var number: Int?

  var body: some View {
    VStack {
      Text(number.map { "Note \($0)" } ?? "No note")
      Button("Ten on") { number = (number ?? 0) + 10 }
    }
  }
}

final class AppTests: GtkTestCase {
  /// The items of the primary menu of `window` as its popover shows them: opens the menu,
  /// and leaves it open.
  @MainActor
  private func primaryMenu(of window: Gtk.Window, screenshot: String? = nil) throws -> [String] {
    let menuButton = try XCTUnwrap(
      (window.titlebar?.descendants ?? []).compactMap { $0 as? MenuButton }.first)
    menuButton.popup()
    let popover = try XCTUnwrap(menuButton.popover)
    waitUntil("the menu is open") { popover.isMapped }
    if let screenshot, let folder = ProcessInfo.processInfo.environment["GTK_TEST_SCREENSHOTS"] {
      waitForFrame(window)
      try Snapshot.writePNG(of: popover, to: "\(folder)/\(screenshot).png")
    }
    return popover.descendants.compactMap { widget -> String? in
      guard widget.isMapped else { return nil }
      // An item's shortcut is a label too, named "accelerator" in CSS.
      guard let label = widget as? Gtk.Label, label.cssName == "label" else { return nil }
      return label.text.isEmpty ? nil : label.text
    }
  }

  /// `CommandGroup`s go before, after or in place of the standard items of their placement:
  /// new items first, then the command menus, then Preferences, help and "About <name>",
  /// which opens the About window of the app's `appInfo` (once).
  @MainActor
  func testCommandGroupsAndTheAboutWindowInThePrimaryMenu() async throws {
    try await onMainLoop {
      let application = OrganizerApp().makeApplication(id: testApplicationID(), isUnique: false)
      try application.register()
      application.activate()
      let window = try XCTUnwrap(application.windows.first)
      waitUntil("the window is on screen") { window.isMapped }
      XCTAssertEqual(
        try self.primaryMenu(of: window, screenshot: "app-command-groups-menu"),
        [
          "New note", "Notes", "Preferences", "Keyboard Shortcuts", "Organizer Help",
          "About Organizer",
        ])
      let menuButton = try XCTUnwrap(
        (window.titlebar?.descendants ?? []).compactMap { $0 as? MenuButton }.first)
      let menu = try XCTUnwrap(menuButton.menuModel)
      XCTAssertEqual(
        (0..<menu.nItems).map { menu.getItemLink($0, link: "section")?.nItems },
        [1, 1, 4], "new items, the command menus, then the app's section")
      waitForFrame(window)
      try self.screenshot(window, "app-command-groups")

      let notes = OrganizerApp.store.notes.count
      let newNote = try XCTUnwrap(
        (0..<20).map { "command-\($0)" }.first {
          application.accelerators(for: "app.\($0)") == ["<Control>n"]
        })
      application.activateAction(newNote)
      XCTAssertEqual(OrganizerApp.store.notes.count, notes + 1, "the item runs its button")

      application.activateAction("about")
      let about = try XCTUnwrap(application.windows.compactMap { $0 as? Adw.AboutWindow }.first)
      XCTAssertEqual(about.applicationName, "Organizer")
      XCTAssertEqual(about.version, "1.2")
      XCTAssertEqual(about.developerName, "The Organizer authors")
      XCTAssertEqual(about.license, .mitX11)
      XCTAssertTrue(about.transientFor === window)
      waitUntil("the About window is on screen") { about.isMapped }
      waitForFrame(about)
      try self.screenshot(about, "app-about-window")
      application.activateAction("about")
      XCTAssertEqual(application.windows.filter { $0 is Adw.AboutWindow }.count, 1)
      self.closeMenusAndDestroyWindows(of: application)

      let team = TeamApp().makeApplication(id: testApplicationID("team"), isUnique: false)
      try team.register()
      team.activate()
      let teamWindow = try XCTUnwrap(team.windows.first)
      waitUntil("the window is on screen") { teamWindow.isMapped }
      XCTAssertEqual(try self.primaryMenu(of: teamWindow), ["About the team"])
      self.closeMenusAndDestroyWindows(of: team)
    }
  }

  /// Closes the open primary menus, then the windows of `application`: a user's click on a
  /// window's close button closes an open menu first. Destroyed with the menu open, GTK 4.8's
  /// tooltip code may later look for the pointer on the destroyed window's surface (a critical
  /// seen one run in three under load).
  @MainActor
  private func closeMenusAndDestroyWindows(of application: Gtk.Application) {
    for window in application.windows {
      for button in (window.titlebar?.descendants ?? []).compactMap({ $0 as? MenuButton }) {
        button.popdown()
      }
    }
    for window in application.windows where window.isMapped { waitForFrame(window) }
    application.windows.forEach { $0.destroy() }
  }

  /// The button titled `title` in the content of `window`.
  @MainActor
  private func button(_ title: String, in window: Gtk.Window) throws -> Gtk.Button {
    try XCTUnwrap(
      (window.child?.descendants ?? []).compactMap { $0 as? Gtk.Button }.first {
        $0.label == title
      },
      title)
  }

  /// A `Window` that is the first scene opens at launch with its title and size, and a second
  /// launch presents it; `openWindow(id:)` presents a `Window` (never a second one) and opens a
  /// new window of a `WindowGroup`; `dismissWindow` closes the view's window or a scene's.
  @MainActor
  func testWindowSceneOpensOnceAndOpenWindowOpensScenesByID() async throws {
    try await onMainLoop {
      let application = LibraryApp().makeApplication(id: testApplicationID(), isUnique: false)
      try application.register()
      application.activate()
      XCTAssertEqual(application.windows.map(\.title), ["Library"])
      let library = try XCTUnwrap(application.windows.first)
      XCTAssertEqual(library.defaultSize.width, 300)
      XCTAssertEqual(library.defaultSize.height, 200)
      application.activate()
      XCTAssertEqual(application.windowCount, 1, "a second launch presents the window")
      XCTAssertTrue(application.windows.first === library)

      let titles = { application.windows.compactMap(\.title).sorted() }
      try self.button("Show the inspector", in: library).emitClicked()
      XCTAssertEqual(titles(), ["Inspector", "Library"])
      try self.button("Show the inspector", in: library).emitClicked()
      XCTAssertEqual(titles(), ["Inspector", "Library"], "a Window open is presented again")
      try self.button("New note", in: library).emitClicked()
      try self.button("New note", in: library).emitClicked()
      XCTAssertEqual(titles(), ["Inspector", "Library", "Note", "Note"], "a group opens more")

      let notes = application.windows.filter { $0.title == "Note" }
      for note in notes { waitUntil("the note is on screen") { note.isMapped } }
      try self.button("Close the inspector", in: notes[0]).emitClicked()
      waitUntil("the inspector is closed") { !titles().contains("Inspector") }
      try self.button("Close", in: notes[0]).emitClicked()
      waitUntil("the note is closed") { titles() == ["Library", "Note"] }
      XCTAssertTrue(application.windows.contains { $0 === notes[1] })

      try self.button("Show the inspector", in: library).emitClicked()
      XCTAssertEqual(titles(), ["Inspector", "Library", "Note"], "closed, it opens again")

      // A Window's commands make the primary menu; the preferences window opens windows too.
      XCTAssertEqual(try self.primaryMenu(of: library), ["Shelves", "Preferences"])
      application.activateAction("preferences")
      let preferences = try XCTUnwrap(application.windows.first { $0.title == "Preferences" })
      try self.button("New note", in: preferences).emitClicked()
      XCTAssertEqual(titles(), ["Inspector", "Library", "Note", "Note", "Preferences"])
      self.closeMenusAndDestroyWindows(of: application)
    }
  }

  /// Commands of the app's own type put the menus and groups of their body in the primary
  /// menu, in order, their `if` choosing among them.
  @MainActor
  func testCommandsOfTheAppsOwnType() async throws {
    try await onMainLoop {
      let application = ShelfApp().makeApplication(id: testApplicationID(), isUnique: false)
      try application.register()
      application.activate()
      let window = try XCTUnwrap(application.windows.first)
      waitUntil("the window is on screen") { window.isMapped }
      XCTAssertEqual(
        try self.primaryMenu(of: window),
        ["Shelves", "Archive", "Shelves", "Shelf guide", "Shelf guide"])
      self.closeMenusAndDestroyWindows(of: application)
    }
  }

  /// `openWindow(value:)` opens a window of the `WindowGroup(for:)` presenting the value's type,
  /// or presents the window already showing it; the window's view changes its value through
  /// the binding, and is built again showing it; `openWindow(id:)` opens one with no value.
  @MainActor
  func testWindowGroupsPresentingValues() async throws {
    try await onMainLoop {
      let application = ShelfApp().makeApplication(id: testApplicationID(), isUnique: false)
      try application.register()
      application.activate()
      let shelf = try XCTUnwrap(application.windows.first)
      let notes = { application.windows.filter { $0.title == "Note" } }
      let texts = {
        notes().map { window in
          (window.child?.descendants ?? []).compactMap { ($0 as? Gtk.Label)?.text }
            .first { $0.hasPrefix("No") } ?? "?"
        }.sorted()
      }
      try self.button("Open note 1", in: shelf).emitClicked()
      try self.button("Open note 1", in: shelf).emitClicked()
      XCTAssertEqual(texts(), ["Note 1"], "the window showing 1 is presented, not a second")
      let first = try XCTUnwrap(notes().first)
      try self.button("Open note 2", in: shelf).emitClicked()
      XCTAssertEqual(texts(), ["Note 1", "Note 2"])

      for note in notes() { waitUntil("the note is on screen") { note.isMapped } }
      try self.button("Ten on", in: first).emitClicked()
      waitUntil("the note shows its new value") { texts() == ["Note 11", "Note 2"] }
      try self.button("Open note 11", in: shelf).emitClicked()
      XCTAssertEqual(notes().count, 2, "the window now showing 11 is presented")
      try self.button("Open note 1", in: shelf).emitClicked()
      XCTAssertEqual(texts(), ["Note 1", "Note 11", "Note 2"], "none shows 1 any more: a new one")
      try self.button("Open an empty note", in: shelf).emitClicked()
      XCTAssertEqual(texts(), ["No note", "Note 1", "Note 11", "Note 2"])

      for note in notes() { waitUntil("the note is on screen") { note.isMapped } }
      for note in notes() where note !== first { note.destroy() }
      waitUntil("the windows are gone") { self.notesCount(application) == 1 }
      try self.button("Open note 2", in: shelf).emitClicked()
      XCTAssertEqual(texts(), ["Note 11", "Note 2"], "a closed window's value opens anew")
      application.windows.forEach { $0.destroy() }
    }
  }

  @MainActor
  private func notesCount(_ application: Gtk.Application) -> Int {
    application.windows.filter { $0.title == "Note" }.count
  }

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
      XCTAssertTrue(
        preferences.descendants.contains {
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
      XCTAssertTrue(window is Gtk.ApplicationWindow)
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
