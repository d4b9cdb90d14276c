import ComposableGtk
import GtkTestSupport
import XCTest

/// Iterates the main loop until the pending observations have run.
@MainActor
public func flushObservations(file: StaticString = #filePath, line: UInt = #line) {
  waitUntil("pending observations have run", file: file, line: line) {
    !ObservationScheduler.hasPendingUpdates
  }
}
