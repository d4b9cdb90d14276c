import ComposableArchitecture
import ComposableGtk
import Foundation
import Gtk

/// A thin line across the stack it is in (a `GtkSeparator`).
public struct Divider: View, PrimitiveView {
  public init() {}

  package func makeNode(in context: BuildContext) -> ViewNode {
    // A line across a column is horizontal.
    let line: Orientation = context.orientation == .vertical ? .horizontal : .vertical
    return ViewNode(widgets: [ViewGraph.created(Gtk.Separator(line))])
  }

  package func update(_ node: ViewNode) {}
}
