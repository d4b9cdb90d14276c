import ComposableArchitecture
import Testing

// Reference 000, `pullback(state:action:environment:file:line:)` with a case path.

// Global domain that holds a local domain:
private enum AppState { case loggedIn(LoggedInState), /* rest of state */ loggedOut }  // completed: a case
private enum AppAction { case loggedIn(LoggedInAction), /* other actions */ logIn }  // completed: a case
private struct AppEnvironment { var loggedIn: LoggedInEnvironment, /* rest of dependencies */ appName = "" }  // completed: a field

// A reducer that works on the local domain:
private let loggedInReducer = AnyReducer<LoggedInState, LoggedInAction, LoggedInEnvironment> {
  state, action, environment in  // completed: `{ ... }`
  switch action {
  case .refresh:
    state.feed = environment.fetchFeed()
  }
  return .none
}

// Pullback the logged-in reducer so that it works on all of the app domain:
@available(*, deprecated, message: "Written with the reference's '/' case paths")
private let appReducer: AnyReducer<AppState, AppAction, AppEnvironment> = .combine(
  loggedInReducer.pullback(
    state: /AppState.loggedIn,
    action: /AppAction.loggedIn,
    environment: { $0.loggedIn }
  ),
  /* other reducers */
)

// Completed: the local domain.
private struct LoggedInState { var feed: [String] = [] }
private enum LoggedInAction { case refresh }
private struct LoggedInEnvironment { var fetchFeed: @Sendable () -> [String] }

@MainActor
@Suite struct ReferencePullbackCaseSampleTests {
  private let environment = AppEnvironment(loggedIn: LoggedInEnvironment(fetchFeed: { ["Hello"] }))

  @available(*, deprecated, message: "Runs a sample written with the reference's '/' case paths")
  @Test func theLoggedInReducerRunsWhileTheStateIsLoggedIn() {
    var state = AppState.loggedIn(LoggedInState())
    _ = appReducer.run(&state, .loggedIn(.refresh), environment)
    guard case let .loggedIn(loggedIn) = state else {
      Issue.record("The state left the loggedIn case")
      return
    }
    #expect(loggedIn.feed == ["Hello"])
  }

  @available(*, deprecated, message: "Runs a sample written with the reference's '/' case paths")
  @Test func aLoggedInActionWhileLoggedOutIsReportedAndIgnored() {
    var state = AppState.loggedOut
    withKnownIssue {
      _ = appReducer.run(&state, .loggedIn(.refresh), environment)
    } matching: {
      issueMatching(
        "A \"pullback\" reducer created at \"ComposableArchitectureTests/PullbackCaseSample.swift:",
        "AppAction.loggedIn(.refresh)",
        "AppState.loggedOut"
      )($0)
    }
    guard case .loggedOut = state else {
      Issue.record("The state changed")
      return
    }
  }
}
