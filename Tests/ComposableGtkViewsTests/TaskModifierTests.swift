import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

@Reducer
private struct Recorder {
  @ObservableState
  struct State: Equatable {
    var isRecording = true
    var isStarted = false
  }

  enum Action {
    case onTask
    case started
    case stopTapped
  }

  /// Set when the long-living effect is cancelled.
  let cancelled: LockIsolated<Bool>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onTask:
        return .run { [cancelled] send in
          await send(.started)
          await withTaskCancellationHandler {
            // Runs until cancelled: a stream that never yields.
            for await _ in AsyncStream<Never>(unfolding: { await withUnsafeContinuation { _ in } })
            {}
          } onCancel: {
            cancelled.setValue(true)
          }
        }
      case .started:
        state.isStarted = true
        return .none
      case .stopTapped:
        state.isRecording = false
        return .none
      }
    }
  }
}

private struct RecorderView: View {
  let store: StoreOf<Recorder>

  var body: some View {
    VStack {
      if store.isRecording {
        Text(store.isStarted ? "Recording" : "Starting")
          .task { await store.send(.onTask).finish() }
      } else {
        Text("Stopped")
      }
    }
  }
}

final class TaskModifierTests: GtkTestCase {
  /// `.task` starts with the view, runs the feature's long-living effect, and cancels it (and
  /// the effect with it) when the view goes.
  @MainActor
  func testTheTaskRunsWhileTheViewIsThere() async throws {
    try await onMainLoop {
      let cancelled = LockIsolated(false)
      let store = Store(initialState: Recorder.State()) { Recorder(cancelled: cancelled) }
      let window = Gtk.Window()
      window.setContent { RecorderView(store: store) }
      presentAndWaitForFrame(window)
      waitUntil("the task sent .onTask and its effect started") { store.isStarted }
      flushObservations()
      XCTAssertTrue(window.descendants.contains { ($0 as? Gtk.Label)?.text == "Recording" })
      XCTAssertFalse(cancelled.value)

      store.send(.stopTapped)
      flushObservations()
      waitUntil("the effect was cancelled with the view") { cancelled.value }
      XCTAssertTrue(window.descendants.contains { ($0 as? Gtk.Label)?.text == "Stopped" })
      window.destroy()
    }
  }
}
