import ComposableGtk
import Gtk

/// The edge of a row that ``View/swipeActions(edge:allowsFullSwipe:content:)`` puts its
/// actions at, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Sendable, Hashable {
  case leading, trailing
}

extension View {
  /// Actions on a row of a `List` or a `ForEach`, as SwiftUI's `swipeActions`. GNOME has no
  /// swipe on the desktop: the row gets a "⋯" menu button at `edge` (named "More actions for
  /// <the row's text>" for screen readers) whose menu lists the buttons `content` builds, and
  /// the same menu opens over the row by a right click, Shift+F10 or the Menu key. Choosing an
  /// item runs its action and closes the menu; a `role: .destructive` button is drawn in the
  /// destructive style. `allowsFullSwipe` has nothing to stand for, and is accepted as is.
  ///
  /// ```swift
  /// ForEach(store.syncUps) { syncUp in
  ///   CardView(syncUp: syncUp)
  ///     .swipeActions {
  ///       Button("Delete", role: .destructive) { store.send(.deleteTapped(syncUp.id)) }
  ///     }
  /// }
  /// ```
  public func swipeActions<Actions: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> Actions
  ) -> SwipeActionsView<Self, Actions> {
    SwipeActionsView(content: self, actions: content(), edge: edge)
  }
}

/// A row with actions in a menu: what ``View/swipeActions(edge:allowsFullSwipe:content:)``
/// returns.
public struct SwipeActionsView<Content: View, Actions: View>: View, PrimitiveView {
  let content: Content
  let actions: Actions
  let edge: HorizontalEdge

  /// The row and its menu button, with the actions as its context menu.
  private var menu: ContextMenuView<SwipeActionsRow<Content, Actions>, Actions> {
    ContextMenuView(
      content: SwipeActionsRow(content: content, actions: actions, edge: edge), items: actions)
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    ComposableGtkViews.makeNode(menu, in: context)
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node, with: menu)
  }
}

/// The row's content beside its "⋯" menu button.
struct SwipeActionsRow<Content: View, Actions: View>: View, PrimitiveView {
  let content: Content
  let actions: Actions
  let edge: HorizontalEdge

  func makeNode(in context: BuildContext) -> ViewNode {
    let row = ViewGraph.created(Box(.horizontal, spacing: 6))
    let main = ViewGraph.created(Box(context.orientation, spacing: context.spacing))
    main.hexpand = true
    main.valign = .center
    let contentNode = ComposableGtkViews.makeNode(content, in: context)
    for widget in contentNode.widgets { main.append(widget) }

    let button = ViewGraph.created(MenuButton(iconName: "view-more-symbolic"))
    button.addCSSClass("flat")
    button.valign = .center
    let (popover, actionsNode) = MenuItems.makePopover(of: actions, in: context)
    button.setPopover(popover)
    Self.name(button, after: main)

    if edge == .leading { row.append(button) }
    row.append(main)
    if edge == .trailing { row.append(button) }
    let node = ViewNode(widgets: [row], children: [contentNode, actionsNode])
    node.retained = button
    return node
  }

  func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
    ComposableGtkViews.update(node.children[1], with: actions)
    if let button = node.retained as? MenuButton, let main = node.children[0].widgets.first?.parent
    {
      Self.name(button, after: main)
    }
  }

  /// Names the menu button after the row's text, for screen readers and its tooltip.
  private static func name(_ button: MenuButton, after row: Widget) {
    let text = row.descendants.compactMap { ($0 as? Gtk.Label)?.text }.first { !$0.isEmpty }
    let name = text.map { "More actions for \($0)" } ?? "More actions"
    if button.accessibleLabel != name {
      button.accessibleLabel = name
      button.tooltipText = "More actions"
    }
  }
}
