import Adw
import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

// SwiftUI's everyday vocabulary, written as SwiftUI views write it: `onChange`'s older forms,
// `ForEach` over a range, `Section(header:footer:)`, `hidden()`, `lineLimit`,
// `multilineTextAlignment`, `accessibilityHint`, `AnyView`, `ViewModifier`, `.background` of a
// view and of a colour after padding, `Color(hue:saturation:brightness:)`.

@Reducer
private struct Notes {
  @ObservableState
  struct State: Equatable {
    var count = 3
    var isExpanded = false
    var isDone = false
    var title = "Standup"
  }
  enum Action {
    case setCount(Int)
    case setDone(Bool)
    case setExpanded(Bool)
    case setTitle(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .setCount(count): state.count = count
      case let .setDone(isDone): state.isDone = isDone
      case let .setExpanded(isExpanded): state.isExpanded = isExpanded
      case let .setTitle(title): state.title = title
      }
      return .none
    }
  }
}

/// What the views' actions saw.
@MainActor
private final class Seen {
  var changes = 0
  var titles: [String] = []
}

private let longText = String(repeating: "A sentence that goes on and on. ", count: 12)

private struct NotesView: View {
  let store: StoreOf<Notes>
  let seen: Seen

  var body: some View {
    VStack(spacing: 6) {
      Text(store.title)
        .onChange(of: store.title) { seen.changes += 1 }
        .onChange(of: store.title) { title in seen.titles.append(title) }
      ForEach(0..<store.count) { index in
        Text("Row \(index)")
      }
      Form {
        Section(header: Text("Info"), footer: Text("Shared with the team")) {
          Text("Inside")
        }
      }
      .frame(height: 160)
      HStack(spacing: 0) {
        Button("Invisible") {}.hidden()
        Button("Visible") {}
      }
      Text(longText)
        .lineLimit(store.isExpanded ? nil : 2)
      VStack {
        Text(longText)
      }
      .multilineTextAlignment(.center)
      .lineLimit(1)
      Button("Delete") {}
        .accessibilityHint("Deletes the meeting")
      status
    }
  }

  private var status: AnyView {
    store.isDone ? AnyView(Button("Done") {}) : AnyView(Text("Pending \(store.count)"))
  }
}

final class ViewVocabularyTests: GtkTestCase {
  @MainActor
  private func labels(in window: Gtk.Window) -> [Gtk.Label] {
    window.descendants.compactMap { $0 as? Gtk.Label }
  }

