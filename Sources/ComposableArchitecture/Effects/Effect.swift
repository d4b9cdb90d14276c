import Foundation
import OpenCombineShim

/// The side effects a reducer asks the store to perform, which may feed actions back into it.
///
/// A reducer returns an `Effect` from every call: ``none`` when there is nothing to do,
/// ``send(_:)`` to feed an action back synchronously, and ``run(priority:operation:catch:fileID:filePath:line:column:)``
/// for asynchronous work:
///
/// ```swift
/// case .factButtonTapped:
///   return .run { [count = state.count] send in
///     let fact = try await self.numberFact.fetch(count)
///     await send(.factResponse(fact))
///   }
/// ```
///
/// Effects compose with ``merge(_:)-(Effect<Action>...)`` (run side by side),
/// ``concatenate(_:)-(Effect<Action>...)`` (run one after another) and ``map(_:)``, and can be
/// made cancellable with ``cancellable(id:cancelInFlight:)``.
///
/// An effect is a description: nothing runs until a ``Store`` receives it from a reducer.
public struct Effect<Action> {
  // Every payload is boxed: an effect is then one pointer whose layout is known everywhere, so
  // copying and destroying `.none` (what almost every action returns) costs nothing, where a
  // multi-payload enum with a generic payload goes through the runtime for each.
  @usableFromInline
  indirect enum Operation {
    case none
    /// Fed back into the store synchronously, after the action that returned it.
    case send(Action)
    case run(priority: TaskPriority?, operation: @Sendable (Send<Action>) async -> Void)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(CancelKey, cancelInFlight: Bool, Effect)
    case cancel(CancelKey)
    case throttle(ThrottleRequest, Effect)
    /// A Combine publisher subscribed to synchronously when the store starts the effect; each
    /// effect it emits is started in turn, on the main actor (see ``Effect/publisher(_:)``).
    case publisher(AnyPublisher<Effect, Never>)
  }

  @usableFromInline
  let operation: Operation

  @usableFromInline
  init(operation: Operation) {
    self.operation = operation
  }
}

/// A convenience for naming the effect type of a reducer: `EffectOf<Feature>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

extension Effect {
  /// An effect that does nothing and completes immediately.
  public static var none: Self { Self(operation: .none) }

