import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import Observation
import XCTest

// Alerts from a binding to plain alert state: the case of a `@Reducer enum` that holds
// `AlertState<Never>` (TCA's onboarding case study), and swift-navigation's
// `.alert($state) { action in }`.

@Reducer
private struct Topics {
  @ObservableState
  struct State: Equatable {}
  enum Action { case next }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
private struct Summary {
  @Reducer
  enum Destination {
    case alert(AlertState<Never>)
    case topics(Topics)
  }

  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
    var dismissals = 0
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case submitButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .submitButtonTapped:
        state.destination = .alert(AlertState { TextState("Thanks for signing up!") })
      case .destination(.dismiss):
        state.dismissals += 1
      case .destination:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

private struct SummaryView: View {
  @Bindable var store: StoreOf<Summary>

  var body: some View {
    Button("Submit") { store.send(.submitButtonTapped) }
      .alert($store.scope(state: \.$destination, action: \.destination).alert)
      .sheet(item: $store.scope(state: \.$destination, action: \.destination).topics) { _ in
        Text("Topics")
      }
  }
}

@MainActor
@Observable
private final class Inbox {
  enum Choice: Equatable { case archive }
  var alert: AlertState<Choice>?
  var choices: [Choice] = []
}

private struct InboxView: View {
  let inbox: Inbox

  var body: some View {
    Text("Inbox")
      .alert(Binding(get: { inbox.alert }, set: { inbox.alert = $0 })) { choice in
        inbox.choices.append(choice)
      }
  }
}

final class AlertBindingTests: GtkTestCase {
  @MainActor
  private func shownDialog() throws -> MessageDialog {
    try XCTUnwrap(
      Gtk.Window.toplevels.compactMap { $0 as? MessageDialog }.first { $0.isVisible },
      "a dialog is shown")
  }

  /// `case alert(AlertState<Never>)` of the destination, presented as the case study writes
  /// it: the alert opens with its title and an OK button, and OK dismisses the destination.
  @MainActor
  func testAnEnumCaseOfPlainAlertStateIsShownAndDismissed() async throws {
    try await onMainLoop {
      let store = Store(initialState: Summary.State()) { Summary() }
      let window = Gtk.Window()
      window.setContent { SummaryView(store: store) }
      presentAndWaitForFrame(window)
      let submit = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Button }.first { $0.label == "Submit" })

      pressAndWaitForClick(submit)
      flushObservations()
      let dialog = try self.shownDialog()
      XCTAssertEqual(dialog.message, "Thanks for signing up!")
      presentAndWaitForFrame(dialog)
      try self.screenshot(dialog, "alert-binding-never")

      pressAndWaitForClick(try button("OK", in: dialog))
      waitUntil("OK dismisses the destination") { store.destination == nil }
      XCTAssertEqual(store.dismissals, 1)
      flushObservations()
      waitUntil("the dialog goes") { !dialog.isVisible }
      window.destroy()
    }
  }

  /// `.alert($state) { action in }`: a button's action reaches the handler and the state is
  /// cleared; Escape's answer (the cancel button) clears it without an action.
  @MainActor
  func testABindingToAlertStateGivesTheHandlerTheButtonsAction() async throws {
    try await onMainLoop {
      let inbox = Inbox()
      let window = Gtk.Window()
      window.setContent { InboxView(inbox: inbox) }
      presentAndWaitForFrame(window)
      let alert = AlertState<Inbox.Choice> {
        TextState("Archive every message?")
      } actions: {
        ButtonState(action: .archive) { TextState("Archive") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }

      inbox.alert = alert
      flushObservations()
      let dialog = try self.shownDialog()
      XCTAssertEqual(dialog.message, "Archive every message?")
      pressAndWaitForClick(try button("Archive", in: dialog))
      waitUntil("the answer clears the state") { inbox.alert == nil }
      XCTAssertEqual(inbox.choices, [.archive])
      flushObservations()
      waitUntil("the dialog goes") { !dialog.isVisible }

      inbox.alert = AlertState<Inbox.Choice> {
        TextState("Archive every message?")
      } actions: {
        ButtonState(action: .archive) { TextState("Archive") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
      flushObservations()
      let second = try self.shownDialog()
      XCTAssertFalse(second.isSame(as: dialog), "new alert state opens a new dialog")
      pressAndWaitForClick(try button("Cancel", in: second))
      waitUntil("Cancel clears the state") { inbox.alert == nil }
      XCTAssertEqual(inbox.choices, [.archive], "Cancel has no action")
      window.destroy()
    }
  }
}
