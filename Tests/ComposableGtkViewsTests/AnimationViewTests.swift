import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

@Reducer
struct Expander {
  @ObservableState
  struct State: Equatable {
    var isExpanded = false
  }

  enum Action: Equatable {
    case toggle
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggle:
        state.isExpanded.toggle()
        return .none
      }
    }
  }
}

struct ExpanderView: View {
  let store: StoreOf<Expander>

  var body: some View {
    VStack(spacing: 6) {
      Text("Header")
      if store.isExpanded {
        Text("Details")
      } else {
        Text("Collapsed")
      }
    }
  }
}

/// The expander animated by its view, not by the action: `.animation(_:value:)`.
private struct ValueAnimatedExpanderView: View {
  let store: StoreOf<Expander>

  var body: some View {
    VStack(spacing: 6) {
      Text("Header")
      Group {
        if store.isExpanded {
          Text("Details")
        } else {
          Text("Collapsed")
        }
      }
      .animation(.linear(duration: 0.3), value: store.isExpanded)
    }
  }
}

/// The expander's branches with transitions of their own.
private struct TransitionExpanderView: View {
  let store: StoreOf<Expander>

  var body: some View {
    VStack(spacing: 6) {
      Text("Header")
      if store.isExpanded {
        Text("Details")
          .transition(.move(edge: .top).animation(.linear(duration: 0.2)))
      } else {
        Text("Collapsed")
          .transition(.identity)
      }
    }
  }
}

final class AnimationViewTests: GtkTestCase {
  /// `.transition`: a branch with a transition of its own slides in from its edge over its
  /// animation, with no animation on the change, and slides out the same way; a branch with
  /// `.identity` comes and goes at once.
  @MainActor
  func testTransitionsSlideOrShowAtOnce() async throws {
    try await onMainLoop {
      let store = Store(initialState: Expander.State()) { Expander() }
      let window = Gtk.Window()
      let view = TransitionExpanderView(store: store).makeWidget()
      window.setChild(view)
      defer { window.destroy() }
      presentAndWaitForFrame(window)

      store.send(.toggle)
      flushObservations()
      var revealers = Self.revealers(in: view)
      XCTAssertEqual(revealers.map(\.transition), [.slideDown], "Collapsed left at once")
      XCTAssertEqual(revealers.map(\.transitionDuration), [200])
      XCTAssertEqual(Self.texts(in: view), ["Header", "Details"])
      waitUntil("it is in") { revealers.first?.isChildRevealed == true }

      store.send(.toggle)
      flushObservations()
      revealers = Self.revealers(in: view)
      XCTAssertEqual(revealers.map(\.transition), [.slideDown], "Details slides out")
      XCTAssertEqual(revealers.map(\.revealsChild), [false])
      XCTAssertEqual(Self.texts(in: view), ["Header", "Details", "Collapsed"])
      waitUntil("Details has slid out and left") {
        Self.texts(in: view) == ["Header", "Collapsed"]
      }
    }
  }

  /// `.animation(_:value:)`: a change of the value, sent without an animation, crossfades the
  /// branches inside over the modifier's animation.
  @MainActor
  func testAValueAnimationCrossfadesWhenTheValueChanges() async throws {
    try await onMainLoop {
      let store = Store(initialState: Expander.State()) { Expander() }
      let window = Gtk.Window()
      let view = ValueAnimatedExpanderView(store: store).makeWidget()
      window.setChild(view)
      defer { window.destroy() }
      presentAndWaitForFrame(window)
      XCTAssertTrue(Self.revealers(in: view).isEmpty, "the first build is not animated")

      store.send(.toggle)
      flushObservations()
      let revealers = Self.revealers(in: view)
      XCTAssertEqual(revealers.map(\.transitionDuration), [300, 300])
      XCTAssertEqual(revealers.map(\.revealsChild), [false, true], "old hides, new shows")
      waitUntil("the old branch has faded out and left") {
        Self.texts(in: view) == ["Header", "Details"]
      }
    }
  }

  @MainActor
  private static func revealers(in root: Widget) -> [Revealer] {
    root.descendants.compactMap { $0 as? Revealer }
  }

  @MainActor
  private static func texts(in root: Widget) -> [String] {
    root.descendants.compactMap { ($0 as? Gtk.Label)?.text }
  }