  /// An effect that feeds an action back into the store synchronously: it is processed before
  /// `send` returns, after the actions that were already waiting (first in, first out), as in
  /// TCA.
  ///
  /// Prefer calling a helper method over sending actions to share logic between actions.
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// Wraps an asynchronous unit of work that can feed actions back into the store.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await event in self.events() {
  ///     await send(.event(event))
  ///   }
  /// }
  /// ```
  ///
  /// The operation runs in a new task. Actions are delivered with the ``Send`` it receives, which
  /// runs on the main actor and drops actions once the effect has been cancelled.
  ///
  /// - Parameters:
  ///   - priority: Priority of the task that runs the operation.
  ///   - operation: The work to perform.
  ///   - handler: Called with an error the operation throws (other than a cancellation). Without
  ///     a handler, such an error is reported as a runtime issue.
  ///   - fileID: The calling file, named by the runtime issue an error of the operation reports.
  ///   - filePath: The calling file's full path.
  ///   - line: The calling line.
  ///   - column: The calling column.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    withEscapedDependencies { escaped in
      Self(
        operation: .run(priority: priority) { send in
          await escaped.yield {
            do {
              try await operation(send)
            } catch is CancellationError {
              // Cancellation (of this effect, or of work it awaited by id) is not a failure.
              return
            } catch {
              guard let handler else {
                reportIssue(
                  """
                  An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error.

                  \(String(customDumping: error).indent(by: 4))

                  All non-cancellation errors must be explicitly handled via the "catch" \
                  parameter on "Effect.run", or via a "do" block.
                  """,
                  fileID: fileID,
                  filePath: filePath,
                  line: line,
                  column: column
                )
                return
              }
              await handler(error, send)
            }
          }
        }
      )
    }
  }

  /// Merges effects so that they run at the same time.
  public static func merge(_ effects: Self...) -> Self {
    .merge(effects)
  }

  /// Merges a sequence of effects so that they run at the same time.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    effects.reduce(.none) { $0.merge(with: $1) }
  }

  /// Merges this effect with another so that both run at the same time.
  public func merge(with other: Self) -> Self {
    switch (operation, other.operation) {
    case (.none, _): return other
    case (_, .none): return self
    case let (.merge(lhs), .merge(rhs)): return Self(operation: .merge(lhs + rhs))
    case let (.merge(lhs), _): return Self(operation: .merge(lhs + [other]))
    case let (_, .merge(rhs)): return Self(operation: .merge([self] + rhs))
    default: return Self(operation: .merge([self, other]))
    }
  }

  /// Concatenates effects so that each starts when the previous one has finished.
  public static func concatenate(_ effects: Self...) -> Self {
    .concatenate(effects)
  }

  /// Concatenates a collection of effects so that each starts when the previous has finished.
  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    effects.reduce(.none) { $0.concatenate(with: $1) }
  }

  /// Concatenates this effect with another so that `other` starts when this one has finished.
  public func concatenate(with other: Self) -> Self {
    switch (operation, other.operation) {
    case (.none, _): return other
    case (_, .none): return self
    case let (.concatenate(lhs), .concatenate(rhs)): return Self(operation: .concatenate(lhs + rhs))
    case let (.concatenate(lhs), _): return Self(operation: .concatenate(lhs + [other]))
    case let (_, .concatenate(rhs)): return Self(operation: .concatenate([self] + rhs))
    default: return Self(operation: .concatenate([self, other]))
    }
  }

  /// Transforms the actions this effect feeds back into the store.
  ///
  /// - Parameter transform: Applied, on the main actor, to each action of this effect.
  public func map<T>(_ transform: @escaping (Action) -> T) -> Effect<T> {
    _map(transform, namespace: nil)
  }

  /// Whether this effect does nothing.
  @usableFromInline var isNone: Bool {
    if case .none = operation { return true }
    return false
  }

  /// Maps actions and, when `namespace` is given, moves every cancellation id of this effect
  /// into that namespace (so that identical ids used by sibling children stay apart).
  @usableFromInline
  func _map<T>(_ transform: @escaping (Action) -> T, namespace: AnyHashable?) -> Effect<T> {
    _map(transform, namespace: namespace, dismiss: nil)
  }

  /// Maps actions, moves cancellation ids into `namespace`, and, for the effects of a presented
  /// child, lets `DismissEffect` send `dismiss` (the parent's dismissal action) from inside them.
  func _map<T>(
    _ transform: @escaping (Action) -> T, namespace: AnyHashable?, dismiss: T?
  ) -> Effect<T> {
    switch operation {
    case .none:
      return .none
    case let .send(action):
      return .send(transform(action))
    case let .run(priority, operation):
      let transform = UncheckedSendable(transform)
      let namespace = namespace.map(UncheckedSendable.init)
      let dismiss = dismiss.map(UncheckedSendable.init)
      return Effect<T>(
        operation: .run(priority: priority) { send in
          let mappedSend = Send<Action> { action in send.send(transform.value(action)) }
          // Inside a child's effect, `Task.cancel(id:)` and `withTaskCancellation(id:)` resolve
          // ids in the child's namespace, as `.cancellable(id:)` does.
          guard let namespace, let context = EffectContext.current else {
            return await operation(mappedSend)
          }
          let childContext = EffectContext(
            runtime: context.runtime, namespace: context.namespace + [namespace.value]
          )
          await EffectContext.$current.withValue(childContext) {
            guard let dismiss else { return await operation(mappedSend) }
            await DismissContext.$current.withValue({ send(dismiss.value) }) {
              await operation(mappedSend)
            }
          }
        }
      )
    case let .merge(effects):
      return Effect<T>(
        operation: .merge(
          effects.map { $0._map(transform, namespace: namespace, dismiss: dismiss) })
      )
    case let .concatenate(effects):
      return Effect<T>(
        operation: .concatenate(
          effects.map { $0._map(transform, namespace: namespace, dismiss: dismiss) }
        )
      )
    case let .cancellable(key, cancelInFlight, effect):
      return Effect<T>(
        operation: .cancellable(
          key.inNamespace(namespace),
          cancelInFlight: cancelInFlight,
          effect._map(transform, namespace: namespace, dismiss: dismiss)
        )
      )
    case let .cancel(key):
      return Effect<T>(operation: .cancel(key.inNamespace(namespace)))
    case let .throttle(request, effect):
      return Effect<T>(
        operation: .throttle(
          request.inNamespace(namespace),
          effect._map(transform, namespace: namespace, dismiss: dismiss)
        )
      )
    case let .publisher(publisher):
      return Effect<T>(
        operation: .publisher(
          publisher
            .map { $0._map(transform, namespace: namespace, dismiss: dismiss) }
            .eraseToAnyPublisher()
        )
      )
    }
  }
}
