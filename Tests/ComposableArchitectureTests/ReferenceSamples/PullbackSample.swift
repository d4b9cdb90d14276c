import ComposableArchitecture
import Testing

// Reference 000, `pullback(state:action:environment:)` with a key path.

// Global domain that holds a local domain:
private struct AppState { var settings: SettingsState, /* rest of state */ launchCount = 0 }  // completed: a field
private enum AppAction { case settings(SettingsAction), /* other actions */ appLaunched }  // completed: a case
private struct AppEnvironment { var settings: SettingsEnvironment, /* rest of dependencies */ appName = "" }  // completed: a field

// A reducer that works on the local domain:
private let settingsReducer = AnyReducer<SettingsState, SettingsAction, SettingsEnvironment> {
  state, action, environment in  // completed: `{ ... }`
  switch action {
  case .toggleNotifications:
    state.notificationsEnabled.toggle()
    state.changedBy = environment.userName
  }
  return .none
}

// Pullback the settings reducer so that it works on all of the app domain:
@available(*, deprecated, message: "Written with the reference's '/' case paths")
private let appReducer: AnyReducer<AppState, AppAction, AppEnvironment> = .combine(
  settingsReducer.pullback(
    state: \.settings,
    action: /AppAction.settings,
    environment: { $0.settings }
  ),
  /* other reducers */
)

// Completed: the local domain.
private struct SettingsState { var notificationsEnabled = false, changedBy = "" }
private enum SettingsAction { case toggleNotifications }
private struct SettingsEnvironment { var userName: String }

@MainActor
@Suite struct ReferencePullbackSampleTests {
  @available(*, deprecated, message: "Runs a sample written with the reference's '/' case paths")
  @Test func theSettingsReducerRunsOnTheAppDomain() {
    let store = Store(
      initialState: AppState(settings: SettingsState()),
      reducer: appReducer,
      environment: AppEnvironment(settings: SettingsEnvironment(userName: "Blob"))
    )
    store.send(.settings(.toggleNotifications))
    #expect(store.settings.notificationsEnabled)
    #expect(store.settings.changedBy == "Blob")
    store.send(.appLaunched)
    #expect(store.settings.notificationsEnabled)
  }
}
