import ComposableArchitecture
import ComposableGtk
import Foundation
import Gtk

/// A number the user steps up and down or types, kept in a range, as SwiftUI's `Stepper`: a
/// `GtkSpinButton`, with the label on its left.
///
/// ```swift
/// Stepper("Priority", value: $store.priority, in: 0...5)
/// Stepper(value: $store.count, in: 0...100) {
///   Text("Count: \(store.count)")
/// }
/// Stepper("Price", value: $store.price, in: 0...1000, step: 0.5, digits: 2)
/// Stepper("Volume", onIncrement: { store.send(.louder) }, onDecrement: { store.send(.softer) })
/// ```
///
/// SwiftUI's `Stepper` shows − and + buttons; GTK's spin button has them too, and a field
/// between them that also takes typed numbers. A stepper of a floating-point value shows as
/// many decimals as its step has, at least one (`digits:` chooses). The program's own writes
/// are never reported back as the user's: a value outside the range is shown clamped, and the
/// state keeps what the program wrote. `onEditingChanged` is called with `true`, then with
/// `false`, around each change the user makes: GTK steps a spin button by clicks and keys, with
/// no gesture that lasts.
///
/// The stepper made with `onIncrement:onDecrement:` is two linked buttons, − and +, with no
/// value: a nil action leaves its button insensitive.
public struct Stepper<Label: View>: View, PrimitiveView {
  let label: Label
  let kind: Kind

  enum Kind {
    case value(
      range: ClosedRange<Double>, step: Double, digits: UInt32,
      get: @MainActor () -> Double, set: @MainActor (Double) -> Void)
    case actions(increment: (@MainActor () -> Void)?, decrement: (@MainActor () -> Void)?)
  }

  /// A stepper for a whole number in `bounds`, changed by `step`, named by `label`.
  public init<V: BinaryInteger>(
    value: ViewBinding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryInteger {
    self.label = label()
    kind = .value(
      range: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
      digits: 0, get: { Double(value.wrappedValue) },
      set: { next in
        onEditingChanged(true)
        value.wrappedValue = V(clamping: Int(next.rounded()))
        onEditingChanged(false)
      })
  }

  /// A stepper for a whole number without bounds of its own, changed by `step`: it keeps to
  /// ±999,999,999, what its field shows.
  public init<V: BinaryInteger>(
    value: ViewBinding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryInteger {
    self.init(
      value: value, in: V(clamping: -unboundedLimit)...V(clamping: unboundedLimit), step: step,
      onEditingChanged: onEditingChanged, label: label)
  }

  /// A stepper for a number in `bounds`, changed by `step`, named by `label`.
  public init<V: BinaryFloatingPoint>(
    value: ViewBinding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, digits: decimals(of: Double(step)),
      onEditingChanged: onEditingChanged, label: label())
  }

  /// A stepper for a number without bounds of its own, changed by `step`: it keeps to
  /// ±999,999,999.
  public init<V: BinaryFloatingPoint>(
    value: ViewBinding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: -V(unboundedLimit)...V(unboundedLimit), step: step,
      onEditingChanged: onEditingChanged, label: label)
  }

  init<V: BinaryFloatingPoint>(
    value: ViewBinding<V>, in bounds: ClosedRange<V>, step: V.Stride, digits: UInt32,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, label: Label
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label
    kind = .value(
      range: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
      digits: digits, get: { Double(value.wrappedValue) },
      set: { next in
        onEditingChanged(true)
        value.wrappedValue = V(next)
        onEditingChanged(false)
      })
  }

