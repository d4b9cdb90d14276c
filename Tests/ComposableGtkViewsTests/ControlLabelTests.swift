import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

// Paddings that add up, and the controls' labels as SwiftUI writes them: `Stepper` with a
// label view and with increment and decrement actions, `LabeledContent`, `GroupBox` and
// `DisclosureGroup` with `label:` views, `LabeledContent(_:value:format:)`, and
// `.labelsHidden()`.

@Reducer
private struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 3
    var isOn = true
    var pick = 1
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case decrement
    case increment
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding: break
      case .decrement: state.count -= 1
      case .increment: state.count += 1
      }
      return .none
    }
  }
}

/// What the steppers' editing callbacks saw.
@MainActor
private final class Edits {
  var events: [Bool] = []
}

private struct TallyView: View {
  @Bindable var store: StoreOf<Tally>
  let edits: Edits

  var body: some View {
    VStack(spacing: 0) {
      Text("Padded").padding(8).padding(.horizontal, 4)
      Text("Insets").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
      Text("Follows").padding(CGFloat(store.count)).padding(2)
      Stepper(value: $store.count, in: 0...10, onEditingChanged: { edits.events.append($0) }) {
        Text("Count: \(store.count)")
      }
      Stepper("Actions") {
        store.send(.increment)
      } onDecrement: {
        store.send(.decrement)
      }
      Stepper("Up only", onIncrement: { store.send(.increment) }, onDecrement: nil)
      LabeledContent("Total", value: store.count * 1000, format: .number)
      LabeledContent {
        Text("Blue")
      } label: {
        Label("Theme", systemImage: "paintpalette")
      }
      GroupBox {
        Text("Inside the box")
      } label: {
        Label("Box \(store.count)", systemImage: "shippingbox")
      }
      DisclosureGroup {
        Text("Hidden details")
      } label: {
        Text("More").bold()
      }
      VStack {
        Toggle("Hidden switch", isOn: $store.isOn).toggleStyle(.switch)
        Stepper("Hidden stepper", value: $store.count, in: 0...10)
        Picker("Hidden picker", selection: $store.pick) {
          Text("One").tag(1)
          Text("Two").tag(2)
        }
        LabeledContent("Hidden name", value: "Shown value")
        Toggle("Hidden check", isOn: $store.isOn).toggleStyle(.checkbox)
      }
      .labelsHidden()
      Toggle("Shown check", isOn: $store.isOn).toggleStyle(.checkbox)
    }
  }
}

final class ControlLabelTests: GtkTestCase {
  @MainActor
  private func label(_ text: String, in window: Gtk.Window) throws -> Gtk.Label {
    try XCTUnwrap(
      window.descendants.compactMap { $0 as? Gtk.Label }.first { $0.text == text },
      "no label \(text)")
  }

  /// Two paddings add up, an `EdgeInsets` pads each edge by its own amount, and a padding that
  /// follows state takes off what it added before adding the new amount.
  @MainActor
  func testPaddingsAddUp() async throws {
    try await onMainLoop {
      let store = Store(initialState: Tally.State()) { Tally() }
      let window = Gtk.Window()
      window.setContent { TallyView(store: store, edits: Edits()) }
      presentAndWaitForFrame(window)
      try self.screenshot(window, "control-labels")

      @MainActor func margins(_ text: String) throws -> [Int32] {
        let label = try self.label(text, in: window)
        return [label.marginTop, label.marginStart, label.marginBottom, label.marginEnd]
      }
      XCTAssertEqual(try margins("Padded"), [8, 12, 8, 12], "8 all round, and 4 more on the sides")
      XCTAssertEqual(try margins("Insets"), [1, 2, 3, 4])
      XCTAssertEqual(try margins("Follows"), [5, 5, 5, 5])
      store.send(.increment)
      flushObservations()
      XCTAssertEqual(
        try margins("Follows"), [6, 6, 6, 6], "the inner padding is now 4, the outer 2")
      store.send(.binding(.set(\.count, 0)))
      flushObservations()
      XCTAssertEqual(try margins("Follows"), [2, 2, 2, 2])
      window.destroy()
    }
  }

