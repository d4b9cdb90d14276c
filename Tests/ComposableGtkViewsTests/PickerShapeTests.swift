import Adw
import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

private enum Tint: String, CaseIterable, Equatable, Hashable, Identifiable {
  case orange, teal, purple
  var id: Self { self }
  var name: String { rawValue.capitalized }
  var color: Color {
    switch self {
    case .orange: .orange
    case .teal: Color(red: 0.2, green: 0.6, blue: 0.6)
    case .purple: .purple
    }
  }
}

@Reducer
private struct Badge {
  @ObservableState
  struct State: Equatable {
    var tint = Tint.orange
    var path = StackState<Page.State>()
  }

  @Reducer
  enum Page {
    case timer(BadgeTimer)
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case path(StackActionOf<Page>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    EmptyReducer().forEach(\.path, action: \.path)
  }
}

extension Badge.Page.State: Equatable {}

@Reducer
private struct BadgeTimer {
  @ObservableState
  struct State: Equatable {}
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}

private let meetingDate = Date(timeIntervalSince1970: 1_780_000_000)

private struct BadgeView: View {
  @Bindable var store: StoreOf<Badge>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      VStack(alignment: .leading, spacing: 12) {
        Picker("Tint", selection: $store.tint) {
          ForEach(Tint.allCases) { tint in
            Label(tint.name, systemImage: "paintpalette").tag(tint)
          }
        }
        ZStack {
          RoundedRectangle(cornerRadius: 16).fill(store.tint.color)
          Text(meetingDate, style: .date).foregroundColor(.white)
        }
        .frame(height: 80)
        Circle().strokeBorder(.accentColor, lineWidth: 8).frame(width: 60, height: 60)
        NavigationLink("Start", state: Badge.Page.State.timer(BadgeTimer.State()))
      }
      .padding()
      .navigationTitle("Badge")
    } destination: { store in
      switch store.case {
      case .timer:
        Text("Timing")
          .navigationTitle("Timer")
          .navigationBarBackButtonHidden(true)
      }
    }
  }
}

final class PickerShapeTests: GtkTestCase {
  /// The picker's button shows the selected option and its list sets the selection; shapes
  /// are boxes drawn in their colours, a circle square; a date is written in the locale's
  /// long style; a page can hide the back button.
  @MainActor
  func testPickerShapesDatesAndAHiddenBackButton() async throws {
    try await onMainLoop {
      try Adw.initialize()
      let store = Store(initialState: Badge.State()) { Badge() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 320, height: 360)
      window.setContent { BadgeView(store: store) }
      presentAndWaitForFrame(window)

      let picker = try XCTUnwrap(window.descendants.compactMap { $0 as? MenuButton }.first)
      XCTAssertEqual(picker.accessibleLabel, "Tint")
      let face = {
        picker.descendants.compactMap { $0 as? Gtk.Label }.filter(\.isDrawable).map(\.text)
      }
      XCTAssertEqual(face(), ["Orange"], "the button shows the selected option only")
      let popover = try XCTUnwrap(picker.popover)
      let options = (popover.child?.descendants ?? []).compactMap { $0 as? Gtk.Button }
      XCTAssertEqual(options.count, 3)
      picker.popup()
      waitUntil("the options are shown") { popover.isMapped }
      options[1].emitClicked()
      XCTAssertEqual(store.tint, .teal)
      waitUntil("choosing closes the options") { !popover.isVisible }
      flushObservations()
      waitForFrame(window)
      XCTAssertEqual(face(), ["Teal"])

      let overlay = try XCTUnwrap(window.descendants.compactMap { $0 as? Overlay }.first)
      XCTAssertTrue(overlay.child?.cssClasses.contains { $0.hasPrefix("cg-shape-") } ?? false)
      XCTAssertEqual(overlay.height, 80, "its frame")
      XCTAssertEqual(window.descendants.compactMap { $0 as? AspectFrame }.count, 1, "the circle")
      let dateText = meetingDate.formatted(date: .long, time: .omitted)
      XCTAssertTrue(window.descendants.contains { ($0 as? Gtk.Label)?.text == dateText })
      try self.screenshot(window, "picker-shapes")

      // The timer page hides the back button while it is on top.
      let start = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Button }.first { button in
          button.descendants.contains { ($0 as? Gtk.Label)?.text == "Start" }
        })
      start.emitClicked()
      flushObservations()
      XCTAssertEqual(store.path.count, 1)
      let back = try XCTUnwrap(
        (window.titlebar?.descendants ?? []).compactMap { $0 as? Gtk.Button }
          .first { $0.accessibleLabel == "Back" })
      XCTAssertFalse(back.isVisible, "hidden on the timer page")
      store.send(.path(.popFrom(id: store.path.ids[0])))
      flushObservations()
      XCTAssertFalse(back.isVisible, "no page to go back from")
      window.destroy()
    }
  }
}