  /// `onChange` with no value and with the new value only, a `ForEach` over a range, a section
  /// of header and footer values, `hidden()`, the line limit and alignment of texts, and an
  /// `AnyView` whose type changes with state.
  @MainActor
  func testEverydayModifiersAndViews() async throws {
    try await onMainLoop {
      let store = Store(initialState: Notes.State()) { Notes() }
      let seen = Seen()
      let window = Gtk.Window()
      window.title = "Notes"
      window.setDefaultSize(width: 400, height: 700)
      window.setContent { NotesView(store: store, seen: seen) }
      presentAndWaitForFrame(window)

      store.send(.setTitle("Retro"))
      flushObservations()
      XCTAssertEqual(seen.changes, 1, "the action without values ran once")
      XCTAssertEqual(seen.titles, ["Retro"], "the older form hears the new value")

      @MainActor func rows() -> [String] {
        window.descendants.compactMap { ($0 as? Gtk.Label)?.text }.filter { $0.hasPrefix("Row ") }
      }
      XCTAssertEqual(rows(), ["Row 0", "Row 1", "Row 2"])
      let firstRow = try XCTUnwrap(self.labels(in: window).first { $0.text == "Row 0" })
      store.send(.setCount(5))
      flushObservations()
      XCTAssertEqual(rows(), ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])
      XCTAssertTrue(
        self.labels(in: window).contains { $0 === firstRow }, "rows identified by their number")

      let header = try XCTUnwrap(self.labels(in: window).first { $0.text == "Info" })
      XCTAssertTrue(header.hasCSSClass("heading"), "the header value is the section's heading")
      let footer = try XCTUnwrap(
        self.labels(in: window).first { $0.text == "Shared with the team" })
      XCTAssertTrue(footer.hasCSSClass("dim-label"), "the footer value is the dimmed caption")

      let invisible = try button("Invisible", in: window)
      let visible = try button("Visible", in: window)
      XCTAssertEqual(invisible.opacity, 0)
      XCTAssertFalse(invisible.canTarget, "a hidden button takes no clicks")
      XCTAssertFalse(invisible.canFocus, "nor the keyboard's focus")
      XCTAssertGreaterThan(invisible.width, 0, "it keeps its place")
      let row = try XCTUnwrap(visible.parent)
      let hiddenBox = try XCTUnwrap(invisible.computeBounds(row))
      let visibleBox = try XCTUnwrap(visible.computeBounds(row))
      XCTAssertEqual(visibleBox.x, hiddenBox.x + hiddenBox.width, "beside the hidden one")

      let long = try XCTUnwrap(self.labels(in: window).first { $0.text == longText })
      XCTAssertEqual(long.lines, 2)
      XCTAssertTrue(long.wrap)
      XCTAssertEqual(long.ellipsize, .end)
      let twoLines = long.height
      store.send(.setExpanded(true))
      flushObservations()
      waitForFrame(window)
      XCTAssertEqual(long.lines, -1, "no limit once expanded")
      XCTAssertEqual(long.ellipsize, .none)
      XCTAssertGreaterThan(long.height, twoLines * 2, "every line shown")

      let centred = try XCTUnwrap(self.labels(in: window).last { $0.text == longText })
      XCTAssertFalse(centred === long)
      XCTAssertEqual(centred.justify, .center, "the stack's alignment reaches the text inside")
      XCTAssertEqual(centred.lines, 1)
      let oneLine = try XCTUnwrap(self.labels(in: window).first { $0.text == "Row 0" }).height
      XCTAssertEqual(centred.height, oneLine, "one line, cut short")

      XCTAssertEqual(try button("Delete", in: window).accessibleDescription, "Deletes the meeting")

      // The erased view of the same type is updated in place; of another type, replaced.
      let pending = try XCTUnwrap(self.labels(in: window).first { $0.text == "Pending 5" })
      store.send(.setCount(6))
      flushObservations()
      XCTAssertEqual(pending.text, "Pending 6", "the same label, brought up to date")
      store.send(.setDone(true))
      flushObservations()
      XCTAssertNoThrow(try button("Done", in: window))
      XCTAssertFalse(self.labels(in: window).contains { $0.text.hasPrefix("Pending") })
      waitForFrame(window)
      try self.screenshot(window, "view-vocabulary")
      window.destroy()
    }
  }

  /// A screen reader hears the hint after the button's name, and does not find the hidden
  /// button at all.
  @MainActor
  func testHintAndHiddenOverTheAccessibilityBus() async throws {
    try await onMainLoop {
      let store = Store(initialState: Notes.State()) { Notes() }
      let window = Gtk.Window()
      window.title = "Notes over AT-SPI"
      window.setDefaultSize(width: 400, height: 700)
      window.setContent { NotesView(store: store, seen: Seen()) }
      presentAndWaitForFrame(window)
      let names = try XCTUnwrap(try AccessibleNames.read(window))
      let buttons = names.checked.filter { $0.role == "push button" }
      XCTAssertEqual(
        buttons.first { $0.name == "Delete" }?.accessibleDescription, "Deletes the meeting")
      XCTAssertTrue(buttons.contains { $0.name == "Visible" })
      XCTAssertFalse(buttons.contains { $0.name == "Invisible" }, "hidden: off the bus")
      window.destroy()
    }
  }
}

/// A card: padding, a rounded background and a count of its own taps, as an app's modifier.
private struct Card: ViewModifier {
  @State private var taps = 0

