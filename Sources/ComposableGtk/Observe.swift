import Gtk

/// Runs `apply` now, and again whenever state it read has changed: the way widgets follow a
/// store.
///
/// `apply` reads state from stores (`store.count`, `store.state.title`) and sets widget
/// properties. Only what it read is tracked: a change to another field does not run it again.
/// All the changes made by the actions of one main-loop iteration run it once, just before the
/// next frame (see ``ObservationScheduler``). Set only what changed; the window is never
/// rebuilt.
///
/// The observation lasts until the returned token is cancelled or released. Keep the token
/// with the view that owns the widgets, or use ``Gtk/Widget/observe(_:)`` to tie the
/// observation to a widget:
///
/// ```swift
/// let countLabel = Label()
/// let token = observe { countLabel.text = "\(store.count)" }
/// ```
@MainActor
public func observe(_ apply: @escaping @MainActor () -> Void) -> ObservationToken {
  let observer = Observer(track: apply)
  ObservationScheduler.start(observer)
  return ObservationToken(observer)
}

/// Runs `read` now, and again whenever state it read has changed, and hands each result to
/// `apply`, which runs outside tracking: what `apply` reads does not become a dependency.
///
/// Use it when the reaction to a change builds or ends things (widgets, other observations)
/// whose own reads must not run this observation again; `observe(_:)` tracks everything its
/// closure reads.
///
/// ```swift
/// let token = observe({ store.isLoggedIn }, then: { isLoggedIn in
///   slot.setChild(isLoggedIn ? makeHome() : makeLogin())
/// })
/// ```
@MainActor
public func observe<Value>(
  _ read: @escaping @MainActor () -> Value,
  then apply: @escaping @MainActor (Value) -> Void
) -> ObservationToken {
  var value: Value?
  let observer = Observer(
    track: { value = read() },
    finish: {
      guard let next = value else { return }
      value = nil
      apply(next)
    })
  ObservationScheduler.start(observer)
  return ObservationToken(observer)
}

/// A running observation; it stops when cancelled or released.
///
/// ```swift
/// var tokens: Set<ObservationToken> = []
/// observe { label.text = store.title }.store(in: &tokens)
/// ```
@MainActor
public final class ObservationToken: Hashable {
  let observer: Observer

  init(_ observer: Observer) {
    self.observer = observer
    #if DEBUG
      LiveObjectCounter.observationTokens.increment()
    #endif
  }

  isolated deinit {
    observer.cancel()
    #if DEBUG
      LiveObjectCounter.observationTokens.decrement()
    #endif
  }

  /// Stops the observation: its closure is released now and never runs again.
  public func cancel() { observer.cancel() }

  /// Whether the observation has stopped.
  public var isCancelled: Bool { observer.isCancelled }

  /// Whether the observation is paused: it belongs to a widget that is out of any window for
  /// now (see ``Gtk/Widget/observe(_:)``), and runs again once the widget is back in one.
  public var isPaused: Bool { observer.isPaused }

  /// Calls `handler` once, when the observation ends (cancelled, its widget's window
  /// destroyed, or its widget disposed); at once if it has ended already.
  package func onCancel(_ handler: @escaping @MainActor () -> Void) {
    observer.onCancel(handler)
  }

  /// Keeps the token in `set`, so that the observation lasts as long as the set does.
  public func store(in set: inout Set<ObservationToken>) { set.insert(self) }

  public nonisolated static func == (lhs: ObservationToken, rhs: ObservationToken) -> Bool {
    lhs === rhs
  }

  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
