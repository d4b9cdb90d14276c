import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

// An app in the shape of TCA's case studies: a `NavigationStack` without a path whose root is a
// form of links, each pushing a view of its own (a demo that holds its store in `@State`), as
// one writes it for SwiftUI.

@Reducer
private struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

/// Holds its store as view state, as the case studies' `Demo` does.
private struct Demo<State, Action, Content: View>: View {
  @ComposableGtkViews.State var store: Store<State, Action>
  let content: (Store<State, Action>) -> Content

  init(
    store: Store<State, Action>,
    @ViewBuilder content: @escaping (Store<State, Action>) -> Content
  ) {
    self.store = store
    self.content = content
  }

  var body: some View {
    content(store)
  }
}

private struct TallyView: View {
  let store: StoreOf<Tally>

  var body: some View {
    Form {
      Text("Count: \(store.count)")
      Button("Increment") { store.send(.incrementButtonTapped) }
      NavigationLink {
        DetailsPage()
      } label: {
        Text("Details")
      }
    }
    .navigationTitle("Tally")
  }
}

private struct DetailsPage: View {
  @Environment(\.dismiss) var dismiss

  var body: some View {
    VStack {
      Text("Nothing more to see")
      Button("Close") { dismiss() }
    }
    .navigationTitle("Details")
  }
}

private struct CaseStudiesRoot: View {
  let tallyStore: StoreOf<Tally>

  var body: some View {
    NavigationStack {
      Form {
        Section {
          NavigationLink("Tally") {
            Demo(store: tallyStore) { store in
              TallyView(store: store)
            }
          }
          NavigationLink("About", destination: Text("Made with GTK").navigationTitle("About"))
        } header: {
          Text("Getting started")
        }
      }
      .navigationTitle("Case studies")
    }
  }
}

final class NavigationLinkDestinationTests: GtkTestCase {
  typealias Pathless = NavigationStackView<Never, Never>

  /// The window's title and the labels of the header bar's buttons on screen.
  @MainActor
  private static func header(of window: Gtk.Window) throws -> (title: String?, buttons: [String]) {
    let header = try XCTUnwrap(window.titlebar as? HeaderBar, "the window has a header bar")
    let title = header.descendants.compactMap { $0 as? Gtk.Label }
      .first { $0.isMapped && $0.hasCSSClass("title") }?.text
    let buttons = header.descendants.compactMap { $0 as? Gtk.Button }.filter(\.isMapped)
      .compactMap { $0.label ?? $0.accessibleLabel }
    return (title, buttons)
  }

