import Gtk

/// A value with its name, as SwiftUI's `LabeledContent`: the name at the leading edge, the
/// value (dimmed text, or any view) at the trailing one, as a row of a form.
///
/// ```swift
/// LabeledContent("Length", value: syncUp.duration.formatted(.units()))
/// LabeledContent("Theme") { ThemeBadge(theme: syncUp.theme) }
/// ```
public struct LabeledContent<Content: View>: View, PrimitiveView {
  let title: String
  let content: Content

  /// `title`, then the view `content` builds.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let row = ViewGraph.created(Box(.horizontal, spacing: 12))
    let label = ViewGraph.created(Gtk.Label(title))
    label.xalign = 0
    label.hexpand = true
    row.append(label)
    let inner = context.nested(.horizontal, spacing: 6)
    let child = ComposableGtkViews.makeNode(content, in: inner)
    for widget in child.widgets {
      if let value = widget as? Gtk.Label { value.addCSSClass("dim-label") }
      row.append(widget)
    }
    let node = ViewNode(widgets: [row], children: [child])
    node.retained = label
    return node
  }

  package func update(_ node: ViewNode) {
    if let label = node.retained as? Gtk.Label, label.text != title { label.text = title }
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

extension LabeledContent where Content == Text {
  /// `title`, then `value` as dimmed text.
  public init(_ title: String, value: String) {
    self.init(title) { Text(value) }
  }
}
