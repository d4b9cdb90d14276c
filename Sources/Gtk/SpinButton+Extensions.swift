import CGtk

/// A number field with − and + buttons (`GtkSpinButton`), kept inside a range.
///
/// ```swift
/// let count = SpinButton(range: 0...100, step: 1)
/// let changed = count.onValueChanged { store.send(.countChanged(Int($0))) }
/// count.withBlocked(changed) { count.value = Double(state.count) }
/// ```
@MainActor
extension SpinButton {
  var spinButton: OpaquePointer { cPointer(self) }

  /// Creates a spin button for values in `range`, changed by `step` with the buttons and the
  /// arrow keys, showing `digits` decimals.
  public convenience init(range: ClosedRange<Double>, step: Double = 1, digits: UInt32 = 0) {
    let pointer = gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step)
    self.init(UnsafeMutableRawPointer(pointer!), .adoptNew)
    self.digits = digits
  }

  /// The value. Setting it clamps it to the range, and emits `value-changed` when it changes.
  public var value: Double {
    get { gtk_spin_button_get_value(spinButton) }
    set { gtk_spin_button_set_value(spinButton, newValue) }
  }

  /// The range values are kept in.
  public var range: ClosedRange<Double> {
    get {
      var lower = 0.0
      var upper = 0.0
      gtk_spin_button_get_range(spinButton, &lower, &upper)
      return lower...upper
    }
    set { gtk_spin_button_set_range(spinButton, newValue.lowerBound, newValue.upperBound) }
  }

  /// How much the buttons and the arrow keys change the value.
  public var step: Double {
    get {
      var step = 0.0
      var page = 0.0
      gtk_spin_button_get_increments(spinButton, &step, &page)
      return step
    }
    set { gtk_spin_button_set_increments(spinButton, newValue, newValue * 10) }
  }

  /// How many decimals are shown.
  public var digits: UInt32 {
    get { gtk_spin_button_get_digits(spinButton) }
    set { gtk_spin_button_set_digits(spinButton, newValue) }
  }

  /// Calls `handler` with the new value whenever it changes: by the buttons, the keys, typed
  /// text the user commits, or the program setting ``value``.
  @discardableResult
  public func onValueChanged(_ handler: @escaping @MainActor (Double) -> Void) -> SignalHandler {
    connectSignal("value-changed") { values, _, _ in
      let instance = values.objectPointer!
      handler(gtk_spin_button_get_value(cCast(instance)))
    }
  }

  /// Steps the value up (or down) by ``step``, as the + (−) button does.
  public func spin(up: Bool = true) {
    gtk_spin_button_spin(spinButton, up ? GTK_SPIN_STEP_FORWARD : GTK_SPIN_STEP_BACKWARD, step)
  }
}
