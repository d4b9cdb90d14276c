// `primetime`: parses the command line, sets up logging and finds the run-time files, then
// hands over to `runPrimeTime`, which builds the application and runs GTK's main loop.
import Foundation
import Logging
import PrimeTimeUI

// `main` stays synchronous: `Application.run()` must own the main thread (see `MainLoop`).
MainActor.assumeIsolated {
  let command = PrimeTimeCommand.parseOrExit()
  let debug = DebugOptions(
    parsing: ProcessInfo.processInfo.environment[DebugOptions.environmentVariable])
  bootstrapLogging(verbose: command.verbose || debug.isEnabled)
  debug.logWarnings()

  let resources: ResourceDirectory?
  do {
    let found = try ResourceDirectory.locate()
    Logger.primeTime.debug("run-time files in \(found.url.path) (\(found.origin.rawValue))")
    resources = found
  } catch {
    Logger.primeTime.error("\(error)")
    resources = nil
  }
  Logger.primeTime.debug("favorites file: \(UserData.favoritesFile.path)")

  if command.printResourceDirectory {
    guard let resources else { exit(1) }
    print(resources.url.path)
    exit(0)
  }

  exit(
    runPrimeTime(
      LaunchOptions(
        isVerbose: command.verbose,
        resourceDirectory: resources,
        applicationArguments: Array(CommandLine.arguments.prefix(1)),
        debug: debug)))
}
