import Foundation

#if !canImport(Darwin)
  extension URL {
    /// Where an app keeps the documents it makes, which TCA code passes to `.fileStorage`
    /// (`.documentsDirectory.appending(component: "sync-ups.json")`). Apple's Foundation has
    /// it; Foundation elsewhere does not, so this package provides it there:
    /// `$XDG_DATA_HOME/<app>` on Linux (`~/.local/share/<app>` when the variable is unset),
    /// where `<app>` is the executable's name, as the freedesktop.org base directory
    /// specification asks of an app's data files. The directory may not exist yet: file storage
    /// creates it on the first save.
    public static var documentsDirectory: URL {
      let environment = ProcessInfo.processInfo.environment
      let dataHome =
        environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        ?? FileManager.default.homeDirectoryForCurrentUser
        .appendingPathComponent(".local/share")
      return dataHome.appendingPathComponent(ProcessInfo.processInfo.processName, isDirectory: true)
    }
  }
#endif
