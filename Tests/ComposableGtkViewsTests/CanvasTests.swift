import Adw
import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

/// The lower-left half of the space it is given: a triangle of ours.
private struct LowerTriangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.minX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

/// A line across the middle, from the left edge to the right one.
private struct Across: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.minX, y: rect.midY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
    }
  }
}

/// SyncUps' speaker arc, as TCA's tutorial writes it for SwiftUI: one speaker's share of a
/// ring, with a degree of gap at each end.
private struct SpeakerArc: Shape {
  let totalSpeakers: Int
  let speakerIndex: Int

  func path(in rect: CGRect) -> Path {
    let diameter = min(rect.size.width, rect.size.height) - 24
    let radius = diameter / 2
    let center = CGPoint(x: rect.midX, y: rect.midY)
    return Path { path in
      path.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false
      )
    }
  }

  private var degreesPerSpeaker: Double { 360 / Double(totalSpeakers) }
  private var startAngle: Angle { Angle(degrees: degreesPerSpeaker * Double(speakerIndex) + 1) }
  private var endAngle: Angle { Angle(degrees: startAngle.degrees + degreesPerSpeaker - 1) }
}

@Reducer
private struct Dial {
  @ObservableState
  struct State: Equatable {
    var speakerIndex = 0
    var caption = "Speaking"
    var fraction = 0.25
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> { BindingReducer() }
}

private struct DialView: View {
  let store: StoreOf<Dial>

  var body: some View {
    VStack(spacing: 0) {
      Text(store.caption)
      SpeakerArc(totalSpeakers: 4, speakerIndex: store.speakerIndex)
        .rotation(Angle(degrees: -90))
        .stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 12)
        .frame(width: 200, height: 200)
      Canvas { context, size in
        let bar = CGRect(x: 0, y: 0, width: size.width * store.fraction, height: size.height)
        context.fill(Path(bar), with: .color(Color(red: 1, green: 0, blue: 0)))
      }
      .frame(width: 200, height: 20)
    }
  }
}

private let red = RGBAColor(red: 1, green: 0, blue: 0)
private let blue = RGBAColor(red: 0, green: 0, blue: 1)

/// Whether `pixel` is `color` (opaque), within a rounding step.
private func isColor(_ pixel: RGBAColor, _ color: RGBAColor, tolerance: Double = 0.02) -> Bool {
  abs(pixel.red - color.red) <= tolerance && abs(pixel.green - color.green) <= tolerance
    && abs(pixel.blue - color.blue) <= tolerance && abs(pixel.alpha - color.alpha) <= tolerance
}

@MainActor
private func drawingAreas(in window: Gtk.Window) -> [DrawingArea] {
  window.descendants.compactMap { $0 as? DrawingArea }
}

