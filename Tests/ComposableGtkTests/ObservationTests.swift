import ComposableArchitecture
import Gtk
import GtkTestSupport
import XCTest

@testable import ComposableGtk

final class ObservationTests: GtkTestCase {
  /// An observer of `count` runs once when created, once per change of `count`, and never for
  /// a change of another field or a write of an equal value.
  @MainActor
  func testObserverRunsOncePerChangeOfWhatItRead() async throws {
    try await onMainLoop {
      let store = Store(initialState: TwoFields.State()) { TwoFields() }
      let runs = Shared(0)
      let label = Label()
      let token = observe {
        runs.value += 1
        label.text = "\(store.count)"
      }
      XCTAssertEqual(runs.value, 1, "an observation runs once when it starts")
      XCTAssertEqual(label.text, "0")

      store.send(.increment)
      XCTAssertEqual(runs.value, 1, "updates wait for the main loop")
      XCTAssertTrue(ObservationScheduler.hasPendingUpdates)
      flushObservations()
      XCTAssertEqual(runs.value, 2)
      XCTAssertEqual(label.text, "1")

      store.send(.setText("unrelated"))
      store.send(.setCount(1))
      XCTAssertFalse(ObservationScheduler.hasPendingUpdates, "nothing it read changed")
      MainLoop.drainPending()
      XCTAssertEqual(runs.value, 2)

      store.send(.increment)
      flushObservations()
      XCTAssertEqual(runs.value, 3)
      XCTAssertEqual(label.text, "2")
      token.cancel()
    }
  }

  /// Several actions handled in one main-loop iteration give one run, which sees the last state.
  @MainActor
  func testActionsOfOneIterationCoalesceIntoOneRun() async throws {
    try await onMainLoop {
      let store = Store(initialState: TwoFields.State()) { TwoFields() }
      let runs = Shared(0)
      let seen = Shared<[Int]>([])
      let token = observe {
        runs.value += 1
        seen.value.append(store.count)
      }
      let flushes = ObservationScheduler.flushCount
      for _ in 0..<5 { store.send(.increment) }
      store.send(.setText("x"))
      flushObservations()
      XCTAssertEqual(runs.value, 2)
      XCTAssertEqual(seen.value, [0, 5])
      XCTAssertEqual(ObservationScheduler.flushCount - flushes, 1, "one flush for the iteration")
      token.cancel()
    }
  }

  /// The flush runs before a frame that is due, so the next frame shows the new state.
  @MainActor
  func testUpdateLandsInTheNextFrame() async throws {
    try await onMainLoop {
      let store = Store(initialState: TwoFields.State()) { TwoFields() }
      let label = Label("0")
      let window = Window()
      window.setChild(label)
      label.bind(text: { "\(store.count)" })
      presentAndWaitForFrame(window)

      let textAtFrame = Shared<String?>(nil)
      let clock = window.frameClock!
      let handler = clock.onAfterPaint {
        if textAtFrame.value == nil { textAtFrame.value = label.text }
      }
      // A frame is requested first, then the action: the paint source is queued before the
      // flush, and must still run after it.
      window.queueDraw()
      store.send(.increment)
      waitUntil("a frame is drawn") { textAtFrame.value != nil }
      XCTAssertEqual(textAtFrame.value, "1", "the frame after the action shows its state")
      clock.disconnect(handler)
      window.destroy()
    }
  }

  /// An observation stops when its token is released, and lets go of what it captured.
  @MainActor
  func testObservationEndsWhenTokenIsReleased() async throws {
    try await onMainLoop {
      let store = Store(initialState: TwoFields.State()) { TwoFields() }
      let runs = Shared(0)
      weak var weakLabel: Label?
      var token: ObservationToken?
      do {
        let label = Label()
        weakLabel = label
        token = observe {
          runs.value += 1
          label.text = "\(store.count)"
        }
      }
      XCTAssertNotNil(weakLabel, "the observation holds what it captured")
      token = nil
      XCTAssertNil(weakLabel, "a released token releases its closure")
      store.send(.increment)
      MainLoop.drainPending()
      XCTAssertEqual(runs.value, 1)
      _ = token
    }
  }

  /// A widget's observation ends when its window is destroyed, and releases the widget.
  @MainActor
  func testWidgetObservationEndsWithItsWindow() async throws {
    try await onMainLoop {
      var store: StoreOf<TwoFields>? = Store(initialState: TwoFields.State()) { TwoFields() }
      weak var weakStore = store
      let runs = Shared(0)
      weak var weakLabel: Label?
      weak var weakWindow: Window?
      do {
        let store = store!
        let window = Window()
        weakWindow = window
        let label = Label()
        weakLabel = label
        label.observe {
          runs.value += 1
          label.text = "\(store.count)"
        }
        window.observe { [weak window] in window?.title = "\(store.count)" }
        window.setChild(label)
        presentAndWaitForFrame(window)
        store.send(.increment)
        flushObservations()
        XCTAssertEqual(runs.value, 2)
        XCTAssertEqual(label.text, "1")
        XCTAssertEqual(window.title, "1")
        window.destroy()
      }
      XCTAssertNil(weakWindow, "the window's own observation does not keep it alive")
      XCTAssertNil(weakLabel, "disposing the window ends the label's observation and frees it")
      store?.send(.increment)
      MainLoop.drainPending()
      XCTAssertEqual(runs.value, 2)
      store = nil
      XCTAssertNil(weakStore, "nothing holds the store the observations captured")
    }
  }

