import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

// Navigation by value, as a SwiftUI app writes it: `NavigationStack(path:)` over a bound array
// and over a `NavigationPath`, `NavigationLink(value:)`, and `navigationDestination(for:)` on
// the root and on a pushed page; and a stack without a path, whose links of values push too.

@Reducer
private struct ValuePaths {
  @ObservableState
  struct State: Equatable {
    var path: [Int] = []
    var mixed = NavigationPath()
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

private struct ValuePathView: View {
  @Bindable var store: StoreOf<ValuePaths>

  var body: some View {
    NavigationStack(path: $store.path) {
      VStack {
        NavigationLink("Three", value: 3)
        NavigationLink(value: 10) { Text("Ten") }
      }
      .navigationTitle("ValuePaths")
      .navigationDestination(for: Int.self) { number in
        NumberPage(number: number)
      }
    }
  }
}

private struct NumberPage: View {
  let number: Int

  var body: some View {
    VStack {
      Text("Square \(number * number)")
      NavigationLink("Next", value: number + 1)
    }
    .navigationTitle("Number \(number)")
  }
}

private struct MixedView: View {
  @Bindable var store: StoreOf<ValuePaths>

  var body: some View {
    NavigationStack(path: $store.mixed) {
      VStack {
        NavigationLink("Word", value: "swift")
        NavigationLink("Two", value: 2)
      }
      .navigationDestination(for: Int.self) { number in
        VStack {
          Text("Number \(number)")
          NavigationLink("Spell it", value: "two")
        }
      }
      .navigationDestination(for: String.self) { word in
        Text("Word \(word)")
          .navigationDestination(for: Bool.self) { flag in Text("Flag \(flag)") }
      }
    }
  }
}

private struct OwnPathView: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Seven", value: 7)
        .navigationDestination(for: Int.self) { number in Text("Page \(number)") }
    }
  }
}

final class NavigationValueTests: GtkTestCase {
  typealias Pathless = NavigationStackView<Never, Never>

  /// Links of values append to the bound path and the stack pushes the page the
  /// `navigationDestination(for:)` builds; Back takes the value off; a path written by the
  /// program pushes and pops pages to follow it.
  @MainActor
  func testLinksOfValuesFollowABoundPath() async throws {
    try await onMainLoop {
      let store = Store(initialState: ValuePaths.State()) { ValuePaths() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 360, height: 280)
      window.setContent { ValuePathView(store: store) }
      defer { window.destroy() }
      presentAndWaitForFrame(window)
      let three = try button("Three", in: window)
      let navigation = try XCTUnwrap(three.enclosingNavigationStack as? Pathless)

      pressAndWaitForClick(three)
      XCTAssertEqual(store.path, [3])
      var page = try navigation.pageOnScreen()
      XCTAssertTrue(page.showsText("Square 9"))
      XCTAssertEqual(navigation.titleLabel.text, "Number 3")

      // A link on the pushed page: the root's destination builds its page too.
      pressAndWaitForClick(try button("Next", in: page))
      XCTAssertEqual(store.path, [3, 4])
      page = try navigation.pageOnScreen()
      XCTAssertTrue(page.showsText("Square 16"))
      try self.screenshot(window, "navigation-value-pushed")

      pressAndWaitForClick(navigation.backButton)
      XCTAssertEqual(store.path, [3], "Back took the value off the path")
      XCTAssertTrue(try navigation.pageOnScreen().showsText("Square 9"))
      XCTAssertFalse(page.hasParent, "the popped page left the stack")

      // The program's path: the page of 3 goes, those of 5, 6 and 7 come.
      store.send(.binding(.set(\.path, [5, 6, 7])))
      flushObservations()
      XCTAssertEqual(navigation.statelessPageCount, 3)
      XCTAssertTrue(try navigation.pageOnScreen().showsText("Square 49"))
      XCTAssertEqual(navigation.titleLabel.text, "Number 7")
      store.send(.binding(.set(\.path, [5])))
      flushObservations()
      XCTAssertEqual(navigation.statelessPageCount, 1)
      XCTAssertTrue(try navigation.pageOnScreen().showsText("Square 25"))
      store.send(.binding(.set(\.path, [])))
      flushObservations()
      XCTAssertEqual(navigation.statelessPageCount, 0)
      XCTAssertEqual(navigation.titleLabel.text, "ValuePaths")
      XCTAssertFalse(navigation.backButton.isVisible)
    }
  }

  /// A path the stack starts with is on screen from the start.
  @MainActor
  func testAnInitialPathIsPushed() async throws {
    try await onMainLoop {
      let store = Store(initialState: ValuePaths.State(path: [2, 3])) { ValuePaths() }
      let window = Gtk.Window()
      window.setContent { ValuePathView(store: store) }
      defer { window.destroy() }
      presentAndWaitForFrame(window)
      let root = try button("Three", in: window)
      let navigation = try XCTUnwrap(root.enclosingNavigationStack as? Pathless)
      XCTAssertEqual(navigation.statelessPageCount, 2)
      XCTAssertTrue(try navigation.pageOnScreen().showsText("Square 9"))
      pressAndWaitForClick(navigation.backButton)
      XCTAssertEqual(store.path, [2])
    }
  }

  /// A `NavigationPath` holds values of several types, each built by its own destination; a
  /// destination declared on a pushed page builds the pages above it.
  @MainActor
  func testANavigationPathOfSeveralTypes() async throws {
    try await onMainLoop {
      let store = Store(initialState: ValuePaths.State()) { ValuePaths() }
      let window = Gtk.Window()
      window.setContent { MixedView(store: store) }
      defer { window.destroy() }
      presentAndWaitForFrame(window)
      let two = try button("Two", in: window)
      let navigation = try XCTUnwrap(two.enclosingNavigationStack as? Pathless)

      pressAndWaitForClick(two)
      var page = try navigation.pageOnScreen()
      XCTAssertTrue(page.showsText("Number 2"))
      pressAndWaitForClick(try button("Spell it", in: page))
      var expected = NavigationPath([2])
      expected.append("two")
      XCTAssertEqual(store.mixed, expected)
      page = try navigation.pageOnScreen()
      XCTAssertTrue(page.showsText("Word two"))

      // The word's page declares the pages of flags: a flag on the path shows above it.
      var path = store.mixed
      path.append(true)
      store.send(.binding(.set(\.mixed, path)))
      flushObservations()
      XCTAssertTrue(try navigation.pageOnScreen().showsText("Flag true"))
      XCTAssertEqual(navigation.statelessPageCount, 3)

      pressAndWaitForClick(navigation.backButton)
      pressAndWaitForClick(navigation.backButton)
      XCTAssertEqual(store.mixed.count, 1)
      XCTAssertTrue(try navigation.pageOnScreen().showsText("Number 2"))
    }
  }

  /// A stack without a path keeps one of its own: its links of values push and Back pops.
  @MainActor
  func testAStackWithoutAPathPushesValues() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.setContent { OwnPathView() }
      defer { window.destroy() }
      presentAndWaitForFrame(window)
      let seven = try button("Seven", in: window)
      let navigation = try XCTUnwrap(seven.enclosingNavigationStack as? Pathless)
      pressAndWaitForClick(seven)
      XCTAssertTrue(try navigation.pageOnScreen().showsText("Page 7"))
      XCTAssertEqual(navigation.statelessPageCount, 1)
      pressAndWaitForClick(navigation.backButton)
      XCTAssertEqual(navigation.statelessPageCount, 0)
      pressAndWaitForClick(seven)
      XCTAssertTrue(try navigation.pageOnScreen().showsText("Page 7"))
    }
  }
}
