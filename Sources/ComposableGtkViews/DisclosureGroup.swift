import ComposableArchitecture
import ComposableGtk
import Gtk

/// Views the user shows and hides under a title, as SwiftUI's `DisclosureGroup` (a
/// `GtkExpander`).
///
/// ```swift
/// DisclosureGroup("Past meetings", isExpanded: $store.showsPastMeetings) {
///   ForEach(store.meetings) { Text($0.date, style: .date) }
/// }
/// ```
///
/// Without a binding, the group keeps whether it is expanded itself. The content is built
/// once, and only hidden while the group is collapsed.
public struct DisclosureGroup<Content: View>: View, PrimitiveView {
  let title: String
  let isExpanded: Binding<Bool>?
  let content: Content

  /// A group titled `title` whose expansion follows `isExpanded` and sets it when the user
  /// clicks the title.
  public init(
    _ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.title = title
    self.isExpanded = isExpanded
    self.content = content()
  }

  /// A group titled `title`, collapsed at first.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    isExpanded = nil
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let expander = ViewGraph.created(Expander(label: title))
    let inner = context.nested(.vertical, spacing: defaultStackSpacing)
    let child = ComposableGtkViews.makeNode(content, in: inner)
    expander.child = ViewGraph.singleWidget(of: child, context: inner)
    let node = ViewNode(widgets: [expander], children: [child])
    if let isExpanded {
      let toggled = expander.onNotify("expanded") { [weak expander] in
        guard let expander, isExpanded.wrappedValue != expander.expanded else { return }
        isExpanded.wrappedValue = expander.expanded
      }
      let token = expander.observe { [weak expander] in
        guard let expander else { return }
        let next = isExpanded.wrappedValue
        if expander.expanded != next { expander.withBlocked(toggled) { expander.expanded = next } }
      }
      token.onCancel { [weak expander] in expander?.disconnectIfConnected(toggled) }
      node.tokens.append(token)
    }
    return node
  }

  package func update(_ node: ViewNode) {
    if let expander = node.widgets.first as? Expander, expander.label != title {
      expander.label = title
    }
    ComposableGtkViews.update(node.children[0], with: content)
  }
}
