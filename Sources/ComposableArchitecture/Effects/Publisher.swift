import Foundation
import OpenCombineShim

extension Effect {
  /// An effect that subscribes to a Combine publisher and feeds each of its outputs back into
  /// the store as an action; it completes when the publisher completes.
  ///
  /// ```swift
  /// case .onAppear:
  ///   return .publisher {
  ///     self.notifications.publisher.map(Action.notificationReceived)
  ///   }
  /// ```
  ///
  /// The store subscribes when the reducer returns the effect, on the main actor, and values the
  /// publisher emits on the main thread are processed before the emitting call returns: a
  /// publisher driven by a test scheduler runs synchronously when the scheduler advances. Values
  /// emitted elsewhere reach the store one hop later. Like any effect it can be made cancellable
  /// (`.cancellable(id:)`), which cancels the subscription.
  public static func publisher<P: Publisher>(_ createPublisher: () -> P) -> Self
  where P.Output == Action, P.Failure == Never {
    Self(operation: .publisher(createPublisher().map { Effect.send($0) }.eraseToAnyPublisher()))
  }

  /// Deprecated: an effect that feeds back one action, from the Combine-based API.
  @available(*, deprecated, renamed: "send(_:)")
  public init(value: Action) {
    self = .send(value)
  }

  /// Turns this effect into one that waits `dueTime` on a Combine scheduler before it starts,
  /// and is cancelled (wait included) when the same `id` is debounced again: only the last of a
  /// quick succession of effects runs.
  ///
  /// ```swift
  /// case let .queryChanged(query):
  ///   state.query = query
  ///   return environment.search(query)
  ///     .map(SearchAction.response)
  ///     .debounce(id: SearchID(), for: 0.5, scheduler: environment.mainQueue)
  /// ```
  ///
  /// With a `TestScheduler` the wait is over when a test advances the scheduler, at which point
  /// the effect starts synchronously.
  public func debounce<S: Scheduler>(
    id: some Hashable & Sendable,
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Self {
    if case .none = operation { return .none }
    let delayed = Just(self).delay(for: dueTime, scheduler: scheduler, options: options)
    return Self(operation: .publisher(delayed.eraseToAnyPublisher()))
      .cancellable(id: id, cancelInFlight: true)
  }
}
