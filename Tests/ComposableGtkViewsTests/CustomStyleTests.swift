import Adw
import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

@Reducer
private struct Styles {
  @ObservableState
  struct State: Equatable {
    var fraction = 0.25
    var isFavorite = false
    var title = "Attendees"
    var taps = 0
    var name = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case tapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case .tapped = action { state.taps += 1 }
      return .none
    }
  }
}

// MARK: Progress

/// A meeting's progress as SyncUps draws it: a rounded bar of the theme's colour with GNOME's
/// bar over it, tinted; and the percentage, so that a run of the body shows.
private struct MeterStyle: ProgressViewStyle {
  var color: Color

  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 4) {
      ZStack {
        RoundedRectangle(cornerRadius: 10)
          .fill(color)
          .frame(height: 20)
        ProgressView(configuration)
          .tint(.purple)
          .frame(height: 12)
          .padding(.horizontal)
      }
      Text(configuration.fractionCompleted.map { "\(Int(($0 * 100).rounded())) %" } ?? "…")
    }
  }
}

private struct MetersView: View {
  let store: StoreOf<Styles>

  var body: some View {
    VStack(spacing: 12) {
      // A constant: the body around runs again with the new value.
      ProgressView(value: store.fraction)
        .progressViewStyle(MeterStyle(color: .orange))
      VStack {
        // A closure: only the style's body runs again.
        ProgressView { store.fraction }
        ProgressView(value: nil as Double?)
      }
      .progressViewStyle(MeterStyle(color: .green))
      ProgressView(value: 0.5).progressViewStyle(.linear)
    }
    .padding()
  }
}

// MARK: Labels

private struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
  fileprivate static var trailingIcon: Self { Self() }
}

/// A label with a badge after it: the label inside is the default one.
private struct BadgeLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Label(configuration)
      Text("new")
    }
  }
}

private struct LabelsView: View {
  let store: StoreOf<Styles>

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Label("Length", systemImage: "clock")
        .labelStyle(.trailingIcon)
      Label {
        Text(store.title)
      } icon: {
        Image(systemName: "person.3")
      }
      .labelStyle(TrailingIconLabelStyle())
      Label("Notes", systemImage: "doc")
        .labelStyle(BadgeLabelStyle())
      HStack {
        Label("Starred", systemImage: "star").labelStyle(.iconOnly)
        Label("Title only", systemImage: "star").labelStyle(.titleOnly)
        Label("Both", systemImage: "star")
      }
      Text("12:05").font(.body.monospacedDigit())
      HStack { Text("10:45") }.monospacedDigit()
      Text("Theme")
        .padding(4)
        .background(Color.orange)
        .cornerRadius(4)
    }
    .padding()
  }
}

// MARK: Buttons

/// A pill that turns blue while held down, and says so.
private struct PillStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text(configuration.isPressed ? "pressed" : "up")
        .font(.caption)
    }
    .padding(8)
    .background(configuration.isPressed ? Color.blue : Color.orange)
    .foregroundColor(.white)
  }
}

/// A button that asks first: its own control, with GNOME's button inside.
private struct ConfirmStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Button("Confirm") { configuration.trigger() }
      Button(configuration)
    }
  }
}

private struct ButtonsView: View {
  let store: StoreOf<Styles>

  var body: some View {
    VStack(spacing: 12) {
      Button(store.taps < 4 ? "Start meeting" : "Next speaker") { store.send(.tapped) }
        .buttonStyle(PillStyle())
      Button("Delete", role: .destructive) { store.send(.tapped) }
        .buttonStyle(ConfirmStyle())
      HStack {
        Button("Plain") {}.buttonStyle(.borderedProminent)
        Button("Styled") {}
      }
      .buttonStyle(PillStyle())
    }
    .padding()
  }
}

// MARK: Toggles

/// A star button and the default toggle beside it.
private struct StarToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Button(configuration.isOn ? "Unstar" : "Star") { configuration.isOn.toggle() }
      Toggle(configuration)
    }
  }
}

