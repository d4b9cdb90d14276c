import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

// Gestures as TCA's animations case study writes one: a drag with no minimum distance whose
// every move sends where the pointer is; and a tap. The pointer is driven through the
// X server (xdotool), as a mouse drives it.

@Reducer
private struct Pad {
  @ObservableState
  struct State: Equatable {
    var moves: [CGPoint] = []
    var endedAt: CGPoint?
    var taps = 0
  }
  enum Action: Equatable {
    case moved(CGPoint)
    case ended(CGPoint)
    case tapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .moved(point): state.moves.append(point)
      case let .ended(point): state.endedAt = point
      case .tapped: state.taps += 1
      }
      return .none
    }
  }
}

private struct PadView: View {
  let store: StoreOf<Pad>

  var body: some View {
    VStack {
      Text("Drag here")
        .frame(width: 200, height: 120)
        .gesture(
          DragGesture(minimumDistance: 0)
            .onChanged { drag in store.send(.moved(drag.location)) }
            .onEnded { drag in store.send(.ended(drag.location)) }
        )
      Text("Click here")
        .frame(width: 200, height: 40)
        .onTapGesture { store.send(.tapped) }
    }
  }
}

final class GestureTests: GtkTestCase {
  /// A press, moves and a release on the drag's view: the press itself is a change (no
  /// minimum distance), each move another, in the view's own coordinates; the release ends it
  /// where the pointer is. A click on the other view is a tap.
  @MainActor
  func testADragReportsEveryMoveInTheViewsSpaceAndAClickIsATap() async throws {
    try requireXTest()
    try await onMainLoop {
      let store = Store(initialState: Pad.State()) { Pad() }
      let window = Gtk.Window()
      window.title = "Gesture test"
      window.setContent { PadView(store: store) }
      presentAndWaitForFrame(window)
      var isButtonDown = false
      defer {
        if isButtonDown { _ = try? xdotool("mouseup", "1") }
        window.destroy()
      }
      let labels = window.descendants.compactMap { $0 as? Gtk.Label }
      let pad = try XCTUnwrap(labels.first { $0.text == "Drag here" })
      let tapTarget = try XCTUnwrap(labels.first { $0.text == "Click here" })

      try xdotool(["mousemove"] + screenPoint(of: pad, 20, 30))
      waitForFrame(window)
      try xdotool("mousedown", "1")
      isButtonDown = true
      waitUntil("the press is the drag's first change") { store.moves.count == 1 }
      for step in 1...4 {
        try xdotool(
          ["mousemove"]
            + screenPoint(of: pad, 20 + Double(step) * 30, 30 + Double(step) * 10))
        waitForFrame(window)
      }
      waitUntil("the moves arrive") { store.moves.last?.x ?? 0 >= 139 }
      try xdotool("mouseup", "1")
      isButtonDown = false
      waitUntil("the release ends the drag") { store.endedAt != nil }

      let first = try XCTUnwrap(store.moves.first)
      XCTAssertEqual(first.x, 20, accuracy: 1.5, "in the view's own space")
      XCTAssertEqual(first.y, 30, accuracy: 1.5)
      let end = try XCTUnwrap(store.endedAt)
      XCTAssertEqual(end.x, 140, accuracy: 1.5)
      XCTAssertEqual(end.y, 70, accuracy: 1.5)

      XCTAssertEqual(store.taps, 0, "the drag is no tap of the other view")
      try xdotool(["mousemove"] + screenPoint(of: tapTarget, 30, 20))
      waitForFrame(window)
      try xdotool("click", "1")
      waitUntil("the click is a tap") { store.taps == 1 }
    }
  }
}
