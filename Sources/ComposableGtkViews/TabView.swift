import ComposableArchitecture
import ComposableGtk
import Gtk

/// Pages of which one is shown, with a row of tabs to pick it (a `GtkStack` under a
/// `GtkStackSwitcher`), bound to the selected tag as SwiftUI's `TabView(selection:)` is.
///
/// ```swift
/// TabView(selection: $store.tab) {
///   CounterView(store: store.scope(state: \.counter, action: \.counter))
///     .tabItem("Counter")
///     .tag(Tab.counter)
///   FavoritesView(store: store.scope(state: \.favorites, action: \.favorites))
///     .tabItem("Favorites")
///     .tag(Tab.favorites)
/// }
/// ```
///
/// Every page is built once, with the tab view: picking a tab, by the user or by the state,
/// only changes which page is visible. The user's pick sets the selection; the program's own
/// change of the selection is not reported back as one.
public struct TabView<Selection: Hashable, Content: View>: View, PrimitiveView {
  let selection: ViewBinding<Selection>?
  let content: Content

  /// Pages, of which the one whose ``TabItem/tag(_:)`` equals `selection` is shown.
  public init(selection: ViewBinding<Selection>, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    ContainerRegistry.tabPages.append([:])
    let child = ComposableGtkViews.makeNode(
      content, in: context.nested(.vertical, spacing: 0))
    let registered = ContainerRegistry.tabPages.removeLast()

    let stack = ViewGraph.created(Gtk.Stack())
    stack.vexpand = true
    var tags: [AnyHashable?] = []
    for (index, widget) in child.widgets.enumerated() {
      let name = "page-\(index)"
      if let page = registered[widget.gobjectPointer] {
        stack.addTitled(widget, name: name, title: page.title)
        tags.append(page.tag)
      } else {
        stack.addNamed(widget, name: name)
        tags.append(nil)
      }
    }
    let switcher = ViewGraph.created(StackSwitcher(stack: stack))
    switcher.align(horizontal: .center, vertical: .fill)
    let box = ViewGraph.created(Box(.vertical, spacing: 0))
    box.append(switcher)
    box.append(stack)
    let node = ViewNode(widgets: [box], children: [child])
    // The `.toolbar` items of the page shown are in the window's header bar: another page,
    // other items. (The node keeps the stack's wrapper for the handler, which holds it weakly:
    // the stack's own handler must not keep the stack.)
    node.retained = stack
    stack.onVisibleChildChanged { [weak stack] _ in
      if let stack { WindowHeader.refreshWindow(of: stack) }
    }

    guard let selection else { return node }
    let pageTags = tags
    let token = stack.bind(
      visibleChildName: {
        let selected = AnyHashable(selection.wrappedValue)
        return pageTags.firstIndex { $0 == selected }.map { "page-\($0)" }
      },
      onChange: { name in
        guard let index = Int(name.dropFirst("page-".count)), pageTags.indices.contains(index),
          let tag = pageTags[index]?.base as? Selection, tag != selection.wrappedValue
        else { return }
        selection.wrappedValue = tag
      })
    node.tokens.append(token)
    return node
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

extension TabView where Selection == Int {
  /// Pages picked by the user only: no state follows the tab shown.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}
