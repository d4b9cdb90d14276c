import ComposableArchitecture
import ComposableGtk
import Gtk

/// One row of a ``Grid``: each of its views is a cell, in the next column.
public struct GridRow<Content: View>: View, PrimitiveView {
  let content: Content

  /// A row of the views of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(
      content, in: context.nested(.horizontal, spacing: context.spacing))
    if !ContainerRegistry.gridCells.isEmpty {
      let row = ContainerRegistry.nextGridRow
      ContainerRegistry.nextGridRow += 1
      for (column, widget) in child.widgets.enumerated() {
        ContainerRegistry.gridCells[ContainerRegistry.gridCells.count - 1][widget.gobjectPointer] =
          (row, Int32(column))
      }
    }
    // Outside a grid, a row is laid out like the stack it is in.
    return ViewNode(widgets: child.widgets, children: [child])
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
  }
}