  /// A branch change sent with an animation crossfades through revealers that take the
  /// animation's duration, and the old branch leaves once hidden; one sent without is instant
  /// and makes no revealer.
  @MainActor
  func testBranchChangeAnimatesWithTheAnimationsDuration() async throws {
    try await onMainLoop {
      let store = Store(initialState: Expander.State()) { Expander() }
      let window = Gtk.Window()
      // The view's widgets, not the window's: on Wayland the window draws a title bar of its own.
      let view = ExpanderView(store: store).makeWidget()
      window.setChild(view)
      presentAndWaitForFrame(window)
      XCTAssertEqual(Self.texts(in: view), ["Header", "Collapsed"])
      XCTAssertTrue(Self.revealers(in: view).isEmpty, "the first build is not animated")

      store.send(.toggle, animation: .easeInOut(duration: 0.4))
      flushObservations()
      let revealers = Self.revealers(in: view)
      XCTAssertEqual(revealers.count, 2, "one revealer comes in, one goes out")
      XCTAssertEqual(revealers.map(\.transitionDuration), [400, 400])
      XCTAssertEqual(revealers.map(\.transition), [.crossfade, .crossfade])
      XCTAssertEqual(revealers.map(\.revealsChild), [false, true], "old hides, new shows")
      XCTAssertEqual(Self.texts(in: view), ["Header", "Collapsed", "Details"])
      waitUntil("the old branch has faded out and left") {
        Self.texts(in: view) == ["Header", "Details"]
      }
      XCTAssertEqual(Self.revealers(in: view).count, 1)

      // Without an animation: instant, no revealer for the new branch, the old one goes now.
      store.send(.toggle)
      flushObservations()
      XCTAssertTrue(Self.revealers(in: view).isEmpty)
      XCTAssertEqual(Self.texts(in: view), ["Header", "Collapsed"])

      // Another animation, another duration; a spring lasts until it settles.
      let spring = Animation.interpolatingSpring(stiffness: 100, damping: 20)
      store.send(.toggle, animation: spring)
      flushObservations()
      XCTAssertEqual(
        Self.revealers(in: view).map(\.transitionDuration),
        [spring.milliseconds, spring.milliseconds])
      XCTAssertEqual(spring.milliseconds, 461)
      // Animated back before the first finished: the entering branch leaves from its revealer.
      store.send(.toggle, animation: .linear(duration: 0.1))
      flushObservations()
      waitUntil("only the collapsed branch is left") {
        Self.texts(in: view) == ["Header", "Collapsed"]
      }
      window.destroy()
    }
  }

  /// The crossfade as a person sees it, for the screenshots: before, halfway through (both
  /// branches drawn, the old one fading out, the new one in) and after.
  @MainActor
  func testCrossfadeScreenshots() async throws {
    try await onMainLoop {
      let store = Store(initialState: Expander.State()) { Expander() }
      let window = Gtk.Window()
      window.title = "Animation"
      window.setDefaultSize(width: 240, height: 120)
      let view = ExpanderView(store: store).makeWidget()
      view.setMargins(24)
      window.setChild(view)
      presentAndWaitForFrame(window)
      try self.screenshot(window, "animation-0-before")

      store.send(.toggle, animation: .linear(duration: 2))
      flushObservations()
      // Frames, not time: about half of the 2 s at 60 frames a second.
      for _ in 0..<60 { waitForFrame(window) }
      let revealers = Self.revealers(in: view)
      XCTAssertEqual(revealers.count, 2, "still crossfading: one branch out, one in")
      XCTAssertEqual(Self.texts(in: view), ["Header", "Collapsed", "Details"])
      try self.screenshot(window, "animation-1-halfway")

      waitUntil("the old branch has faded out and left", timeout: .seconds(5)) {
        Self.texts(in: view) == ["Header", "Details"]
      }
      waitForFrame(window)
      try self.screenshot(window, "animation-2-after")
      window.destroy()
    }
  }

  /// A navigation page change sent with an animation slides for the animation's duration;
  /// without one, for the stack's own duration.
  @MainActor
  func testNavigationSlideTakesTheAnimationsDuration() async throws {
    try await onMainLoop {
      let store = Store(initialState: NavRoot.State()) { NavRoot() }
      let window = Gtk.Window()
      window.setChild(NavRootView(store: store).makeWidget())
      presentAndWaitForFrame(window)
      let link = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Button }.first {
          $0.descendants.contains { ($0 as? Gtk.Label)?.text == "Open first" }
        })
      let navigation = try XCTUnwrap(
        link.enclosingNavigationStack as? NavigationStackView<NavPath.State, NavPath.Action>)

      store.send(.pushTwo, animation: .easeOut(duration: 0.6))
      flushObservations()
      XCTAssertEqual(navigation.stack.transitionDuration, 600)
      XCTAssertEqual(navigation.titleLabel.text, "Third")
      store.send(.popToRoot)
      flushObservations()
      XCTAssertEqual(navigation.stack.transitionDuration, navigation.transitionDuration)
      XCTAssertEqual(navigation.titleLabel.text, "Home")
      window.destroy()
    }
  }
}
