import ComposableArchitecture
import ComposableGtk
import Foundation
import Gtk

/// Empty space that takes what its stack has left over, pushing its siblings apart.
public struct Spacer: View, PrimitiveView {
  public init() {}

  package func makeNode(in context: BuildContext) -> ViewNode {
    let space = ViewGraph.created(Box(.horizontal))
    if context.orientation == .vertical { space.vexpand = true } else { space.hexpand = true }
    return ViewNode(widgets: [space])
  }

  package func update(_ node: ViewNode) {}
}