  /// A stepper's label is a view that follows state, its editing callback hears each user
  /// change, and the stepper of actions is two buttons that send them.
  @MainActor
  func testStepperLabelsAndActions() async throws {
    try await onMainLoop {
      let store = Store(initialState: Tally.State()) { Tally() }
      let edits = Edits()
      let window = Gtk.Window()
      window.setContent { TallyView(store: store, edits: edits) }
      presentAndWaitForFrame(window)

      let spin = try XCTUnwrap(window.descendants.compactMap { $0 as? Gtk.SpinButton }.first)
      XCTAssertEqual(spin.accessibleLabel, "Count: 3")
      spin.spin(up: true)
      XCTAssertEqual(store.count, 4)
      XCTAssertEqual(edits.events, [true, false], "editing began and ended around the change")
      flushObservations()
      XCTAssertNoThrow(try self.label("Count: 4", in: window), "the label view followed")
      XCTAssertEqual(spin.accessibleLabel, "Count: 4", "and so did the spin button's name")

      let increment = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Button }
          .first { $0.accessibleLabel == "Increment Actions" })
      let decrement = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Button }
          .first { $0.accessibleLabel == "Decrement Actions" })
      pressAndWaitForClick(increment)
      XCTAssertEqual(store.count, 5)
      pressAndWaitForClick(decrement)
      pressAndWaitForClick(decrement)
      XCTAssertEqual(store.count, 3)
      let upOnly = window.descendants.compactMap { $0 as? Gtk.Button }
        .filter { $0.accessibleLabel?.hasSuffix("Up only") == true }
      XCTAssertEqual(upOnly.map(\.sensitive), [false, true], "no decrement action: − is off")
      window.destroy()
    }
  }

  /// `LabeledContent` with a formatted value and with a label view, `GroupBox` and
  /// `DisclosureGroup` titled by views (which follow state).
  @MainActor
  func testLabelViews() async throws {
    try await onMainLoop {
      let store = Store(initialState: Tally.State()) { Tally() }
      let window = Gtk.Window()
      window.setContent { TallyView(store: store, edits: Edits()) }
      presentAndWaitForFrame(window)

      let total = try self.label(3000.formatted(.number), in: window)
      XCTAssertTrue(total.hasCSSClass("dim-label"), "the value is dimmed, as any value")
      XCTAssertNoThrow(try self.label("Theme", in: window))
      let frame = try XCTUnwrap(window.descendants.compactMap { $0 as? Gtk.Frame }.first)
      XCTAssertNil(frame.label, "the title is a view, not the frame's text")
      let boxTitle = try XCTUnwrap(frame.labelWidget)
      XCTAssertTrue(
        boxTitle.descendants.contains { ($0 as? Gtk.Label)?.text == "Box 3" }, "the label view")
      store.send(.increment)
      flushObservations()
      XCTAssertTrue(boxTitle.descendants.contains { ($0 as? Gtk.Label)?.text == "Box 4" })
      XCTAssertNoThrow(try self.label(4000.formatted(.number), in: window))

      let expander = try XCTUnwrap(window.descendants.compactMap { $0 as? Gtk.Expander }.first)
      let more = try XCTUnwrap(expander.labelWidget as? Gtk.Label)
      XCTAssertEqual(more.text, "More")
      XCTAssertTrue(more.hasCSSClass("cg-font-bold"), "the bold text is built, not its string")
      window.destroy()
    }
  }

  /// Under `.labelsHidden()` the controls show alone: their titles are not drawn and still
  /// name them; a control outside keeps its title.
  @MainActor
  func testLabelsHidden() async throws {
    try await onMainLoop {
      let store = Store(initialState: Tally.State()) { Tally() }
      let window = Gtk.Window()
      window.setContent { TallyView(store: store, edits: Edits()) }
      presentAndWaitForFrame(window)

      for title in ["Hidden switch", "Hidden stepper", "Hidden picker", "Hidden name"] {
        let label = try self.label(title, in: window)
        XCTAssertFalse(label.visible, "\(title) is not drawn")
      }
      XCTAssertTrue(try self.label("Shown value", in: window).visible, "the value is")
      let spins = window.descendants.compactMap { $0 as? Gtk.SpinButton }
      XCTAssertEqual(spins.last?.accessibleLabel, "Hidden stepper", "the title still names it")
      let switchControl = try XCTUnwrap(window.descendants.compactMap { $0 as? Gtk.Switch }.first)
      XCTAssertEqual(switchControl.accessibleLabel, "Hidden switch")
      let checks = window.descendants.compactMap { $0 as? Gtk.CheckButton }
      XCTAssertEqual(checks.map { $0.label ?? "" }, ["", "Shown check"])
      XCTAssertEqual(checks.first?.accessibleLabel, "Hidden check")
      window.destroy()
    }
  }
}
