import ComposableArchitecture
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

final class FixedSizeTests: GtkTestCase {
  /// A view that would take its stack's width keeps its natural width once fixed, on the axis
  /// asked only.
  @MainActor
  func testFixedViewKeepsItsNaturalSizeOnTheAxesAsked() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.setDefaultSize(width: 400, height: 300)
      window.setChild(
        VStack(spacing: 0) {
          Text("Wide").frame(maxWidth: .infinity, maxHeight: .infinity)
          Text("Fixed").frame(maxWidth: .infinity, maxHeight: .infinity).fixedSize()
          Text("Tall")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .fixedSize(horizontal: false, vertical: true)
        }
        .makeWidget())
      presentAndWaitForFrame(window)
      let labels = Dictionary(
        uniqueKeysWithValues: (window.child?.descendants ?? []).compactMap { $0 as? Gtk.Label }
          .map { ($0.text, $0) })
      let wide = try XCTUnwrap(labels["Wide"])
      let fixed = try XCTUnwrap(labels["Fixed"])
      let tall = try XCTUnwrap(labels["Tall"])
      XCTAssertEqual(wide.width, 400, "an infinite frame takes the stack's width")
      XCTAssertLessThan(fixed.width, 100, "fixed: its natural width, not the stack's")
      XCTAssertEqual(tall.width, 400, "fixed vertically only: it still takes the width")
      XCTAssertGreaterThan(wide.height, fixed.height, "fixed: its natural height")
      XCTAssertLessThan(tall.height, wide.height)
      window.destroy()
    }
  }
}

final class AlignedFrameTests: GtkTestCase {
  /// A label in a frame sits where the frame's alignment says, at its own size; a colour in
  /// the same frame fills it.
  @MainActor
  func testTheViewSitsInItsFrameAsAligned() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.setChild(
        HStack(spacing: 0) {
          Text("Top leading").frame(width: 200, height: 100, alignment: .topLeading)
          Text("Bottom trailing").frame(width: 200, height: 100, alignment: .bottomTrailing)
          Text("Centre").frame(width: 200, height: 100, alignment: .center)
          Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 100, alignment: .topLeading)
        }
        .makeWidget())
      presentAndWaitForFrame(window)
      let labels = Dictionary(
        uniqueKeysWithValues: (window.child?.descendants ?? []).compactMap { $0 as? Gtk.Label }
          .map { ($0.text, $0) })
      @MainActor func bounds(_ text: String) throws -> (x: Double, y: Double, w: Int32, h: Int32) {
        let label = try XCTUnwrap(labels[text])
        let frame = try XCTUnwrap(label.parent)
        XCTAssertEqual([frame.width, frame.height], [200, 100], text)
        let rect = try XCTUnwrap(label.computeBounds(frame))
        return (Double(rect.x), Double(rect.y), label.width, label.height)
      }
      let topLeading = try bounds("Top leading")
      XCTAssertLessThan(topLeading.w, 200, "the label keeps its own width")
      XCTAssertEqual([topLeading.x, topLeading.y], [0, 0])
      let bottomTrailing = try bounds("Bottom trailing")
      XCTAssertEqual(bottomTrailing.x + Double(bottomTrailing.w), 200, "at the trailing edge")
      XCTAssertEqual(bottomTrailing.y + Double(bottomTrailing.h), 100, "at the bottom")
      let centre = try bounds("Centre")
      XCTAssertEqual(centre.x, Double(200 - centre.w) / 2, accuracy: 1)
      XCTAssertEqual(centre.y, Double(100 - centre.h) / 2, accuracy: 1)
      let image = try Snapshot.renderImage(of: try XCTUnwrap(window.child))
      let corner = image.pixel(x: 645, y: 95)
      XCTAssertTrue(corner.red > 0.9 && corner.green < 0.2, "the colour fills its frame")
      window.destroy()
    }
  }
}

final class ListRowBackgroundTests: GtkTestCase {
  /// Each row takes the colour its view asks for, a navigation row too; a row whose view asks
  /// for none keeps the list's.
  @MainActor
  func testRowsTakeTheColourTheirViewAsksFor() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.setDefaultSize(width: 360, height: 300)
      window.setChild(
        List {
          Text("Orange").listRowBackground(.orange)
          Text("Plain").listRowBackground(nil)
          ForEach(["Teal", "Indigo"], id: \.self) { name in
            Text(name).listRowBackground(name == "Teal" ? .teal : .indigo)
          }
        }
        .makeWidget())
      presentAndWaitForFrame(window)
      @MainActor func label(_ text: String) throws -> Gtk.Label {
        try XCTUnwrap(
          window.child?.descendants.compactMap { $0 as? Gtk.Label }.first { $0.text == text })
      }
      // A view alone is a list row; a `ForEach`'s rows are the views themselves.
      @MainActor func background(of text: String) throws -> [String] {
        let label = try label(text)
        let row = label.parent is Gtk.ListBoxRow ? label.parent! : label
        return row.cssClasses.filter { $0.hasPrefix("cg-row-bg-") }
      }
      XCTAssertEqual(try background(of: "Orange").count, 1)
      XCTAssertEqual(try background(of: "Plain"), [])
      XCTAssertEqual(try background(of: "Teal").count, 1)
      XCTAssertEqual(try background(of: "Indigo").count, 1)
      XCTAssertNotEqual(try background(of: "Orange"), try background(of: "Teal"))
      XCTAssertNotEqual(try background(of: "Indigo"), try background(of: "Teal"))
      // Filled rows of a `ForEach` are as tall as the others: padding in place of margins.
      XCTAssertEqual(try label("Teal").height, try label("Indigo").height)
      try self.screenshot(window, "list-row-background")
      window.destroy()
    }
  }
}

