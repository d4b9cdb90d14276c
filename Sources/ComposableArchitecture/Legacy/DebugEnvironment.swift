import Foundation

/// Where debugging reducers write their messages: a printer, and the queue it is called on.
///
/// Tests capture messages with a printer of their own:
///
/// ```swift
/// let messages = LockIsolated<[String]>([])
/// let queue = DispatchQueue(label: "debug")
/// let reducer = counterReducer.debug(environment: { _ in
///   DebugEnvironment(printer: { message in messages.withValue { $0.append(message) } }, queue: queue)
/// })
/// // … run the reducer, then wait for the queue:
/// queue.sync {}
/// ```
///
/// Messages are formatted where the reducer runs; only printing happens on the queue, so that
/// slow output (a terminal, a log file) does not hold up the store.
public struct DebugEnvironment: Sendable {
  /// Writes one message.
  public var printer: @Sendable (String) -> Void

  /// The queue ``printer`` is called on.
  public var queue: DispatchQueue

  /// Creates a debug environment that prints with `printer` on `queue`.
  ///
  /// ```swift
  /// DebugEnvironment(printer: { logger.debug($0) }, queue: loggingQueue)
  /// ```
  public init(
    printer: @escaping @Sendable (String) -> Void = { print($0) },
    queue: DispatchQueue
  ) {
    self.printer = printer
    self.queue = queue
  }

  /// Creates a debug environment that prints with `printer` on a serial queue shared by all
  /// debugging reducers, so that their messages never interleave.
  ///
  /// ```swift
  /// DebugEnvironment()
  /// ```
  public init(printer: @escaping @Sendable (String) -> Void = { print($0) }) {
    self.init(printer: printer, queue: sharedDebugQueue)
  }
}

private let sharedDebugQueue = DispatchQueue(
  label: "ComposableArchitecture.DebugEnvironment", qos: .utility
)