private struct TogglesView: View {
  @Bindable var store: StoreOf<Styles>

  var body: some View {
    VStack {
      Toggle("Favorite", isOn: $store.isFavorite)
        .toggleStyle(StarToggleStyle())
    }
    .padding()
  }
}

// MARK: Bars and fields

private struct ItemsView: View {
  @Bindable var store: StoreOf<Styles>

  var body: some View {
    VStack {
      TextField("Name", text: $store.name)
        .textInputAutocapitalization(.words)
      TextField("Code", text: $store.name)
        .textInputAutocapitalization(.characters)
        .autocorrectionDisabled()
      TextField("Query", text: $store.name)
        .textInputAutocapitalization(.never)
      TextField("Handle", text: $store.name)
        .disableAutocorrection(true)
    }
    .navigationBarItems(
      leading: Button("Edit") {},
      trailing: HStack(spacing: 20) {
        Button("Clear") {}
        Button("Add") { store.send(.tapped) }
      }
    )
  }
}

@MainActor
private func labels(in widget: Widget) -> [String] {
  ([widget] + widget.descendants).compactMap { ($0 as? Gtk.Label)?.text }
}

final class CustomStyleTests: GtkTestCase {
  /// A custom progress view style's body is what is built, around GNOME's bar (the default
  /// look comes back inside it, tinted); it runs again when the fraction changes, whether the
  /// view around gives a new value or a closure reads new state.
  @MainActor
  func testProgressViewStyleDrawsItsBodyAndFollowsTheFraction() async throws {
    try await onMainLoop {
      try Adw.initialize()
      let store = Store(initialState: Styles.State()) { Styles() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 360, height: 260)
      window.setContent { MetersView(store: store) }
      presentAndWaitForFrame(window)

      let bars = window.descendants.compactMap { $0 as? ProgressBar }
      XCTAssertEqual(bars.count, 3, "two in the meter style, one linear")
      XCTAssertEqual(bars.map(\.fraction), [0.25, 0.25, 0.5])
      XCTAssertEqual(
        window.descendants.compactMap { $0 as? Overlay }.count, 3,
        "each meter is a ZStack: the spinner's too")
      XCTAssertEqual(window.descendants.compactMap { $0 as? Gtk.Spinner }.count, 1)
      XCTAssertGreaterThan(
        bars[0].width, 280, "the bar takes the width over the shape, less the padding")
      XCTAssertTrue(bars[0].cssClasses.contains { $0.hasPrefix("cg-tint-") }, "tinted")
      XCTAssertFalse(bars[2].cssClasses.contains { $0.hasPrefix("cg-tint-") })
      XCTAssertEqual(
        labels(in: window).filter { $0.hasSuffix("%") || $0 == "…" }, ["25 %", "25 %", "…"])

      let built = ViewGraph.widgetsCreated
      store.send(.binding(.set(\.fraction, 0.75)))
      flushObservations()
      XCTAssertEqual(bars.map(\.fraction), [0.75, 0.75, 0.5])
      XCTAssertEqual(
        labels(in: window).filter { $0.hasSuffix("%") || $0 == "…" }, ["75 %", "75 %", "…"])
      XCTAssertEqual(ViewGraph.widgetsCreated, built, "only what differs is touched")
      waitForFrame(window)
      try self.screenshot(window, "custom-progress-style")
      window.destroy()
    }
  }

