import Adw
import ComposableArchitecture
import Foundation
import Gtk
import Logging
import PrimeTime

/// Builds PrimeTime's application and runs it until its window closes; returns the exit status.
///
/// The application is single-instance: a second launch activates this one, which presents its
/// window again instead of opening another. The favorites live in the user's data directory
/// (from GLib); the window opens at the size it had when it was last closed; the style (light
/// or dark) follows the system's preference.
///
/// The benchmarks (G1) run this same start-up under another `applicationID`, so that a
/// PrimeTime already open on the desktop is not the one activated, and time it up to the
/// first frame from `onWindowPresented`, called once the window is presented.
@MainActor
package func runPrimeTime(
  _ options: LaunchOptions, applicationID: String = AppInfo.id,
  onWindowPresented: (@MainActor (PrimeTimeWindow) -> Void)? = nil
) -> Int32 {
  let application = Adw.Application(id: applicationID, isUnique: true)
  application.onStartup {
    applyStyleSheet(from: options.resourceDirectory)
    // `.default` follows the desktop's dark-style preference (and its changes while running).
    application.styleManager?.colorScheme = .default
  }
  var primeTimeWindow: PrimeTimeWindow?
  application.onActivate {
    if let primeTimeWindow {
      // Another launch of the app while this one runs: GApplication hands its activation to
      // this instance, which shows the window it has.
      primeTimeWindow.window.present()
      Logger.primeTime.debug("window presented again")
      return
    }
    let newWindow = PrimeTimeWindow(
      application: application, store: makeAppStore(changePrinter: options.debug.changePrinter()))
    newWindow.installShortcuts(in: application)
    WindowState.load().apply(to: newWindow.window)
    newWindow.window.onCloseRequest { [weak window = newWindow.window] in
      guard let window else { return false }
      WindowState(of: window).save()
      return false
    }
    newWindow.window.present()
    if options.debug.logsLayout { LayoutReport.install(on: newWindow.window) }
    primeTimeWindow = newWindow
    Logger.primeTime.debug("window presented")
    onWindowPresented?(newWindow)
  }
  return application.run(arguments: options.applicationArguments)
}

/// The store of the whole app, its favorites kept in the user's data directory; with a
/// `changePrinter`, every action and the change it made are printed (`PRIMETIME_DEBUG=changes`).
@MainActor
package func makeAppStore(
  favoritesFile: URL = UserData.favoritesFile,
  changePrinter: _ReducerPrinter<AppFeature.State, AppFeature.Action>? = nil
) -> StoreOf<AppFeature> {
  // The state is made with these dependencies too: the favorites key reads its file's location
  // when the state is made.
  Store(initialState: AppFeature.State()) {
    // Without a printer the store runs the feature itself, with nothing wrapped around it.
    if let changePrinter {
      AppFeature()._printChanges(changePrinter)
    } else {
      AppFeature()
    }
  } withDependencies: {
    $0.favoritePrimesURL = favoritesFile
  }
}

/// What the command line asked of the app, and what `main` settled before GTK starts.
package struct LaunchOptions: Sendable {
  /// `--verbose`: debug messages are logged.
  package var isVerbose: Bool
  /// The directory holding `style.css` and the app's other run-time files; nil when none was
  /// found (the error is logged and the app runs unstyled).
  package var resourceDirectory: ResourceDirectory?
  /// The arguments for `Application.run(arguments:)`: only the program's name, since every
  /// option belongs to ArgumentParser and GApplication would reject them as unknown.
  package var applicationArguments: [String]
  /// What `PRIMETIME_DEBUG` asked to log.
  package var debug: DebugOptions

  package init(
    isVerbose: Bool, resourceDirectory: ResourceDirectory?, applicationArguments: [String],
    debug: DebugOptions = DebugOptions()
  ) {
    self.isVerbose = isVerbose
    self.resourceDirectory = resourceDirectory
    self.applicationArguments = applicationArguments
    self.debug = debug
  }
}
