import Gtk
import Logging

/// Builds PrimeTime's application and runs it until its window closes; returns the exit status.
///
/// The application is single-instance: a second launch activates this one, which presents its
/// window again instead of opening another.
@MainActor
func runPrimeTime(_ options: LaunchOptions) -> Int32 {
  let application = Application(id: AppInfo.id, isUnique: true)
  application.onStartup {
    applyStyleSheet(from: options.resourceDirectory)
  }
  var window: ApplicationWindow?
  application.onActivate {
    if let window {
      window.present()
      return
    }
    let newWindow = ApplicationWindow(application: application)
    newWindow.title = AppInfo.name
    newWindow.setDefaultSize(width: 480, height: 360)
    let label = Label(AppInfo.name)
    label.addCSSClass("prime-count")
    newWindow.setChild(label)
    newWindow.present()
    window = newWindow
    Logger.primeTime.debug("window presented")
  }
  return application.run(arguments: options.applicationArguments)
}