  func body(content: Content) -> some View {
    VStack(spacing: 0) {
      content
      Button("Tapped \(taps)") { taps += 1 }
    }
    .padding(10)
    .background {
      Rectangle().fill(Color(red: 1, green: 0, blue: 0))
    }
  }
}

private struct CardView: View {
  let store: StoreOf<Notes>
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(store.title).modifier(Card())
      Text("Padded").padding(8).background(Color(red: 0, green: 0, blue: 1))
      Text("Outside").background(Color(red: 0, green: 0, blue: 1)).padding(8)
      Rectangle().fill(Color(hue: 1.0 / 3, saturation: 1, brightness: 1))
        .frame(width: 20, height: 20)
    }
  }
}

final class ViewModifierTests: GtkTestCase {
  @MainActor
  private func isRed(_ pixel: RGBAColor) -> Bool {
    pixel.red > 0.9 && pixel.green < 0.1 && pixel.blue < 0.1
  }

  @MainActor
  private func isBlue(_ pixel: RGBAColor) -> Bool {
    pixel.blue > 0.9 && pixel.red < 0.1 && pixel.green < 0.1
  }

  /// A modifier of the app's own wraps its content with a background view drawn behind it,
  /// padding included; its `@State` lives as long as the view and survives the content's
  /// updates; a colour background after a padding paints the padding, before it does not.
  @MainActor
  func testAModifierWithStateAndBackgrounds() async throws {
    try await onMainLoop {
      let store = Store(initialState: Notes.State()) { Notes() }
      let window = Gtk.Window()
      window.title = "Cards"
      window.setDefaultSize(width: 300, height: 300)
      window.setContent { CardView(store: store) }
      presentAndWaitForFrame(window)
      let content = try XCTUnwrap(window.child)

      let title = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Label }.first { $0.text == "Standup" })
      var image = try Snapshot.renderImage(of: content)
      let card = try XCTUnwrap(title.computeBounds(content))
      XCTAssertTrue(
        self.isRed(image.pixel(x: Int(card.x) - 5, y: Int(card.y) - 5)),
        "the background view fills the card's padding")

      pressAndWaitForClick(try button("Tapped 0", in: window))
      flushObservations()
      XCTAssertNoThrow(try button("Tapped 1", in: window), "the modifier's own state")
      store.send(.setTitle("Retro"))
      flushObservations()
      XCTAssertEqual(title.text, "Retro", "the content is updated in place")
      XCTAssertNoThrow(try button("Tapped 1", in: window), "and the state is kept")

      waitForFrame(window)
      image = try Snapshot.renderImage(of: content)
      let labels = window.descendants.compactMap { $0 as? Gtk.Label }
      let padded = try XCTUnwrap(labels.first { $0.text == "Padded" })
      let paddedBox = try XCTUnwrap(padded.computeBounds(content))
      XCTAssertTrue(
        self.isBlue(image.pixel(x: Int(paddedBox.x) + 3, y: Int(paddedBox.y) + 3)),
        "padding then background: the padding is painted")
      let outside = try XCTUnwrap(labels.first { $0.text == "Outside" })
      let outsideBox = try XCTUnwrap(outside.computeBounds(content))
      XCTAssertEqual(outside.marginStart, 8, "the padding after stays a margin")
      XCTAssertFalse(
        self.isBlue(image.pixel(x: Int(outsideBox.x) - 4, y: Int(outsideBox.y) + 3)),
        "background then padding: the padding is not painted")

      let square = try XCTUnwrap(
        content.descendants.first { $0.width == 20 && $0.height == 20 })
      let squareBox = try XCTUnwrap(square.computeBounds(content))
      let green = image.pixel(x: Int(squareBox.x) + 10, y: Int(squareBox.y) + 10)
      XCTAssertTrue(
        green.green > 0.9 && green.red < 0.1 && green.blue < 0.1, "a third of the way: green")
      try self.screenshot(window, "view-modifier-card")
      window.destroy()
    }
  }
}

