import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

/// A list of meetings, a pushed detail page and a timer page pushed from it, each with a
/// title and a toolbar of its own: the pieces a first app combines.
struct MeetingsNavigationView: View {
  @Bindable var store: StoreOf<NavRoot>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      VStack(spacing: 12) {
        NavigationLink(state: NavPath.State.screen(NavScreen.State(title: "Standup"))) {
          Text("Open standup")
        }
      }
      .padding(24)
      .navigationTitle("Meetings")
      .toolbar {
        ToolbarItem(placement: .primaryAction) { Button("Add") {} }
      }
    } destination: { store in
      switch store.case {
      case let .screen(store):
        MeetingPageView(store: store)
      }
    }
  }
}

struct MeetingPageView: View {
  let store: StoreOf<NavScreen>

  var body: some View {
    VStack(spacing: 12) {
      Text { "Taps: \(store.taps)" }
      NavigationLink("Start timer", state: NavPath.State.screen(NavScreen.State(title: "Timer")))
    }
    .padding(24)
    .navigationTitle { store.title }
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button(store.title == "Timer" ? "End meeting" : "Edit") { store.send(.tap) }
      }
    }
  }
}

/// A window has one header bar: the page on top of a navigation stack brings its
/// `.navigationTitle` and its `.toolbar` items into it, with a back button, and they go back
/// to the page below's as pages pop, as SwiftUI does on macOS.
final class NavigationToolbarTests: GtkTestCase {
  @MainActor
  private func makeStore() -> StoreOf<NavRoot> {
    Store(initialState: NavRoot.State()) { NavRoot() }
  }

  /// What the window's title bar shows: the one header bar's labelled buttons on screen
  /// (named by label, or by accessible label for an icon), and its title.
  @MainActor
  private static func headerItems(
    of window: Gtk.Window, file: StaticString = #filePath, line: UInt = #line
  )
    throws -> (buttons: [String], title: String?)
  {
    let all = [window] + window.descendants
    let headers = all.filter { $0 is HeaderBar }
    XCTAssertEqual(headers.count, 1, "one header bar in the window", file: file, line: line)
    let header = try XCTUnwrap(
      window.titlebar as? HeaderBar, "it is the title bar", file: file, line: line)
    XCTAssertTrue(header.showsTitleButtons, "the close button stays", file: file, line: line)
    let buttons = header.descendants.compactMap { $0 as? Gtk.Button }
      .filter { $0.isMapped }
      .compactMap { $0.label ?? $0.accessibleLabel }
    let title = header.descendants.compactMap { $0 as? Gtk.Label }
      .first { $0.isMapped && $0.hasCSSClass("title") }?.text
    return (buttons, title)
  }

  @MainActor
  private static func button(_ text: String, in root: Widget) -> Gtk.Button? {
    root.descendants.compactMap { $0 as? Gtk.Button }.first { button in
      button.isMapped
        && (button.label == text || button.accessibleLabel == text
          || button.descendants.contains { ($0 as? Gtk.Label)?.text == text })
    }
  }