  /// Links that push views, clicked as a user clicks them: each pushes its page, with its
  /// title and a back button in the window's header bar; the page's store works; a link on
  /// the pushed page pushes again and that page's `dismiss` pops it; Back and Alt+Left pop,
  /// tearing the page down.
  @MainActor
  func testLinksPushTheirViewsAndBackPopsThem() async throws {
    try await onMainLoop {
      let tallyStore = Store(initialState: Tally.State()) { Tally() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 420, height: 320)
      window.setContent { CaseStudiesRoot(tallyStore: tallyStore) }
      defer { window.destroy() }
      presentAndWaitForFrame(window)
      let link = try button("Tally", in: window)
      let navigation = try XCTUnwrap(link.enclosingNavigationStack as? Pathless)
      XCTAssertEqual(try Self.header(of: window).title, "Case studies")
      XCTAssertFalse(navigation.backButton.isVisible, "nothing to go back to")
      try self.screenshot(window, "navigation-link-destination-0-root")

      pressAndWaitForClick(link)
      var page = try navigation.pageOnScreen()
      XCTAssertTrue(page.showsText("Count: 0"), "the tally's page is on top")
      XCTAssertEqual(navigation.statelessPageCount, 1)
      XCTAssertEqual(try Self.header(of: window).title, "Tally")
      XCTAssertEqual(try Self.header(of: window).buttons, ["Back"])

      // The page's store is the demo's: a click sends to it and the page follows.
      pressAndWaitForClick(try button("Increment", in: page))
      waitUntil("the count shows 1") { page.showsText("Count: 1") }
      XCTAssertEqual(tallyStore.count, 1)
      waitForFrame(window)
      try self.screenshot(window, "navigation-link-destination-1-pushed")

      // A link on the pushed page pushes again; its page's dismiss pops it.
      pressAndWaitForClick(try button("Details", in: page))
      let details = try navigation.pageOnScreen()
      XCTAssertTrue(details.showsText("Nothing more to see"))
      XCTAssertEqual(navigation.statelessPageCount, 2)
      XCTAssertEqual(try Self.header(of: window).title, "Details")
      pressAndWaitForClick(try button("Close", in: details))
      page = try navigation.pageOnScreen()
      XCTAssertTrue(page.showsText("Count: 1"), "back on the tally, as it was")
      XCTAssertEqual(navigation.statelessPageCount, 1)
      XCTAssertEqual(try Self.header(of: window).title, "Tally")
      XCTAssertFalse(details.hasParent, "the dismissed page left the stack")

      // Back pops the tally's page and tears it down: its label no longer follows the store.
      pressAndWaitForClick(navigation.backButton)
      let root = try navigation.pageOnScreen()
      XCTAssertTrue(root.showsText("Getting started"))
      XCTAssertEqual(navigation.statelessPageCount, 0)
      XCTAssertEqual(try Self.header(of: window).title, "Case studies")
      XCTAssertFalse(navigation.backButton.isVisible)
      XCTAssertFalse(page.hasParent, "the popped page left the stack")

      // The other link, given its destination as a value; Alt+Left pops it.
      pressAndWaitForClick(try button("About", in: root))
      XCTAssertTrue(try navigation.pageOnScreen().showsText("Made with GTK"))
      XCTAssertEqual(try Self.header(of: window).title, "About")
      try XCTUnwrap(navigation.backShortcut).activate()
      XCTAssertTrue(try navigation.pageOnScreen().showsText("Getting started"))
      XCTAssertEqual(navigation.statelessPageCount, 0)
    }
  }

  /// In a stack with a path, a page pushed by a view link sits on top of the elements' pages;
  /// a change of the path (the feature pushing an element) takes it away, as its view is not
  /// part of the path.
  @MainActor
  func testAPathChangePopsThePagesOfViewLinks() async throws {
    try await onMainLoop {
      let store = Store(initialState: NavRoot.State()) { NavRoot() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 420, height: 320)
      window.setContent {
        NavigationStack(path: Bindable(store).scope(state: \.path, action: \.path)) {
          NavigationLink("Help") { Text("Read the manual").navigationTitle("Help") }
            .navigationTitle("Home")
        } destination: { store in
          switch store.case {
          case let .screen(store): NavScreenView(store: store)
          }
        }
      }
      defer { window.destroy() }
      presentAndWaitForFrame(window)
      let link = try button("Help", in: window)
      let navigation = try XCTUnwrap(
        link.enclosingNavigationStack as? NavigationStackView<NavPath.State, NavPath.Action>)

      pressAndWaitForClick(link)
      waitUntil("the help page is pushed") { navigation.statelessPageCount == 1 }
      XCTAssertEqual(navigation.titleLabel.text, "Help")
      XCTAssertTrue(store.path.isEmpty, "a view link sends nothing")

      store.send(.pushTwo)
      waitUntil("the help page is gone") { navigation.statelessPageCount == 0 }
      waitUntil("the slide is over") { !navigation.stack.isTransitionRunning }
      XCTAssertEqual(navigation.pageIDs.count, 2)
      XCTAssertEqual(navigation.titleLabel.text, "Third")
      XCTAssertFalse(
        window.descendants.contains { ($0 as? Gtk.Label)?.text == "Read the manual" },
        "the help page left the stack")
    }
  }
}
