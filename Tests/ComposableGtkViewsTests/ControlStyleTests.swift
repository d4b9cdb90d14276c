import Adw
import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gdk
import Gtk
import GtkTestSupport
import XCTest

private enum Flavor: String, CaseIterable, Hashable, Identifiable {
  case vanilla, mint, cocoa
  var id: Self { self }
  var name: String { rawValue.capitalized }
}

@Reducer
private struct Settings {
  @ObservableState
  struct State: Equatable {
    var wifi = false
    var bluetooth = false
    var done = false
    var star = false
    var notify = false
    var flavor = Flavor.vanilla
    var date = Date(timeIntervalSince1970: 1_780_000_000)
    var tint = Color(red: 0.2, green: 0.4, blue: 0.6)
    var level = 0.25
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

/// Counts the writes that reach a binding: the user's, never the program's.
@MainActor
private final class Writes {
  var count = 0

  func counting<Value>(_ binding: Binding<Value>) -> Binding<Value> {
    Binding(
      get: { binding.wrappedValue },
      set: {
        self.count += 1
        binding.wrappedValue = $0
      })
  }
}

/// Toggles in every style, set on a container and on a single toggle.
private struct TogglesView: View {
  @Bindable var store: StoreOf<Settings>

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Form {
        Toggle("Wi-Fi", isOn: $store.wifi)
        Toggle("Bluetooth", isOn: $store.bluetooth).toggleStyle(.checkbox)
      }
      .frame(height: 150)
      Toggle("Done", isOn: $store.done)
      HStack {
        Toggle("Star", systemImage: "star", isOn: $store.star)
        Toggle(isOn: $store.notify) { Label("Notify", systemImage: "bell") }
          .toggleStyle(.switch)
      }
      .toggleStyle(.button)
    }
    .padding()
  }
}

private struct PickersView: View {
  let flavor: Binding<Flavor>

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Picker("Segments", selection: flavor) {
        ForEach(Flavor.allCases) { Text($0.name).tag($0) }
      }
      .pickerStyle(.segmented)
      Picker("Rows", selection: flavor) {
        ForEach(Flavor.allCases) { Text($0.name).tag($0) }
      }
      .pickerStyle(.inline)
      Picker("Radio", selection: flavor) {
        ForEach(Flavor.allCases) { Label($0.name, systemImage: "star").tag($0) }
      }
      .pickerStyle(.radioGroup)
      Picker("Menu", selection: flavor) {
        ForEach(Flavor.allCases) { Text($0.name).tag($0) }
      }
    }
    .padding()
  }
}

private struct ValuesView: View {
  @Bindable var store: StoreOf<Settings>
  let range: ClosedRange<Date>

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      DatePicker("Meeting", selection: $store.date, in: range)
      DatePicker("Day", selection: $store.date, in: range, displayedComponents: .date)
        .datePickerStyle(.graphical)
      ColorPicker("Tint", selection: $store.tint)
      ColorPicker("Accent", selection: .constant(.accentColor), supportsOpacity: false)
      Gauge(value: store.level, in: 0...1) {
        Text("Level")
      } currentValueLabel: {
        Text(store.level, format: .percent)
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("1")
      }
      Text(12.5, format: .currency(code: "EUR"))
    }
    .padding()
  }
}

@Reducer
private struct Pages {
  @ObservableState
  struct State: Equatable {
    var isOn = false
    var path = StackState<Page.State>()
    @Presents var sheet: Settings.State?
  }

  @Reducer
  enum Page {
    case detail(Settings)
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case path(StackActionOf<Page>)
    case sheet(PresentationAction<Settings.Action>)
    case showSheet
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case .showSheet = action { state.sheet = Settings.State() }
      return .none
    }
    .forEach(\.path, action: \.path)
    .ifLet(\.$sheet, action: \.sheet) { Settings() }
  }
}

extension Pages.Page.State: Equatable {}