  /// Push, push, pop, pop through the buttons a user clicks (activated as GTK activates
  /// them): after each step the window has the same single header bar, showing the top page's
  /// title and items, and the back button while a page is pushed.
  @MainActor
  func testPushedPagesShareTheWindowsHeaderBar() async throws {
    try await onMainLoop {
      let store = self.makeStore()
      let window = Gtk.Window()
      window.title = "Meetings"
      window.setDefaultSize(width: 420, height: 260)
      window.setContent { MeetingsNavigationView(store: store) }
      defer { window.destroy() }
      presentAndWaitForFrame(window)
      let titlebar = window.titlebar?.gobjectPointer
      XCTAssertNotNil(titlebar, "the window has a header bar")

      @MainActor func step(
        _ name: String, _ buttons: [String], _ title: String, showing text: String,
        line: UInt = #line
      ) throws {
        waitUntil("the slide is over", line: line) {
          !window.descendants.contains { ($0 as? Stack)?.isTransitionRunning == true }
        }
        waitForFrame(window)
        let items = try Self.headerItems(of: window, line: line)
        XCTAssertEqual(items.buttons, buttons, name, line: line)
        XCTAssertEqual(items.title, title, name, line: line)
        XCTAssertEqual(window.titlebar?.gobjectPointer, titlebar, "the same header bar", line: line)
        let stack = try XCTUnwrap(window.descendants.compactMap { $0 as? Stack }.first, line: line)
        let shown = try XCTUnwrap(stack.children.first { stack.isVisibleChild($0) }, line: line)
        XCTAssertTrue(
          shown.descendants.contains { ($0 as? Gtk.Label)?.text == text },
          "\(name): the page shows \(text)",
          line: line)
      }
      @MainActor func click(_ text: String, line: UInt = #line) throws {
        let button = try XCTUnwrap(Self.button(text, in: window), "no \(text) button", line: line)
        XCTAssertTrue(button.pressActivationKey(), line: line)
      }

      try step("root", ["Add"], "Meetings", showing: "Open standup")
      try self.screenshot(window, "navigation-toolbar-0-root")
      try click("Open standup")
      waitUntil("the standup page is pushed") { store.path.count == 1 }
      try step("pushed", ["Back", "Edit"], "Standup", showing: "Taps: 0")
      try self.screenshot(window, "navigation-toolbar-1-pushed")
      try click("Edit")
      waitUntil("Edit reached the page's store") {
        if case let .screen(standup)? = store.path.first { return standup.taps == 1 }
        return false
      }
      try click("Start timer")
      waitUntil("the timer page is pushed") { store.path.count == 2 }
      try step("pushed twice", ["Back", "End meeting"], "Timer", showing: "Taps: 0")
      try self.screenshot(window, "navigation-toolbar-2-pushed-twice")
      try click("Back")
      waitUntil("the timer page is popped") { store.path.count == 1 }
      try step("popped", ["Back", "Edit"], "Standup", showing: "Taps: 1")
      try click("Back")
      waitUntil("back at the root") { store.path.isEmpty }
      try step("popped twice", ["Add"], "Meetings", showing: "Open standup")
      try self.screenshot(window, "navigation-toolbar-3-popped-twice")
    }
  }

  /// The same for the pages of a `TabView`: the tab shown brings its `.toolbar` items, and a
  /// click on another tab (its switcher button, activated as GTK activates it) swaps them.
  @MainActor
  func testTabPagesBringTheirToolbarItems() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.title = "Tabs"
      window.setDefaultSize(width: 420, height: 260)
      window.setContent {
        TabView {
          Text("First page")
            .toolbar { ToolbarItem(placement: .primaryAction) { Button("Share") {} } }
            .tabItem("First")
          Text("Second page")
            .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Done") {} } }
            .tabItem("Second")
        }
      }
      defer { window.destroy() }
      presentAndWaitForFrame(window)
      XCTAssertEqual(try Self.headerItems(of: window).buttons, ["Share"])
      let second = try XCTUnwrap(
        window.descendants.compactMap { $0 as? ToggleButton }.first { toggle in
          toggle.descendants.contains { ($0 as? Gtk.Label)?.text == "Second" }
        }, "the switcher's Second tab")
      XCTAssertTrue(second.pressActivationKey())
      waitUntil("the second tab is shown") {
        (try? Self.headerItems(of: window).buttons) == ["Done"]
      }
      waitUntil("the slide is over") {
        !window.descendants.contains { ($0 as? Stack)?.isTransitionRunning == true }
      }
      waitForFrame(window)
      try self.screenshot(window, "tab-toolbar-second")
    }
  }
}

/// A sheet's content as SwiftUI writes it: a `NavigationStack` without a path, whose root
/// brings a title and toolbar items.
private struct EditSheetContent: View {
  let onSave: @MainActor () -> Void

  var body: some View {
    NavigationStack {
      Text("Fields")
        .navigationTitle("Edit item")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
          ToolbarItem(placement: .confirmationAction) { Button("Save", action: onSave) }
        }
    }
  }
}

final class PathlessNavigationStackTests: GtkTestCase {
  /// The root is shown as it is, and its title and items go to the window's header bar.
  @MainActor
  func testAStackWithoutAPathGivesItsRootsTitleAndItemsABar() async throws {
    try await onMainLoop {
      var saves = 0
      let window = Gtk.Window()
      window.setContent { EditSheetContent { saves += 1 } }
      presentAndWaitForFrame(window)
      let header = try XCTUnwrap(window.titlebar as? HeaderBar)
      let buttons = header.descendants.compactMap { $0 as? Gtk.Button }.filter(\.isMapped)
      XCTAssertEqual(buttons.compactMap(\.label), ["Cancel", "Save"])
      let title = header.descendants.compactMap { $0 as? Gtk.Label }
        .first { $0.isMapped && $0.hasCSSClass("title") }
      XCTAssertEqual(title?.text, "Edit item")
      XCTAssertTrue(window.descendants.contains { ($0 as? Gtk.Label)?.text == "Fields" })
      buttons[1].emitClicked()
      XCTAssertEqual(saves, 1)
      window.destroy()
    }
  }
}
