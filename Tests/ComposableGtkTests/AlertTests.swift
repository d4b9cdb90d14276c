import ComposableArchitecture
import ComposableGtk
import Gtk
import GtkTestSupport
import XCTest

@Reducer
private struct Resettable {
  @ObservableState
  struct State: Equatable {
    var count = 5
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
  }
  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case dialog(PresentationAction<Dialog>)
    case resetButtonTapped
    case moreButtonTapped
    @CasePathable
    enum Alert: Equatable { case confirmReset }
    @CasePathable
    enum Dialog: Equatable { case double }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .resetButtonTapped:
        state.alert = AlertState {
          TextState("Reset the counter?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmReset) { TextState("Reset") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("It is at \(state.count).")
        }
        return .none
      case .alert(.presented(.confirmReset)):
        state.count = 0
        return .none
      case .moreButtonTapped:
        state.dialog = ConfirmationDialogState(titleVisibility: .hidden) {
          TextState("More")
        } actions: {
          ButtonState(action: .double) { TextState("Double it") }
        } message: {
          TextState("What should happen to \(state.count)?")
        }
        return .none
      case .dialog(.presented(.double)):
        state.count *= 2
        return .none
      case .alert, .dialog:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$dialog, action: \.dialog)
  }
}

final class AlertTests: GtkTestCase {
  /// Alert state opens a message dialog with its text and buttons; a button sends its action,
  /// which also dismisses the alert and closes the dialog.
  @MainActor
  func testAlertButtonSendsItsActionAndCloses() async throws {
    try await onMainLoop {
      let store = Store(initialState: Resettable.State()) { Resettable() }
      let window = Window()
      presentAndWaitForFrame(window)
      var dialogs: [MessageDialog] = []
      let token = window.alert(store, state: \.alert, action: \.alert) { dialogs.append($0) }
      XCTAssertTrue(dialogs.isEmpty)

      store.send(.resetButtonTapped)
      flushObservations()
      XCTAssertEqual(dialogs.count, 1)
      let dialog = dialogs[0]
      XCTAssertEqual(dialog.message, "Reset the counter?")
      XCTAssertEqual(dialog.buttonLabel(for: .custom(0)), "Reset")
      XCTAssertEqual(dialog.buttonLabel(for: .custom(1)), "Cancel")
      XCTAssertTrue(dialog.isDestructive(response: .custom(0)))
      XCTAssertFalse(dialog.isDestructive(response: .custom(1)))
      waitUntil("the dialog is shown") { dialog.isMapped }

      dialog.emitResponse(.custom(0))
      XCTAssertEqual(store.count, 0)
      XCTAssertNil(store.alert)
      flushObservations()
      XCTAssertFalse(dialog.isVisible, "the alert's state went away, so did its dialog")
      token.cancel()
      window.destroy()
    }
  }

  /// A button without action, Escape and the window's close button all dismiss, once.
  @MainActor
  func testCancelAndCloseDismissOnce() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[Resettable.Action]>([])
      let store = Store(initialState: Resettable.State()) {
        Reduce<Resettable.State, Resettable.Action> { _, action in
          actions.withValue { $0.append(action) }
          return .none
        }
        Resettable()
      }
      let window = Window()
      presentAndWaitForFrame(window)
      var dialogs: [MessageDialog] = []
      let token = window.alert(store, state: \.alert, action: \.alert) { dialogs.append($0) }

      store.send(.resetButtonTapped)
      flushObservations()
      dialogs[0].emitResponse(.custom(1))
      XCTAssertNil(store.alert)
      XCTAssertEqual(store.count, 5)
      // The dialog's own close request, arriving after the answer, does not dismiss again.
      _ = dialogs[0].emitCloseRequest()
      flushObservations()

      store.send(.resetButtonTapped)
      flushObservations()
      XCTAssertEqual(dialogs.count, 2)
      dialogs[1].emitResponse(.deleteEvent)
      XCTAssertNil(store.alert)
      flushObservations()

      XCTAssertEqual(
        actions.value.filter { $0 == .alert(.dismiss) }.count, 2,
        "one dismiss per alert"
      )
      token.cancel()
      window.destroy()
    }
  }

  /// A confirmation dialog with a hidden title shows its message as the main text.
  @MainActor
  func testConfirmationDialog() async throws {
    try await onMainLoop {
      let store = Store(initialState: Resettable.State()) { Resettable() }
      let window = Window()
      presentAndWaitForFrame(window)
      var dialogs: [MessageDialog] = []
      let token = window.confirmationDialog(store, state: \.dialog, action: \.dialog) {
        dialogs.append($0)
      }
      store.send(.moreButtonTapped)
      flushObservations()
      XCTAssertEqual(dialogs.first?.message, "What should happen to 5?")
      dialogs.first?.emitResponse(.custom(0))
      XCTAssertEqual(store.count, 10)
      XCTAssertNil(store.dialog)
      token.cancel()
      window.destroy()
    }
  }

  /// How an alert looks, for the screenshots.
  @MainActor
  func testAlertScreenshot() async throws {
    try await onMainLoop {
      let store = Store(initialState: Resettable.State()) { Resettable() }
      let window = Window()
      window.setDefaultSize(width: 360, height: 200)
      presentAndWaitForFrame(window)
      var dialogs: [MessageDialog] = []
      let token = window.alert(store, state: \.alert, action: \.alert) { dialogs.append($0) }
      store.send(.resetButtonTapped)
      flushObservations()
      let dialog = try XCTUnwrap(dialogs.first)
      waitUntil("the dialog is drawn") { dialog.isMapped }
      presentAndWaitForFrame(dialog)
      let directory =
        ProcessInfo.processInfo.environment["GTK_TEST_SCREENSHOTS"]
        ?? FileManager.default.temporaryDirectory.path
      let size = try Snapshot.writePNG(of: dialog, to: "\(directory)/alert-reset.png")
      XCTAssertGreaterThan(size.width, 0)
      token.cancel()
      window.destroy()
    }
  }
}
