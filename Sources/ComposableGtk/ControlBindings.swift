import Gtk

// Two-way bindings of the value controls, as ``Gtk/ToggleButton/bind(isActive:onToggle:)``:
// the observation sets the widget's value with the widget's own handler blocked, and only
// when it differs, so the program's write is never reported as the user's.

extension Switch {
  /// Keeps the switch on exactly when `isActive()` is true and reports the user's changes to
  /// `onChange`.
  ///
  /// ```swift
  /// darkMode.bind(isActive: { store.darkMode }, onChange: { store.send(.darkModeChanged($0)) })
  /// ```
  @discardableResult
  public func bind(
    isActive: @escaping @MainActor () -> Bool,
    onChange: @escaping @MainActor (Bool) -> Void
  ) -> ObservationToken {
    bindTwoWay(self, \.isActive, to: isActive, blocking: onActiveChanged(onChange))
  }
}

extension CheckButton {
  /// Keeps the box checked exactly when `isActive()` is true and reports the user's toggles
  /// to `onToggle`.
  ///
  /// ```swift
  /// done.bind(isActive: { store.isDone }, onToggle: { store.send(.doneToggled($0)) })
  /// ```
  @discardableResult
  public func bind(
    isActive: @escaping @MainActor () -> Bool,
    onToggle: @escaping @MainActor (Bool) -> Void
  ) -> ObservationToken {
    bindTwoWay(self, \.isActive, to: isActive, blocking: onToggled(onToggle))
  }
}

extension SpinButton {
  /// Keeps the value equal to `value()` and reports the user's changes to `onChange`.
  ///
  /// ```swift
  /// count.bind(value: { Double(store.count) }, onChange: { store.send(.countChanged(Int($0))) })
  /// ```
  ///
  /// A value outside the range is shown clamped, and the clamping is not reported as an edit:
  /// the state keeps what the program wrote.
  @discardableResult
  public func bind(
    value: @escaping @MainActor () -> Double,
    onChange: @escaping @MainActor (Double) -> Void
  ) -> ObservationToken {
    bindTwoWay(self, \.value, to: value, blocking: onValueChanged(onChange))
  }
}

extension Stack {
  /// Shows the page named `visibleChildName()` and reports the pages the user picks (with a
  /// switcher) to `onChange`.
  ///
  /// ```swift
  /// pages.bind(visibleChildName: { store.tab.rawValue }, onChange: { store.send(.tabPicked($0)) })
  /// ```
  ///
  /// A name no page has leaves the page shown as it is.
  @discardableResult
  public func bind(
    visibleChildName: @escaping @MainActor () -> String?,
    onChange: @escaping @MainActor (String) -> Void
  ) -> ObservationToken {
    let changed = onVisibleChildChanged { name in
      if let name { onChange(name) }
    }
    // A nil name leaves the page as it is (the outer nil), rather than asking for no page.
    return bindTwoWay(
      self, \.visibleChildName, to: { visibleChildName().map(Optional.some) }, blocking: changed)
  }
}

extension Scale {
  /// Keeps the value equal to `value()` and reports the user's changes to `onChange`, each
  /// rounded to a multiple of `step` from the scale's lower end when `step` is given.
  ///
  /// ```swift
  /// volume.bind(value: { store.volume }, onChange: { store.send(.volumeChanged($0)) })
  /// ```
  ///
  /// A value outside the range is shown clamped, and the clamping is not reported as a change:
  /// the state keeps what the program wrote.
  @discardableResult
  public func bind(
    value: @escaping @MainActor () -> Double,
    step: Double? = nil,
    onChange: @escaping @MainActor (Double) -> Void
  ) -> ObservationToken {
    // The adjustment's wrapper is not kept by its GObject: reached through the scale each time.
    let adjustment = self.adjustment
    let changed = adjustment.onValueChanged { [weak self] in
      guard let adjustment = self?.adjustment else { return }
      var next = adjustment.value
      if let step, step > 0 {
        next = adjustment.lower + ((next - adjustment.lower) / step).rounded() * step
      }
      onChange(next)
    }
    let token = observe { [weak self] in
      guard let self else { return }
      let next = value()
      if self.value != next { self.adjustment.withBlocked(changed) { self.setValue(next) } }
    }
    token.observer.onCancel { [weak self] in self?.adjustment.disconnectIfConnected(changed) }
    return token
  }
}
