import ComposableGtk
import Gtk

/// How far a task has come: a filling bar (a `GtkProgressBar`), or a spinner (a
/// `GtkSpinner`) when how far is not known, as SwiftUI's `ProgressView`.
///
/// ```swift
/// ProgressView(value: store.secondsElapsed, total: store.duration)   // a bar
/// ProgressView { store.completedFraction }                           // follows the state
/// ProgressView()                                                     // a spinner
/// ```
public struct ProgressView: View, PrimitiveView {
  enum Value {
    case constant(Double)
    case reactive(@MainActor () -> Double)
    case indeterminate
  }

  let value: Value
  /// The text above the bar or beside the spinner, if any.
  var title: String?

  /// A spinner with `title` beside it, as SwiftUI's `ProgressView(_:)`.
  ///
  /// ```swift
  /// ProgressView("Loading sync-ups…")
  /// ```
  public init(_ title: String) {
    value = .indeterminate
    self.title = title
  }

  /// A bar filled to `value` out of `total` under `title` (a spinner beside it when `value` is
  /// nil), as SwiftUI's `ProgressView(_:value:total:)`.
  public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
    self.init(value: value, total: total)
    self.title = title
  }

  /// A bar filled to `value` out of `total`; a spinner when `value` is nil.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    if let value {
      self.value = .constant(total > 0 ? Double(value / total) : 0)
    } else {
      self.value = .indeterminate
    }
  }

  /// A bar filled to what `value` returns (0 to 1), again whenever state it read changes.
  public init(value: @escaping @MainActor () -> Double) { self.value = .reactive(value) }

  /// A spinner: work whose progress is not known.
  public init() { value = .indeterminate }

  /// The default look of the progress view `configuration` describes: what a custom
  /// ``ProgressViewStyle`` draws its own look around.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    value = configuration.fractionCompleted.map { .constant($0) } ?? .indeterminate
  }

  /// What the progress view hands to a style: its fraction as it is now (a closure's is read,
  /// and so observed by the style's body).
  private func configuration() -> ProgressViewStyleConfiguration {
    switch value {
    case let .constant(fraction): ProgressViewStyleConfiguration(fractionCompleted: fraction)
    case let .reactive(fraction): ProgressViewStyleConfiguration(fractionCompleted: fraction())
    case .indeterminate: ProgressViewStyleConfiguration(fractionCompleted: nil)
    }
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    if let style = context.styles.progress {
      // The style's body is built without the style: a progress view in it is the default.
      var inner = context
      inner.styles.progress = nil
      return StyleBodyNode(style: style.body, configuration: configuration, context: inner)
    }
    let node = makeIndicatorNode()
    guard let title else { return node }
    // The title above a bar, beside a spinner; it names the indicator for screen readers.
    let isSpinner = node.widgets.first is Gtk.Spinner
    let box = ViewGraph.created(Box(isSpinner ? .horizontal : .vertical, spacing: 6))
    let label = ViewGraph.created(Gtk.Label())
    label.text = title
    label.xalign = 0
    box.append(label)
    for widget in node.widgets {
      widget.accessibleLabel = title
      box.append(widget)
    }
    return ViewNode(widgets: [box], children: [node])
  }

  /// The bar or the spinner.
  private func makeIndicatorNode() -> ViewNode {
    if case .indeterminate = value {
      let spinner = ViewGraph.created(Gtk.Spinner())
      spinner.start()
      return ViewNode(widgets: [spinner])
    }
    let bar = ViewGraph.created(ProgressBar())
    bar.align(horizontal: .fill, vertical: .center)
    // As SwiftUI's linear progress view, the bar takes the width it is offered (in a row, or
    // over a shape in a `ZStack`).
    bar.hexpand = true
    let node = ViewNode(widgets: [bar])
    switch value {
    case let .constant(fraction): bar.fraction = clamped(fraction)
    case let .reactive(fraction):
      node.tokens.append(
        bar.observe { [weak bar] in
          guard let bar else { return }
          let next = clamped(fraction())
          if bar.fraction != next { bar.fraction = next }
        })
    case .indeterminate: break
    }
    return node
  }

  package func update(_ node: ViewNode) {
    if let node = node as? StyleBodyNode<ProgressViewStyleConfiguration> {
      node.update(configuration)
      return
    }
    // A titled one keeps its bar in the node below the box.
    let indicator = title == nil ? node : node.children.first ?? node
    guard case let .constant(fraction) = value, let bar = indicator.widgets.first as? ProgressBar,
      bar.fraction != clamped(fraction)
    else { return }
    bar.fraction = clamped(fraction)
  }
}

private func clamped(_ fraction: Double) -> Double { min(max(fraction, 0), 1) }