final class NamedColorTests: GtkTestCase {
  /// SwiftUI's named colours draw in an app without libadwaita, whose theme (GTK 4.8's) names
  /// none of the colours they are defined by: a background, and a shape drawn with cairo.
  @MainActor
  func testNamedColoursDrawWithoutLibadwaita() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.setChild(
        HStack(spacing: 0) {
          Text("Orange").frame(width: 80, height: 40).background(.orange)
          Triangle().fill(.blue).frame(width: 40, height: 40)
        }
        .makeWidget())
      presentAndWaitForFrame(window)
      let widgets = window.child?.descendants ?? []
      let label = try XCTUnwrap(widgets.compactMap { $0 as? Gtk.Label }.first)
      let labelImage = try Snapshot.renderImage(of: label)
      let corner = labelImage.pixel(x: 2, y: 2)
      XCTAssertEqual(corner.red, 1, accuracy: 0.02, "GNOME's orange, #ff7800: \(corner)")
      XCTAssertEqual(corner.green, 0x78 / 255, accuracy: 0.02)
      XCTAssertEqual(corner.alpha, 1, accuracy: 0.02)
      let area = try XCTUnwrap(widgets.first { $0 is Gtk.DrawingArea })
      let fill = try Snapshot.renderImage(of: area).pixel(x: 5, y: 35)
      XCTAssertEqual(fill.blue, 0xe4 / 255, accuracy: 0.02, "GNOME's blue, #3584e4: \(fill)")
      XCTAssertEqual(fill.red, 0x35 / 255, accuracy: 0.02)
      window.destroy()
    }
  }
}

/// A shape drawn with cairo (not a box CSS can draw): the lower-left half of its square.
private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

final class TextConcatenationTests: GtkTestCase {
  /// Texts joined with `+` are one label, each part in its own style; what a part's closure
  /// reads is followed. A text alone keeps the classes the view modifiers give.
  @MainActor
  func testJoinedTextsAreOneLabelEachInItsStyle() async throws {
    try await onMainLoop {
      let store = Store(initialState: Screen.State()) { Screen() }
      let window = Gtk.Window()
      window.setChild(
        VStack {
          Text("Total: ") + Text { "\(store.count)" }.bold().foregroundColor(.red)
            + Text(" <items>").italic()
          Text("Alone").bold().font(.system(.body, design: .monospaced))
        }
        .makeWidget())
      presentAndWaitForFrame(window)
      let labels = (window.child?.descendants ?? []).compactMap { $0 as? Gtk.Label }
      let joined = try XCTUnwrap(labels.first)
      XCTAssertTrue(joined.useMarkup)
      XCTAssertEqual(joined.text, "Total: 0 <items>", "one label, the parts' text in order")
      XCTAssertEqual(
        joined.label,
        ##"Total: <span weight="bold" foreground="#e01b24">0</span><span style="italic"> &lt;items&gt;</span>"##
      )
      store.send(.increment)
      flushObservations()
      XCTAssertEqual(joined.text, "Total: 1 <items>", "a part's closure is observed")

      let alone = try XCTUnwrap(labels.last)
      XCTAssertFalse(alone.useMarkup)
      XCTAssertTrue(alone.hasCSSClass("cg-font-bold"), "a text alone is styled as by .bold()")
      XCTAssertTrue(alone.hasCSSClass("monospace"))
      XCTAssertTrue(alone.hasCSSClass("body"))
      waitForFrame(window)
      try self.screenshot(window, "text-concatenation")
      window.destroy()
    }
  }
}

private struct DetentPresenterView: View {
  @Bindable var store: StoreOf<Presenter>

  var body: some View {
    Text("Presenter")
      .sheet(item: $store.scope(state: \.detail, action: \.detail)) { detailStore in
        Text(detailStore.title).presentationDetents([.medium])
      }
  }
}

final class PresentationDetentTests: GtkTestCase {
  /// A sheet whose content asks for `.medium` opens half as tall as the window it opens over.
  @MainActor
  func testMediumSheetOpensAtHalfTheWindowsHeight() async throws {
    try await onMainLoop {
      let store = Store(initialState: Presenter.State()) { Presenter() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 400, height: 600)
      window.setChild(DetentPresenterView(store: store).makeWidget())
      presentAndWaitForFrame(window)
      store.send(.showDetail("Half"))
      flushObservations()
      let sheet = try XCTUnwrap(Gtk.Window.toplevels.first { $0 !== window && $0.isVisible })
      waitUntil("the sheet is shown") { sheet.isMapped && sheet.height > 0 }
      waitForFrame(sheet)
      XCTAssertEqual(sheet.height, 300, "half of 600")
      store.send(.detail(.dismiss))
      flushObservations()
      window.destroy()
    }
  }
}

