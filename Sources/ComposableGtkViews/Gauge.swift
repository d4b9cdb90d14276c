import Gtk

/// A value shown within a range, as SwiftUI's `Gauge`: a level bar (a `GtkLevelBar`), with the
/// label and the current value above it and the range's bounds at its ends.
///
/// ```swift
/// Gauge(value: store.secondsElapsed, in: 0...store.duration) {
///   Text("Elapsed")
/// } currentValueLabel: {
///   Text(store.secondsElapsed, format: .number)
/// } minimumValueLabel: {
///   Text("0")
/// } maximumValueLabel: {
///   Text(store.duration, format: .number)
/// }
/// ```
///
/// A value outside the range fills the bar to that end. The gauge follows its value when the
/// body that made it runs again. `.gaugeStyle` and marked values are not supported: every
/// gauge is this linear bar. A `Text` label is also what screen readers call the bar.
public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>:
  View, PrimitiveView
{
  let value: Double
  let bounds: ClosedRange<Double>
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel
  let maximumValueLabel: BoundsLabel

  /// A gauge of `value` in `bounds`, described by `label`, its current value by
  /// `currentValueLabel` and its bounds by `minimumValueLabel` and `maximumValueLabel`.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) where MarkedValueLabels == EmptyView {
    self.value = Double(value)
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let bar = ViewGraph.created(LevelBar(minValue: bounds.lowerBound, maxValue: bounds.upperBound))
    // One colour whatever the value (a level bar's own offsets colour it low, high and full).
    for offset in ["low", "high", "full"] { bar.removeOffsetValue(offset) }
    bar.hexpand = true
    bar.valign = .center
    bar.value = clampedValue
    let inner = context.nested(.horizontal, spacing: 6)
    let labelNode = ComposableGtkViews.makeNode(label, in: inner)
    let currentNode = ComposableGtkViews.makeNode(currentValueLabel, in: inner)
    let minimumNode = ComposableGtkViews.makeNode(minimumValueLabel, in: inner)
    let maximumNode = ComposableGtkViews.makeNode(maximumValueLabel, in: inner)

    // The label and the current value on a line above the bar, the bounds at its ends.
    let column = ViewGraph.created(Box(.vertical, spacing: 6))
    if !(labelNode.widgets.isEmpty && currentNode.widgets.isEmpty) {
      let top = ViewGraph.created(Box(.horizontal, spacing: 6))
      for widget in labelNode.widgets {
        widget.hexpand = true
        (widget as? Gtk.Label)?.xalign = 0
        top.append(widget)
      }
      for widget in currentNode.widgets {
        widget.addCSSClass("dim-label")
        widget.addCSSClass("numeric")
        top.append(widget)
      }
      column.append(top)
    }
    let line = ViewGraph.created(Box(.horizontal, spacing: 6))
    for widget in minimumNode.widgets { line.append(widget.dimmed()) }
    line.append(bar)
    for widget in maximumNode.widgets { line.append(widget.dimmed()) }
    column.append(line)
    if let name = (label as? Text)?.constantString { bar.accessibleLabel = name }
    return ViewNode(
      widgets: [column],
      children: [labelNode, currentNode, minimumNode, maximumNode, ViewNode(widgets: [bar])])
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: label)
    ComposableGtkViews.update(node.children[1], with: currentValueLabel)
    ComposableGtkViews.update(node.children[2], with: minimumValueLabel)
    ComposableGtkViews.update(node.children[3], with: maximumValueLabel)
    guard let bar = node.children[4].widgets.first as? LevelBar else { return }
    if bar.minValue != bounds.lowerBound || bar.maxValue != bounds.upperBound {
      bar.minValue = bounds.lowerBound
      bar.maxValue = bounds.upperBound
    }
    if bar.value != clampedValue { bar.value = clampedValue }
  }

  private var clampedValue: Double { min(max(value, bounds.lowerBound), bounds.upperBound) }
}

extension Widget {
  fileprivate func dimmed() -> Widget {
    addCSSClass("dim-label")
    return self
  }
}

extension Gauge
where
  CurrentValueLabel == EmptyView, BoundsLabel == EmptyView,
  MarkedValueLabels == EmptyView
{
  /// A gauge of `value` in `bounds`, described by `label`.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds`, described by `label`, its current value by
  /// `currentValueLabel`.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}
