import Foundation
import Gtk
import XCTest

final class UserDirectoriesTests: XCTestCase {
  /// The data directory is GLib's: `$XDG_DATA_HOME` when it holds an absolute path, else
  /// `~/.local/share`.
  func testUserDataDirectoryFollowsXDGDataHome() {
    XCTAssertEqual(
      userDataDirectory, expected(variable: "XDG_DATA_HOME", default: ".local/share"))
  }

  /// The settings directory is `$XDG_CONFIG_HOME` when it holds an absolute path, else `~/.config`.
  func testUserConfigDirectoryFollowsXDGConfigHome() {
    XCTAssertEqual(
      userConfigDirectory, expected(variable: "XDG_CONFIG_HOME", default: ".config"))
  }

  // GLib ignores a relative value, as the XDG base directory specification says to.
  private func expected(variable: String, default relativePath: String) -> String {
    if let value = ProcessInfo.processInfo.environment[variable], value.hasPrefix("/") {
      return value
    }
    return "\(NSHomeDirectory())/\(relativePath)"
  }
}
