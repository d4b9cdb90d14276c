import ComposableArchitecture
import CounterExample
import Foundation
import Gtk
import GtkTestSupport
import XCTest

/// A monkey test of the counter example's window: thousands of random events, and after each
/// one the window must show exactly what the store holds.
///
/// The events are what a user can do to this window: click any sensitive button (the window's
/// own and the title bar's close, minimize and maximize buttons), press keys (Tab and Shift+Tab
/// move the focus, Enter or Space activate the focused button, through GTK's own key handling
/// of them), close the window and open it again on the same store, and wait while the delayed
/// increment's effect is on its way. The window has no text entry and no keyboard shortcut of its own.
///
/// The generator is seeded: `MONKEY_SEED` replays a run, `MONKEY_EVENTS` sets how many events
/// (10,000 by default). A failure names the seed, the step and the last events.
final class CounterMonkeyTests: GtkTestCase {
  @MainActor
  func testTenThousandRandomEventsKeepTheWindowInStepWithTheStore() async throws {
    try await onMainLoop {
      var monkey = Monkey()
      let started = ContinuousClock.now
      monkey.run()
      print(
        """
        CounterMonkeyTests: \(monkey.step) events (seed \(monkey.seed)) in \
        \(ContinuousClock.now - started): \(monkey.tally.sorted { $0.key < $1.key }
          .map { "\($0.key) \($0.value)" }.joined(separator: ", ")); windows opened \
        \(monkey.windowsOpened); clicks by Enter or Space \
        \(monkey.clicksReceived.value - monkey.clicksEmitted); final count \(monkey.store.count)
        """)
    }
  }
}

/// One monkey run: the store, the window open on it (if any), the generator and the history.
@MainActor
private struct Monkey {
  let seed: UInt64
  let events: Int
  var random: SplitMix64
  let store: StoreOf<CounterFeature>
  var view: CounterWindow?
  /// Set by the window's `destroy` handler: the user (or a click on the title bar's close
  /// button) closed it.
  let closed = Shared(false)
  var step = 0
  var history: [String] = []
  var tally: [String: Int] = [:]
  var windowsOpened = 0
  /// Clicks the window's own buttons received, and how many of them the monkey emitted: the
  /// rest came from Enter or Space.
  let clicksReceived = Shared(0)
  var clicksEmitted = 0

