import ComposableArchitecture
import ComposableGtk
import Gtk

/// A value the user picks from a range by dragging a knob along a bar (a horizontal
/// `GtkScale`), as SwiftUI's `Slider`.
///
/// ```swift
/// Slider(value: $store.syncUp.duration.minutes, in: 5...30, step: 1) {
///   Text("Length")
/// }
/// ```
///
/// The label is not drawn (as on iOS): a `Text` label is what screen readers announce. With
/// a `step`, the values the user picks are multiples of it from the lower bound. The
/// program's own writes are never reported back as the user's: a value outside the range is
/// shown clamped, and the state keeps what the program wrote.
public struct Slider<Label: View>: View, PrimitiveView {
  let range: ClosedRange<Double>
  let step: Double?
  let label: Label
  let get: @MainActor () -> Double
  let set: @MainActor (Double) -> Void

  /// A slider for `value` in `bounds`, moving by `step`, named by `label`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: Double(step), label: label())
  }

  /// A slider for `value` in `bounds`, named by `label`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, label: label())
  }

  private init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label
  ) {
    range = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step
    self.label = label
    get = { Double(value.wrappedValue) }
    set = { value.wrappedValue = V($0) }
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let scale = ViewGraph.created(
      Scale(
        orientation: .horizontal, min: range.lowerBound, max: range.upperBound,
        step: step ?? (range.upperBound - range.lowerBound) / 100))
    scale.hexpand = true
    if let name = (label as? Text)?.constantString { scale.accessibleLabel = name }
    let node = ViewNode(widgets: [scale])
    node.tokens.append(scale.bind(value: get, step: step, onChange: set))
    return node
  }

  package func update(_ node: ViewNode) {
    guard let name = (label as? Text)?.constantString, let scale = node.widgets.first,
      scale.accessibleLabel != name
    else { return }
    scale.accessibleLabel = name
  }
}

extension Slider where Label == EmptyView {
  /// A slider for `value` in `bounds`, moving by `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step) { EmptyView() }
  }

  /// A slider for `value` in `bounds`.
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1)
  where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds) { EmptyView() }
  }
}
