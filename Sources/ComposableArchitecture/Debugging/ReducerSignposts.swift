/// Records the intervals of one signposted reducer: each run of the reducer, and the lifetime of
/// each effect it returns.
///
/// In the trace, a reducer run is a slice named after the action (`[App] AppAction.start`) on
/// the thread that ran it; slices of reducers signposted inside it nest within it. An effect is
/// an asynchronous slice (`[App] Effect of AppAction.start`) from the moment it starts running
/// to the moment it finishes or, after being cancelled, stops; each action it sends is an
/// instant in it (`[App] Output`), and so is its cancellation (`[App] Cancelled`). An effect
/// that never ends stays an open slice.
struct ReducerSignposts: Sendable {
  let prefix: String
  let log: OSLog
  let writer: TraceEventWriter

  /// Signposts for `log`, or `nil` when nothing is to be recorded: no trace file, or a disabled
  /// log.
  init?(prefix: String, log: OSLog, writer: TraceEventWriter?) {
    guard let writer, log.isEnabled else { return nil }
    self.prefix = prefix.isEmpty ? "" : "[\(prefix)] "
    self.log = log
    self.writer = writer
  }

  /// Runs a reducer for `action` inside an interval, and instruments the effects it returns.
  func measure<Action>(_ action: Action, reduce: () -> Effect<Action>) -> Effect<Action> {
    let label = debugCaseLabels(action)
    let name = prefix + label
    writer.record(
      TraceEvent(
        name: name, category: log.category, phase: .begin,
        arguments: ["action": debugCaseOutput(action), "subsystem": log.subsystem]
      )
    )
    // Instrumented before the interval ends, so that the instants of synchronous sends fall
    // inside the run that returned them.
    let effect = reduce().signposted(by: self, startedBy: label)
    writer.record(TraceEvent(name: name, category: log.category, phase: .end))
    return effect
  }

  /// Runs one asynchronous effect inside an interval.
  func measureEffect<Action>(
    startedBy label: String,
    send: Send<Action>,
    operation: @Sendable (Send<Action>) async -> Void
  ) async {
    let id = writer.makeID()
    let name = "\(prefix)Effect of \(label)"
    writer.record(
      TraceEvent(
        name: name, category: log.category, phase: .asyncBegin, id: id,
        arguments: ["started by": label, "subsystem": log.subsystem]
      )
    )
    let writer = self.writer
    let category = log.category
    let outputName = "\(prefix)Output"
    let cancelledName = "\(prefix)Cancelled"
    let signpostedSend = Send<Action> { action in
      writer.record(
        TraceEvent(
          name: outputName, category: category, phase: .asyncInstant, id: id,
          arguments: ["action": debugCaseOutput(action)]
        )
      )
      send(action)
    }
    await withTaskCancellationHandler {
      await operation(signpostedSend)
    } onCancel: {
      writer.record(
        TraceEvent(name: cancelledName, category: category, phase: .asyncInstant, id: id)
      )
    }
    writer.record(
      TraceEvent(
        name: name, category: category, phase: .asyncEnd, id: id,
        arguments: ["outcome": Task.isCancelled ? "cancelled" : "finished"]
      )
    )
  }

  /// Marks an action an effect sends back synchronously.
  func recordSynchronousSend<Action>(_ action: Action, startedBy label: String) {
    writer.record(
      TraceEvent(
        name: "\(prefix)Send", category: log.category, phase: .instant,
        arguments: ["action": debugCaseOutput(action), "started by": label]
      )
    )
  }
}

extension Effect {
  /// This effect, with every asynchronous part measured as an interval of its own.
  ///
  /// Effects are a tree (merges, concatenations, cancellable parts); each leaf that runs work is
  /// wrapped where it is, so the effect keeps its shape and its cancellation ids.
  func signposted(by signposts: ReducerSignposts, startedBy label: String) -> Self {
    switch operation {
    case .none, .cancel:
      return self
    case let .send(action):
      signposts.recordSynchronousSend(action, startedBy: label)
      return self
    case let .run(priority, operation):
      return Self(
        operation: .run(priority: priority) { send in
          await signposts.measureEffect(startedBy: label, send: send, operation: operation)
        }
      )
    case let .merge(effects):
      return Self(operation: .merge(effects.map { $0.signposted(by: signposts, startedBy: label) }))
    case let .concatenate(effects):
      return Self(
        operation: .concatenate(effects.map { $0.signposted(by: signposts, startedBy: label) })
      )
    case let .cancellable(key, cancelInFlight, effect):
      return Self(
        operation: .cancellable(
          key, cancelInFlight: cancelInFlight, effect.signposted(by: signposts, startedBy: label)
        )
      )
    case let .throttle(request, effect):
      return Self(
        operation: .throttle(request, effect.signposted(by: signposts, startedBy: label))
      )
    case let .publisher(publisher):
      return Self(
        operation: .publisher(
          publisher.map { $0.signposted(by: signposts, startedBy: label) }.eraseToAnyPublisher()
        )
      )
    }
  }
}
