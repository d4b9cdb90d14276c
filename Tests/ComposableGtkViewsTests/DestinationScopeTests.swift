import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

/// An edit form, presented in a sheet by ``Meetup``.
@Reducer
struct MeetupForm {
  @ObservableState
  struct State: Equatable {
    var title: String
  }

  enum Action: Equatable {
    case titleChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title): state.title = title
      }
      return .none
    }
  }
}

/// A detail feature in the shape of TCA 1.25's SyncUps detail: one `@Presents` destination, an
/// enum of an alert (its actions declared by the enum's own `Action`) and an edit form.
@Reducer
struct Meetup {
  @Reducer
  enum Destination {
    @ReducerCaseIgnored
    case alert(AlertState<Alert>)
    case edit(MeetupForm)

    @CasePathable
    enum Action {
      case alert(Alert)
      case edit(MeetupForm.Action)
    }

    enum Alert: Equatable {
      case confirmDeletion
    }
  }

  @ObservableState
  struct State {
    var title = "Standup"
    var isDeleted = false
    @Presents var destination: Destination.State?
  }

  enum Action {
    case deleteButtonTapped
    case editButtonTapped
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteButtonTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
            ButtonState(role: .cancel) { TextState("Nevermind") }
          })
      case .editButtonTapped:
        state.destination = .edit(MeetupForm.State(title: state.title))
      case .destination(.presented(.alert(.confirmDeletion))):
        state.isDeleted = true
      case .destination:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Meetup.Destination.State: Equatable {}
extension Meetup.Destination.Action: Equatable {}

/// The view exactly as TCA 1.25's SyncUps writes it: the destination reached through its
/// projection, each case as a member of the presentation binding.
struct MeetupView: View {
  @Bindable var store: StoreOf<Meetup>

  var body: some View {
    VStack {
      Text(store.title)
      Button("Delete") { store.send(.deleteButtonTapped) }
      Button("Edit") { store.send(.editButtonTapped) }
    }
    .alert($store.scope(\.$destination, action: \.destination).alert)
    .sheet(item: $store.scope(\.$destination, action: \.destination).edit) { editStore in
      VStack {
        Text(editStore.title)
        Button("Rename") { editStore.send(.titleChanged("Retro")) }
      }
    }
  }
}

final class DestinationScopeTests: GtkTestCase {
  @MainActor
  private func makeStore(actions: LockIsolated<[Meetup.Action]>) -> StoreOf<Meetup> {
    Store(initialState: Meetup.State()) {
      Reduce<Meetup.State, Meetup.Action> { _, action in
        actions.withValue { $0.append(action) }
        return .none
      }
      Meetup()
    }
  }

  @MainActor
  private func button(_ label: String, in window: Gtk.Window) throws -> Gtk.Button {
    try XCTUnwrap(
      window.child?.descendants.compactMap { $0 as? Gtk.Button }.first { $0.label == label },
      "no button \(label)")
  }

  /// `.alert($store.scope(\.$destination, action: \.destination).alert)` shows the alert case
  /// of the destination; its button reaches the feature as
  /// `.destination(.presented(.alert(…)))`, and the alert goes.
  @MainActor
  func testAlertCaseOfTheDestinationIsShown() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[Meetup.Action]>([])
      let store = self.makeStore(actions: actions)
      let window = Gtk.Window()
      window.setChild(MeetupView(store: store).makeWidget())
      presentAndWaitForFrame(window)

      try self.button("Delete", in: window).emitClicked()
      flushObservations()
      let dialog = try XCTUnwrap(
        Gtk.Window.toplevels.compactMap { $0 as? MessageDialog }.first { $0.isVisible },
        "the alert case opens a dialog")
      XCTAssertEqual(dialog.message, "Delete?")
      waitUntil("the alert is shown") { dialog.isMapped }

      dialog.emitResponse(.custom(0))
      XCTAssertTrue(store.isDeleted)
      XCTAssertEqual(
        actions.value.last.map(String.init(describing:)),
        String(describing: Meetup.Action.destination(.presented(.alert(.confirmDeletion)))))
      XCTAssertNil(store.destination, "an alert goes once answered")
      flushObservations()
      XCTAssertFalse(dialog.isVisible)
      window.destroy()
    }
  }

  /// `.sheet(item: $store.scope(\.$destination, action: \.destination).edit)` opens the edit
  /// case of the destination, its content sends to the form, and closing it dismisses the
  /// destination; the alert case does not open the sheet.
  @MainActor
  func testFeatureCaseOfTheDestinationIsASheet() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[Meetup.Action]>([])
      let store = self.makeStore(actions: actions)
      let window = Gtk.Window()
      window.setChild(MeetupView(store: store).makeWidget())
      presentAndWaitForFrame(window)
      let windowsBefore = Set(Gtk.Window.toplevels.map(ObjectIdentifier.init))

      try self.button("Edit", in: window).emitClicked()
      flushObservations()
      let sheet = try XCTUnwrap(
        Gtk.Window.toplevels.first {
          !windowsBefore.contains(ObjectIdentifier($0)) && $0.isVisible
        },
        "the edit case opens a sheet")
      XCTAssertFalse(sheet is MessageDialog)
      waitUntil("the sheet is shown") { sheet.isMapped }
      let rename = try XCTUnwrap(
        sheet.child?.descendants.compactMap { $0 as? Gtk.Button }.first { $0.label == "Rename" })
      rename.emitClicked()
      flushObservations()
      XCTAssertEqual(store.destination, .edit(MeetupForm.State(title: "Retro")))
      let labels = sheet.child?.descendants.compactMap { ($0 as? Gtk.Label)?.text } ?? []
      XCTAssertTrue(labels.contains("Retro"), "the sheet follows the form: \(labels)")

      _ = sheet.emitCloseRequest()
      XCTAssertNil(store.destination)
      XCTAssertEqual(
        actions.value.filter {
          String(describing: $0) == String(describing: Meetup.Action.destination(.dismiss))
        }.count, 1, "closing the sheet dismisses once")
      flushObservations()
      XCTAssertFalse(sheet.isVisible)
      window.destroy()
    }
  }
}
