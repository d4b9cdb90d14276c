import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

// Popovers from state, as TCA's "multiple destinations" case study writes one
// (`.popover(item: $store.scope(\.$destination, action: \.destination).popover)`), and from a
// view's own `@State`.

@Reducer
private struct PopoverCounter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action: Equatable { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
private struct Destinations {
  @Reducer
  enum Destination {
    case popover(PopoverCounter)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable {
    case showPopover
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showPopover:
        state.destination = .popover(PopoverCounter.State())
      case .destination:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Destinations.Destination.State: Equatable {}
extension Destinations.Destination.Action: Equatable {}

private struct DestinationsView: View {
  @Bindable var store: StoreOf<Destinations>
  @State var isShowingHelp = false

  var body: some View {
    VStack(spacing: 12) {
      Button("Show popover") { store.send(.showPopover) }
        .popover(item: $store.scope(\.$destination, action: \.destination).popover) { store in
          VStack {
            Text("Count \(store.count)")
            Button("Increment") { store.send(.increment) }
          }
        }
      Button("Help") { isShowingHelp = true }
        .popover(isPresented: $isShowingHelp, arrowEdge: .bottom) {
          Text("Press Increment to count")
        }
    }
    .padding(60)
  }
}

final class PopoverPresentationTests: GtkTestCase {
  @MainActor
  private static func openPopover(in window: Gtk.Window) -> Popover? {
    window.descendants.compactMap { $0 as? Popover }.first { $0.isVisible }
  }

  @MainActor
  private static func texts(in widget: Widget) -> [String] {
    widget.descendants.compactMap { ($0 as? Gtk.Label)?.text }
  }

  /// The feature's state opens the popover at its button; its content works on the child's
  /// store; the user's close (what Escape or a click outside does: the popover pops down)
  /// sends `.dismiss`, and the state closes it.
  @MainActor
  func testAChildStoreOpensThePopoverAndTheUsersCloseDismissesIt() async throws {
    try await onMainLoop {
      let actions = GtkTestSupport.Shared<[Destinations.Action]>([])
      let store = Store(initialState: Destinations.State()) {
        Reduce<Destinations.State, Destinations.Action> { _, action in
          actions.value.append(action)
          return .none
        }
        Destinations()
      }
      let window = Gtk.Window()
      window.setDefaultSize(width: 360, height: 320)
      window.setContent { DestinationsView(store: store) }
      defer { window.destroy() }
      presentAndWaitForFrame(window)
      XCTAssertNil(Self.openPopover(in: window))

      pressAndWaitForClick(try button("Show popover", in: window))
      waitUntil("the popover opens") { Self.openPopover(in: window) != nil }
      let popover = try XCTUnwrap(Self.openPopover(in: window))
      XCTAssertEqual(popover.position, .bottom, "below its button")
      XCTAssertTrue(Self.texts(in: popover).contains("Count 0"))
      pressAndWaitForClick(try button("Increment", in: popover))
      waitUntil("the popover's store counts") { Self.texts(in: popover).contains("Count 1") }
      waitForFrame(window)
      try self.screenshot(popover, "popover-item")

      popover.popdown()
      waitUntil("the close dismisses the child") { store.destination == nil }
      XCTAssertEqual(actions.value.last, .destination(.dismiss))
      XCTAssertFalse(popover.isVisible)

      // The feature closes it on its own too.
      store.send(.showPopover)
      waitUntil("the popover opens again") { Self.openPopover(in: window) != nil }
      store.send(.destination(.dismiss))
      waitUntil("the state closes it") { Self.openPopover(in: window) == nil }
    }
  }

  /// `@State`: the button opens it above itself (arrow at the bottom); the user's close sets
  /// the state back, so the button opens it again.
  @MainActor
  func testAViewStateBindingOpensThePopover() async throws {
    try await onMainLoop {
      let store = Store(initialState: Destinations.State()) { Destinations() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 360, height: 320)
      window.setContent { DestinationsView(store: store) }
      defer { window.destroy() }
      presentAndWaitForFrame(window)

      pressAndWaitForClick(try button("Help", in: window))
      waitUntil("the help popover opens") { Self.openPopover(in: window) != nil }
      let popover = try XCTUnwrap(Self.openPopover(in: window))
      XCTAssertEqual(popover.position, .top)
      XCTAssertTrue(Self.texts(in: popover).contains("Press Increment to count"))

      popover.popdown()
      waitUntil("it closes") { Self.openPopover(in: window) == nil }
      pressAndWaitForClick(try button("Help", in: window))
      waitUntil("the state went back to false: it opens again") {
        Self.openPopover(in: window) != nil
      }
    }
  }
}
