import ComposableArchitecture
import Foundation
import Gtk
import Observation

/// Coalesces widget updates: every observation whose state changed re-runs once, in one GLib
/// source per main-loop iteration, just before GTK paints the next frame.
///
/// How it works: an observation reads state inside `withObservationTracking`. The first write
/// to anything it read calls `onChange`, which only marks the observation pending and, if none
/// is scheduled yet, schedules one flush with `MainLoop.runOnce(priority:_:)`. Further actions,
/// however many, find the observation already pending. The flush re-runs each pending
/// observation once, which reads the latest state and arms tracking again.
///
/// The flush runs at ``priority``, `GDK_PRIORITY_REDRAW - 1` (119). GLib dispatches only the
/// most urgent ready sources in an iteration, so:
/// - input events (0), GDK's event flush (1) and anything else more urgent run first, and every
///   action they send lands in the same flush;
/// - a frame that is due (the frame clock's paint source, 120) waits for the flush, so widgets
///   show the new state in the very next frame rather than one frame late (at 120, a paint
///   source queued earlier would be dispatched first);
/// - main-actor jobs (effects' `await send`, 130) come after; the bridge drains all of them in
///   one dispatch, so a burst of effect actions is still one flush.
/// A flush never paints; it only sets properties that changed, and GTK redraws what those
/// setters invalidated in the frame that follows.
@MainActor
public enum ObservationScheduler {
  /// The GLib priority of the flush: `GDK_PRIORITY_REDRAW - 1`.
  public static let priority: Int32 = MainLoop.redrawPriority - 1

  /// How many flushes have run: instrumentation for tests and benchmarks (an idle program must
  /// not add to it).
  public private(set) static var flushCount = 0

  /// Whether some observation waits for the next flush.
  public static var hasPendingUpdates: Bool { !pending.isEmpty }

  private static var pending: [Observer] = []
  private static var isFlushScheduled = false
  /// How many observations are inside their tracked closure right now (nested runs).
  private static var trackingDepth = 0
  /// First runs of observations created inside another observation's tracked closure, run
  /// once that closure has returned (see ``Observer/start()``).
  private static var deferredStarts: [Observer] = []
  private static var nextOrder: UInt64 = 0

  static func makeOrder() -> UInt64 {
    nextOrder &+= 1
    return nextOrder
  }

  /// The animation of the state changes the observation running now follows: the animation of
  /// the action (`store.send(_:animation:)`, `withAnimation { }`) whose change made it run, or
  /// `nil` for an instant change. Views read it to animate what they build or tear down.
  public private(set) static var animation: Animation?

  /// Runs `body` as if the change it makes came with `animation`: what a view's
  /// `.animation(_:value:)` does around the update of its content when the value changed.
  package static func withAnimation(_ animation: Animation?, _ body: () -> Void) {
    let outer = self.animation
    self.animation = animation
    defer { self.animation = outer }
    body()
  }

  static func invalidate(_ observer: Observer, animation: Animation? = nil) {
    // Of several changes before one flush, the last animated one says how to animate.
    if let animation { observer.pendingAnimation = animation }
    guard !observer.isPending, !observer.isCancelled else { return }
    observer.isPending = true
    pending.append(observer)
    guard !isFlushScheduled else { return }
    isFlushScheduled = true
    MainLoop.runOnce(priority: priority) { flush() }
  }

  /// Runs every pending observation once, oldest first, so that a parent (a presentation, a
  /// list) updates before the children it may create or end. Observations invalidated during
  /// the flush by one that already ran wait for the next flush: no loop within one iteration.
  static func flush() {
    isFlushScheduled = false
    guard !pending.isEmpty else { return }
    flushCount += 1
    var batch = pending
    pending.removeAll(keepingCapacity: true)
    if batch.count > 1 { batch.sort { $0.order < $1.order } }
    for observer in batch {
      observer.isPending = false
      if let pendingAnimation = observer.pendingAnimation {
        observer.pendingAnimation = nil
        animation = pendingAnimation
        observer.run()
        animation = nil
      } else {
        observer.run()
      }
    }
  }

  static func willTrack() { trackingDepth += 1 }

  static func didTrack() {
    trackingDepth -= 1
    guard trackingDepth == 0, !deferredStarts.isEmpty else { return }
    let starts = deferredStarts
    deferredStarts.removeAll()
    for observer in starts { observer.run() }
  }

  /// Runs an observation's first time now, or, when called from inside another observation's
  /// tracked closure, right after that closure returns: Observation merges the reads of a
  /// nested tracking scope into the enclosing one, which would make the outer observation
  /// re-run for every change the inner one reads.
  static func start(_ observer: Observer) {
    if trackingDepth > 0 {
      deferredStarts.append(observer)
    } else {
      observer.run()
    }
  }
}