  /// − and + buttons that call `onDecrement` and `onIncrement`, named by `label`.
  public init(
    onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    func editing(_ action: (@MainActor () -> Void)?) -> (@MainActor () -> Void)? {
      guard let action else { return nil }
      return {
        onEditingChanged(true)
        action()
        onEditingChanged(false)
      }
    }
    kind = .actions(increment: editing(onIncrement), decrement: editing(onDecrement))
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let control: Widget
    var tokens: [ObservationToken] = []
    switch kind {
    case let .value(range, step, digits, get, set):
      let spin = ViewGraph.created(SpinButton(range: range, step: step, digits: digits))
      tokens.append(spin.bind(value: get, onChange: set))
      control = spin
    case let .actions(increment, decrement):
      let buttons = ViewGraph.created(Box(.horizontal, spacing: 0))
      buttons.addCSSClass("linked")
      for (icon, action) in [("list-remove-symbolic", decrement), ("list-add-symbolic", increment)]
      {
        let button = ViewGraph.created(Gtk.Button(iconName: icon))
        if let action {
          button.onClicked { action() }
        } else {
          button.sensitive = false
        }
        buttons.append(button)
      }
      control = buttons
    }
    control.align(horizontal: .end, vertical: .center)

    let inner = context.nested(.horizontal, spacing: 6)
    let labelNode = ComposableGtkViews.makeNode(label, in: inner)
    let node = StepperNode(control: control, label: labelNode)
    if labelNode.widgets.isEmpty || (label as? Text)?.constantString?.isEmpty == true {
      node.widgets = [control]
    } else {
      let row = context.titleRow(labelNode)
      row.append(control)
      node.widgets = [row]
    }
    node.name(by: accessibleTitle(of: label, built: node.widgets[0]))
    node.tokens.append(contentsOf: tokens)
    return node
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? StepperNode else { return }
    ComposableGtkViews.update(node.children[0], with: label)
    node.name(by: accessibleTitle(of: label, built: node.widgets[0]))
  }
}

@MainActor
final class StepperNode: ViewNode {
  let control: Widget

  init(control: Widget, label: ViewNode) {
    self.control = control
    super.init(widgets: [], children: [label])
  }

  /// Gives the parts the names screen readers announce: the spin button's is the title; the
  /// buttons' say what they do to what.
  func name(by title: String) {
    if control is SpinButton {
      if control.accessibleLabel != title { control.accessibleLabel = title }
      return
    }
    let names = ["Decrement", "Increment"].map { title.isEmpty ? $0 : "\($0) \(title)" }
    for (button, name) in zip(control.children, names) where button.accessibleLabel != name {
      button.accessibleLabel = name
    }
  }
}

/// The bound of a stepper made without a range: GTK's spin button always has one, and sizes
/// its field for it.
private let unboundedLimit = 999_999_999

/// How many decimals a stepper shows for `step`: as many as it has, at least one, at most six.
private func decimals(of step: Double) -> UInt32 {
  var digits: UInt32 = 1
  while digits < 6, (step * pow(10, Double(digits))).rounded() != step * pow(10, Double(digits)) {
    digits += 1
  }
  return digits
}

extension Stepper where Label == Text {
  /// A stepper titled `title` for a whole number in `bounds`, changed by `step`.
  public init<S: StringProtocol, V: BinaryInteger>(
    _ title: S, value: ViewBinding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryInteger {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      Text(String(title))
    }
  }

  /// A stepper titled `title` for a whole number without bounds of its own:
  /// `Stepper("\(store.count)", value: $store.count)`.
  public init<S: StringProtocol, V: BinaryInteger>(
    _ title: S, value: ViewBinding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryInteger {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged) {
      Text(String(title))
    }
  }

  /// A stepper titled `title` for a number in `bounds`, changed by `step`.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(
    _ title: S, value: ViewBinding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      Text(String(title))
    }
  }

  /// A stepper titled `title` for a number without bounds of its own.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(
    _ title: S, value: ViewBinding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged) {
      Text(String(title))
    }
  }

  /// A stepper titled `title` for a number in `range`, shown with `digits` decimals (ours:
  /// SwiftUI formats with `format:`).
  public init(
    _ title: String, value: ViewBinding<Double>, in range: ClosedRange<Double>,
    step: Double = 1, digits: UInt32
  ) {
    self.init(value: value, in: range, step: step, digits: digits, label: Text(title))
  }

  /// A stepper titled `title` for a number without bounds of its own, shown with `digits`
  /// decimals.
  public init(_ title: String, value: ViewBinding<Double>, step: Double = 1, digits: UInt32) {
    self.init(
      value: value, in: -Double(unboundedLimit)...Double(unboundedLimit), step: step,
      digits: digits, label: Text(title))
  }

  /// − and + buttons titled `title`, calling `onDecrement` and `onIncrement`.
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged
    ) { Text(String(title)) }
  }
}
