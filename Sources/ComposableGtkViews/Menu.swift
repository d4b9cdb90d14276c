import ComposableGtk
import Gdk
import Gtk

/// A button that opens a menu of actions, as SwiftUI's `Menu` (a `GtkMenuButton` whose
/// popover lists the content's buttons).
///
/// ```swift
/// Menu("Sort") {
///   Button("By name") { store.send(.sortByName) }
///   Button("By date") { store.send(.sortByDate) }
///   Divider()
///   Button("Reset", role: .destructive) { store.send(.resetSort) }
/// }
/// ```
///
/// The content's buttons are drawn as menu items (flat, their text at the leading edge);
/// choosing one runs it and closes the menu.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content

  /// A menu titled `title`.
  public init(_ title: String, @ViewBuilder content: () -> Content) where Label == Text {
    label = Text(title)
    self.content = content()
  }

  /// A menu whose button shows the view `label` builds.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let button = ViewGraph.created(MenuButton())
    let face = context.nested(.horizontal, spacing: 6)
    let labelNode = ComposableGtkViews.makeNode(label, in: face)
    button.child = ViewGraph.singleWidget(of: labelNode, context: face)
    if let title = (label as? Text)?.constantString { button.accessibleLabel = title }
    let (popover, itemsNode) = MenuItems.makePopover(of: content, in: context)
    button.setPopover(popover)
    let node = ViewNode(widgets: [button], children: [labelNode, itemsNode])
    node.retained = popover
    return node
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: label)
    ComposableGtkViews.update(node.children[1], with: content)
  }
}

/// The items of a menu: buttons drawn as menu items in a popover.
@MainActor
enum MenuItems {
  /// A popover listing the views of `content`, its buttons drawn as items that close it.
  static func makePopover<Content: View>(
    of content: Content, in context: BuildContext
  ) -> (Popover, ViewNode) {
    let popover = ViewGraph.created(Popover())
    popover.addCSSClass("menu")
    let inner = context.nested(.vertical, spacing: 0)
    let node = ComposableGtkViews.makeNode(content, in: inner)
    let list = ViewGraph.singleWidget(of: node, context: inner)
    for button in ([list] + list.descendants).compactMap({ $0 as? Gtk.Button }) {
      button.addCSSClass("flat")
      (button.child as? Gtk.Label)?.xalign = 0
      // A destructive item in red text: Adwaita's destructive style on a flat button draws
      // white text on no background, which does not show in a menu.
      if button.hasCSSClass("destructive-action") {
        button.removeCSSClass("destructive-action")
        button.addCSSClass("error")
      }
      // Through the button's ancestors: nothing keeps the popover's wrapper.
      button.onClicked { [weak button] in
        var current = button?.parent
        while let widget = current, !(widget is Popover) { current = widget.parent }
        (current as? Popover)?.popdown()
      }
    }
    popover.child = list
    return (popover, node)
  }
}
