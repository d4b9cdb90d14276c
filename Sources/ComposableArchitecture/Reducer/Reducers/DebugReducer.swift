extension Reducer {
  /// Prints every action the reducer receives and the change it made to the state, in debug
  /// (`#if DEBUG`) builds.
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State()) {
  ///   Counter()._printChanges()
  /// }
  /// ```
  ///
  /// - Parameter printer: How to print a change: ``_ReducerPrinter/customDump`` (the action and
  ///   a diff of the state, the default), ``_ReducerPrinter/actionLabels`` (one line per action),
  ///   a printer of your own, or `nil` to print nothing.
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// Describes the changes a reducer makes, for ``Reducer/_printChanges(_:)``.
///
/// A printer is called where the reducer runs (on the store's actor), right after the reducer,
/// with the action and the state before and after it. Tests capture messages with
/// ``customDump(to:)``:
///
/// ```swift
/// var messages: [String] = []
/// let store = Store(initialState: Counter.State()) {
///   Counter()._printChanges(.customDump(to: { messages.append($0) }))
/// }
/// ```
public struct _ReducerPrinter<State, Action> {
  private let _printChange: (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  /// Creates a printer from a function of the action and the state before and after it.
  ///
  /// ```swift
  /// _ReducerPrinter<Counter.State, Counter.Action> { action, oldState, newState in
  ///   logger.debug("\(action): \(oldState.count) → \(newState.count)")
  /// }
  /// ```
  public init(
    printChange: @escaping (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void
  ) {
    self._printChange = printChange
  }

  /// Describes one change: what ``_PrintChangesReducer`` calls after each action.
  ///
  /// ```swift
  /// _ReducerPrinter<Counter.State, Counter.Action>.actionLabels
  ///   .printChange(receivedAction: .incrementButtonTapped, oldState: before, newState: after)
  /// ```
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    _printChange(receivedAction, oldState, newState)
  }

  /// Prints the action and a diff of the state to standard output.
  ///
  /// ```
  /// received action:
  ///   Counter.Action.incrementButtonTapped
  /// - Counter.State(count: 0)
  /// + Counter.State(count: 1)
  /// ```
  public static var customDump: Self {
    customDump(to: { print($0) })
  }

  /// Hands the action and a diff of the state, as one message, to `write`.
  ///
  /// ```swift
  /// Counter()._printChanges(.customDump(to: { logger.debug("\($0)") }))
  /// ```
  public static func customDump(to write: @escaping (String) -> Void) -> Self {
    Self { action, oldState, newState in
      write(
        describeChange(
          prefix: "", action: action, actionFormat: .prettyPrint, from: oldState, to: newState)
      )
    }
  }

  /// Prints one line per action, with the values it carries left out, to standard output:
  /// `received action: Counter.Action.incrementButtonTapped`.
  public static var actionLabels: Self {
    actionLabels(to: { print($0) })
  }

  /// Hands one line per action, with the values it carries left out, to `write`.
  ///
  /// ```swift
  /// Counter()._printChanges(.actionLabels(to: { logger.debug("\($0)") }))
  /// ```
  public static func actionLabels(to write: @escaping (String) -> Void) -> Self {
    Self { action, _, _ in
      write("received action: \(debugCaseLabels(action))")
    }
  }
}

/// The reducer returned by ``Reducer/_printChanges(_:)``.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let printer: _ReducerPrinter<Base.State, Base.Action>?
  let cache = _ReducerBodyCache<Base.State, Base.Action>()

  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>?) {
    self.base = base
    self.printer = printer
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    #if DEBUG
      if let printer {
        let oldState = state
        let effects = base._reduce(into: &state, action: action, cache: cache)
        printer.printChange(receivedAction: action, oldState: oldState, newState: state)
        return effects
      }
    #endif
    return base._reduce(into: &state, action: action, cache: cache)
  }
}
