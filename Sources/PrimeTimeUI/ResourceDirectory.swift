import Foundation

/// The directory of the files the app loads at run time (`style.css`), found without the
/// source tree once the app is installed.
///
/// Looked up in this order:
/// 1. `$PRIMETIME_DATA_DIR`, when set: an explicit choice, taken even if `style.css` is missing
///    there (the app then says so and runs unstyled) rather than silently replaced.
/// 2. `<directory of the executable>/../share/primetime`, if it holds `style.css`: where
///    `make install` puts them, whatever the prefix (`/usr/local/bin/primetime` reads
///    `/usr/local/share/primetime`). Symbolic links to the executable are followed first.
/// 3. The source tree's `Resources/`, if it holds `style.css`: `swift run primetime` and
///    `make run` from a clone.
///
/// ```swift
/// let resources = try ResourceDirectory.locate()
/// let css = try String(contentsOf: resources.styleSheet, encoding: .utf8)
/// ```
package struct ResourceDirectory: Equatable, Sendable {
  /// Why this directory was chosen.
  package enum Origin: String, Sendable {
    case environment = "from PRIMETIME_DATA_DIR"
    case installed = "installed beside the executable"
    case sourceTree = "the source tree's Resources/"
  }

  /// The directory itself.
  package let url: URL
  package let origin: Origin

  /// The environment variable that overrides the lookup.
  package static let environmentVariable = "PRIMETIME_DATA_DIR"

  /// The app's style sheet in this directory.
  var styleSheet: URL { url.appendingPathComponent("style.css", isDirectory: false) }

  /// Finds the directory; the arguments are the process's own unless a test passes others.
  package static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executable: URL? = Bundle.main.executableURL,
    sourceTree: URL = sourceTreeResources,
    fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
  ) throws(ResourceDirectoryNotFound) -> ResourceDirectory {
    if let path = environment[environmentVariable], !path.isEmpty {
      return ResourceDirectory(
        url: URL(fileURLWithPath: path, isDirectory: true), origin: .environment)
    }
    var candidates: [ResourceDirectory] = []
    if let executable {
      let installed = executable.resolvingSymlinksInPath()
        .deletingLastPathComponent()
        .appendingPathComponent("../share/primetime", isDirectory: true)
        .standardizedFileURL
      candidates.append(ResourceDirectory(url: installed, origin: .installed))
    }
    candidates.append(ResourceDirectory(url: sourceTree, origin: .sourceTree))
    if let found = candidates.first(where: { fileExists($0.styleSheet.path) }) {
      return found
    }
    throw ResourceDirectoryNotFound(tried: candidates)
  }

  /// `Resources/` of the clone this file was compiled from. An installed binary still carries
  /// the path, but it is tried last and usually no longer exists.
  static let sourceTreeResources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Sources/PrimeTimeUI
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()  // the package
    .appendingPathComponent("Resources", isDirectory: true)
}

/// No directory with the app's `style.css` was found: says where it looked and how to fix it.
package struct ResourceDirectoryNotFound: Error, CustomStringConvertible {
  let tried: [ResourceDirectory]

  package var description: String {
    let places = tried.map { "\($0.url.path) (\($0.origin.rawValue))" }.joined(separator: ", ")
    return "style.css was found in none of: \(places). Set \(ResourceDirectory.environmentVariable)"
      + " to the directory that holds it (for example /usr/local/share/primetime)."
      + " PrimeTime starts without its own styles."
  }
}
