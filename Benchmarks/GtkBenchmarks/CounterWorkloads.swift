import CGtk
import ComposableArchitecture
import ComposableGtk
import CounterExample
import DeclarativeCounterExample
import Foundation
import Gtk

/// What G1 and G2 need of a counter window, however it was written: the window, the label that
/// shows the count and the "+" button.
@MainActor
struct CounterHandles {
  let window: Window
  let count: Label
  let plus: Button

  /// The imperative counter (`CounterWindow`, Examples/Counter).
  static func imperative(_ application: Application) -> CounterHandles {
    let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
    let view = CounterWindow(window: ApplicationWindow(application: application), store: store)
    return CounterHandles(window: view.window, count: view.count, plus: view.plus)
  }

  /// The declarative counter (`CounterView`, Examples/DeclarativeCounter): the same feature and
  /// widget tree; its label and button are found in the tree once it is built.
  static func declarative(_ application: Application) -> CounterHandles {
    let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
    let window = ApplicationWindow(application: application)
    window.showCounter(store: store)
    let widgets = window.descendants
    guard
      let count = widgets.lazy.compactMap({ $0 as? Label }).first(where: {
        $0.hasCSSClass("title-1")
      }),
      let plus = widgets.lazy.compactMap({ $0 as? Button }).first(where: { $0.label == "+" })
    else { fatalError("the declarative counter has no count label or + button") }
    return CounterHandles(window: window, count: count, plus: plus)
  }
}

/// G1 and G2 in one process, as `Benchmarks/counter.c` does them: the time from process start
/// (BENCH_START_NS, set by the parent just before it spawned this process) to the first frame
/// of the counter window, the RSS at that moment, then 1,000 clicks on "+" emitted as signals,
/// each until the label shows the new count and a frame has been drawn after the click.
@MainActor
func runCounterStartupAndClicks(
  _ makeWindow: @escaping @MainActor (Application) -> CounterHandles = CounterHandles.imperative
) -> Int32 {
  let application = Application(id: "org.swiftcomposablegtk.GtkBenchmarks.Counter")
  application.onActivate {
    let view = makeWindow(application)
    view.window.present()
    let frames = FrameCount()
    // `present()` realizes a toplevel at once, so its frame clock exists now.
    view.window.frameClock!.onAfterPaint {
      frames.value += 1
      guard frames.value == 1 else { return }
      let start = ProcessInfo.processInfo.environment["BENCH_START_NS"].flatMap(Double.init)
      let firstFrame = start.map { (realtimeNanoseconds() - $0) / 1e6 } ?? -1
      let rss = residentMiB()
      // The clicks iterate the loop themselves: start them from an idle source rather than
      // from inside this frame's paint.
      MainLoop.runOnce(priority: CGTK_PRIORITY_DEFAULT_IDLE) {
        // BENCH_CLICKS=0 measures start-up only (as the C program does).
        let clicks = ProcessInfo.processInfo.environment["BENCH_CLICKS"].flatMap(Int.init) ?? 1_000
        let startup = Measurement(value: firstFrame, unit: "ms", extra: ["rss_mib": rss])
        guard clicks > 0 else {
          report(["G1": startup])
          application.quit()
          return
        }
        let samples = clickPlus(view, frames: frames, times: clicks)
        report([
          "G1": startup,
          "G2": Measurement(
            value: median(samples), unit: "us/click",
            extra: ["p99": percentile(samples, 0.99), "clicks": Double(samples.count)]),
        ])
        application.quit()
      }
    }
  }
  return application.run(arguments: [CommandLine.arguments[0]])
}

@MainActor
private func clickPlus(_ view: CounterHandles, frames: FrameCount, times: Int) -> [Double] {
  var samples: [Double] = []
  samples.reserveCapacity(times)
  for _ in 0..<times {
    let framesBefore = frames.value
    let expected = "\(Int(view.count.text)! + 1)"
    let start = monotonicNanoseconds()
    view.plus.emitClicked()
    while view.count.text != expected || frames.value == framesBefore {
      g_main_context_iteration(nil, 1)
    }
    samples.append(Double(monotonicNanoseconds() - start) / 1e3)
  }
  return samples
}

/// G5's subject: the counter window, open and untouched until the parent stops the process.
/// Prints "ready" once the first frame is drawn.
@MainActor
func runIdleCounter() -> Int32 {
  let application = Application(id: "org.swiftcomposablegtk.GtkBenchmarks.Idle")
  application.onActivate {
    let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
    let view = CounterWindow(window: ApplicationWindow(application: application), store: store)
    view.window.present()
    let frames = FrameCount()
    view.window.frameClock!.onAfterPaint {
      frames.value += 1
      if frames.value == 1 {
        print("ready")
        fflush(nil)  // all streams: `stdout` is a C global Swift 6 will not touch
      }
    }
  }
  return application.run(arguments: [CommandLine.arguments[0]])
}

@MainActor
final class FrameCount {
  var value = 0
}

/// Prints figures as the one JSON line the parent reads; exits with an error instead when GTK
/// is on another display than GDK_BACKEND names, as the parent labels the figures with it.
func report(_ figures: [String: Measurement]) {
  let requested = ProcessInfo.processInfo.environment["GDK_BACKEND"] ?? ""
  let actual = MainActor.assumeIsolated { Toolkit.displayBackend }
  if !requested.isEmpty, !requested.contains(","), actual != requested {
    warn("GDK_BACKEND=\(requested) but GTK's display is \(actual ?? "none")")
    exit(1)
  }
  let data = try! JSONEncoder().encode(figures)
  print(String(decoding: data, as: UTF8.self))
  fflush(nil)  // all streams: `stdout` is a C global Swift 6 will not touch
}
