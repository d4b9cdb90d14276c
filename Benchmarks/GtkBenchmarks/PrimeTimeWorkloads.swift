import Adw
import CGtk
import ComposableArchitecture
import ComposableGtk
import Foundation
import Gtk
import PrimeTime
import PrimeTimeUI

/// G1 for PrimeTime: the app's own start-up (`runPrimeTime`, as `primetime` runs it: style
/// sheet, store with the favorites file, window size from the saved state, shortcuts) timed
/// from process start (BENCH_START_NS) to the first frame of its window, and the RSS then.
/// The parent points XDG_DATA_HOME and XDG_CONFIG_HOME at an empty directory, so that every
/// run starts as a first launch and the user's own files are never read or written.
@MainActor
func runPrimeTimeStartup() -> Int32 {
  bootstrapLogging(verbose: false)
  let options = LaunchOptions(
    isVerbose: false, resourceDirectory: try? ResourceDirectory.locate(),
    applicationArguments: [CommandLine.arguments[0]])
  return runPrimeTime(options, applicationID: "org.swiftcomposablegtk.GtkBenchmarks.PrimeTime") {
    view in
    let frames = FrameCount()
    // `present()` realizes a toplevel at once, so its frame clock exists now.
    view.window.frameClock!.onAfterPaint {
      frames.value += 1
      guard frames.value == 1 else { return }
      let start = ProcessInfo.processInfo.environment["BENCH_START_NS"].flatMap(Double.init)
      let firstFrame = start.map { (realtimeNanoseconds() - $0) / 1e6 } ?? -1
      report([
        "G1-PrimeTime": Measurement(
          value: firstFrame, unit: "ms", extra: ["rss_mib": residentMiB()])
      ])
      // The application returns from `run` once its last window is gone.
      MainLoop.runOnce(priority: CGTK_PRIORITY_DEFAULT_IDLE) { view.window.destroy() }
    }
  }
}

/// G3: PrimeTime's window on its search page, sent the response of a range search with the
/// first 100,000 primes (`.search(.primesFound(…))`, as the search effect sends it); timed
/// until the first frame that shows the list is painted, then the list is scrolled to its end
/// (its vertical adjustment set to the upper bound, again while the last row is not shown: GTK
/// estimates the height of rows it has not measured) and timed until the frame that shows the
/// last prime is painted. RSS at the end. `Benchmarks/search-c.c` does the same in plain C.
@MainActor
func runSearchResults() -> Int32 {
  try! Adw.initialize()
  MainLoop.installMainActorBridge()
  applyStyleSheet(from: try? ResourceDirectory.locate())
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent(
      "GtkBenchmarks-G3-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
  try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }

  let store = makeAppStore(favoritesFile: directory.appendingPathComponent("favorites.json"))
  store.send(.tabSelected(.search))
  let application = Adw.Application(id: "org.swiftcomposablegtk.GtkBenchmarks.Search")
  try! application.register()
  let view = PrimeTimeWindow(application: application, store: store)
  view.window.setDefaultSize(width: 760, height: 560)
  view.window.present()
  let frames = PaintedFrames()
  view.window.frameClock!.onAfterPaint {
    frames.count += 1
    frames.lastPaint = monotonicNanoseconds()
  }
  MainLoop.iterate(until: { frames.count > 0 })

  let primes = firstPrimes(100_000)
  let response = SearchFeature.PrimeList(range: 1...primes.last!, primes: primes)

  let start = monotonicNanoseconds()
  store.send(.search(.primesFound(response)))
  // The page rebuilds its results region and the list takes the values when the observation
  // scheduler runs; GTK creates the row widgets in the next frame's layout, and paints them.
  // Binding a row queues its observations too, so `until_list_updated_ms` may already include
  // that layout: it is a breakdown, not comparable with search-c's (which stops once the list
  // view is set); the figure to compare is the first frame.
  while ObservationScheduler.hasPendingUpdates { g_main_context_iteration(nil, 1) }
  let applied = monotonicNanoseconds()
  let framesApplied = frames.count
  while frames.count == framesApplied { g_main_context_iteration(nil, 1) }
  let firstFrame = frames.lastPaint

  guard
    let list = view.window.descendants.compactMap({ $0 as? ListView }).first(where: { $0.isMapped }
    ),
    showsPrime(primes[0], in: list)
  else {
    warn("G3: the first frame after the response does not show the list")
    return 1
  }

  // Scroll to the end through the list's scrolled window.
  guard let scroller = list.parent as? ScrolledWindow else {
    warn("G3: the list is not in a scrolled window")
    return 1
  }
  let adjustment = scroller.vadjustment
  let scrollStart = monotonicNanoseconds()
  var attempts = 0
  while !showsPrime(primes.last!, in: list) && attempts < 50 {
    attempts += 1
    adjustment.value = adjustment.upper - adjustment.pageSize
    let before = frames.count
    while frames.count == before { g_main_context_iteration(nil, 1) }
  }
  let scrolled = frames.lastPaint
  guard showsPrime(primes.last!, in: list) else {
    warn("G3: the list did not reach its last row in \(attempts) scrolls")
    return 1
  }
  let rss = residentMiB()
  // BENCH_TRACE=1: the phases' CLOCK_MONOTONIC times in ns, to cut a profile to each of them
  // (`perf record -k CLOCK_MONOTONIC`, then `perf report --time <start>,<end>` in seconds).
  if ProcessInfo.processInfo.environment["BENCH_TRACE"] != nil {
    let phases =
      "G3 phases: response \(start) list-updated \(applied) first-frame \(firstFrame) "
      + "scroll \(scrollStart) scrolled \(scrolled)\n"
    FileHandle.standardError.write(Data(phases.utf8))
  }
  report([
    "G3": Measurement(
      value: Double(firstFrame - start) / 1e6, unit: "ms",
      extra: [
        "until_list_updated_ms": Double(applied - start) / 1e6,
        "scroll_to_end_ms": Double(scrolled - scrollStart) / 1e6,
        "scroll_frames": Double(attempts),
        "rss_mib": rss,
        "rows": Double(primes.count),
      ])
  ])
  view.window.destroy()
  return 0
}

@MainActor
private final class PaintedFrames {
  var count = 0
  var lastPaint: UInt64 = 0
}

/// Whether a row on screen shows `prime` (rows show it with thousands separators).
@MainActor
private func showsPrime(_ prime: Int, in list: ListView) -> Bool {
  let text = String(prime)
  return list.descendants.contains { widget in
    guard let label = widget as? Label, label.isMapped else { return false }
    return label.text.filter(\.isNumber) == text
  }
}

/// The first `count` primes, by a sieve of Eratosthenes (the same rows as `search-c.c`).
func firstPrimes(_ count: Int) -> [Int] {
  var limit = 1_300_000
  while true {
    var composite = [Bool](repeating: false, count: limit + 1)
    var primes: [Int] = []
    primes.reserveCapacity(count)
    var n = 2
    while n <= limit && primes.count < count {
      if !composite[n] {
        primes.append(n)
        var multiple = n * n
        while multiple <= limit {
          composite[multiple] = true
          multiple += n
        }
      }
      n += 1
    }
    if primes.count == count { return primes }
    limit *= 2
  }
}