/// A stack whose pushed page has a toggle, styled from around the stack.
private struct PagesView: View {
  @Bindable var store: StoreOf<Pages>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      Toggle("Root", isOn: $store.isOn)
    } destination: { store in
      switch store.case {
      case let .detail(store):
        Toggle(
          "Pushed",
          isOn: Binding(get: { store.wifi }, set: { store.send(.binding(.set(\.wifi, $0))) }))
      }
    }
    .sheet(item: $store.scope(state: \.sheet, action: \.sheet)) { store in
      Toggle(
        "In the sheet",
        isOn: Binding(get: { store.wifi }, set: { store.send(.binding(.set(\.wifi, $0))) }))
    }
    .toggleStyle(.switch)
  }
}

final class ControlStyleTests: GtkTestCase {
  /// `.toggleStyle` reaches every toggle inside the view it is set on, an inner one wins, and
  /// `.automatic` is a switch in a form's row and a check box elsewhere.
  @MainActor
  func testToggleStylesApplyToTheTogglesInside() async throws {
    try await onMainLoop {
      try Adw.initialize()
      let store = Store(initialState: Settings.State()) { Settings() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 360, height: 360)
      window.setContent { TogglesView(store: store) }
      presentAndWaitForFrame(window)
      let widgets = window.descendants

      let switches = widgets.compactMap { $0 as? Switch }
      XCTAssertEqual(switches.map(\.accessibleLabel), ["Wi-Fi", "Notify"])
      let checks = widgets.compactMap { $0 as? CheckButton }
      XCTAssertEqual(checks.map(\.label), ["Bluetooth", "Done"])
      let buttons = widgets.compactMap { $0 as? ToggleButton }
      XCTAssertEqual(buttons.count, 1, "the star, a toggle button")
      let star = try XCTUnwrap(buttons.first)
      XCTAssertEqual(star.accessibleLabel, "Star")
      XCTAssertTrue(
        star.descendants.contains { ($0 as? Gtk.Image)?.iconName == "starred-symbolic" }
          || star.descendants.contains { $0 is Gtk.Image },
        "the label's icon is in the button")

      // Each follows its binding both ways.
      star.emitClicked()
      XCTAssertTrue(store.star)
      checks[1].isActive = true
      XCTAssertTrue(store.done)
      switches[1].isActive = true
      XCTAssertTrue(store.notify)
      store.send(.binding(.set(\.wifi, true)))
      flushObservations()
      XCTAssertTrue(switches[0].isActive)
      waitForFrame(window)
      try self.screenshot(window, "toggle-styles")
      window.destroy()
    }
  }

  /// A page pushed on a navigation stack is built in the styles set around the stack, as its
  /// root is; so is a sheet's content.
  @MainActor
  func testPushedPagesKeepTheStylesAroundTheStack() async throws {
    try await onMainLoop {
      let store = Store(initialState: Pages.State()) { Pages() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 320, height: 200)
      window.setContent { PagesView(store: store) }
      presentAndWaitForFrame(window)
      XCTAssertEqual(
        window.descendants.compactMap { $0 as? Switch }.map(\.accessibleLabel), ["Root"])
      store.send(.path(.push(id: 0, state: .detail(Settings.State()))))
      flushObservations()
      XCTAssertEqual(
        window.descendants.compactMap { $0 as? Switch }.map(\.accessibleLabel), ["Root", "Pushed"])
      XCTAssertTrue(window.descendants.compactMap { $0 as? CheckButton }.isEmpty)

      // A sheet's content too.
      store.send(.showSheet)
      flushObservations()
      let sheet = try XCTUnwrap(Gtk.Window.toplevels.first { $0 !== window && $0.isModal })
      XCTAssertEqual(
        sheet.descendants.compactMap { $0 as? Switch }.map(\.accessibleLabel), ["In the sheet"])
      sheet.destroy()
      window.destroy()
    }
  }

