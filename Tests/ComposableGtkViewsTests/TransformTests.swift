import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

// `.rotationEffect`, `.scaleEffect`, `.aspectRatio`, `.offset` and `.position`, as SwiftUI views
// use them.

@Reducer
private struct Dial {
  @ObservableState
  struct State: Equatable {
    var degrees: Double = 90
  }
  enum Action { case turn(to: Double) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .turn(degrees): state.degrees = degrees
      }
      return .none
    }
  }
}

private let red = Color(red: 1, green: 0, blue: 0)

private struct DialView: View {
  let store: StoreOf<Dial>
  var body: some View {
    Rectangle().fill(red)
      .frame(width: 120, height: 20)
      .align(horizontal: .center, vertical: .center)
      .rotationEffect(.degrees(store.degrees))
  }
}

final class TransformTests: GtkTestCase {
  @MainActor
  private func isRed(_ pixel: RGBAColor) -> Bool {
    pixel.red > 0.9 && pixel.green < 0.1 && pixel.blue < 0.1 && pixel.alpha > 0.9
  }

  @MainActor
  private func window(width: Int32, height: Int32, _ content: @escaping @MainActor () -> some View)
    -> Gtk.Window
  {
    let window = Gtk.Window()
    window.setDefaultSize(width: width, height: height)
    window.setContent(content)
    presentAndWaitForFrame(window)
    return window
  }

  /// The bar turned a quarter turn stands upright around the centre; its place in the layout
  /// stays; a new angle from state turns it again.
  @MainActor
  func testRotationEffectTurnsTheDrawing() async throws {
    try await onMainLoop {
      let store = Store(initialState: Dial.State()) { Dial() }
      let window = self.window(width: 200, height: 200) { DialView(store: store) }
      try self.screenshot(window, "rotation-effect")
      let bin = try XCTUnwrap(window.child)
      XCTAssertEqual(bin.width, 200)
      // The window's content, less a title bar the window draws itself (Wayland).
      let (x, y) = (Int(bin.width / 2), Int(bin.height / 2))
      var image = try Snapshot.renderImage(of: bin)
      XCTAssertTrue(self.isRed(image.pixel(x: x, y: y - 50)), "above the centre: the bar stands")
      XCTAssertTrue(self.isRed(image.pixel(x: x, y: y + 50)), "below the centre")
      XCTAssertFalse(self.isRed(image.pixel(x: x - 50, y: y)), "left of the centre: not lying")

      store.send(.turn(to: 0))
      flushObservations()
      waitForFrame(window)
      image = try Snapshot.renderImage(of: bin)
      XCTAssertTrue(self.isRed(image.pixel(x: x - 50, y: y)), "turned back: the bar lies")
      XCTAssertFalse(self.isRed(image.pixel(x: x, y: y - 50)))
      window.destroy()
    }
  }

  /// A 40-point square scaled twice is drawn 80 points wide around its centre; scaled on x
  /// only, it is wide and as high as before.
  @MainActor
  func testScaleEffect() async throws {
    try await onMainLoop {
      let window = self.window(width: 200, height: 100) {
        HStack(spacing: 0) {
          Rectangle().fill(red).frame(width: 40, height: 40)
            .align(horizontal: .center, vertical: .center)
            .scaleEffect(2)
            .frame(width: 100, height: 100)
          Rectangle().fill(red).frame(width: 40, height: 40)
            .align(horizontal: .center, vertical: .center)
            .scaleEffect(x: 2, anchor: .center)
            .frame(width: 100, height: 100)
        }
      }
      let image = try Snapshot.renderImage(of: try XCTUnwrap(window.child))
      XCTAssertTrue(self.isRed(image.pixel(x: 50, y: 50)))
      XCTAssertTrue(self.isRed(image.pixel(x: 15, y: 15)), "the corner of the doubled square")
      XCTAssertFalse(self.isRed(image.pixel(x: 5, y: 5)))
      XCTAssertTrue(self.isRed(image.pixel(x: 115, y: 50)), "wide")
      XCTAssertFalse(self.isRed(image.pixel(x: 150, y: 25)), "but not high")
      XCTAssertTrue(self.isRed(image.pixel(x: 150, y: 35)))
      window.destroy()
    }
  }

