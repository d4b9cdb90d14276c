import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

// `.interactiveDismissDisabled()` in a sheet, as TCA's onboarding case study writes it: the
// user's close leaves the sheet open until the content is done; `dismiss()` still closes it.

@Reducer
private struct Survey {
  @ObservableState
  struct State: Equatable {
    var isComplete = false
  }
  enum Action { case completeToggled }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .completeToggled: state.isComplete.toggle()
      }
      return .none
    }
  }
}

@Reducer
private struct Onboarding {
  @ObservableState
  struct State: Equatable {
    @Presents var survey: Survey.State?
    var dismissals = 0
  }
  enum Action {
    case start
    case survey(PresentationAction<Survey.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start: state.survey = Survey.State()
      case .survey(.dismiss): state.dismissals += 1
      case .survey: break
      }
      return .none
    }
    .ifLet(\.$survey, action: \.survey) { Survey() }
  }
}

/// A survey the user cannot close before it is complete; its own Done button closes it.
private struct SurveyView: View {
  let store: StoreOf<Survey>
  @Environment(\.dismiss) var dismiss

  var body: some View {
    VStack {
      Text(store.isComplete ? "Complete" : "Not complete")
      Button("Complete") { store.send(.completeToggled) }
    }
    .toolbar {
      ToolbarItem {
        Button("Done") { dismiss() }
      }
    }
    .interactiveDismissDisabled(!store.isComplete)
  }
}

private struct OnboardingView: View {
  @Bindable var store: StoreOf<Onboarding>

  var body: some View {
    Text("Welcome")
      .sheet(item: $store.scope(state: \.survey, action: \.survey)) { surveyStore in
        SurveyView(store: surveyStore)
      }
  }
}

final class InteractiveDismissTests: GtkTestCase {
  /// The close button of the sheet's header bar, as the user clicks it (GTK's window
  /// controls activate the window's `window.close` action: a close request).
  @MainActor
  private func closeButton(of sheet: Gtk.Window) throws -> Gtk.Button {
    let header = try XCTUnwrap(sheet.titlebar, "the sheet's toolbar gives it a header bar")
    return try XCTUnwrap(
      header.descendants.compactMap { $0 as? Gtk.Button }.first { $0.actionName == "window.close" },
      "no close button in the header bar")
  }

  /// While the content says `.interactiveDismissDisabled()`, the header bar's close button
  /// leaves the sheet open and the feature hears nothing; once the content lifts it, the same
  /// button dismisses. `dismiss()` closes the sheet while it is disabled.
  @MainActor
  func testTheUsersCloseIsHeldWhileTheContentDisablesIt() async throws {
    try await onMainLoop {
      let store = Store(initialState: Onboarding.State()) { Onboarding() }
      let window = Gtk.Window()
      window.setContent { OnboardingView(store: store) }
      presentAndWaitForFrame(window)

      store.send(.start)
      flushObservations()
      let sheet = try XCTUnwrap(
        Gtk.Window.toplevels.first { $0.isModal && !$0.isSame(as: window) }, "the sheet is open")
      presentAndWaitForFrame(sheet)
      try self.screenshot(sheet, "interactive-dismiss-disabled")

      // The click runs the window's close action before its own handlers: the close request
      // has been answered when it returns.
      pressAndWaitForClick(try self.closeButton(of: sheet))
      flushObservations()
      XCTAssertEqual(store.dismissals, 0, "the user's close is held")
      XCTAssertNotNil(store.survey)
      XCTAssertTrue(sheet.isVisible, "the sheet stays open")

      // Completing the survey lifts the modifier: the user's close dismisses now.
      pressAndWaitForClick(try button("Complete", in: sheet))
      flushObservations()
      XCTAssertEqual(store.survey?.isComplete, true)
      pressAndWaitForClick(try self.closeButton(of: sheet))
      waitUntil("the survey is dismissed") { store.survey == nil }
      XCTAssertEqual(store.dismissals, 1)
      flushObservations()
      waitUntil("the sheet goes") { !sheet.isVisible }

      // Held again, `dismiss()` from the content still closes it.
      store.send(.start)
      flushObservations()
      let second = try XCTUnwrap(
        Gtk.Window.toplevels.first { $0.isModal && $0.isVisible && !$0.isSame(as: window) })
      presentAndWaitForFrame(second)
      pressAndWaitForClick(try self.closeButton(of: second))
      flushObservations()
      XCTAssertNotNil(store.survey, "held")
      let header = try XCTUnwrap(second.titlebar)
      pressAndWaitForClick(try button("Done", in: header))
      waitUntil("Done dismisses the survey") { store.survey == nil }
      XCTAssertEqual(store.dismissals, 2)
      flushObservations()
      waitUntil("the sheet goes") { !second.isVisible }
      window.destroy()
    }
  }
}