  /// Segments, rows with a check mark and radio buttons show the selection, set it when the
  /// user picks an option, follow the program's writes without sending them back, and name
  /// each option.
  @MainActor
  func testPickerStylesFollowTheSelectionBothWays() async throws {
    try await onMainLoop {
      try Adw.initialize()
      let store = Store(initialState: Settings.State()) { Settings() }
      let writes = Writes()
      let flavor = writes.counting(
        Binding(get: { store.flavor }, set: { store.send(.binding(.set(\.flavor, $0))) }))
      let window = Gtk.Window()
      window.setDefaultSize(width: 420, height: 520)
      window.setContent { PickersView(flavor: flavor) }
      presentAndWaitForFrame(window)
      let widgets = window.descendants

      // Segments: linked toggle buttons in one group, the selected one pressed.
      // (A menu button has a toggle button inside: not a segment.)
      let segments = widgets.compactMap { $0 as? ToggleButton }.filter {
        !($0.parent is MenuButton)
      }
      XCTAssertEqual(segments.map(\.accessibleLabel), ["Vanilla", "Mint", "Cocoa"])
      XCTAssertEqual(segments.map(\.isActive), [true, false, false])
      XCTAssertTrue(try XCTUnwrap(segments[0].parent).hasCSSClass("linked"))
      // Rows: flat buttons, a check mark on the selected one.
      let rows = widgets.compactMap { $0 as? Gtk.Button }.filter {
        $0.descendants.contains { ($0 as? Gtk.Image)?.iconName == "object-select-symbolic" }
      }
      XCTAssertEqual(rows.map(\.accessibleLabel), ["Vanilla", "Mint", "Cocoa"])
      let marks = { rows.map { $0.descendants.compactMap { $0 as? Gtk.Image }.last!.opacity } }
      XCTAssertEqual(marks(), [1, 0, 0])
      // Radio buttons: check buttons in one group.
      let radios = widgets.compactMap { $0 as? CheckButton }
      XCTAssertEqual(radios.map(\.accessibleLabel), ["Vanilla", "Mint", "Cocoa"])
      XCTAssertEqual(radios.map(\.isActive), [true, false, false])

      // The user picks with each style: one write each, and every style follows.
      segments[1].emitClicked()
      XCTAssertEqual(store.flavor, .mint)
      XCTAssertEqual(writes.count, 1)
      flushObservations()
      XCTAssertEqual(segments.map(\.isActive), [false, true, false])
      XCTAssertEqual(marks(), [0, 1, 0])
      XCTAssertEqual(radios.map(\.isActive), [false, true, false])
      rows[2].emitClicked()
      XCTAssertEqual(store.flavor, .cocoa)
      radios[0].isActive = true
      XCTAssertEqual(store.flavor, .vanilla)
      XCTAssertEqual(writes.count, 3)
      flushObservations()
      XCTAssertEqual(segments.map(\.isActive), [true, false, false])
      XCTAssertEqual(radios.map(\.isActive), [true, false, false], "one group: one active")

      // The program's write: every style shows it, and nothing is written back.
      store.send(.binding(.set(\.flavor, .cocoa)))
      flushObservations()
      XCTAssertEqual(segments.map(\.isActive), [false, false, true])
      XCTAssertEqual(marks(), [0, 0, 1])
      XCTAssertEqual(radios.map(\.isActive), [false, false, true])
      XCTAssertEqual(writes.count, 3, "no write of the program came back")
      XCTAssertEqual(widgets.compactMap { $0 as? MenuButton }.count, 1, "the default: a menu")
      waitForFrame(window)
      try self.screenshot(window, "picker-styles")
      window.destroy()
    }
  }

