import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

// `.zIndex` in a `ZStack`: a higher value is drawn over the views written after it, and a value
// that follows state moves the view back under them.

@Reducer
private struct Cards {
  @ObservableState
  struct State: Equatable {
    var redOnTop = true
  }
  enum Action {
    case flip
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.redOnTop.toggle()
      return .none
    }
  }
}

private struct CardsView: View {
  let store: StoreOf<Cards>

  var body: some View {
    ZStack {
      Rectangle().fill(.red).frame(width: 80, height: 80)
        .zIndex(store.redOnTop ? 1 : 0)
      Rectangle().fill(.blue).frame(width: 80, height: 80)
    }
  }
}

final class ZIndexTests: GtkTestCase {
  @MainActor
  func testAHigherZIndexIsDrawnOnTop() async throws {
    try await onMainLoop {
      let store = Store(initialState: Cards.State()) { Cards() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 120, height: 120)
      window.setContent { CardsView(store: store) }
      defer { window.destroy() }
      presentAndWaitForFrame(window)
      try self.screenshot(window, "z-index")

      let stack = try XCTUnwrap(window.descendants.first { $0 is Overlay })
      @MainActor func centre() throws -> RGBAColor {
        let image = try Snapshot.renderImage(of: stack)
        return image.pixel(x: image.width / 2, y: image.height / 2)
      }
      var colour = try centre()
      // GNOME's red is #e01b24, its blue #3584e4.
      XCTAssertGreaterThan(colour.red, 0.8, "the red square, written first, is on top: \(colour)")
      XCTAssertLessThan(colour.blue, 0.3)

      store.send(.flip)
      flushObservations()
      waitForFrame(window)
      colour = try centre()
      XCTAssertGreaterThan(colour.blue, 0.8, "back to the order written: blue on top: \(colour)")
      XCTAssertLessThan(colour.red, 0.3)
    }
  }
}
