import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

@Reducer
struct Detail {
  @ObservableState
  struct State: Equatable {
    var title: String
  }

  enum Action: Equatable {
    case rename(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rename(title): state.title = title
      }
      return .none
    }
  }
}

/// A feature that presents a sheet, an alert and a confirmation dialog.
@Reducer
struct Presenter {
  @ObservableState
  struct State: Equatable {
    var count = 5
    @Presents var detail: Detail.State?
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
  }

  enum Action: Equatable {
    case showDetail(String)
    case detail(PresentationAction<Detail.Action>)
    case resetButtonTapped
    case alert(PresentationAction<Alert>)
    case moreButtonTapped
    case dialog(PresentationAction<Dialog>)
    @CasePathable
    enum Alert: Equatable { case confirmReset }
    @CasePathable
    enum Dialog: Equatable { case double }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .showDetail(title):
        state.detail = Detail.State(title: title)
      case .resetButtonTapped:
        state.alert = AlertState {
          TextState("Reset the counter?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmReset) { TextState("Reset") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("It is at \(state.count).")
        }
      case .alert(.presented(.confirmReset)):
        state.count = 0
      case .moreButtonTapped:
        state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
          TextState("More")
        } actions: {
          ButtonState(action: .double) { TextState("Double it") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("What should happen to \(state.count)?")
        }
      case .dialog(.presented(.double)):
        state.count *= 2
      case .detail, .alert, .dialog:
        break
      }
      return .none
    }
    .ifLet(\.$detail, action: \.detail) { Detail() }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$dialog, action: \.dialog)
  }
}

struct DetailView: View {
  let store: StoreOf<Detail>

  var body: some View {
    VStack(spacing: 12) {
      Text { store.title }.cssClass("title-2")
      Button("Rename") { store.send(.rename("renamed")) }
    }
    .padding(24)
  }
}

/// The presenting view, in TCA's spelling.
struct PresenterView: View {
  @Bindable var store: StoreOf<Presenter>
  var onSheet: @MainActor (Gtk.Window) -> Void = { _ in }
  var onDialog: @MainActor (MessageDialog) -> Void = { _ in }

  var body: some View {
    VStack(spacing: 12) {
      Text { "\(store.count)" }
      Button("Reset") { store.send(.resetButtonTapped) }
    }
    .padding()
    .sheet(item: $store.scope(state: \.detail, action: \.detail), configure: onSheet) {
      detailStore in
      DetailView(store: detailStore)
    }
    .alert($store.scope(state: \.alert, action: \.alert), customize: onDialog)
    .confirmationDialog($store.scope(state: \.dialog, action: \.dialog), customize: onDialog)
  }
}

/// A sheet whose content brings its own toolbar, as an edit sheet with Cancel and Done does:
/// the content is a modified view (no body of its own around the toolbar).
struct ToolbarSheetPresenterView: View {
  @Bindable var store: StoreOf<Presenter>

  var body: some View {
    Text { "\(store.count)" }
      .sheet(item: $store.scope(state: \.detail, action: \.detail)) { detailStore in
        Text { detailStore.title }
          .padding(24)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") { detailStore.send(.rename("cancelled")) }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Done") { detailStore.send(.rename("done")) }
            }
          }
      }
  }
}

final class PresentationViewTests: GtkTestCase {
  @MainActor
  private func makeStore(
    _ state: Presenter.State = Presenter.State(),
    actions: LockIsolated<[Presenter.Action]>
  ) -> StoreOf<Presenter> {
    Store(initialState: state) {
      Reduce<Presenter.State, Presenter.Action> { _, action in
        actions.withValue { $0.append(action) }
        return .none
      }
      Presenter()
    }
  }

  /// The sheet opens a modal window over the view's window while the child state exists; a
  /// button in it reaches the store; the user closing it sends `.dismiss` once, and the state
  /// going away closes it; new child state reopens it.
  @MainActor
  func testSheetFollowsChildState() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[Presenter.Action]>([])
      let store = self.makeStore(actions: actions)
      var sheets: [Gtk.Window] = []
      let window = Gtk.Window()
      window.setChild(
        PresenterView(store: store, onSheet: { sheets.append($0) }).makeWidget())
      presentAndWaitForFrame(window)
      XCTAssertTrue(sheets.isEmpty, "nothing is presented while the state is nil")

      store.send(.showDetail("first"))
      flushObservations()
      XCTAssertEqual(sheets.count, 1)
      let sheet = sheets[0]
      XCTAssertTrue(sheet.isModal)
      waitUntil("the sheet is shown") { sheet.isMapped }
      let labels = sheet.descendants.compactMap { $0 as? Gtk.Label }
      XCTAssertEqual(labels.first?.text, "first")