  init() {
    let environment = ProcessInfo.processInfo.environment
    seed = environment["MONKEY_SEED"].flatMap { UInt64($0) } ?? 0x5EED_2026
    events = environment["MONKEY_EVENTS"].flatMap { Int($0) } ?? 10_000
    random = SplitMix64(seed: seed)
    // The delayed increment's clock returns at once: its action arrives from a background
    // task whenever the loop next runs, in between the monkey's events.
    store = Store(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
  }

  mutating func run() {
    open()
    while step < events {
      step += 1
      let event = view == nil ? closedEvent() : openEvent()
      record(event)
      // What GTK has queued (a press animation's timer, an effect's action) runs, then the
      // observations; after that the window must agree with the store.
      MainLoop.drainPending(limit: 100)
      flushObservations()
      if closed.value { view = nil }
      if let mismatch = mismatch() {
        XCTFail(
          """
          the window does not show what the store holds after step \(step) of \(events) \
          (seed \(seed); replay with MONKEY_SEED=\(seed) MONKEY_EVENTS=\(step)): \(mismatch)
          last events:
          \(history.suffix(25).joined(separator: "\n"))
          """)
        return
      }
    }
    view?.window.destroy()
    view = nil
    waitUntil("the window is gone") { Gtk.Window.toplevels.isEmpty }
  }

  /// An event while the window is open.
  mutating func openEvent() -> String {
    guard let view else { return "nothing" }
    let own = [view.minus, view.plus, view.later]
    func isOwn(_ widget: Widget) -> Bool {
      own.contains { $0.gobjectPointer == widget.gobjectPointer }
    }
    switch random.next(below: 1000) {
    case 0..<620:
      // Any sensitive button; the title bar's buttons less often than the window's own,
      // so that a window lives for a few dozen events.
      var buttons = view.window.descendants.compactMap { $0 as? Gtk.Button }
        .filter { $0.isSensitive && $0.isVisible }
      if random.next(below: 8) != 0 { buttons = buttons.filter(isOwn) }
      guard !buttons.isEmpty else { return "click: no sensitive button" }
      let button = buttons[random.next(below: buttons.count)]
      let name = button.label ?? titleBarButtonName(button)
      if isOwn(button) { clicksEmitted += 1 }
      button.emitClicked()
      return "click \"\(name)\""
    case 620..<800:
      let forward = random.next(below: 4) != 0
      view.window.moveFocus(forward: forward)
      return forward ? "key Tab" : "key Shift+Tab"
    case 800..<810:
      // GTK presses a button for 250 ms before it clicks; the monkey waits for the click (or
      // for the window to close, when the focus was on the close button).
      let key = random.next(below: 2) == 0 ? "Enter" : "Space"
      guard let focused = view.window.descendants.first(where: { $0.hasFocus }) else {
        return "key \(key): nothing focused"
      }
      let name = (focused as? Gtk.Button)?.label ?? titleBarButtonName(focused)
      let before = clicksReceived.value
      let clicks = clicksReceived
      let closed = closed
      focused.pressActivationKey()
      let done = MainLoop.iterate(
        until: { clicks.value > before || closed.value }, timeout: .seconds(5))
      return "key \(key) on \"\(name)\"" + (done ? "" : ": no click within 5 s")
    case 810..<980:
      // Waits (the loop runs, nothing else happens) until the delayed increment arrived.
      let arrived = MainLoop.iterate(
        until: { !store.isDelayedIncrementPending }, timeout: .seconds(5))
      return arrived ? "wait for the effect" : "wait for the effect: still pending after 5 s"
    default:
      view.window.close()
      return "close the window"
    }
  }

  /// The title bar's window buttons have icons, no label: named by their style class.
  func titleBarButtonName(_ button: Widget) -> String {
    let kind = ["close", "minimize", "maximize"].first { button.hasCSSClass($0) } ?? "unknown"
    return "the title bar's \(kind) button"
  }

  /// An event while the window is closed: open it again, or let time pass.
  mutating func closedEvent() -> String {
    if random.next(below: 3) == 0 {
      MainLoop.drainPending(limit: 100)
      return "wait (window closed)"
    }
    open()
    return "reopen the window"
  }

  mutating func open() {
    closed.value = false
    let view = CounterWindow(window: Window(), store: store)
    let closed = closed
    view.window.onDestroyed { closed.value = true }
    let clicks = clicksReceived
    for button in [view.minus, view.plus, view.later] {
      button.onClicked { clicks.value += 1 }
    }
    view.window.present()
    self.view = view
    windowsOpened += 1
  }

  mutating func record(_ event: String) {
    let words = event.split(separator: " ")
    let kind = words.first == "key" ? words.prefix(2).joined(separator: " ") : String(words[0])
    tally[kind, default: 0] += 1
    history.append(
      "\(step): \(event) → count \(store.count)"
        + (store.isDelayedIncrementPending ? ", increment pending" : ""))
    if history.count > 100 { history.removeFirst(50) }
  }

  /// What the window shows that the store does not hold, or nil when they agree.
  func mismatch() -> String? {
    guard let view else {
      return Gtk.Window.toplevels.isEmpty ? nil : "the window was closed but is still listed"
    }
    var problems: [String] = []
    if view.count.text != "\(store.count)" {
      problems.append(
        "the count label shows \"\(view.count.text)\", the store holds \(store.count)")
    }
    if view.later.isSensitive == store.isDelayedIncrementPending {
      problems.append(
        "\"+1 later\" is \(view.later.isSensitive ? "sensitive" : "insensitive") while an "
          + "increment is \(store.isDelayedIncrementPending ? "" : "not ")pending")
    }
    if !view.plus.isSensitive || !view.minus.isSensitive {
      problems.append("\"+\" or \"−\" is insensitive")
    }
    return problems.isEmpty ? nil : problems.joined(separator: "; ")
  }
}
