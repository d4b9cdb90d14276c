import ArgumentParser
import Foundation
import PrimeTimeUI

/// The command line: `primetime [--verbose]`, plus `--help` and `--version`.
///
/// Parsed synchronously in `main` with `parseOrExit()`, which prints help, the version or a
/// usage error and exits itself; GTK never sees these options.
struct PrimeTimeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "primetime",
    abstract: "Count, find and keep favorite prime numbers.",
    discussion: """
      Opens the PrimeTime window: a counter that tells whether its count is prime and \
      finds the n-th prime, a list of favorite primes, and a search for primes in a number \
      or a range. A second launch presents the window that is already open.

      Favorite primes are kept in $XDG_DATA_HOME/\(AppInfo.id)/favorites.json \
      (~/.local/share/… when XDG_DATA_HOME is unset). The style sheet and other run-time \
      files are read from $\(ResourceDirectory.environmentVariable) when it is set, else \
      from ../share/primetime beside the executable.

      PRIMETIME_DEBUG=changes,layout logs each action with the change it made to the state \
      (debug builds), and where each button is drawn on the window's surface.
      """,
    version: AppInfo.version
  )

  @Flag(name: [.short, .long], help: "Log debug messages to standard error.")
  var verbose = false

  // For `make install-test`: shows which run-time files an installed binary would load,
  // without opening a display.
  @Flag(name: .customLong("print-resource-dir"), help: .hidden)
  var printResourceDirectory = false

  func run() {}
}