private struct GroupedToolbarView: View {
  let shared: @MainActor () -> Void
  var body: some View {
    Text("Meeting")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) { Button("Close") {} }
        ToolbarItemGroup(placement: .primaryAction) {
          Button("Share") { shared() }
          Button("Edit") {}
        }
        ToolbarItem(placement: .status) { Text("Updated just now") }
      }
  }
}

final class ToolbarItemGroupTests: GtkTestCase {
  /// A group's views sit side by side at the end of the header bar, after the item at its
  /// start; a status item takes the title's place; the group's buttons work as any button.
  @MainActor
  func testAGroupOfItemsAtOnePlacement() async throws {
    try await onMainLoop {
      var shares = 0
      let window = Gtk.Window()
      window.setContent { GroupedToolbarView { shares += 1 } }
      presentAndWaitForFrame(window)
      let header = try XCTUnwrap(window.titlebar as? Gtk.HeaderBar)
      let buttons = header.descendants.compactMap { $0 as? Gtk.Button }.filter(\.isMapped)
      XCTAssertEqual(buttons.compactMap(\.label), ["Close", "Share", "Edit"])
      let share = try XCTUnwrap(buttons.first { $0.label == "Share" })
      let edit = try XCTUnwrap(buttons.first { $0.label == "Edit" })
      XCTAssertTrue(share.parent === edit.parent, "one row: the group's")
      let close = try XCTUnwrap(buttons.first { $0.label == "Close" })
      let closeX = try XCTUnwrap(close.computeBounds(header)).x
      let shareX = try XCTUnwrap(share.computeBounds(header)).x
      XCTAssertLessThan(closeX, shareX, "the group at the end, the cancel item at the start")
      let status = header.descendants.compactMap { $0 as? Gtk.Label }
        .first { $0.text == "Updated just now" }
      XCTAssertTrue(status?.isMapped == true, "the status item shows in the title's place")
      pressAndWaitForClick(share)
      XCTAssertEqual(shares, 1)
      window.destroy()
    }
  }
}

final class BorderAndClipTests: GtkTestCase {
  /// A border is drawn inside the view's edges and leaves its size alone; a view clipped to a
  /// circle shows nothing in its corners.
  @MainActor
  func testBorderInsideTheEdgesAndAClippedCircle() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.setChild(
        HStack(spacing: 0) {
          Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40)
            .border(Color(red: 0, green: 0, blue: 1), width: 4)
          Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40)
            .clipShape(Circle())
        }
        .frame(width: 80, height: 40, alignment: .topLeading)
        .makeWidget())
      presentAndWaitForFrame(window)
      let content = try XCTUnwrap(window.child)
      let image = try Snapshot.renderImage(of: content)
      func color(_ x: Int, _ y: Int) -> (Double, Double, Double) {
        let pixel = image.pixel(x: x, y: y)
        return (pixel.red, pixel.green, pixel.blue)
      }
      XCTAssertEqual(color(1, 20).2, 1, accuracy: 0.05, "the border, inside the edge")
      XCTAssertEqual(color(20, 20).0, 1, accuracy: 0.05, "the colour inside the border")
      XCTAssertEqual(color(6, 20).0, 1, accuracy: 0.05, "a border 4 pixels wide")
      XCTAssertEqual(color(60, 20).0, 1, accuracy: 0.05, "the circle's middle")
      XCTAssertLessThan(color(41, 1).0 - color(41, 1).1, 0.5, "its corner is clipped away")
      let boxes = content.descendants.filter { $0.width == 40 && $0.height == 40 }
      XCTAssertEqual(boxes.count, 2, "the border took no room")
      try self.screenshot(window, "border-and-clip")
      window.destroy()
    }
  }
}

