import Adw
import ComposableArchitecture
import ComposableGtk
import Foundation
import Gtk
import GtkTestSupport
import PrimeTime
import XCTest

@testable import PrimeTimeUI

/// A monkey test of PrimeTime's window: thousands of seeded random events, and after each one
/// the window must show what the store holds (the count, the page, the search field, the
/// favorites page's title, whether "What is the n-th prime?" can be clicked).
///
/// Events: a click on any sensitive button shown in any of the app's windows (the main window,
/// the "Is this prime?" dialog, alerts, the shortcuts window), the window's keyboard shortcuts
/// (the accelerator is looked up in the application, and the action GTK maps it to is
/// activated: Ctrl+1/2/3, Ctrl+F, Ctrl+Z, Ctrl+?), Tab, text typed into and erased from the
/// search field, closing the window and opening it again on the same store.
///
/// `MONKEY_SEED` replays a run, `MONKEY_EVENTS` sets how many events (5,000 by default, 37–41 s
/// on a loaded 2-core machine; 10,000 took 61 s). The same seed makes the same choices, but
/// what there is to choose from (the buttons shown) depends on when prime computations finish,
/// so two runs of one seed can differ after a while; `MONKEY_TRACE=1` prints every event.
final class PrimeTimeMonkeyTests: GtkTestCase {
  private var directory: URL!

  override func setUp() async throws {
    try await super.setUp()
    try await MainActor.run {
      try Adw.initialize()
      applyStyleSheet(from: try? ResourceDirectory.locate())
    }
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("PrimeTimeMonkeyTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDown() async throws {
    try? FileManager.default.removeItem(at: directory)
    try await super.tearDown()
  }

  @MainActor
  func testRandomEventsKeepTheWindowInStepWithTheStore() async throws {
    let file = directory.appendingPathComponent("favorites.json")
    try await onMainLoop {
      let store = Store(initialState: AppFeature.State()) {
        AppFeature()
      } withDependencies: {
        $0.favoritePrimesURL = file
        $0.defaultFileStorage = .fileSystem
        $0.defaultInMemoryStorage = InMemoryStorage()
        $0.primes = .liveValue
        $0.continuousClock = ImmediateClock()
      }
      let application = Adw.Application(id: testApplicationID())
      try application.register()
      var monkey = AppMonkey(store: store, application: application)
      let started = ContinuousClock.now
      monkey.run()
      print(
        """
        PrimeTimeMonkeyTests: \(monkey.step) events (seed \(monkey.seed)) in \
        \(ContinuousClock.now - started): \(monkey.tally.sorted { $0.key < $1.key }
          .map { "\($0.key) \($0.value)" }.joined(separator: ", ")); windows opened \
        \(monkey.windowsOpened); final count \(store.counter.count), \
        \(store.favorites.favoritePrimes.count) favorites, query "\(store.search.query)"
        """)
    }
  }
}

@MainActor
private struct AppMonkey {
  let seed: UInt64
  let events: Int
  var random: SplitMix64
  let store: StoreOf<AppFeature>
  let application: Adw.Application
  var view: PrimeTimeWindow?
  let closed = Shared(false)
  var step = 0
  var history: [String] = []
  var tally: [String: Int] = [:]
  var windowsOpened = 0
  /// `MONKEY_TRACE=1` prints every event as it happens.
  let trace = ProcessInfo.processInfo.environment["MONKEY_TRACE"] == "1"
  /// The window's shortcuts, as a user presses them; the quit shortcut would end the app.
  let accelerators = [
    "<Control>1", "<Control>2", "<Control>3", "<Control>f", "<Control>z",
    "<Control>question",
  ]
  let actions = ["show-counter", "show-favorites", "show-search", "find", "undo", "shortcuts"]

  init(store: StoreOf<AppFeature>, application: Adw.Application) {
    let environment = ProcessInfo.processInfo.environment
    seed = environment["MONKEY_SEED"].flatMap { UInt64($0) } ?? 0x5EED_2026
    events = environment["MONKEY_EVENTS"].flatMap { Int($0) } ?? 5_000
    random = SplitMix64(seed: seed)
    self.store = store
    self.application = application
  }

  mutating func run() {
    open()
    while step < events {
      step += 1
      let event = view == nil ? reopen() : openEvent()
      record(event)
      if trace { print("monkey \(history.last!)") }
      MainLoop.drainPending(limit: 100)
      flushObservations()
      if closed.value { closeEverything() }
      if let mismatch = mismatch() {
        XCTFail(
          """
          the window does not show what the store holds after step \(step) of \(events) \
          (seed \(seed); replay with MONKEY_SEED=\(seed) MONKEY_EVENTS=\(step)): \(mismatch)
          last events:
          \(history.suffix(25).joined(separator: "\n"))
          """)
        break
      }
    }
    view?.window.destroy()
    closeEverything()
    waitUntil("every window is gone") { Gtk.Window.toplevels.isEmpty }
  }

