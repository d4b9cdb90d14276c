import Foundation
import Synchronization

/// Runs long, blocking computations (libprimesieve calls) on a thread of their own, and tells
/// them when their task is cancelled.
///
/// Swift's cooperative pool has one thread per core, two on the machines this app targets. A
/// sieve that held one of them for seconds would halve the concurrency of every other task in
/// the app (the search debounce, file saves) while it mostly waits for libprimesieve's own
/// threads. A dedicated thread costs some 50 µs to start, nothing next to the sieving.
enum BlockingWork {
  /// The result of `work`, computed on a new thread. When the calling task is cancelled, the
  /// flag `work` receives is set; `work` checks it between slices and throws
  /// `CancellationError`, which this rethrows.
  static func run<Result: Sendable>(
    _ work: @escaping @Sendable (CancellationFlag) throws -> Result
  ) async throws -> Result {
    let cancellation = CancellationFlag()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
          continuation.resume(with: Swift.Result { try work(cancellation) })
        }
        thread.name = "PrimeTime sieve"
        thread.start()
      }
    } onCancel: {
      cancellation.cancel()
    }
  }
}

/// Whether the task that started a ``BlockingWork`` computation was cancelled; set from the
/// task's cancellation handler, read by the computation between slices.
final class CancellationFlag: Sendable {
  private let isSet = Atomic<Bool>(false)

  var isCancelled: Bool { isSet.load(ordering: .relaxed) }

  func cancel() { isSet.store(true, ordering: .relaxed) }

  /// Throws `CancellationError` once the flag is set, as `Task.checkCancellation()` does.
  func check() throws(CancellationError) {
    if isCancelled { throw CancellationError() }
  }
}
