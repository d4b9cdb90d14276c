import ComposableArchitecture
import ComposableGtk
import Gtk

/// A page of a ``TabView``: what ``View/tabItem(_:)-(String)`` makes; ``tag(_:)`` names it for the
/// tab view's selection.
public struct TabItem<Content: View>: View, PrimitiveView {
  let content: Content
  let title: String
  let tagValue: AnyHashable?

  /// The same page, selected while the tab view's selection equals `tag`.
  public func tag<Tag: Hashable>(_ tag: Tag) -> TabItem<Content> {
    TabItem(content: content, title: title, tagValue: AnyHashable(tag))
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    let page = ViewGraph.singleWidget(of: child, context: context)
    if !ContainerRegistry.tabPages.isEmpty {
      // `.tag(…)` before `.tabItem`, as SwiftUI allows, tags the page as well.
      let tag = tagValue ?? (content as? any TagCarrying)?.carriedTag
      ContainerRegistry.tabPages[ContainerRegistry.tabPages.count - 1][page.gobjectPointer] = (
        title, tag
      )
    }
    return ViewNode(widgets: [page], children: [child])
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

extension View {
  /// Makes this view a page of the ``TabView`` around it, with the tab `title`.
  public func tabItem(_ title: String) -> TabItem<Self> {
    TabItem(content: self, title: title, tagValue: nil)
  }

  /// Makes this view a page of the ``TabView`` around it, its tab labelled as SwiftUI writes
  /// it: `.tabItem { Text("Counter") }` or `.tabItem { Label("Counter", systemImage: "plus") }`.
  ///
  /// GTK's stack switcher shows a tab's title, or its icon alone: the tab shows the label's
  /// title (its texts, for a label of your own), and no icon.
  public func tabItem<TabLabel: View>(@ViewBuilder _ label: () -> TabLabel) -> TabItem<Self> {
    let label = label()
    let title =
      (label as? any AccessiblyTitled)?.accessibleTitle
      ?? accessibleTitle(of: label, built: label.makeWidget())
    return TabItem(content: self, title: title, tagValue: nil)
  }
}

/// A view that carries a tag for the container around it: what ``View/tag(_:)`` returns.
@MainActor
protocol TagCarrying {
  var carriedTag: AnyHashable { get }
}

extension TaggedView: TagCarrying {
  var carriedTag: AnyHashable { tag }
}