  /// A widget moved to another place keeps following its store: its observation pauses while
  /// the widget is out of any window (changes do not run it), and runs once when the widget is
  /// in a window again, whichever window that is.
  @MainActor
  func testWidgetObservationPausesWhileRemovedAndResumesWhereItIsAppended() async throws {
    try await onMainLoop {
      let store = Store(initialState: TwoFields.State()) { TwoFields() }
      let runs = Shared(0)
      let first = Box(.vertical)
      let second = Box(.vertical)
      let outer = Box(.vertical)
      outer.append(first)
      outer.append(second)
      let window = Window()
      window.setChild(outer)
      let label = Label()
      let token = label.observe {
        runs.value += 1
        label.text = "\(store.count)"
      }
      first.append(label)
      presentAndWaitForFrame(window)
      XCTAssertEqual(runs.value, 1)

      first.remove(label)
      XCTAssertFalse(token.isCancelled, "leaving the window does not end the observation")
      XCTAssertTrue(token.isPaused)
      store.send(.increment)
      store.send(.increment)
      MainLoop.drainPending()
      waitForFrame(window)
      XCTAssertEqual(runs.value, 1, "it does not run while the widget is out of any window")
      XCTAssertEqual(label.text, "0")

      // Into another box of the same window: the current state, after one run.
      second.append(label)
      XCTAssertFalse(token.isPaused)
      flushObservations()
      XCTAssertEqual(label.text, "2")
      XCTAssertEqual(runs.value, 2, "one run for all the changes it missed")
      store.send(.increment)
      flushObservations()
      XCTAssertEqual(label.text, "3")
      XCTAssertEqual(runs.value, 3)

      // Into another window.
      second.remove(label)
      store.send(.increment)
      MainLoop.drainPending()
      XCTAssertEqual(runs.value, 3)
      let otherWindow = Window()
      let otherBox = Box(.vertical)
      otherWindow.setChild(otherBox)
      otherBox.append(label)
      flushObservations()
      XCTAssertEqual(label.text, "4")
      store.send(.increment)
      flushObservations()
      XCTAssertEqual(label.text, "5")
      XCTAssertEqual(runs.value, 5)

      // Back in a window with nothing changed meanwhile: nothing to run.
      otherBox.remove(label)
      first.append(label)
      MainLoop.drainPending()
      XCTAssertEqual(runs.value, 5)
      XCTAssertFalse(token.isCancelled)
      otherWindow.destroy()
      window.destroy()
    }
  }

  /// A widget that is destroyed (here: taken out of its window and let go) releases its
  /// observation and what the observation captured, the store among them.
  @MainActor
  func testDestroyedWidgetReleasesItsObservationAndStore() async throws {
    try await onMainLoop {
      let runs = Shared(0)
      let destroyed = Shared(false)
      weak var weakLabel: Label?
      weak var weakStore: StoreOf<TwoFields>?
      weak var weakToken: ObservationToken?
      let box = Box(.vertical)
      let window = Window()
      window.setChild(box)
      do {
        let store = Store(initialState: TwoFields.State()) { TwoFields() }
        weakStore = store
        let label = Label()
        weakLabel = label
        weakToken = label.observe {
          runs.value += 1
          _ = store.count
        }
        label.onDestroy { destroyed.value = true }
        box.append(label)
        presentAndWaitForFrame(window)
        box.remove(label)
      }
      XCTAssertTrue(destroyed.value, "the label was destroyed")
      XCTAssertNil(weakLabel)
      XCTAssertNil(weakToken, "its observation was released")
      XCTAssertNil(weakStore, "and with it the store it captured")
      XCTAssertEqual(runs.value, 1)
      window.destroy()
    }
  }

  /// An effect's `await send` from a background task reaches the store inside the GLib loop,
  /// and the label follows.
  @MainActor
  func testEffectSendFromBackgroundTaskUpdatesLabel() async throws {
    try await onMainLoop {
      let reducerThreads = LockIsolated<[Bool]>([])
      let effectThreads = LockIsolated<[Bool]>([])
      let store = Store(initialState: TwoFields.State()) {
        Reduce<TwoFields.State, TwoFields.Action> { _, action in
          if action == .increment { reducerThreads.withValue { $0.append(Thread.isMainThread) } }
          return .none
        }
        TwoFields(effectRanOnMainThread: { isMain in effectThreads.withValue { $0.append(isMain) } }
        )
      }
      let label = Label()
      label.bind(text: { "\(store.count)" })
      store.send(.incrementFromEffect)
      waitUntil("the label shows the effect's action") { label.text == "1" }
      XCTAssertEqual(effectThreads.value, [false], "the effect ran on a background thread")
      XCTAssertEqual(reducerThreads.value, [true], "the reducer ran on the main thread")
    }
  }
}
