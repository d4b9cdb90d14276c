import Gtk

/// A title with an icon beside it, as SwiftUI's `Label`: in a row, the icon first.
///
/// ```swift
/// Label("Length", systemImage: "clock")
/// Label { Text(store.title) } icon: { Image(systemName: "person.3") }
/// ```
///
/// ``labelStyle(_:)`` shows only the title or only the icon; with the icon only, the title
/// is still what screen readers announce.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
  let title: Title
  let icon: Icon
  /// The title as text, when it is one: the accessible name of an icon-only label.
  let titleText: String?
  var style: LabelStyle = .titleAndIcon

  /// A label of the views `title` and `icon` build.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
    titleText = nil
  }

  /// Shows only the title, only the icon, or both.
  public func labelStyle(_ style: LabelStyle) -> Label {
    var copy = self
    copy.style = style
    return copy
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let box = ViewGraph.created(Box(.horizontal, spacing: 6))
    let inner = context.nested(.horizontal, spacing: 6)
    let iconNode = ComposableGtkViews.makeNode(icon, in: inner)
    let titleNode = ComposableGtkViews.makeNode(title, in: inner)
    for widget in iconNode.widgets + titleNode.widgets { box.append(widget) }
    let node = ViewNode(widgets: [box], children: [iconNode, titleNode])
    apply(to: node)
    return node
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: icon)
    ComposableGtkViews.update(node.children[1], with: title)
    apply(to: node)
  }

  private func apply(to node: ViewNode) {
    for widget in node.children[0].widgets { widget.isVisible = style != .titleOnly }
    for widget in node.children[1].widgets { widget.isVisible = style != .iconOnly }
    node.widgets[0].accessibleLabel = style == .iconOnly ? titleText : nil
  }
}

extension Label where Title == Text, Icon == Image {
  /// `title` beside the icon for the SF Symbols name `systemImage` (see ``SystemImage``).
  public init(_ title: String, systemImage: String) {
    self.title = Text(title)
    self.icon = Image(systemName: systemImage)
    titleText = title
  }

  /// `title` beside the themed icon `iconName`.
  public init(_ title: String, iconName: String) {
    self.title = Text(title)
    self.icon = Image(iconName: iconName)
    titleText = title
  }
}

/// What a ``Label`` shows: SwiftUI's label styles.
public enum LabelStyle: Hashable, Sendable {
  /// The icon, then the title.
  case titleAndIcon
  /// The title alone.
  case titleOnly
  /// The icon alone; screen readers still announce the title.
  case iconOnly
}