  /// `.fit` makes the largest view of the ratio inside the space, centred; `.fill` the
  /// smallest that covers it; `scaledToFit` takes the view's own ratio.
  @MainActor
  func testAspectRatio() async throws {
    try await onMainLoop {
      let window = self.window(width: 300, height: 100) {
        HStack(spacing: 0) {
          Rectangle().fill(red).aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100)
          Rectangle().fill(red).aspectRatio(CGSize(width: 2, height: 1), contentMode: .fill)
            .frame(width: 100, height: 100)
          Text("A wide label").scaledToFit().frame(width: 100, height: 100)
        }
      }
      // The stack's children are the effects' bins; each bin's child is the view.
      let bins = try XCTUnwrap(window.child).children
      XCTAssertEqual(bins.count, 3)
      let boxes = bins.compactMap { $0.children.first }
      XCTAssertEqual(boxes.count, 3)
      XCTAssertEqual([boxes[0].width, boxes[0].height], [100, 50], "fit: as large as fits")
      let fitted = try XCTUnwrap(boxes[0].computeBounds(try XCTUnwrap(boxes[0].parent)))
      XCTAssertEqual(fitted.y, 25, "centred")
      XCTAssertEqual([boxes[1].width, boxes[1].height], [200, 100], "fill: covers the square")
      let bounds = try XCTUnwrap(boxes[1].computeBounds(try XCTUnwrap(boxes[1].parent)))
      XCTAssertEqual(bounds.x, -50, "centred, overflowing both sides")
      XCTAssertEqual(boxes[2].width, 100, "the label's own ratio, as wide as fits")
      XCTAssertLessThan(boxes[2].height, 50)
      window.destroy()
    }
  }

  /// An offset view is drawn moved and keeps its place: the square beside it does not move.
  @MainActor
  func testOffsetMovesTheDrawingNotTheLayout() async throws {
    try await onMainLoop {
      let window = self.window(width: 100, height: 100) {
        HStack(spacing: 0) {
          Rectangle().fill(red).frame(width: 20, height: 20).offset(x: 30, y: 40)
          Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20)
        }
        .frame(width: 100, height: 100, alignment: .topLeading)
      }
      let content = try XCTUnwrap(window.child)
      let image = try Snapshot.renderImage(of: content)
      XCTAssertTrue(self.isRed(image.pixel(x: 40, y: 50)), "drawn 30 right and 40 down")
      XCTAssertFalse(self.isRed(image.pixel(x: 10, y: 10)), "not at its place in the layout")
      let blue = image.pixel(x: 30, y: 10)
      XCTAssertTrue(blue.blue > 0.9 && blue.red < 0.1, "the next view stays beside its place")
      window.destroy()
    }
  }

  /// A positioned view takes the space it is given and puts its centre on the point; a new
  /// point from state moves it.
  @MainActor
  func testPositionPutsTheCentreOnThePoint() async throws {
    try await onMainLoop {
      let store = Store(initialState: Dial.State(degrees: 30)) { Dial() }
      let window = self.window(width: 200, height: 150) {
        Rectangle().fill(red).frame(width: 20, height: 20)
          .position(x: store.degrees, y: 100)
      }
      let bin = try XCTUnwrap(window.child)
      XCTAssertEqual(bin.width, 200, "the positioned view takes the window's width")
      var image = try Snapshot.renderImage(of: bin)
      XCTAssertTrue(self.isRed(image.pixel(x: 30, y: 100)), "centred on (30, 100)")
      XCTAssertTrue(self.isRed(image.pixel(x: 21, y: 91)))
      XCTAssertFalse(self.isRed(image.pixel(x: 18, y: 100)), "20 wide: 20 to 40")
      XCTAssertFalse(self.isRed(image.pixel(x: 100, y: 75)), "not centred in the window")

      store.send(.turn(to: 150))
      flushObservations()
      waitForFrame(window)
      image = try Snapshot.renderImage(of: bin)
      XCTAssertTrue(self.isRed(image.pixel(x: 150, y: 100)), "moved to (150, 100)")
      XCTAssertFalse(self.isRed(image.pixel(x: 30, y: 100)))
      try self.screenshot(window, "position")
      window.destroy()
    }
  }
}
