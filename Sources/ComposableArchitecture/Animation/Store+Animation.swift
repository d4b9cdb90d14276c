// Sending with an animation: the action runs as any other (the reducer never sees the
// animation); the state changes it makes happen inside a ``Transaction`` that carries the
// animation, which the view layer reads when it follows those changes. Effects the action
// starts do not inherit it: their actions are animated only when sent with an animation.

extension Store {
  /// Sends `action`; the view layer animates the state changes it makes with `animation`.
  ///
  /// ```swift
  /// store.send(.detailsButtonTapped, animation: .easeInOut(duration: 0.25))
  /// ```
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask {
    send(action, transaction: Transaction(animation: animation))
  }

  /// Sends `action` within `transaction`.
  @discardableResult
  public func send(_ action: Action, transaction: Transaction) -> StoreTask {
    withTransaction(transaction) { send(action) }
  }
}

extension Send {
  /// Sends an action back into the system from an effect; the view layer animates the state
  /// changes it makes with `animation`.
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.loaded(try await client.load()), animation: .default)
  /// }
  /// ```
  public func callAsFunction(_ action: Action, animation: Animation?) {
    callAsFunction(action, transaction: Transaction(animation: animation))
  }

  /// Sends an action back into the system from an effect, within `transaction`.
  public func callAsFunction(_ action: Action, transaction: Transaction) {
    guard !Task.isCancelled else { return }
    withTransaction(transaction) { self.send(action) }
  }
}

extension Effect {
  /// An effect that sends `action` with `animation`: the view layer animates the state
  /// changes it makes.
  ///
  /// ```swift
  /// case .saveButtonTapped:
  ///   return .send(.collapse, animation: .easeOut)
  /// ```
  ///
  /// With an animation, the action comes from a task (like an effect's `await send`) rather
  /// than right after the reducer; a test receives it the same way. Without one it is
  /// `.send(action)`.
  public static func send(_ action: Action, animation: Animation?) -> Self {
    guard let animation else { return .send(action) }
    let action = UncheckedSendable(action)
    return .run { send in
      await send(action.value, animation: animation)
    }
  }
}

extension ButtonStateAction {
  /// A button action that sends `action` with `animation`:
  /// `ButtonState(action: .send(.confirm, animation: .default)) { TextState("OK") }`.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(action: action, animation: animation)
  }
}
