import ComposableGtk
import Gdk
import Gtk

extension View {
  /// A menu of the buttons `menuItems` builds, opened over this view by a right click (or
  /// Shift+F10 / the Menu key while the focus is in it), as SwiftUI's `contextMenu`.
  ///
  /// ```swift
  /// CardView(syncUp: syncUp)
  ///   .contextMenu {
  ///     Button("Delete", role: .destructive) { store.send(.deleteTapped(syncUp.id)) }
  ///   }
  /// ```
  public func contextMenu<MenuItems: View>(
    @ViewBuilder menuItems: () -> MenuItems
  ) -> ContextMenuView<Self, MenuItems> {
    ContextMenuView(content: self, items: menuItems())
  }
}

/// A view with a menu of its own: what ``View/contextMenu(menuItems:)`` returns.
public struct ContextMenuView<Content: View, Items: View>: View, PrimitiveView {
  let content: Content
  let items: Items

  package func makeNode(in context: BuildContext) -> ViewNode {
    // The popover's parent is a box of ours, which unparents it when it goes.
    let box = ViewGraph.created(Box(context.orientation, spacing: context.spacing))
    let child = ComposableGtkViews.makeNode(content, in: context)
    for widget in child.widgets { box.append(widget) }
    let (popover, itemsNode) = MenuItems.makePopover(of: items, in: context)
    popover.setParent(box)
    popover.hasArrow = false
    let node = ViewNode(widgets: [box], children: [child, itemsNode])
    node.retained = popover

    let click = GestureClick()
    click.button = 3  // the secondary button
    click.onPressed { [weak node] _, x, y in
      guard let popover = node?.retained as? Popover else { return }
      popover.setPointingTo(Gdk.Rectangle(x: Int32(x), y: Int32(y), width: 1, height: 1))
      popover.popup()
    }
    box.addController(click)
    box.addKeyboardShortcut("<Shift>F10|Menu") { [weak node] in
      guard let popover = node?.retained as? Popover else { return }
      popover.setPointingTo(nil)
      popover.popup()
    }
    return node
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
    ComposableGtkViews.update(node.children[1], with: items)
  }
}