/// One observation: a closure run under observation tracking, re-armed after every run.
@MainActor
final class Observer {
  /// Runs outside tracking before `track`, to read what must not be tracked.
  private var prepare: (@MainActor () -> Void)?
  /// Runs inside `withObservationTracking`: every observable read here is a dependency.
  private var track: (@MainActor () -> Void)?
  /// Runs after tracking ends: work that must not be tracked, such as changing a list model
  /// (GTK binds rows synchronously, and their reads must not become this observer's).
  private var finish: (@MainActor () -> Void)?
  private var cancelHandlers: [@MainActor () -> Void] = []

  let order = ObservationScheduler.makeOrder()
  var isPending = false
  /// The animation of the changes it will follow in the next flush (see
  /// ``ObservationScheduler/animation``).
  var pendingAnimation: Animation?
  private(set) var isCancelled = false
  /// Whether the observation is paused (see ``pause()``).
  private(set) var isPaused = false
  /// Whether something it read changed, or a run was due, while it was paused.
  private var missedRun = false
  /// Which run armed the tracking that is live: a change reported by an older tracking (one
  /// that a later run replaced before anything changed) is ignored.
  private var generation: UInt64 = 0

  init(
    prepare: (@MainActor () -> Void)? = nil,
    track: @escaping @MainActor () -> Void,
    finish: (@MainActor () -> Void)? = nil
  ) {
    self.prepare = prepare
    self.track = track
    self.finish = finish
    ObservationGroup.current?.add(self)
    #if DEBUG
      LiveObjectCounter.observers.increment()
    #endif
  }

  #if DEBUG
    deinit { LiveObjectCounter.observers.decrement() }
  #endif

  func run() {
    guard !isCancelled, let track else { return }
    guard !isPaused else {
      missedRun = true
      return
    }
    generation &+= 1
    let armed = generation
    prepare?()
    ObservationScheduler.willTrack()
    withObservationTracking {
      track()
    } onChange: { [weak self] in
      // Stores mutate state on the main actor, so this is normally the main thread; a write
      // from elsewhere still reaches the observer, one hop later.
      // The change happens inside the send that made it: its transaction says whether it
      // is animated.
      let animation = Transaction.current?.animation
      if Thread.isMainThread {
        MainActor.assumeIsolated {
          self?.stateDidChange(generation: armed, animation: animation)
        }
      } else {
        Task { @MainActor in self?.stateDidChange(generation: armed, animation: animation) }
      }
    }
    ObservationScheduler.didTrack()
    if !isCancelled { finish?() }
  }

  private func stateDidChange(generation armed: UInt64, animation: Animation?) {
    guard armed == generation else { return }
    guard !isPaused else {
      missedRun = true
      return
    }
    ObservationScheduler.invalidate(self, animation: animation)
  }

  /// Stops running the observation, without ending it: changes to what it read are only noted.
  func pause() {
    guard !isCancelled else { return }
    isPaused = true
  }

  /// Runs the observation again as it did before ``pause()``: once, in the next flush, if
  /// anything it read changed meanwhile (or it was due to run); otherwise its tracking is still
  /// armed and nothing needs to run.
  func resume() {
    guard isPaused else { return }
    isPaused = false
    guard missedRun, !isCancelled else { return }
    missedRun = false
    ObservationScheduler.invalidate(self)
  }

  /// Calls `handler` once, when the observation is cancelled.
  func onCancel(_ handler: @escaping @MainActor () -> Void) {
    if isCancelled { handler() } else { cancelHandlers.append(handler) }
  }

  func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    // Dropping the closures releases the widgets and stores they captured now, not when the
    // tracking Observation still holds (until the next change) lets go of its callback.
    prepare = nil
    track = nil
    finish = nil
    let handlers = cancelHandlers
    cancelHandlers.removeAll()
    for handler in handlers { handler() }
  }
}

/// The observations started while something was built (a presented window's content, the
/// widgets of a list row slot), so that they end together when it is closed or torn down.
///
/// Widgets keep their observations while they are out of a window (see
/// ``Gtk/Widget/observe(_:)``), so a presentation or a list that drops widgets for good ends
/// their observations itself: otherwise an observation that captured its widget would keep
/// both, and the stores they read, alive forever.
@MainActor
final class ObservationGroup {
  /// The group that observations created now join; set only inside ``collect(_:)``.
  fileprivate(set) static var current: ObservationGroup?

  private var observers: [WeakObserver] = []

  /// Runs `body`; every observation created meanwhile (not those of nested groups) joins this
  /// group.
  func collect<R>(_ body: () -> R) -> R {
    let outer = Self.current
    Self.current = self
    defer { Self.current = outer }
    return body()
  }

  fileprivate func add(_ observer: Observer) {
    observers.append(WeakObserver(observer))
  }

  /// Ends every observation of the group that still runs.
  func cancelAll() {
    let members = observers
    observers.removeAll()
    for member in members { member.observer?.cancel() }
  }
}

@MainActor
private struct WeakObserver {
  weak var observer: Observer?
  init(_ observer: Observer) { self.observer = observer }
}