  /// A custom label style arranges the title and the icon; the label inside a style's body is
  /// the default one; the title follows state; the built-in styles keep their look and the
  /// icon-only label is still named by its title.
  @MainActor
  func testLabelStyleArrangesTitleAndIcon() async throws {
    try await onMainLoop {
      try Adw.initialize()
      let store = Store(initialState: Styles.State()) { Styles() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 360, height: 220)
      window.setContent { LabelsView(store: store) }
      presentAndWaitForFrame(window)

      // Rows of a label and an icon, in that order: the trailing icon style.
      let rows = window.descendants.compactMap { $0 as? Box }.filter { box in
        box.children.count == 2 && box.children[0] is Gtk.Label && box.children[1] is Gtk.Image
      }
      XCTAssertEqual(rows.map { ($0.children[0] as! Gtk.Label).text }, ["Length", "Attendees"])
      XCTAssertEqual(
        rows.map { ($0.children[1] as! Gtk.Image).iconName },
        [SystemImage.iconName(for: "clock"), SystemImage.iconName(for: "person.3")])
      // The badge style: the default label (icon, then title), then the badge.
      let badge = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Box }.first { labels(in: $0) == ["Notes", "new"] })
      let inner = try XCTUnwrap(badge.children.first as? Box)
      XCTAssertTrue(inner.children.first is Gtk.Image, "the default look: the icon first")
      // The built-in styles.
      let starred = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Box }.first { $0.accessibleLabel == "Starred" },
        "an icon-only label is named by its title")
      XCTAssertFalse(try XCTUnwrap(starred.children.last).isVisible)
      let titleOnly = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Label }.first { $0.text == "Title only" })
      XCTAssertFalse(try XCTUnwrap(titleOnly.parent?.children.first).isVisible, "no icon")

      let time = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Label }.first { $0.text == "12:05" })
      XCTAssertTrue(time.hasCSSClass("body"))
      XCTAssertTrue(time.hasCSSClass("cg-font-tnum"), "digits of one width")
      let clock = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Label }.first { $0.text == "10:45" })
      XCTAssertTrue(
        try XCTUnwrap(clock.parent).hasCSSClass("cg-font-tnum"),
        "a container's digits, inherited by the text in it")
      let theme = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Label }.first { $0.text == "Theme" })
      XCTAssertTrue(theme.hasCSSClass("cg-radius-4"), "rounded corners")
      XCTAssertEqual(theme.overflow, .hidden, "the content is clipped to them")

      // The title follows the store.
      store.send(.binding(.set(\.title, "People")))
      flushObservations()
      XCTAssertEqual(rows.map { ($0.children[0] as! Gtk.Label).text }, ["Length", "People"])
      waitForFrame(window)
      try self.screenshot(window, "custom-label-style")
      window.destroy()
    }
  }

  /// A custom button style's body is drawn inside a flat GTK button, which clicks and names
  /// as GTK does; `isPressed` follows the press GTK delivers (a key activating the button),
  /// running the body again. A primitive style makes its own control, with GNOME's button
  /// inside; a built-in style inside wins.
  @MainActor
  func testButtonStylesDrawTheirBodies() async throws {
    try await onMainLoop {
      try Adw.initialize()
      let store = Store(initialState: Styles.State()) { Styles() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 360, height: 220)
      window.setContent { ButtonsView(store: store) }
      presentAndWaitForFrame(window)
      let buttons = window.descendants.compactMap { $0 as? Gtk.Button }

      let pill = try XCTUnwrap(buttons.first { $0.accessibleLabel == "Start meeting" })
      XCTAssertTrue(pill.hasCSSClass("flat"))
      XCTAssertEqual(labels(in: pill), ["Start meeting", "up"])
      pill.emitClicked()
      XCTAssertEqual(store.taps, 1)

      // A key press, as GTK delivers it: `activate` holds the button down a moment, then
      // clicks it.
      _ = pill.activate
      flushObservations()
      XCTAssertEqual(labels(in: pill), ["Start meeting", "pressed"])
      waitUntil("the button is released and clicked") { store.taps == 2 }
      flushObservations()
      XCTAssertEqual(labels(in: pill), ["Start meeting", "up"])
      // A pointer held down on it: GTK marks the button `:active` while the press lasts.
      pill.setStateFlags(.active, clear: false)
      flushObservations()
      XCTAssertEqual(labels(in: pill), ["Start meeting", "pressed"])
      pill.unsetStateFlags(.active)
      flushObservations()
      XCTAssertEqual(labels(in: pill), ["Start meeting", "up"])

      // The primitive style: its own buttons, GNOME's.
      let confirm = try XCTUnwrap(buttons.first { labels(in: $0) == ["Confirm"] })
      let delete = try XCTUnwrap(buttons.first { labels(in: $0) == ["Delete"] })
      XCTAssertFalse(confirm.hasCSSClass("flat"))
      XCTAssertTrue(delete.hasCSSClass("destructive-action"), "Button(configuration) has the role")
      confirm.emitClicked()
      delete.emitClicked()
      XCTAssertEqual(store.taps, 4)
      // The body around runs again with another title: the style's body shows it, and screen
      // readers say it.
      flushObservations()
      XCTAssertEqual(labels(in: pill), ["Next speaker", "up"])
      XCTAssertEqual(pill.accessibleLabel, "Next speaker")

      // An inner built-in style wins over the outer custom one.
      let plain = try XCTUnwrap(buttons.first { labels(in: $0) == ["Plain"] })
      XCTAssertTrue(plain.hasCSSClass("suggested-action"))
      let styled = try XCTUnwrap(buttons.first { $0.accessibleLabel == "Styled" })
      XCTAssertEqual(labels(in: styled), ["Styled", "up"])
      waitForFrame(window)
      try self.screenshot(window, "custom-button-style")
      window.destroy()
    }
  }

  /// A custom toggle style's body follows the binding, and sets it; `Toggle(configuration)`
  /// inside it is the default check box.
  @MainActor
  func testToggleStyleFollowsAndSetsTheBinding() async throws {
    try await onMainLoop {
      let store = Store(initialState: Styles.State()) { Styles() }
      let window = Gtk.Window()
      window.setContent { TogglesView(store: store) }
      presentAndWaitForFrame(window)
      let star = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Button }.first { $0.label == "Star" })
      let check = try XCTUnwrap(window.descendants.compactMap { $0 as? CheckButton }.first)
      XCTAssertEqual(check.accessibleLabel, "Favorite")
      XCTAssertFalse(check.isActive)

      star.emitClicked()
      XCTAssertTrue(store.isFavorite)
      flushObservations()
      XCTAssertEqual(star.label, "Unstar")
      XCTAssertTrue(check.isActive)

      check.isActive = false
      XCTAssertFalse(store.isFavorite)
      flushObservations()
      XCTAssertEqual(star.label, "Star")
      window.destroy()
    }
  }

  /// `.navigationBarItems` puts its views at the start and the end of the window's header
  /// bar; the text input modifiers set the fields' input hints.
  @MainActor
  func testNavigationBarItemsAndTextInputHints() async throws {
    try await onMainLoop {
      let store = Store(initialState: Styles.State()) { Styles() }
      let window = Gtk.Window()
      window.title = "Things"
      window.setContent { ItemsView(store: store) }
      presentAndWaitForFrame(window)
      let header = try XCTUnwrap(window.titlebar as? Gtk.HeaderBar)
      XCTAssertEqual(labels(in: header), ["Edit", "Things", "Clear", "Add"], "start, title, end")
      let add = try XCTUnwrap(
        header.descendants.compactMap { $0 as? Gtk.Button }.first { $0.label == "Add" })
      add.emitClicked()
      XCTAssertEqual(store.taps, 1)

      let entries = window.descendants.compactMap { $0 as? Entry }
      XCTAssertEqual(entries.count, 4)
      XCTAssertTrue(entries[0].inputHints.contains(.uppercaseWords))
      XCTAssertTrue(entries[1].inputHints.contains(.uppercaseChars))
      XCTAssertFalse(entries[1].inputHints.contains(.uppercaseWords))
      XCTAssertTrue(entries[1].inputHints.contains(.noSpellcheck))
      XCTAssertTrue(
        entries[2].inputHints.isDisjoint(with: [
          .uppercaseChars, .uppercaseWords, .uppercaseSentences,
        ]))
      XCTAssertFalse(entries[0].inputHints.contains(.noSpellcheck))
      XCTAssertTrue(entries[3].inputHints.contains(.noSpellcheck), "SwiftUI's earlier name")
      window.destroy()
    }
  }
}
