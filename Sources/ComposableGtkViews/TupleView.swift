import ComposableArchitecture
import ComposableGtk
import Gtk

/// Several views in a row: what a builder block of more than one statement makes.
public struct TupleView<each V: View>: View, PrimitiveView {
  let views: (repeat each V)

  public init(_ views: repeat each V) {
    self.views = (repeat each views)
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    var children: [ViewNode] = []
    for view in repeat each views {
      children.append(ComposableGtkViews.makeNode(view, in: context))
    }
    return ViewNode(widgets: children.flatMap(\.widgets), children: children)
  }

  package func update(_ node: ViewNode) {
    var index = 0
    for view in repeat each views {
      ComposableGtkViews.update(node.children[index], with: view)
      index += 1
    }
  }
}
