import ComposableArchitecture
import ComposableGtk
import Foundation
import Gtk

/// A widget of the imperative layer, in a declarative view.
///
/// ```swift
/// VStack {
///   WidgetView(chart)     // or just `chart`: a builder takes any Widget
/// }
/// ```
///
/// The widget is used as it is, built once: the body running again leaves it alone.
public struct WidgetView: View, PrimitiveView {
  let widget: Widget

  /// Embeds `widget`.
  public init(_ widget: Widget) { self.widget = widget }

  package func makeNode(in context: BuildContext) -> ViewNode { ViewNode(widgets: [widget]) }
  package func update(_ node: ViewNode) {}
}
