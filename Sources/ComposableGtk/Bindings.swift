import ComposableArchitecture
import Gtk

// Two-way bindings: state flows into the widget through an observation, and the user's edits
// flow out as actions. While the observation sets the widget's value, the widget's own handler
// is blocked, so the program's write is never mistaken for an edit (no feedback loop, and no
// action for the empty text GTK sets on the way to a new one). The value is only set when it
// differs from what the widget shows, which leaves the cursor alone while the user types. The
// observations capture their widget weakly: a bound widget taken out of its window and dropped
// is freed, and its binding with it (see ``Gtk/Widget/observe(_:)``).

extension Editable where Self: Widget {
  /// Keeps the text equal to `text()` and reports the user's edits to `onEdit`.
  ///
  /// ```swift
  /// search.bind(text: { store.query }, onEdit: { store.send(.queryChanged($0)) })
  /// ```
  ///
  /// The binding lasts as long as ``Gtk/Widget/observe(_:)`` would (paused while the field is
  /// out of any window), or until the token is cancelled, which also disconnects the edit
  /// handler.
  @discardableResult
  public func bind(
    text: @escaping @MainActor () -> String,
    onEdit: @escaping @MainActor (String) -> Void
  ) -> ObservationToken {
    bindTwoWay(self, \.text, to: text, blocking: onChanged(onEdit))
  }

  /// Keeps the text equal to the store's `keyPath` and sends `action(text)` for each edit.
  ///
  /// ```swift
  /// entry.bind(text: store, \.query) { .queryChanged($0) }
  /// ```
  @discardableResult
  public func bind<State, Action>(
    text store: Store<State, Action>,
    _ keyPath: KeyPath<State, String>,
    send action: @escaping @MainActor (String) -> Action
  ) -> ObservationToken {
    bind(text: { store.state[keyPath: keyPath] }, onEdit: { store.send(action($0)) })
  }
}

extension ToggleButton {
  /// Keeps the button pressed exactly when `isActive()` is true and reports the user's
  /// toggles to `onToggle`.
  ///
  /// ```swift
  /// star.bind(isActive: { store.isFavorite }, onToggle: { store.send(.favoriteToggled($0)) })
  /// ```
  @discardableResult
  public func bind(
    isActive: @escaping @MainActor () -> Bool,
    onToggle: @escaping @MainActor (Bool) -> Void
  ) -> ObservationToken {
    bindTwoWay(self, \.isActive, to: isActive, blocking: onToggled(onToggle))
  }

  /// Keeps the button pressed exactly when the store's `keyPath` is true and sends
  /// `action(isActive)` for each toggle by the user.
  ///
  /// ```swift
  /// star.bind(isActive: store, \.isFavorite) { .favoriteToggled($0) }
  /// ```
  @discardableResult
  public func bind<State, Action>(
    isActive store: Store<State, Action>,
    _ keyPath: KeyPath<State, Bool>,
    send action: @escaping @MainActor (Bool) -> Action
  ) -> ObservationToken {
    bind(isActive: { store.state[keyPath: keyPath] }, onToggle: { store.send(action($0)) })
  }
}

extension Label {
  /// Keeps the text equal to `text()`.
  ///
  /// ```swift
  /// count.bind(text: { "\(store.count)" })
  /// ```
  @discardableResult
  public func bind(text: @escaping @MainActor () -> String) -> ObservationToken {
    observe { [weak self] in
      guard let self else { return }
      let value = text()
      if self.text != value { self.text = value }
    }
  }
}

extension Widget {
  /// Shows the widget exactly when `isVisible()` is true.
  ///
  /// ```swift
  /// spinner.bind(isVisible: { store.isLoading })
  /// ```
  @discardableResult
  public func bind(isVisible: @escaping @MainActor () -> Bool) -> ObservationToken {
    observe { [weak self] in
      guard let self else { return }
      let value = isVisible()
      if self.isVisible != value { self.isVisible = value }
    }
  }

  /// Lets the widget take input exactly when `isSensitive()` is true.
  ///
  /// ```swift
  /// saveButton.bind(isSensitive: { store.canSave })
  /// ```
  @discardableResult
  public func bind(isSensitive: @escaping @MainActor () -> Bool) -> ObservationToken {
    observe { [weak self] in
      guard let self else { return }
      let value = isSensitive()
      if self.isSensitive != value { self.isSensitive = value }
    }
  }
}

extension Object {
  package func disconnectIfConnected(_ handler: SignalHandler) {
    if isConnected(handler) { disconnect(handler) }
  }
}

/// The shape of every two-way binding above and in ControlBindings.swift. `handler` is the
/// widget's edit signal, connected before the first run so that the first write is blocked too;
/// the observation writes `value()` into `property` only when they differ (nil: leave the
/// widget as it is), with `handler` blocked meanwhile; cancelling the binding disconnects it.
@MainActor
func bindTwoWay<W: Widget, Value: Equatable>(
  _ widget: W,
  _ property: ReferenceWritableKeyPath<W, Value>,
  to value: @escaping @MainActor () -> Value?,
  blocking handler: SignalHandler
) -> ObservationToken {
  let token = widget.observe { [weak widget] in
    guard let widget, let next = value() else { return }
    if widget[keyPath: property] != next {
      widget.withBlocked(handler) { widget[keyPath: property] = next }
    }
  }
  token.observer.onCancel { [weak widget] in widget?.disconnectIfConnected(handler) }
  return token
}
