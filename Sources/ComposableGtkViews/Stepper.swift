import ComposableArchitecture
import ComposableGtk
import Gtk

/// A number the user steps up and down or types, kept in a range (a `GtkSpinButton`, with
/// the title on its left).
///
/// ```swift
/// Stepper("Priority", value: $store.priority, in: 0...5)
/// Stepper("Price", value: $store.price, in: 0...1000, step: 0.5, digits: 2)
/// ```
///
/// SwiftUI's `Stepper` shows − and + buttons; GTK's spin button has them too, and a field
/// between them that also takes typed numbers. The program's own writes are never reported
/// back as the user's: a value outside the range is shown clamped, and the state keeps what
/// the program wrote.
public struct Stepper: View, PrimitiveView {
  let title: String
  let range: ClosedRange<Double>
  let step: Double
  let digits: UInt32
  let get: @MainActor () -> Double
  let set: @MainActor (Double) -> Void

  /// A stepper for a whole number in `range`, changed by `step`.
  public init(
    _ title: String, value: ViewBinding<Int>, in range: ClosedRange<Int>, step: Int = 1
  ) {
    self.title = title
    self.range = Double(range.lowerBound)...Double(range.upperBound)
    self.step = Double(step)
    digits = 0
    get = { Double(value.wrappedValue) }
    set = { value.wrappedValue = Int($0.rounded()) }
  }

  /// A stepper for a whole number without bounds of its own, changed by `step`:
  /// `Stepper("\(store.count)", value: $store.count)`. It keeps to ±999,999,999, what its
  /// field shows.
  public init(_ title: String, value: ViewBinding<Int>, step: Int = 1) {
    self.init(title, value: value, in: -Stepper.unbounded...Stepper.unbounded, step: step)
  }

  /// A stepper for a number without bounds of its own, changed by `step`, shown with `digits`
  /// decimals. It keeps to ±999,999,999.
  public init(_ title: String, value: ViewBinding<Double>, step: Double = 1, digits: UInt32 = 1) {
    self.init(
      title, value: value, in: -Double(Stepper.unbounded)...Double(Stepper.unbounded), step: step,
      digits: digits)
  }

  /// The bound of a stepper made without a range: GTK's spin button always has one, and sizes
  /// its field for it.
  static let unbounded = 999_999_999

  /// A stepper for a number in `range`, changed by `step`, shown with `digits` decimals.
  public init(
    _ title: String, value: ViewBinding<Double>, in range: ClosedRange<Double>,
    step: Double = 1, digits: UInt32 = 1
  ) {
    self.title = title
    self.range = range
    self.step = step
    self.digits = digits
    get = { value.wrappedValue }
    set = { value.wrappedValue = $0 }
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let spin = ViewGraph.created(SpinButton(range: range, step: step, digits: digits))
    spin.align(horizontal: .end, vertical: .center)
    let token = spin.bind(value: get, onChange: set)
    let widget: Widget
    if title.isEmpty {
      widget = spin
    } else {
      spin.accessibleLabel = title
      let row = ViewGraph.created(Box(.horizontal, spacing: 12))
      let label = ViewGraph.created(Gtk.Label(title))
      label.xalign = 0
      label.hexpand = true
      row.append(label)
      row.append(spin)
      widget = row
    }
    let node = ViewNode(widgets: [widget])
    node.tokens.append(token)
    return node
  }

  package func update(_ node: ViewNode) {}
}