  mutating func openEvent() -> String {
    guard let view else { return "nothing" }
    switch random.next(below: 1000) {
    case 0..<550:
      // A sensitive button shown in any window of the app, the main window's title bar
      // buttons left to the close events.
      let main = view.window.gobjectPointer
      let buttons = Gtk.Window.toplevels.flatMap { window in
        window.descendants.compactMap { $0 as? Gtk.Button }
          .filter { $0.isSensitive && $0.isMapped }
          .filter { window.gobjectPointer != main || !isTitleBarButton($0) }
      }
      guard !buttons.isEmpty else { return "click: no sensitive button" }
      let button = buttons[random.next(below: buttons.count)]
      let name =
        button.label ?? button.accessibleLabel
        ?? (isTitleBarButton(button) ? "a dialog's title bar button" : "an unnamed button")
      button.emitClicked()
      return "click \"\(name)\""
    case 550..<700:
      let index = random.next(below: accelerators.count)
      let accelerator = accelerators[index]
      // The action GTK maps the accelerator to, as a key press would find it.
      guard
        let action = actions.first(where: {
          application.accelerators(for: "app.\($0)").contains(accelerator)
        })
      else {
        return "key \(accelerator): no action"
      }
      application.activateAction(action)
      return "key \(accelerator) (\(action))"
    case 700..<760:
      view.window.moveFocus(forward: random.next(below: 4) != 0)
      return "key Tab"
    case 760..<960:
      guard let field = view.window.descendants.compactMap({ $0 as? SearchEntry }).first,
        field.isMapped
      else {
        return "type: the search field is not shown"
      }
      var text = field.text
      if !text.isEmpty && random.next(below: 4) == 0 {
        text.removeLast()
        field.text = text
        return "type Backspace"
      }
      let keys = Array("0123456789-- x")
      let key = keys[random.next(below: keys.count)]
      text.append(key)
      field.text = text
      return "type \"\(key)\""
    default:
      view.window.close()
      return "close the window"
    }
  }

  func isTitleBarButton(_ button: Widget) -> Bool {
    ["close", "minimize", "maximize"].contains { button.hasCSSClass($0) }
  }

  mutating func reopen() -> String {
    open()
    return "reopen the window"
  }

  mutating func open() {
    closed.value = false
    let view = PrimeTimeWindow(application: application, store: store)
    view.installShortcuts(in: application)
    view.window.setDefaultSize(width: 760, height: 560)
    let closed = closed
    view.window.onDestroyed { closed.value = true }
    view.window.present()
    self.view = view
    windowsOpened += 1
  }

  /// The main window is closed: what it presented goes with it; the shortcuts window, which
  /// is not the store's, is closed as the user would close it.
  mutating func closeEverything() {
    view = nil
    for window in Gtk.Window.toplevels where window.title == "Keyboard Shortcuts" {
      window.destroy()
    }
  }

  mutating func record(_ event: String) {
    let words = event.split(separator: " ")
    let kind = words.first == "key" ? words.prefix(2).joined(separator: " ") : String(words[0])
    tally[kind, default: 0] += 1
    history.append(
      "\(step): \(event) → count \(store.counter.count), tab \(store.tab), "
        + "query \"\(store.search.query)\", \(store.favorites.favoritePrimes.count) favorites")
    if history.count > 100 { history.removeFirst(50) }
  }

  func mismatch() -> String? {
    guard let view else {
      return Gtk.Window.toplevels.isEmpty
        ? nil
        : "the window was closed, but windows are still open: \(Gtk.Window.toplevels.map(\.title))"
    }
    var problems: [String] = []
    let labels = view.window.descendants.compactMap { $0 as? Gtk.Label }
    let count = labels.first { $0.accessibleLabel == "Count" }?.text
    if count != store.counter.count.grouped {
      problems.append(
        "the count shows \(count ?? "nothing"), the store holds \(store.counter.count)")
    }
    if view.viewStack.visibleChildName != store.tab.rawValue {
      problems.append(
        "the page shown is \(view.viewStack.visibleChildName ?? "none"), the store's tab is \(store.tab)"
      )
    }
    let favorites = store.favorites.favoritePrimes.count
    let title = favorites == 0 ? "Favorites" : "Favorites (\(favorites.grouped))"
    if view.favoritesPageTitle != title {
      problems.append(
        "the favorites page is titled \(view.favoritesPageTitle ?? "nothing"), not \(title)")
    }
    let field = view.window.descendants.compactMap { $0 as? SearchEntry }.first
    if field?.text != store.search.query {
      problems.append(
        "the search field shows \"\(field?.text ?? "nothing")\", the query is \"\(store.search.query)\""
      )
    }
    let nth = view.window.descendants.compactMap { $0 as? Gtk.Button }
      .first { $0.label == "What is the n-th prime?" }
    if nth?.isSensitive != !store.counter.isNthPrimeInFlight {
      problems.append(
        "\"What is the n-th prime?\" is \(nth?.isSensitive == true ? "" : "not ")sensitive "
          + "while a computation is \(store.counter.isNthPrimeInFlight ? "" : "not ")in flight")
    }
    return problems.isEmpty ? nil : problems.joined(separator: "; ")
  }
}
