import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

/// The titles of the screens whose long-running work was cancelled, in order.
private let cancelledWork = LockIsolated<[String]>([])

/// A screen of the stack, with work that runs until it is cancelled.
@Reducer
struct NavScreen {
  @ObservableState
  struct State: Equatable {
    var title: String
    var taps = 0
  }

  enum Action: Equatable {
    case startWork
    case tap
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startWork:
        let title = state.title
        return .run { _ in
          do {
            try await Task.never()
          } catch {
            cancelledWork.withValue { $0.append(title) }
          }
        }
      case .tap:
        state.taps += 1
        return .none
      }
    }
  }
}

@Reducer
enum NavPath {
  case screen(NavScreen)
}

extension NavPath.State: Equatable {}
extension NavPath.Action: Equatable {}

@Reducer
struct NavRoot {
  @ObservableState
  struct State: Equatable {
    var path = StackState<NavPath.State>()
  }

  enum Action: Equatable {
    case path(StackActionOf<NavPath>)
    case pushTwo
    case popToRoot
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pushTwo:
        state.path.append(.screen(NavScreen.State(title: "Second")))
        state.path.append(.screen(NavScreen.State(title: "Third")))
        return .none
      case .popToRoot:
        state.path.removeAll()
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

/// The root view, in TCA's spelling.
struct NavRootView: View {
  @Bindable var store: StoreOf<NavRoot>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      VStack(spacing: 12) {
        Text("Screens")
        NavigationLink(state: NavPath.State.screen(NavScreen.State(title: "First"))) {
          Text("Open first")
        }
      }
      .padding(24)
      .navigationTitle("Home")
    } destination: { store in
      switch store.case {
      case let .screen(store):
        NavScreenView(store: store)
      }
    }
  }
}

struct NavScreenView: View {
  let store: StoreOf<NavScreen>

  var body: some View {
    VStack(spacing: 12) {
      Text { "Taps: \(store.taps)" }
      Button("Tap") { store.send(.tap) }
      NavigationLink("Deeper", state: NavPath.State.screen(NavScreen.State(title: "Deeper")))
    }
    .padding(24)
    .navigationTitle { store.title }
  }
}

final class NavigationViewTests: GtkTestCase {
  typealias Navigation = NavigationStackView<NavPath.State, NavPath.Action>

  @MainActor
  private func makeStore(actions: LockIsolated<[NavRoot.Action]>) -> StoreOf<NavRoot> {
    Store(initialState: NavRoot.State()) {
      Reduce<NavRoot.State, NavRoot.Action> { _, action in
        actions.withValue { $0.append(action) }
        return .none
      }
      NavRoot()
    }
  }

  /// The buttons of `root` that show `text` (a navigation link's label is a child label).
  @MainActor
  private static func button(_ text: String, in root: Widget) -> Gtk.Button? {
    root.descendants.compactMap { $0 as? Gtk.Button }.first { button in
      button.label == text
        || button.descendants.contains { ($0 as? Gtk.Label)?.text == text }
    }
  }

  @MainActor
  private func open(_ store: StoreOf<NavRoot>) throws -> (Gtk.Window, Navigation) {
    let window = Gtk.Window()
    window.setDefaultSize(width: 360, height: 240)
    window.setChild(NavRootView(store: store).makeWidget())
    presentAndWaitForFrame(window)
    let link = try XCTUnwrap(Self.button("Open first", in: window))
    let navigation = try XCTUnwrap(link.enclosingNavigationStack as? Navigation)
    return (window, navigation)
  }

  @MainActor
  private func waitForSlide(_ navigation: Navigation) {
    waitUntil("the slide is over") { !navigation.stack.isTransitionRunning }
  }

