import Foundation
import Gtk

// What ``VStack`` and ``HStack`` share: a `GtkBox` of their content's widgets.

/// The space between the views of a stack when none is given: 6 pixels, GNOME's unit (where
/// SwiftUI's platform default is about 8 points).
let defaultStackSpacing: Int32 = 6

@MainActor
func makeStackNode<Content: View>(
  _ orientation: Orientation, spacing: Int32, content: Content, in context: BuildContext
) -> ViewNode {
  let box = ViewGraph.created(Box(orientation, spacing: spacing))
  let child = makeNode(content, in: context.nested(orientation, spacing: spacing))
  for widget in child.widgets { box.append(widget) }
  return ViewNode(widgets: [box], children: [child])
}

@MainActor
func updateStackNode<Content: View>(_ node: ViewNode, spacing: Int32, content: Content) {
  if let box = node.widgets.first as? Box, box.spacing != spacing { box.spacing = spacing }
  update(node.children[0], with: content)
}
