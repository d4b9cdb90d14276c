// The sync-ups example as an application: `make run-syncups`. Its features and views are in
// `SyncUpsExample/`, written as for SwiftUI and TCA.
import ComposableArchitecture
import ComposableGtkViews
import SyncUpsExample

@main
struct SyncUpsApp: App {
  static let applicationID = "org.swiftcomposablegtk.SyncUps"
  static let store = Store(initialState: AppFeature.State()) { AppFeature() }

  var body: some Scene {
    WindowGroup("Sync-ups") {
      AppView(store: Self.store)
    }
    .defaultSize(width: 480, height: 640)
  }
}
