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
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let isExpanded: Binding<Bool>?
  let content: Content

  /// A group titled with the view `label` builds, whose expansion follows `isExpanded` and
  /// sets it when the user clicks the title.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.isExpanded = isExpanded
    self.content = content()
  }

  /// A group titled with the view `label` builds, collapsed at first.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    isExpanded = nil
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let expander = ViewGraph.created(Expander(label: nil))
    let inner = context.nested(.vertical, spacing: defaultStackSpacing)
    let child = ComposableGtkViews.makeNode(content, in: inner)
    expander.child = ViewGraph.singleWidget(of: child, context: inner)
    let title = ContainerTitle(label, in: context) {
      expander.label = $0
    } setWidget: {
      expander.labelWidget = $0
    }
    let node = ViewNode(widgets: [expander], children: [child, title.node])
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
    ComposableGtkViews.update(node.children[0], with: content)
    ContainerTitle.update(node.children[1], with: label)
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled `title` whose expansion follows `isExpanded` and sets it when the user
  /// clicks the title.
  public init(
    _ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }

  /// A group titled `title`, collapsed at first.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
