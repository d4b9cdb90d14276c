import ComposableGtk
import Gtk

extension View {
  /// The title the navigation stack's header bar shows while this view's page is on top.
  ///
  /// ```swift
  /// DetailView(store: store).navigationTitle("Detail")
  /// ```
  public func navigationTitle(_ title: String) -> NavigationTitleView<Self> {
    NavigationTitleView(content: self, title: { title })
  }

  /// The title of a ``Text``: `.navigationTitle(Text(meeting.date, style: .date))`.
  public func navigationTitle(_ title: Text) -> NavigationTitleView<Self> {
    NavigationTitleView(content: self, title: { title.currentString })
  }

  /// A title that follows state: `.navigationTitle { store.name }`.
  public func navigationTitle(_ title: @escaping @MainActor () -> String)
    -> NavigationTitleView<Self>
  {
    NavigationTitleView(content: self, title: title)
  }
}

/// A view with a navigation title: what ``View/navigationTitle(_:)-(String)`` returns.
public struct NavigationTitleView<Content: View>: View, PrimitiveView {
  let content: Content
  let title: @MainActor () -> String

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    return NavigationTitleNode(child: child, title: title)
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? NavigationTitleNode else { return }
    node.title = title
    node.onChange?()
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

@MainActor
final class NavigationTitleNode: ViewNode {
  var title: @MainActor () -> String
  /// Set by the navigation stack whose page this is: reads the title again.
  var onChange: (@MainActor () -> Void)?

  init(child: ViewNode, title: @escaping @MainActor () -> String) {
    self.title = title
    super.init(widgets: child.widgets, children: [child])
  }

  /// The first title in `node` (depth first), not looking into nested navigation stacks.
  static func first(in node: ViewNode) -> NavigationTitleNode? {
    if let title = node as? NavigationTitleNode { return title }
    if node is AnyNavigationStackNode { return nil }
    for child in node.children {
      if let title = first(in: child) { return title }
    }
    return nil
  }

  static func all(in node: ViewNode) -> [NavigationTitleNode] {
    var result: [NavigationTitleNode] = []
    if let title = node as? NavigationTitleNode { result.append(title) }
    if node is AnyNavigationStackNode { return result }
    for child in node.children { result += all(in: child) }
    return result
  }
}