  /// A navigation link pushes its state; only the new page is built; the back button pops it
  /// with `.popFrom(id:)`, tears down that page only, and the engine cancels its work.
  @MainActor
  func testPushByLinkAndPopByBackButton() async throws {
    try await onMainLoop {
      cancelledWork.setValue([])
      let actions = LockIsolated<[NavRoot.Action]>([])
      let store = self.makeStore(actions: actions)
      let (window, navigation) = try self.open(store)
      XCTAssertEqual(navigation.titleLabel.text, "Home")
      XCTAssertFalse(navigation.backButton.isVisible, "nothing to go back to")
      XCTAssertEqual(navigation.stack.children.count, 1)
      let rootPage = navigation.stack.children[0].gobjectPointer

      // Push by the root's link: the page of the new element is built, nothing else.
      var created = ViewGraph.widgetsCreated
      try XCTUnwrap(Self.button("Open first", in: window)).emitClicked()
      flushObservations()
      let firstID = try XCTUnwrap(store.path.ids.first)
      XCTAssertEqual(
        actions.value.last,
        .path(.push(id: firstID, state: .screen(NavScreen.State(title: "First")))))
      XCTAssertEqual(navigation.pageIDs, [firstID])
      XCTAssertEqual(navigation.pagesBuilt, 1)
      // The page: its box, the taps label, the tap button, the link and its label.
      let widgetsPerPage = ViewGraph.widgetsCreated - created
      XCTAssertEqual(widgetsPerPage, 5)
      XCTAssertEqual(navigation.titleLabel.text, "First")
      XCTAssertTrue(navigation.backButton.isVisible)
      let firstPage = try XCTUnwrap(navigation.page(for: firstID)).widget
      XCTAssertTrue(navigation.stack.isVisibleChild(firstPage))
      self.waitForSlide(navigation)

      // The page follows its element: a tap in it updates its label.
      try XCTUnwrap(Self.button("Tap", in: firstPage)).emitClicked()
      flushObservations()
      XCTAssertTrue(firstPage.descendants.contains { ($0 as? Gtk.Label)?.text == "Taps: 1" })
      store.send(.path(.element(id: firstID, action: .screen(.startWork))))

      // A second push, from the pushed page: again the new page only, the others stay.
      created = ViewGraph.widgetsCreated
      try XCTUnwrap(Self.button("Deeper", in: firstPage)).emitClicked()
      flushObservations()
      XCTAssertEqual(ViewGraph.widgetsCreated - created, widgetsPerPage)
      XCTAssertEqual(navigation.pagesBuilt, 2)
      XCTAssertEqual(store.path.count, 2)
      let secondID = store.path.ids[1]
      store.send(.path(.element(id: secondID, action: .screen(.startWork))))
      XCTAssertEqual(navigation.titleLabel.text, "Deeper")
      XCTAssertEqual(navigation.stack.children[0].gobjectPointer, rootPage)
      XCTAssertEqual(navigation.stack.children[1].gobjectPointer, firstPage.gobjectPointer)
      self.waitForSlide(navigation)

      // Back: pops the top element only.
      navigation.backButton.emitClicked()
      flushObservations()
      XCTAssertEqual(actions.value.last, .path(.popFrom(id: secondID)))
      XCTAssertEqual(store.path.ids, [firstID])
      XCTAssertEqual(navigation.pageIDs, [firstID])
      XCTAssertEqual(navigation.pagesTornDown, 1)
      XCTAssertEqual(navigation.titleLabel.text, "First")
      XCTAssertTrue(navigation.stack.isVisibleChild(firstPage))
      waitUntil("the popped screen's work is cancelled") { cancelledWork.value == ["Deeper"] }
      self.waitForSlide(navigation)
      XCTAssertEqual(navigation.stack.children.count, 2, "the popped page left the stack")
      // The page below is the same, and still follows its element.
      try XCTUnwrap(Self.button("Tap", in: firstPage)).emitClicked()
      flushObservations()
      XCTAssertTrue(firstPage.descendants.contains { ($0 as? Gtk.Label)?.text == "Taps: 2" })

      navigation.backButton.emitClicked()
      flushObservations()
      XCTAssertEqual(actions.value.last, .path(.popFrom(id: firstID)))
      XCTAssertTrue(store.path.isEmpty)
      XCTAssertEqual(navigation.titleLabel.text, "Home")
      XCTAssertFalse(navigation.backButton.isVisible)
      waitUntil("the first screen's work is cancelled") {
        cancelledWork.value == ["Deeper", "First"]
      }
      self.waitForSlide(navigation)
      XCTAssertEqual(navigation.stack.children.map(\.gobjectPointer), [rootPage])
      window.destroy()
    }
  }

  /// Alt+Left goes back like the back button; with nothing pushed it does nothing.
  @MainActor
  func testAltLeftGoesBack() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[NavRoot.Action]>([])
      let store = self.makeStore(actions: actions)
      let (window, navigation) = try self.open(store)
      let shortcut = try XCTUnwrap(navigation.backShortcut)
      XCTAssertEqual(shortcut.trigger, "<Alt>Left")

      shortcut.activate()
      XCTAssertEqual(actions.value, [], "nothing to pop")

      try XCTUnwrap(Self.button("Open first", in: window)).emitClicked()
      flushObservations()
      let id = try XCTUnwrap(store.path.ids.first)
      shortcut.activate()
      flushObservations()
      XCTAssertEqual(actions.value.last, .path(.popFrom(id: id)))
      XCTAssertTrue(store.path.isEmpty)
      XCTAssertEqual(navigation.titleLabel.text, "Home")
      window.destroy()
    }
  }

  /// The path changed by the feature's own logic: two pushes in one action build both pages
  /// and show the top one; pop to root tears both down and shows the root.
  @MainActor
  func testFollowsProgrammaticPushAndPopToRoot() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[NavRoot.Action]>([])
      let store = self.makeStore(actions: actions)
      let (window, navigation) = try self.open(store)

      store.send(.pushTwo)
      flushObservations()
      XCTAssertEqual(navigation.pageIDs, Array(store.path.ids))
      XCTAssertEqual(navigation.pagesBuilt, 2)
      XCTAssertEqual(navigation.titleLabel.text, "Third")
      let top = try XCTUnwrap(navigation.page(for: store.path.ids[1])).widget
      XCTAssertTrue(navigation.stack.isVisibleChild(top))
      XCTAssertTrue(navigation.backButton.isVisible)
      self.waitForSlide(navigation)
      XCTAssertEqual(navigation.stack.children.count, 3)

      store.send(.popToRoot)
      flushObservations()
      XCTAssertEqual(navigation.pageIDs, [])
      XCTAssertEqual(navigation.pagesTornDown, 2)
      XCTAssertEqual(navigation.titleLabel.text, "Home")
      XCTAssertFalse(navigation.backButton.isVisible)
      self.waitForSlide(navigation)
      XCTAssertEqual(navigation.stack.children.count, 1)

      // And again: ids are new, pages are new.
      store.send(.pushTwo)
      flushObservations()
      XCTAssertEqual(navigation.pagesBuilt, 4)
      XCTAssertEqual(navigation.titleLabel.text, "Third")
      window.destroy()
    }
  }

  /// A pushed page, for the screenshots.
  @MainActor
  func testPushedPageScreenshot() async throws {
    try await onMainLoop {
      let store = self.makeStore(actions: LockIsolated([]))
      let (window, navigation) = try self.open(store)
      try self.screenshot(window, "navigation-0-root")
      try XCTUnwrap(Self.button("Open first", in: window)).emitClicked()
      flushObservations()
      self.waitForSlide(navigation)
      waitForFrame(window)
      try self.screenshot(window, "navigation-1-pushed")
      window.destroy()
    }
  }
}