final class CanvasTests: GtkTestCase {
  /// A shape of ours is a drawing area that puts its colour inside its path and nowhere else;
  /// a line turned, trimmed and stroked lies where the modifiers put it; a built-in shape
  /// stays a CSS box.
  @MainActor
  func testAShapeOfOursFillsItsPathAndOnlyIt() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.setContent {
        HStack(spacing: 0) {
          LowerTriangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 100, height: 100)
          Across().trim(from: 0, to: 0.5).rotation(.degrees(90))
            .stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 10)
            .frame(width: 100, height: 100)
          Circle().fill(Color(red: 0, green: 0.5, blue: 0)).frame(width: 100, height: 100)
        }
      }
      presentAndWaitForFrame(window)
      let areas = drawingAreas(in: window)
      XCTAssertEqual(areas.count, 2, "the circle is a CSS box")
      XCTAssertEqual(window.descendants.compactMap { $0 as? AspectFrame }.count, 1)

      let triangle = try Snapshot.renderImage(of: areas[0])
      XCTAssertEqual(triangle.width, 100)
      XCTAssertTrue(
        isColor(triangle.pixel(x: 10, y: 90), red), "inside, near the bottom-left corner")
      XCTAssertTrue(isColor(triangle.pixel(x: 30, y: 60), red))
      XCTAssertEqual(triangle.pixel(x: 90, y: 10).alpha, 0, "the top-right half is not painted")
      XCTAssertEqual(triangle.pixel(x: 60, y: 30).alpha, 0)

      // The line from left to right, its first half kept, turned a quarter clockwise about
      // the centre: from the top edge down to the centre, 10 wide.
      let line = try Snapshot.renderImage(of: areas[1])
      XCTAssertTrue(isColor(line.pixel(x: 50, y: 5), blue), "top half of the vertical")
      XCTAssertTrue(isColor(line.pixel(x: 46, y: 40), blue), "within its width")
      XCTAssertEqual(line.pixel(x: 50, y: 80).alpha, 0, "the trimmed half is not drawn")
      XCTAssertEqual(line.pixel(x: 20, y: 50).alpha, 0, "nor the line before it turned")
      XCTAssertEqual(line.pixel(x: 40, y: 40).alpha, 0, "outside its width")
      try self.screenshot(window, "canvas-shapes")
      window.destroy()
    }
  }

  /// SyncUps' speaker arc follows the speaker index: the body runs again with a new arc, whose
  /// path differs, and the area is painted again there; a change the arc does not draw queues
  /// no repaint. A canvas that reads state follows it without a body.
  @MainActor
  func testADrawingFollowsStateAndRepaintsOnlyWhenItChanges() async throws {
    try await onMainLoop {
      let store = Store(initialState: Dial.State()) { Dial() }
      let window = Gtk.Window()
      window.setContent { DialView(store: store) }
      presentAndWaitForFrame(window)
      let areas = drawingAreas(in: window)
      XCTAssertEqual(areas.count, 2)
      let (dial, bar) = (areas[0], areas[1])
      XCTAssertEqual(dial.width, 200)

      // Rotated by −90°, the first of four speakers' arcs is the top-right quarter: radius 88
      // around (100, 100).
      @MainActor func arcPixels() throws -> (topRight: RGBAColor, bottomRight: RGBAColor) {
        let image = try Snapshot.renderImage(of: dial)
        let offset = 88 / 2.0.squareRoot()
        return (
          image.pixel(x: Int(100 + offset), y: Int(100 - offset)),
          image.pixel(x: Int(100 + offset), y: Int(100 + offset))
        )
      }
      var pixels = try arcPixels()
      XCTAssertTrue(isColor(pixels.topRight, blue), "the first speaker's arc")
      XCTAssertEqual(pixels.bottomRight.alpha, 0)

      let queued = ViewGraph.drawingsQueued
      store.send(.binding(.set(\.speakerIndex, 1)))
      flushObservations()
      waitForFrame(window)
      XCTAssertEqual(ViewGraph.drawingsQueued, queued + 1, "one repaint for the new arc")
      pixels = try arcPixels()
      XCTAssertEqual(pixels.topRight.alpha, 0)
      XCTAssertTrue(isColor(pixels.bottomRight, blue), "the second speaker's arc")

      // The body reads the caption too, and runs again; the arc it makes is the same.
      store.send(.binding(.set(\.caption, "Still speaking")))
      flushObservations()
      waitForFrame(window)
      XCTAssertEqual(ViewGraph.drawingsQueued, queued + 1, "the same arc is not painted again")

      var image = try Snapshot.renderImage(of: bar)
      XCTAssertTrue(isColor(image.pixel(x: 40, y: 10), red), "a quarter of the width")
      XCTAssertEqual(image.pixel(x: 60, y: 10).alpha, 0)
      let bodyRuns = ViewGraph.bodyRuns
      store.send(.binding(.set(\.fraction, 0.5)))
      flushObservations()
      waitForFrame(window)
      XCTAssertEqual(ViewGraph.bodyRuns, bodyRuns, "the canvas reads the fraction, not the body")
      XCTAssertEqual(ViewGraph.drawingsQueued, queued + 2)
      image = try Snapshot.renderImage(of: bar)
      XCTAssertTrue(isColor(image.pixel(x: 90, y: 10), red), "half of the width")
      XCTAssertEqual(image.pixel(x: 110, y: 10).alpha, 0)
      try self.screenshot(window, "canvas-dial")
      window.destroy()
    }
  }

  /// A canvas's context moves, turns, scales, clips, fades and writes text; copies keep their
  /// own settings.
  @MainActor
  func testCanvasTransformsClipsFadesAndWrites() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.setContent {
        Canvas { context, size in
          let square = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
          var moved = context
          moved.translateBy(x: 50, y: 50)
          moved.fill(square, with: .color(Color(red: 1, green: 0, blue: 0)))
          // The original is not moved by its copy.
          context.fill(square, with: .color(Color(red: 0, green: 0, blue: 1)))

          var turned = context
          turned.translateBy(x: 150, y: 50)
          turned.rotate(by: .degrees(45))
          turned.scaleBy(x: 2, y: 1)
          turned.stroke(
            Path { $0.addLines([.zero, CGPoint(x: 20, y: 0)]) },
            with: .color(Color(red: 0, green: 0, blue: 1)),
            lineWidth: 4)

          var clipped = context
          clipped.clip(to: Path(CGRect(x: 0, y: 100, width: 30, height: 100)))
          clipped.opacity = 0.5
          clipped.fill(
            Path(CGRect(x: 0, y: 100, width: 60, height: 20)),
            with: .color(Color(red: 1, green: 0, blue: 0)))

          context.draw(Text("W"), at: CGPoint(x: 150, y: 150))
          context.stroke(
            Path(CGRect(x: 100, y: 100, width: 20, height: 20)), with: .foreground,
            style: StrokeStyle(lineWidth: 2, dash: [4, 4]))
        }
        .frame(width: 200, height: 200)
      }
      presentAndWaitForFrame(window)
      let area = try XCTUnwrap(drawingAreas(in: window).first)
      let image = try Snapshot.renderImage(of: area)
      XCTAssertTrue(isColor(image.pixel(x: 60, y: 60), red), "moved by its copy")
      XCTAssertTrue(isColor(image.pixel(x: 10, y: 10), blue), "the original, where it was")
      XCTAssertEqual(image.pixel(x: 30, y: 30).alpha, 0)
      // Turned 45° and stretched twice along its own x: it ends near (150 + 40·cos 45°, 50 + 40·sin 45°).
      XCTAssertTrue(isColor(image.pixel(x: 175, y: 75), blue), "along the turned, stretched line")
      XCTAssertEqual(image.pixel(x: 175, y: 50).alpha, 0)
      let faded = image.pixel(x: 10, y: 110)
      XCTAssertEqual(faded.alpha, 0.5, accuracy: 0.02, "half opacity")
      XCTAssertEqual(faded.red, 1, accuracy: 0.02)
      XCTAssertEqual(image.pixel(x: 45, y: 110).alpha, 0, "clipped off")
      let text = (135...165).flatMap { x in (135...165).map { y in image.pixel(x: x, y: y) } }
      XCTAssertTrue(text.contains { $0.alpha > 0.5 }, "the letter is drawn around its point")
      XCTAssertEqual(image.pixel(x: 150, y: 170).alpha, 0, "and only there")
      XCTAssertGreaterThan(image.pixel(x: 102, y: 100).alpha, 0.5, "a dash")
      XCTAssertEqual(image.pixel(x: 106, y: 100).alpha, 0, "a gap")
      try self.screenshot(window, "canvas-context")
      window.destroy()
    }
  }

  /// The rows of a `ForEach` in an `.overlay` (or a `ZStack`) are layered over each other and
  /// over the view, each in the whole space, as in SwiftUI: here two halves make a square.
  @MainActor
  func testForEachRowsInAnOverlayAreLayered() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.setContent {
        Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 100, height: 100)
          .overlay {
            ForEach(0..<2, id: \.self) { index in
              LowerTriangle().rotation(.degrees(Double(index) * 180))
                .fill(Color(red: 1, green: 0, blue: 0))
            }
          }
      }
      presentAndWaitForFrame(window)
      let areas = drawingAreas(in: window)
      XCTAssertEqual(areas.map(\.width), [100, 100])
      XCTAssertEqual(areas.map(\.height), [100, 100])
      let overlay = try XCTUnwrap(window.descendants.compactMap { $0 as? Overlay }.first)
      let image = try Snapshot.renderImage(of: overlay)
      XCTAssertTrue(isColor(image.pixel(x: 10, y: 90), red), "the first row's half")
      XCTAssertTrue(
        isColor(image.pixel(x: 90, y: 10), red), "the second row's, over the same space")
      try self.screenshot(window, "canvas-overlay")
      window.destroy()
    }
  }

  /// Named colours are the style's: the accent and palette colours are Adwaita's, and the
  /// text colour follows the dark style when it changes.
  @MainActor
  func testColoursAreTheStylesAndFollowTheDarkStyle() async throws {
    try await onMainLoop {
      try Adw.initialize()
      let style = StyleManager.default
      defer { style.colorScheme = .default }
      style.colorScheme = .forceLight
      let window = Gtk.Window()
      window.setContent {
        HStack(spacing: 0) {
          LowerTriangle().fill(.accentColor).frame(width: 40, height: 40)
          LowerTriangle().fill(.red.opacity(0.5)).frame(width: 40, height: 40)
          LowerTriangle().fill().frame(width: 40, height: 40)
        }
      }
      presentAndWaitForFrame(window)
      let areas = drawingAreas(in: window)
      XCTAssertEqual(areas.count, 3)
      let accent = try XCTUnwrap(areas[0].lookupColor("accent_color"), "Adwaita defines it")
      let paletteRed = try XCTUnwrap(areas[1].lookupColor("red_3"))
      @MainActor func pixel(_ index: Int) throws -> RGBAColor {
        try Snapshot.renderImage(of: areas[index]).pixel(x: 5, y: 35)
      }
      XCTAssertTrue(isColor(try pixel(0), accent))
      var halfRed = paletteRed
      halfRed.alpha = 0.5
      XCTAssertTrue(isColor(try pixel(1), halfRed, tolerance: 0.03))
      let lightText = areas[2].foregroundColor
      XCTAssertTrue(isColor(try pixel(2), lightText))

      style.colorScheme = .forceDark
      waitForFrame(window)
      waitForFrame(window)
      let darkText = areas[2].foregroundColor
      XCTAssertFalse(isColor(darkText, lightText), "the dark style's text colour differs")
      XCTAssertTrue(isColor(try pixel(2), darkText), "painted again in the dark style's colour")
      try self.screenshot(window, "canvas-colours-dark")
      window.destroy()
    }
  }

  /// The colours SwiftUI names that Adwaita's palette lacks paint as their fixed shades.
  @MainActor
  func testColoursThePaletteLacks() async throws {
    try await onMainLoop {
      let colours: [(Color, RGBAColor)] = [
        (.pink, RGBAColor(red: 0xd5 / 255, green: 0x61 / 255, blue: 0x99 / 255)),
        (.teal, RGBAColor(red: 0x21 / 255, green: 0x90 / 255, blue: 0xa4 / 255)),
        (.cyan, RGBAColor(red: 0x33 / 255, green: 0xb6 / 255, blue: 0xd6 / 255)),
        (.mint, RGBAColor(red: 0x3f / 255, green: 0xc5 / 255, blue: 0xa6 / 255)),
        (.indigo, RGBAColor(red: 0x4a / 255, green: 0x55 / 255, blue: 0xc9 / 255)),
      ]
      let window = Gtk.Window()
      window.setContent {
        HStack(spacing: 0) {
          ForEach(colours.indices, id: \.self) { index in
            LowerTriangle().fill(colours[index].0).frame(width: 40, height: 40)
          }
        }
      }
      presentAndWaitForFrame(window)
      let areas = drawingAreas(in: window)
      XCTAssertEqual(areas.count, colours.count)
      for (area, (_, expected)) in zip(areas, colours) {
        let pixel = try Snapshot.renderImage(of: area).pixel(x: 5, y: 35)
        XCTAssertTrue(isColor(pixel, expected), "\(pixel) is not \(expected)")
      }
      window.destroy()
    }
  }
}
