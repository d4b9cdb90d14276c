import ComposableArchitecture
import ComposableGtk
import Foundation
import Gtk

/// A thin line across the stack it is in (a `GtkSeparator`), as SwiftUI's `Divider`: it takes
/// the whole width of a column (the height of a row), a column aligned to its leading edge
/// included.
public struct Divider: View, PrimitiveView {
  public init() {}

  package func makeNode(in context: BuildContext) -> ViewNode {
    // A line across a column is horizontal.
    let line: Orientation = context.orientation == .vertical ? .horizontal : .vertical
    let separator = ViewGraph.created(Gtk.Separator(line))
    // It grows along itself, so that an aligned stack keeps it at full length.
    if line == .horizontal { separator.hexpand = true } else { separator.vexpand = true }
    return ViewNode(widgets: [separator])
  }

  package func update(_ node: ViewNode) {}
}