final class SafeAreaInsetTests: GtkTestCase {
  /// `.safeAreaInset(edge: .bottom)` as TCA's navigation-stack case study writes it: the bar
  /// sits along the bottom edge, the content takes the rest; its `.shadow` is drawn outside
  /// its box (here straight up, into the spacing above it) and `.clipped()` clips its content.
  @MainActor
  func testAnInsetBarAlongTheBottomWithItsShadow() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.setDefaultSize(width: 240, height: 200)
      window.setChild(
        VStack { Text("Content") }
          .safeAreaInset(edge: .bottom, spacing: 10) {
            Text("Menu")
              .padding(8)
              .background(.white)
              .clipped()
              .shadow(color: .black, radius: 0, y: -6)
          }
          .makeWidget())
      presentAndWaitForFrame(window)
      let root = try XCTUnwrap(window.child)
      let labels = root.descendants.compactMap { $0 as? Gtk.Label }
      let content = try XCTUnwrap(labels.first { $0.text == "Content" })
      let menu = try XCTUnwrap(labels.first { $0.text == "Menu" })
      // The modifiers set the label's own properties: it is the bar.
      let bar: Widget = menu
      let barTop = try XCTUnwrap(bar.translateCoordinates(root, srcX: 0, srcY: 0)).destY
      // Its padding (8 pixels, inside the white background) under it, then the edge.
      XCTAssertEqual(barTop + Double(bar.height) + 8, Double(root.height), accuracy: 0.5)
      XCTAssertLessThan(
        try XCTUnwrap(content.translateCoordinates(root, srcX: 0, srcY: 0)).destY, barTop,
        "the content is above the bar")
      XCTAssertEqual(bar.overflow, .hidden, "clipped")

      let image = try Snapshot.renderImage(of: root)
      let x = root.width / 2
      // As in SwiftUI, the background is behind the padding too: the bar's box starts 8 pixels
      // above its text.
      let padding = image.pixel(x: Int(x), y: Int(barTop) - 4)
      XCTAssertGreaterThan(padding.red, 0.9, "the padding is painted: \(padding)")
      let boxTop = Int(barTop) - 8
      let shadow = image.pixel(x: Int(x), y: boxTop - 3)
      XCTAssertLessThan(shadow.red, 0.1, "the shadow above the bar: \(shadow)")
      XCTAssertGreaterThan(shadow.alpha, 0.9, "the shadow above the bar: \(shadow)")
      let clear = image.pixel(x: Int(x), y: boxTop - 9)
      XCTAssertLessThan(clear.alpha, 0.1, "above the shadow, nothing is drawn: \(clear)")
      window.destroy()
    }
  }
}

final class HitTestingAndInvertTests: GtkTestCase {
  /// `.allowsHitTesting(false)` on an overlay, as TCA's animations case study lays its circle
  /// over the text: GTK's pick (the widget a pointer event at a point goes to) passes through
  /// it to the button under it; an overlay without it takes the point. `.colorInvert()` draws
  /// a white box black.
  @MainActor
  func testAnOverlayWithoutHitTestingLetsThePointerThroughAndInvertFlipsColours() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.setChild(
        HStack(spacing: 0) {
          Button("Under") {}
            .frame(width: 120, height: 60)
            .overlay { Text("Badge").allowsHitTesting(false) }
          Button("Covered") {}
            .frame(width: 120, height: 60)
            .overlay { Text("Cover") }
          Rectangle().fill(.white).frame(width: 40, height: 40).colorInvert()
        }
        .makeWidget())
      presentAndWaitForFrame(window)
      defer { window.destroy() }
      let labels = window.descendants.compactMap { $0 as? Gtk.Label }

      @MainActor func picked(atCentreOf text: String) throws -> Widget? {
        let label = try XCTUnwrap(labels.first { $0.text == text })
        let bounds = try XCTUnwrap(label.bounds(in: window))
        return window.pick(
          bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2, flags: .default)
      }
      @MainActor func button(of widget: Widget?) -> Gtk.Button? {
        var current = widget
        while let candidate = current, !(candidate is Gtk.Button) { current = candidate.parent }
        return current as? Gtk.Button
      }
      XCTAssertEqual(
        button(of: try picked(atCentreOf: "Badge"))?.label, "Under", "through the badge")
      let cover = try picked(atCentreOf: "Cover")
      XCTAssertTrue(cover is Gtk.Label, "the cover takes the point: \(String(describing: cover))")
      XCTAssertNil(button(of: cover))

      // The rectangle: the last view of the row.
      let box = try XCTUnwrap(window.child?.lastChild)
      let pixel = try Snapshot.renderImage(of: box).pixel(
        x: Int(box.width / 2), y: Int(box.height / 2))
      XCTAssertLessThan(pixel.red + pixel.green + pixel.blue, 0.1, "white inverted: \(pixel)")
      XCTAssertEqual(pixel.alpha, 1, accuracy: 0.02)
    }
  }
}
