import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

@Reducer
private struct Meter {
  @ObservableState
  struct State: Equatable {
    var level = 0.25
    var isShown = true
    var caption = "Input"
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

/// What the representables below were asked to do, in order.
@MainActor
private final class Journal {
  var entries: [String] = []
}

/// A `GtkLevelBar` made and kept by the app itself (the views' `Gauge` is one too) following the store: `updateWidget` reads
/// `store.level` itself, so only the observation can run it again when the level changes.
private struct LevelMeter: WidgetRepresentable {
  let store: StoreOf<Meter>
  let caption: String
  let journal: Journal

  final class Coordinator {
    var updates = 0
  }

  func makeCoordinator() -> Coordinator {
    journal.entries.append("coordinator")
    return Coordinator()
  }

  func makeWidget(context: Context) -> LevelBar {
    journal.entries.append("make")
    let bar = LevelBar()
    bar.maxValue = 1
    return bar
  }

  func updateWidget(_ bar: LevelBar, context: Context) {
    context.coordinator.updates += 1
    journal.entries.append("update \(caption) \(store.level)")
    bar.value = store.level
    bar.accessibleLabel = caption
  }

  static func dismantleWidget(_ bar: LevelBar, coordinator: Coordinator) {
    bar.value = -1  // a mark the test reads: the widget was handed back
  }
}

/// A `GtkScale` through a binding: the user's drags reach the store through the coordinator,
/// which always holds the binding of the latest value of the view.
private struct LevelSlider: WidgetRepresentable {
  @Binding var level: Double

  final class Coordinator {
    var level: Binding<Double>
    init(level: Binding<Double>) { self.level = level }
  }

  func makeCoordinator() -> Coordinator { Coordinator(level: $level) }

  func makeWidget(context: Context) -> Scale {
    let scale = Scale(orientation: .horizontal, min: 0, max: 1, step: 0.05)
    scale.accessibleLabel = "Level"
    scale.onValueChanged { [coordinator = context.coordinator, weak scale] in
      guard let scale, scale.value != coordinator.level.wrappedValue else { return }
      coordinator.level.wrappedValue = scale.value
    }
    return scale
  }

  func updateWidget(_ scale: Scale, context: Context) {
    context.coordinator.level = $level
    if scale.value != level { scale.setValue(level) }
  }
}

private struct MeterView: View {
  @Bindable var store: StoreOf<Meter>
  let journal: Journal

  var body: some View {
    VStack {
      if store.isShown {
        LevelMeter(store: store, caption: store.caption, journal: journal)
      }
      LevelSlider(level: $store.level)
    }
  }
}

final class WidgetRepresentableTests: GtkTestCase {
  /// The widget is made once with its coordinator, updated when state its update read changes
  /// and when the body gives the view a new value, and dismantled when the view leaves.
  @MainActor
  func testARepresentableWidgetIsMadeUpdatedAndDismantled() async throws {
    try await onMainLoop {
      let store = Store(initialState: Meter.State()) { Meter() }
      let journal = Journal()
      let window = Gtk.Window()
      let view = MeterView(store: store, journal: journal).makeWidget()
      window.setChild(view)
      presentAndWaitForFrame(window)
      let bar = try XCTUnwrap(view.descendants.compactMap { $0 as? LevelBar }.first)
      XCTAssertEqual(journal.entries, ["coordinator", "make", "update Input 0.25"])
      XCTAssertEqual(bar.value, 0.25)

      // Only `updateWidget` read the level: its observation, not the body, brings it.
      let bodyRuns = ViewGraph.bodyRuns
      store.send(.binding(.set(\.level, 0.5)))
      flushObservations()
      XCTAssertEqual(bar.value, 0.5)
      XCTAssertEqual(journal.entries.last, "update Input 0.5")
      XCTAssertEqual(ViewGraph.bodyRuns, bodyRuns, "the body did not read the level")

      // The body read the caption: it runs again and hands the same widget the new value.
      store.send(.binding(.set(\.caption, "Output")))
      flushObservations()
      XCTAssertEqual(journal.entries.last, "update Output 0.5")
      XCTAssertEqual(bar.accessibleLabel, "Output")
      XCTAssertEqual(journal.entries.filter { $0 == "make" }.count, 1, "made once")
      XCTAssertEqual(journal.entries.filter { $0 == "coordinator" }.count, 1)

      // The branch goes: the widget is dismantled once, and its update stops following the
      // store.
      store.send(.binding(.set(\.isShown, false)))
      flushObservations()
      XCTAssertEqual(bar.value, -1, "dismantled")
      let entries = journal.entries.count
      store.send(.binding(.set(\.level, 0.75)))
      flushObservations()
      XCTAssertEqual(journal.entries.count, entries, "no update after dismantling")
      window.destroy()
    }
  }

  /// The user moving the scale (its adjustment's value, as a drag sets it) sets the store's
  /// state through the coordinator's binding; the store's changes move the scale.
  @MainActor
  func testARepresentableWidgetWritesThroughItsBinding() async throws {
    try await onMainLoop {
      let store = Store(initialState: Meter.State()) { Meter() }
      let window = Gtk.Window()
      let view = MeterView(store: store, journal: Journal()).makeWidget()
      window.setChild(view)
      presentAndWaitForFrame(window)
      let scale = try XCTUnwrap(view.descendants.compactMap { $0 as? Scale }.first)
      XCTAssertEqual(scale.value, 0.25)

      scale.adjustment.value = 0.6
      XCTAssertEqual(store.level, 0.6, accuracy: 1e-9)

      store.send(.binding(.set(\.level, 0.1)))
      flushObservations()
      XCTAssertEqual(scale.value, 0.1, accuracy: 1e-9)
      window.destroy()
    }
  }
}
