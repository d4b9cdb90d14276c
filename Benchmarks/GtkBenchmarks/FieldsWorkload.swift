import CGtk
import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk

// G7: a window of 1,000 labelled fields, each value shown by a label that observes its row;
// 10,000 actions each change one field, each until the label shows it and a frame is drawn.
// Written once with the declarative views and once with the imperative layer, on the same
// feature. Besides µs per action it counts, over all 1,000 value labels, how many times a
// label's text was set (GTK's `notify::label`, emitted only when the text changes; both layers
// set a label only when its text differs) and how many label closures ran: both must be 1 per
// action when a change touches only the widget that shows it. Waiting for a frame after each
// action makes the time per action the frame interval (16.7 ms at 60 Hz) on both sides; the CPU
// time per action and the time until the label changed are what tell the two layers apart.

@Reducer
struct FieldsFeature {
  @ObservableState
  struct State {
    var fields: IdentifiedArrayOf<Field.State>
  }

  enum Action {
    case fields(IdentifiedActionOf<Field>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.fields, action: \.fields) { Field() }
  }
}

@Reducer
struct Field {
  @ObservableState
  struct State: Identifiable {
    let id: Int
    let name: String
    var value: String
  }

  enum Action {
    case set(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .set(value):
        state.value = value
        return .none
      }
    }
  }
}

/// Counts what the window's value labels did during the actions.
@MainActor
final class FieldCounters {
  var closureRuns = 0
  var textChanges = 0
}

/// The window declaratively: a scrolled column of rows, each a name and a value.
struct FieldsView: View {
  let store: StoreOf<FieldsFeature>
  let counters: FieldCounters

  var body: some View {
    ScrollView {
      VStack(spacing: 2) {
        ForEach(store.scope(state: \.fields, action: \.fields)) { field in
          HStack(spacing: 8) {
            Text(field.name)
            Text {
              counters.closureRuns += 1
              return field.value
            }
          }
        }
      }
      .padding(12)
    }
  }
}

/// The same window with the imperative layer: boxes and labels made by hand, one `bind` each.
@MainActor
func makeImperativeFields(
  in window: Gtk.Window, store: StoreOf<FieldsFeature>, counters: FieldCounters
) {
  let column = Box(.vertical, spacing: 2)
  column.setMargins(12)
  for field in store.scope(state: \.fields, action: \.fields) {
    let row = Box(.horizontal, spacing: 8)
    row.append(Label(field.name))
    let value = Label()
    value.bind(text: {
      counters.closureRuns += 1
      return field.value
    })
    row.append(value)
    column.append(row)
  }
  let scroll = ScrolledWindow()
  scroll.setChild(column)
  window.setChild(scroll)
}

@MainActor
func runFields(declarative: Bool) -> Int32 {
  let fieldCount = 1_000
  let actions = ProcessInfo.processInfo.environment["BENCH_ACTIONS"].flatMap(Int.init) ?? 10_000
  let application = Application(id: "org.swiftcomposablegtk.GtkBenchmarks.Fields")
  application.onActivate {
    let store = Store(
      initialState: FieldsFeature.State(
        fields: IdentifiedArray(
          uniqueElements: (0..<fieldCount).map {
            Field.State(id: $0, name: "Field \($0)", value: "0")
          }
        )
      )
    ) { FieldsFeature() }
    let counters = FieldCounters()
    let window = ApplicationWindow(application: application)
    window.title = "Fields"
    window.setDefaultSize(width: 400, height: 600)
    if declarative {
      window.setContent { FieldsView(store: store, counters: counters) }
    } else {
      makeImperativeFields(in: window, store: store, counters: counters)
    }
    // The value labels, in field order: every second label of the tree (name, value, …).
    let labels = window.descendants.compactMap { $0 as? Gtk.Label }
    guard labels.count == 2 * fieldCount else {
      fatalError("expected \(2 * fieldCount) labels, found \(labels.count)")
    }
    let values = stride(from: 1, to: labels.count, by: 2).map { labels[$0] }
    for label in values { label.onNotify("label") { counters.textChanges += 1 } }
    window.present()
    let frames = FrameCount()
    window.frameClock!.onAfterPaint {
      frames.value += 1
      guard frames.value == 1 else { return }
      MainLoop.runOnce(priority: CGTK_PRIORITY_DEFAULT_IDLE) {
        counters.closureRuns = 0
        counters.textChanges = 0
        var samples: [Double] = []
        var updates: [Double] = []
        samples.reserveCapacity(actions)
        updates.reserveCapacity(actions)
        let cpuStart = processCPUNanoseconds()
        // Fields from a fixed-seed LCG, so every run changes the same ones.
        var seed: UInt64 = 0x5DEE_CE66
        for step in 0..<actions {
          seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          let id = Int((seed >> 33) % UInt64(fieldCount))
          let text = "\(step + 1)"
          let framesBefore = frames.value
          let start = monotonicNanoseconds()
          store.send(.fields(.element(id: id, action: .set(text))))
          while values[id].text != text {
            g_main_context_iteration(nil, 1)
          }
          updates.append(Double(monotonicNanoseconds() - start) / 1e3)
          while frames.value == framesBefore {
            g_main_context_iteration(nil, 1)
          }
          samples.append(Double(monotonicNanoseconds() - start) / 1e3)
        }
        let cpuPerAction = Double(processCPUNanoseconds() - cpuStart) / 1e3 / Double(actions)
        report([
          "G7": Measurement(
            value: median(samples), unit: "us/action",
            extra: [
              "p99": percentile(samples, 0.99),
              // The frame clock paces the figure above (one frame per action); these are the
              // work: CPU time per action, and the time until the label showed the new value.
              "cpu_us_per_action": cpuPerAction,
              "label_updated_us": median(updates),
              "setter_calls_per_action": Double(counters.textChanges) / Double(actions),
              "closure_runs_per_action": Double(counters.closureRuns) / Double(actions),
              "actions": Double(actions),
            ])
        ])
        application.quit()
      }
    }
  }
  return application.run(arguments: [CommandLine.arguments[0]])
}