      let rename = try XCTUnwrap(sheet.descendants.compactMap { $0 as? Gtk.Button }.first)
      rename.emitClicked()
      XCTAssertEqual(store.detail?.title, "renamed")
      XCTAssertEqual(actions.value.last, .detail(.presented(.rename("renamed"))))
      flushObservations()
      XCTAssertEqual(sheets.count, 1, "a change inside the child keeps its window")
      XCTAssertEqual(sheet.descendants.compactMap { $0 as? Gtk.Label }.first?.text, "renamed")

      XCTAssertTrue(sheet.emitCloseRequest(), "the sheet stays until the state goes")
      _ = sheet.emitCloseRequest()
      XCTAssertNil(store.detail)
      XCTAssertEqual(actions.value.filter { $0 == .detail(.dismiss) }.count, 1, "one dismiss")
      flushObservations()
      XCTAssertFalse(sheet.isVisible, "the state went away, so did the sheet")

      store.send(.showDetail("second"))
      flushObservations()
      store.send(.showDetail("third"))
      flushObservations()
      XCTAssertEqual(sheets.count, 3, "new child state replaces the sheet")
      XCTAssertFalse(sheets[1].isVisible)
      XCTAssertTrue(sheets[2].isVisible)
      store.send(.detail(.dismiss))
      flushObservations()
      XCTAssertFalse(sheets[2].isVisible)
      window.destroy()
    }
  }

  /// The alert opens a message dialog while alert state exists: a button sends its action,
  /// cancelling or closing sends `.dismiss` once, and a new alert reopens it.
  @MainActor
  func testAlertFollowsAlertState() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[Presenter.Action]>([])
      let store = self.makeStore(actions: actions)
      var dialogs: [MessageDialog] = []
      let window = Gtk.Window()
      window.setChild(
        PresenterView(store: store, onDialog: { dialogs.append($0) }).makeWidget())
      presentAndWaitForFrame(window)
      XCTAssertTrue(dialogs.isEmpty)

      // The view's own button asks for the alert.
      let reset = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Button }.first { $0.label == "Reset" })
      reset.emitClicked()
      flushObservations()
      XCTAssertEqual(dialogs.count, 1)
      let first = dialogs[0]
      XCTAssertEqual(first.message, "Reset the counter?")
      XCTAssertEqual(first.buttonLabel(for: .custom(0)), "Reset")
      waitUntil("the alert is shown") { first.isMapped }

      first.emitResponse(.custom(0))
      XCTAssertEqual(store.count, 0)
      XCTAssertNil(store.alert)
      XCTAssertTrue(actions.value.contains(.alert(.presented(.confirmReset))))
      flushObservations()
      XCTAssertFalse(first.isVisible, "the alert's state went away, so did its dialog")

      store.send(.resetButtonTapped)
      flushObservations()
      XCTAssertEqual(dialogs.count, 2, "new alert state opens it again")
      // Replaced by a new alert while open: the old dialog closes, a new one opens.
      store.send(.resetButtonTapped)
      flushObservations()
      XCTAssertEqual(dialogs.count, 3)
      XCTAssertFalse(dialogs[1].isVisible)
      let third = dialogs[2]
      _ = third.emitCloseRequest()
      third.emitResponse(.deleteEvent)
      XCTAssertNil(store.alert)
      flushObservations()
      XCTAssertFalse(third.isVisible)
      XCTAssertEqual(actions.value.filter { $0 == .alert(.dismiss) }.count, 1, "one dismiss")
      window.destroy()
    }
  }

  /// The confirmation dialog follows its state like the alert.
  @MainActor
  func testConfirmationDialogFollowsItsState() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[Presenter.Action]>([])
      let store = self.makeStore(actions: actions)
      var dialogs: [MessageDialog] = []
      let window = Gtk.Window()
      window.setChild(
        PresenterView(store: store, onDialog: { dialogs.append($0) }).makeWidget())
      presentAndWaitForFrame(window)

      store.send(.moreButtonTapped)
      flushObservations()
      XCTAssertEqual(dialogs.count, 1)
      XCTAssertEqual(dialogs[0].message, "More")
      dialogs[0].emitResponse(.custom(0))
      XCTAssertEqual(store.count, 10)
      XCTAssertNil(store.dialog)
      flushObservations()
      XCTAssertFalse(dialogs[0].isVisible)

      store.send(.moreButtonTapped)
      flushObservations()
      store.send(.moreButtonTapped)
      flushObservations()
      XCTAssertEqual(dialogs.count, 3, "a new dialog replaces the open one")
      XCTAssertFalse(dialogs[1].isVisible)
      dialogs[2].emitResponse(.custom(1))
      XCTAssertNil(store.dialog)
      flushObservations()
      XCTAssertFalse(dialogs[2].isVisible)
      XCTAssertEqual(actions.value.filter { $0 == .dialog(.dismiss) }.count, 1)
      window.destroy()
    }
  }

  /// State that is present when the view is built, before it is in a window, is presented
  /// once the view is in one, over that window.
  @MainActor
  func testStatePresentAtBuildOpensOnceInAWindow() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[Presenter.Action]>([])
      var state = Presenter.State()
      state.detail = Detail.State(title: "early")
      let store = self.makeStore(state, actions: actions)
      var sheets: [Gtk.Window] = []
      let root = PresenterView(store: store, onSheet: { sheets.append($0) }).makeWidget()
      flushObservations()
      XCTAssertTrue(sheets.isEmpty, "nothing opens before the view is in a window")
      let window = Gtk.Window()
      window.setChild(root)
      presentAndWaitForFrame(window)
      flushObservations()
      XCTAssertEqual(sheets.count, 1)
      waitUntil("the sheet is shown") { sheets[0].isMapped }
      store.send(.detail(.dismiss))
      flushObservations()
      XCTAssertFalse(sheets[0].isVisible)
      window.destroy()
    }
  }

  /// A presentation in a branch of an `if` ends with the branch: what it shows closes.
  @MainActor
  func testPresentationEndsWithItsBranch() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[Presenter.Action]>([])
      let store = self.makeStore(actions: actions)
      let flag = Store(initialState: Screen.State()) { Screen() }
      var sheets: [Gtk.Window] = []
      let window = Gtk.Window()
      window.setContent {
        if !flag.showsDetail {
          PresenterView(store: store, onSheet: { sheets.append($0) })
        }
      }
      presentAndWaitForFrame(window)
      store.send(.showDetail("x"))
      flushObservations()
      XCTAssertEqual(sheets.count, 1)
      XCTAssertTrue(sheets[0].isVisible)
      flag.send(.setShowsDetail(true))
      flushObservations()
      XCTAssertFalse(sheets[0].isVisible, "the branch went away, and its sheet with it")
      XCTAssertTrue(actions.value.filter { $0 == .detail(.dismiss) }.isEmpty)
      window.destroy()
    }
  }

  /// A `.toolbar` in a sheet's content is the sheet's own header bar: Cancel at its start,
  /// Done at its end, and a click on Done (activated as GTK activates a button) reaches the
  /// child's store. The main window gets no header bar from it.
  @MainActor
  func testSheetContentToolbarIsTheSheetsHeaderBar() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[Presenter.Action]>([])
      let store = self.makeStore(actions: actions)
      let window = Gtk.Window()
      window.setDefaultSize(width: 360, height: 200)
      window.setContent { ToolbarSheetPresenterView(store: store) }
      presentAndWaitForFrame(window)

      store.send(.showDetail("Edit"))
      flushObservations()
      let sheet = try XCTUnwrap(
        Gtk.Window.toplevels.first { $0.isModal && !$0.isSame(as: window) }, "the sheet is open")
      presentAndWaitForFrame(sheet)
      try self.screenshot(sheet, "views-sheet-toolbar")
      XCTAssertNil(window.titlebar, "the sheet's toolbar is not the main window's")
      let header = try XCTUnwrap(sheet.titlebar as? HeaderBar, "the sheet has a header bar")
      let labels = header.descendants.compactMap { $0 as? Gtk.Button }.compactMap(\.label)
      XCTAssertEqual(labels, ["Cancel", "Done"])
      let done = try XCTUnwrap(
        header.descendants.compactMap { $0 as? Gtk.Button }.first { $0.label == "Done" })
      XCTAssertTrue(done.isMapped, "Done is on screen")
      XCTAssertTrue(done.pressActivationKey())
      waitUntil("Done reached the store") { store.detail?.title == "done" }
      store.send(.detail(.dismiss))
      flushObservations()
      window.destroy()
    }
  }

  /// How a sheet and an alert of a declarative view look, for the screenshots.
  @MainActor
  func testSheetAndAlertScreenshots() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[Presenter.Action]>([])
      let store = self.makeStore(actions: actions)
      var sheets: [Gtk.Window] = []
      var dialogs: [MessageDialog] = []
      let window = Gtk.Window()
      window.setDefaultSize(width: 360, height: 200)
      window.setChild(
        PresenterView(
          store: store,
          onSheet: {
            $0.title = "Detail"
            $0.setDefaultSize(width: 300, height: 160)
            sheets.append($0)
          },
          onDialog: { dialogs.append($0) }
        ).makeWidget())
      presentAndWaitForFrame(window)
      let directory =
        ProcessInfo.processInfo.environment["GTK_TEST_SCREENSHOTS"]
        ?? FileManager.default.temporaryDirectory.path

      store.send(.showDetail("A presented detail"))
      flushObservations()
      let sheet = try XCTUnwrap(sheets.first)
      presentAndWaitForFrame(sheet)
      XCTAssertGreaterThan(
        try Snapshot.writePNG(of: sheet, to: "\(directory)/views-sheet.png").width, 0)
      store.send(.detail(.dismiss))
      flushObservations()

      store.send(.resetButtonTapped)
      flushObservations()
      let dialog = try XCTUnwrap(dialogs.first)
      presentAndWaitForFrame(dialog)
      XCTAssertGreaterThan(
        try Snapshot.writePNG(of: dialog, to: "\(directory)/views-alert.png").width, 0)
      window.destroy()
    }
  }
}
