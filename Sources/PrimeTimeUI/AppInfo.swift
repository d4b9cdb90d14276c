import Foundation
import Gtk

/// Who the app is to the desktop: the names that the `.desktop` file, the icons and the
/// metainfo in `Resources/` are filed under, and the version `--version` prints.
package enum AppInfo {
  /// The application id (reverse DNS): the D-Bus name that makes the app single-instance, the
  /// base name of every file in `Resources/`, and the folder of the user's data.
  package static let id = "org.swiftcomposablegtk.PrimeTime"

  /// The name a person sees: window titles, the desktop's app grid.
  package static let name = "PrimeTime"

  /// The release; `Resources/org.swiftcomposablegtk.PrimeTime.metainfo.xml` names the same
  /// one as its newest `<release>` (`make install-test` checks that they agree).
  package static let version = "0.1.0"
}

/// Where the user's own files are kept. The base directory comes from GLib, so it follows
/// `$XDG_DATA_HOME` on Linux and each platform's convention elsewhere.
package enum UserData {
  /// `<user data dir>/org.swiftcomposablegtk.PrimeTime`, for example
  /// `~/.local/share/org.swiftcomposablegtk.PrimeTime`. It may not exist yet: whoever writes
  /// the first file creates it.
  package static var directory: URL {
    URL(fileURLWithPath: Gtk.userDataDirectory, isDirectory: true)
      .appendingPathComponent(AppInfo.id, isDirectory: true)
  }

  /// The favorite primes, as JSON: `<user data dir>/org.swiftcomposablegtk.PrimeTime/favorites.json`.
  ///
  /// ```swift
  /// @Shared(.fileStorage(UserData.favoritesFile)) var favorites: [Int] = []
  /// ```
  package static var favoritesFile: URL {
    directory.appendingPathComponent("favorites.json", isDirectory: false)
  }
}
