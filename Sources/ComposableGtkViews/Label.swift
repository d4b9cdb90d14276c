import Gtk

/// A title with an icon beside it, as SwiftUI's `Label`: in a row, the icon first.
///
/// ```swift
/// Label("Length", systemImage: "clock")
/// Label { Text(store.title) } icon: { Image(systemName: "person.3") }
/// ```
///
/// ``View/labelStyle(_:)`` shows only the title or only the icon, or arranges them as a style
/// of yours does (see ``LabelStyle``); with the icon only, the title is still what screen
/// readers announce.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
  let title: Title
  let icon: Icon
  /// The title as text, when it is one: the accessible name of an icon-only label.
  let titleText: String?

  /// A label of the views `title` and `icon` build.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
    titleText = nil
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    if case let .custom(style) = context.styles.label {
      // The style's body is built without the style: a label in it has the default look.
      var inner = context
      inner.styles.label = .automatic
      let node = StyleBodyNode(style: style, configuration: configuration, context: inner)
      if let titleText, let widget = node.widgets.first, node.widgets.count == 1,
        !(widget is Gtk.Label)
      {
        widget.accessibleLabel = titleText
      }
      return node
    }
    let box = ViewGraph.created(Box(.horizontal, spacing: 6))
    let inner = context.nested(.horizontal, spacing: 6)
    let iconNode = ComposableGtkViews.makeNode(icon, in: inner)
    let titleNode = ComposableGtkViews.makeNode(title, in: inner)
    for widget in iconNode.widgets + titleNode.widgets { box.append(widget) }
    let node = LabelNode(box: box, icon: iconNode, title: titleNode, style: context.styles.label)
    apply(to: node)
    return node
  }

  package func update(_ node: ViewNode) {
    if let node = node as? StyleBodyNode<LabelStyleConfiguration> {
      node.update(configuration)
      return
    }
    guard let node = node as? LabelNode else { return }
    ComposableGtkViews.update(node.children[0], with: icon)
    ComposableGtkViews.update(node.children[1], with: title)
    apply(to: node)
  }

  /// What the label hands to a style of the app's own.
  private func configuration() -> LabelStyleConfiguration {
    LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(content: ErasedView(title)),
      icon: LabelStyleConfiguration.Icon(content: ErasedView(icon)))
  }

  private func apply(to node: LabelNode) {
    let titleOnly = if case .titleOnly = node.style { true } else { false }
    let iconOnly = if case .iconOnly = node.style { true } else { false }
    for widget in node.children[0].widgets { widget.isVisible = !titleOnly }
    for widget in node.children[1].widgets { widget.isVisible = !iconOnly }
    node.widgets[0].accessibleLabel = iconOnly ? titleText : nil
  }
}

/// A label built as GNOME's row of an icon and a title, in the arrangement it was built in.
@MainActor
final class LabelNode: ViewNode {
  let style: LabelStyleKind

  init(box: Box, icon: ViewNode, title: ViewNode, style: LabelStyleKind) {
    self.style = style
    super.init(widgets: [box], children: [icon, title])
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

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The default look of the label `configuration` describes: what a ``LabelStyle`` of yours
  /// draws its own look around.
  public init(_ configuration: LabelStyleConfiguration) {
    title = configuration.title
    icon = configuration.icon
    titleText = configuration.title.content.accessibleTitle
  }
}