final class TitledControlTests: GtkTestCase {
  /// A progress view with a title shows it above its bar (beside its spinner) and is named by
  /// it; a text field's prompt is its placeholder and its title its accessible name.
  @MainActor
  func testProgressViewTitlesAndTextFieldPrompts() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.setChild(
        VStack {
          ProgressView("Loading sync-ups…")
          ProgressView("Recording", value: 15.0, total: 60)
          TextField("Title", text: .constant(""), prompt: Text("Engineering"))
        }
        .makeWidget())
      presentAndWaitForFrame(window)
      let widgets = window.descendants
      let spinner = try XCTUnwrap(widgets.compactMap { $0 as? Gtk.Spinner }.first)
      XCTAssertEqual(spinner.accessibleLabel, "Loading sync-ups…")
      XCTAssertTrue(
        spinner.parent?.children.contains { ($0 as? Gtk.Label)?.text == "Loading sync-ups…" }
          == true, "the title beside the spinner")
      let bar = try XCTUnwrap(widgets.compactMap { $0 as? ProgressBar }.first)
      XCTAssertEqual(bar.fraction, 0.25, accuracy: 0.001)
      XCTAssertEqual(bar.accessibleLabel, "Recording")
      let title = try XCTUnwrap(
        bar.parent?.children.compactMap { $0 as? Gtk.Label }.first { $0.text == "Recording" })
      XCTAssertLessThan(
        try XCTUnwrap(title.computeBounds(try XCTUnwrap(bar.parent))).y,
        try XCTUnwrap(bar.computeBounds(try XCTUnwrap(bar.parent))).y, "the title above the bar")
      let field = try XCTUnwrap(widgets.compactMap { $0 as? Entry }.first)
      XCTAssertEqual(field.placeholderText, "Engineering")
      XCTAssertEqual(field.accessibleLabel, "Title")
      window.destroy()
    }
  }
}

private struct StyledLists: View {
  var body: some View {
    HStack(spacing: 0) {
      List {
        Section("Boxed") {
          Text("One")
          Text("Two")
        }
      }
      List {
        Section("Plain") {
          Text("Three")
          Text("Four")
        }
      }
      .listStyle(.plain)
      List {
        Text("Five")
        Text("Six")
      }
      .listStyle(.sidebar)
    }
  }
}

final class ListStyleTests: GtkTestCase {
  /// The default style is GNOME's boxed list in a column of readable width; `.plain` puts the
  /// rows across the width with separators; `.sidebar` is the navigation sidebar's.
  @MainActor
  func testListStylesLayTheRowsOutAsGnomeDoes() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.setDefaultSize(width: 900, height: 300)
      window.setContent { StyledLists() }
      presentAndWaitForFrame(window)
      @MainActor func list(holding text: String) throws -> ListBox {
        let label = try XCTUnwrap(
          window.descendants.compactMap { $0 as? Gtk.Label }.first { $0.text == text })
        var widget: Widget? = label
        while let current = widget, !(current is ListBox) { widget = current.parent }
        return try XCTUnwrap(widget as? ListBox, "\(text) is in a list")
      }
      /// Where the list sits in its list view's scrolled window, and how wide that is.
      @MainActor func placement(_ list: Widget) throws -> (x: Float, width: Float, of: Int32) {
        var ancestor = list.parent
        while let current = ancestor, !(current is ScrolledWindow) { ancestor = current.parent }
        let scroller = try XCTUnwrap(ancestor)
        let bounds = try XCTUnwrap(list.computeBounds(scroller))
        return (bounds.x, bounds.width, scroller.width)
      }
      let boxed = try list(holding: "One")
      XCTAssertTrue(boxed.hasCSSClass("boxed-list"))
      XCTAssertEqual(try placement(boxed).x, 12, "a card inside the column's margins")
      let plain = try list(holding: "Three")
      XCTAssertFalse(plain.hasCSSClass("boxed-list"))
      XCTAssertTrue(plain.showSeparators)
      let across = try placement(plain)
      XCTAssertEqual(across.x, 0, "from the edge")
      XCTAssertEqual(Int32(across.width), across.of, "across the whole width")
      let sidebar = try list(holding: "Five")
      XCTAssertTrue(sidebar.hasCSSClass("navigation-sidebar"))
      try self.screenshot(window, "list-styles")
      window.destroy()
    }
  }
}