  /// The date picker's calendar and hour and minute fields follow the date and write the
  /// user's picks, clamped to the range; the colour picker shows an RGB colour and a named one
  /// and writes the user's pick as RGB; the gauge fills to its value; a format style writes
  /// text.
  @MainActor
  func testDateColourAndGaugeFollowTheirValues() async throws {
    try await onMainLoop {
      try Adw.initialize()
      let store = Store(initialState: Settings.State()) { Settings() }
      let calendar = Foundation.Calendar.current
      let start = store.date
      let range = start.addingTimeInterval(-3 * 86_400)...start.addingTimeInterval(3 * 86_400)
      let window = Gtk.Window()
      window.setDefaultSize(width: 420, height: 640)
      window.setContent { ValuesView(store: store, range: range) }
      presentAndWaitForFrame(window)
      let widgets = window.descendants

      // The compact picker: a button with the date, a calendar in its popover, hour and minute.
      let button = try XCTUnwrap(widgets.compactMap { $0 as? MenuButton }.first)
      XCTAssertEqual(button.label, start.formatted(date: .abbreviated, time: .omitted))
      XCTAssertEqual(button.accessibleLabel, "Meeting")
      let popup = try XCTUnwrap(button.popover?.child as? Gtk.Calendar)
      let graphical = try XCTUnwrap(
        widgets.compactMap { $0 as? Gtk.Calendar }.first { $0 !== popup }, "the graphical one")
      let spins = widgets.compactMap { $0 as? SpinButton }
      XCTAssertEqual(spins.map(\.accessibleLabel), ["Meeting, hours", "Meeting, minutes"])
      let day = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: start)
      XCTAssertEqual(graphical.selectedDay.day, day.day)
      XCTAssertEqual(spins.map(\.value), [Double(day.hour!), Double(day.minute!)])
      XCTAssertTrue(spins.allSatisfy(\.wrap), "they wrap around")

      // The user picks the next day: the time of day stays.
      let next = calendar.date(byAdding: .day, value: 1, to: start)!
      let nextDay = calendar.dateComponents([.year, .month, .day], from: next)
      graphical.select(year: nextDay.year!, month: nextDay.month!, day: nextDay.day!)
      XCTAssertEqual(store.date, next)
      flushObservations()
      XCTAssertEqual(popup.selectedDay.day, nextDay.day)
      XCTAssertEqual(button.label, next.formatted(date: .abbreviated, time: .omitted))
      // A day past the range: the latest allowed, shown as such.
      let late = calendar.dateComponents(
        [.year, .month, .day], from: range.upperBound.addingTimeInterval(5 * 86_400))
      graphical.select(year: late.year!, month: late.month!, day: late.day!)
      XCTAssertEqual(store.date, range.upperBound)
      XCTAssertEqual(
        graphical.selectedDay.day, calendar.component(.day, from: range.upperBound),
        "the calendar shows the clamped day")
      // The user sets the hour.
      spins[0].value = 7
      XCTAssertEqual(calendar.component(.hour, from: store.date), 7)
      XCTAssertEqual(spins[0].text, "07", "two digits")
      XCTAssertEqual(
        calendar.component(.day, from: store.date), calendar.component(.day, from: range.upperBound)
      )

      // The program writes a date before the range: shown clamped, kept as written.
      let early = range.lowerBound.addingTimeInterval(-10 * 86_400)
      store.send(.binding(.set(\.date, early)))
      flushObservations()
      XCTAssertEqual(store.date, early, "the state keeps what the program wrote")
      XCTAssertEqual(graphical.selectedDay.day, calendar.component(.day, from: range.lowerBound))

      // Colours: the RGB one as it is, the named one as the theme draws it.
      let colors = widgets.compactMap { $0 as? ColorButton }
      XCTAssertEqual(colors.map(\.accessibleLabel), ["Tint", "Accent"])
      XCTAssertEqual(Double(colors[0].rgba.red), 0.2, accuracy: 0.001)
      XCTAssertEqual(Double(colors[0].rgba.blue), 0.6, accuracy: 0.001)
      XCTAssertTrue(colors[0].useAlpha)
      XCTAssertFalse(colors[1].useAlpha)
      let accent = try XCTUnwrap(colors[1].styleContext.lookupColor("accent_color"))
      XCTAssertTrue(colors[1].rgba.equal(accent), "the accent colour, resolved by GTK")
      // The user picks a colour: written as RGB.
      colors[0].setRgba(Gdk.RGBA(red: 1, green: 0.5, blue: 0, alpha: 1))
      _ = colors[0].emit("color-set")
      XCTAssertEqual(store.tint, Color(red: 1, green: 0.5, blue: 0, opacity: 1))
      // The program's colour is shown.
      store.send(.binding(.set(\.tint, .black)))
      flushObservations()
      XCTAssertEqual(colors[0].rgba.red, 0)
      XCTAssertEqual(colors[0].rgba.green, 0)

      // The gauge: a level bar at the value, its labels around it; it follows the value.
      let bar = try XCTUnwrap(widgets.compactMap { $0 as? LevelBar }.first)
      XCTAssertEqual(bar.value, 0.25)
      XCTAssertEqual(bar.accessibleLabel, "Level")
      XCTAssertEqual(
        ["low", "high", "full"].compactMap { bar.getOffsetValue($0) }, [],
        "one colour at any value, not the level bar's low, high and full ones")
      let texts = { window.descendants.compactMap { ($0 as? Gtk.Label)?.text } }
      XCTAssertTrue(texts().contains(0.25.formatted(.percent)))
      XCTAssertTrue(texts().contains("0") && texts().contains("1"))
      store.send(.binding(.set(\.level, 0.75)))
      flushObservations()
      XCTAssertEqual(bar.value, 0.75)
      XCTAssertTrue(texts().contains(0.75.formatted(.percent)))
      store.send(.binding(.set(\.level, 3)))
      flushObservations()
      XCTAssertEqual(bar.value, 1, "clamped to the range")

      XCTAssertTrue(texts().contains(12.5.formatted(.currency(code: "EUR"))))
      waitForFrame(window)
      try self.screenshot(window, "date-colour-gauge")
      button.popup()
      waitUntil("the calendar is shown") { popup.isMapped }
      let popover = try XCTUnwrap(button.popover)
      waitForFrame(window)
      if let folder = ProcessInfo.processInfo.environment["GTK_TEST_SCREENSHOTS"] {
        try Snapshot.writePNG(of: popover, to: "\(folder)/date-picker-popover.png")
      }
      button.popdown()
      waitUntil("the calendar is hidden") { !popup.isMapped }
      window.destroy()
    }
  }

  /// A window of every new control, closed, leaves nothing alive: no widget wrapper, signal
  /// closure, observation or view node of its controls (the registry of debug builds).
  @MainActor
  func testClosedWindowsOfTheControlsLeaveNothingAlive() async throws {
    #if DEBUG
      try await onMainLoop {
        try Adw.initialize()
        @MainActor func openAndClose() {
          let store = Store(initialState: Settings.State()) { Settings() }
          let flavor = Binding(
            get: { store.flavor }, set: { store.send(.binding(.set(\.flavor, $0))) })
          let start = store.date
          let window = Gtk.Window()
          window.setContent {
            HStack {
              TogglesView(store: store)
              PickersView(flavor: flavor)
              ValuesView(store: store, range: start.addingTimeInterval(-86_400)...start)
              Text(start, style: .timer)
            }
          }
          presentAndWaitForFrame(window)
          store.send(.binding(.set(\.level, 0.5)))
          flushObservations()
          window.destroy()
        }
        // The first window creates what GTK keeps for good (type classes, caches).
        openAndClose()
        XCTAssertTrue(
          MainLoop.iterate(until: { Gtk.Window.toplevels.isEmpty }, timeout: .seconds(5)))
        let baseline = LiveObjectCounts.current()
        openAndClose()
        openAndClose()
        let freed = MainLoop.iterate(
          until: { Gtk.Window.toplevels.isEmpty && LiveObjectCounts.current() == baseline },
          timeout: .seconds(5))
        XCTAssertTrue(freed, "alive: \(LiveObjectCounts.current()); before: \(baseline)")
      }
    #else
      throw XCTSkip("the live-object registry exists in debug builds only")
    #endif
  }

  /// `.timer`, `.relative` and `.offset` texts are written again every second while shown,
  /// from the clock and timer of `TextClock` (here a test's: no waiting), and stop when hidden.
  @MainActor
  func testTimedTextsRefreshWhileShown() async throws {
    try await onMainLoop {
      let saved = (TextClock.now, TextClock.schedule)
      defer { (TextClock.now, TextClock.schedule) = saved }
      let start = Date(timeIntervalSince1970: 1_780_000_000)
      var now = start.addingTimeInterval(65)
      var ticks: [@MainActor () -> Void] = []
      var stopped = 0
      TextClock.now = { now }
      TextClock.schedule = { seconds, tick in
        XCTAssertEqual(seconds, 1)
        ticks.append(tick)
        return { stopped += 1 }
      }
      let window = Gtk.Window()
      window.setContent {
        VStack {
          Text(start, style: .timer)
          Text(start.addingTimeInterval(3 * 3600 + 120), style: .relative)
          Text(start.addingTimeInterval(7200), style: .offset)
        }
      }
      let labels = window.descendants.compactMap { $0 as? Gtk.Label }
      XCTAssertEqual(labels[0].text, "1:05")
      XCTAssertTrue(ticks.isEmpty, "no timer before the text is shown")
      presentAndWaitForFrame(window)
      XCTAssertEqual(ticks.count, 3, "one timer per text while shown")

      now = start.addingTimeInterval(3_601 + 5)
      for tick in ticks { tick() }
      XCTAssertEqual(labels[0].text, "1:00:06")
      XCTAssertEqual(
        labels[1].text,
        Duration.seconds(3 * 3600 + 120 - 3606).formatted(
          .units(
            allowed: [.weeks, .days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2)
        ))
      XCTAssertTrue(labels[2].text.hasPrefix("+"), labels[2].text)

      window.isVisible = false
      waitUntil("the texts are unmapped") { !labels[0].isMapped }
      XCTAssertEqual(stopped, 3, "the timers stop when the texts are hidden")
      window.destroy()
    }
  }

  /// A localized string key: an interpolation makes a key with a specifier per value, a key
  /// without a translation shows itself with the values, and one with a translation shows it.
  @MainActor
  func testLocalizedStringKeysAndEditMode() async throws {
    try await onMainLoop {
      let count = 3
      let key: LocalizedStringKey = "\(count) attendees of \("Daily")"
      XCTAssertEqual(key, "\(3) attendees of \("Daily")")
      XCTAssertNotEqual(key, "\(4) attendees of \("Daily")")
      XCTAssertEqual(key.resolved(), "3 attendees of Daily")

      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("Localized-\(UUID().uuidString).bundle")
      let strings = folder.appendingPathComponent("en.lproj")
      try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
      try "\"%lld attendees of %@\" = \"%2$@: %1$lld people\";\n".write(
        to: strings.appendingPathComponent("Localizable.strings"), atomically: true,
        encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: folder) }
      let bundle = try XCTUnwrap(Bundle(url: folder))
      XCTAssertEqual(key.resolved(in: bundle), "Daily: 3 people")

      let window = Gtk.Window()
      window.setContent {
        VStack {
          Text(key)
          Button(LocalizedStringKey("Save")) {}
        }
      }
      XCTAssertTrue(
        window.descendants.contains { ($0 as? Gtk.Label)?.text == "3 attendees of Daily" })
      XCTAssertTrue(window.descendants.contains { ($0 as? Gtk.Label)?.text == "Save" })
      window.destroy()

      XCTAssertFalse(EditMode.inactive.isEditing)
      XCTAssertTrue(EditMode.transient.isEditing)
      XCTAssertTrue(EditMode.active.isEditing)
      XCTAssertEqual(Set([EditMode.active, .active, .inactive]).count, 2)
    }
  }
}
