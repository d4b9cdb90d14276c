import Gtk

/// Views in a box with a title, as SwiftUI's `GroupBox` (a `GtkFrame`).
///
/// ```swift
/// GroupBox("Next meeting") {
///   Text(store.nextMeeting, style: .date)
/// }
/// GroupBox {
///   Text(store.transcript)
/// } label: {
///   Label("Transcript", systemImage: "text.bubble")
/// }
/// ```
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content

  /// A box titled with the view `label` builds, around the views of `content`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let frame = ViewGraph.created(Frame(label: nil))
    let inner = context.nested(.vertical, spacing: defaultStackSpacing)
    let child = ComposableGtkViews.makeNode(content, in: inner)
    let widget = ViewGraph.singleWidget(of: child, context: inner)
    widget.setMargins(12)
    frame.child = widget
    let title = ContainerTitle(label, in: context) {
      frame.label = $0
    } setWidget: {
      frame.labelWidget = $0
    }
    return ViewNode(widgets: [frame], children: [child, title.node])
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
    ContainerTitle.update(node.children[1], with: label)
  }
}

extension GroupBox where Label == Text {
  /// A box titled `title` around the views of `content`.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension GroupBox where Label == EmptyView {
  /// A box without a title around the views of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

/// The title of a frame or an expander: a constant plain text is the widget's own label, any
/// other view (a styled text too) is built into its label widget.
@MainActor
struct ContainerTitle {
  let node: ViewNode

  init<Label: View>(
    _ label: Label, in context: BuildContext, setText: @escaping @MainActor (String) -> Void,
    setWidget: (Widget) -> Void
  ) {
    if let text = (label as? Text)?.plainString {
      setText(text)
      node = TitleTextNode(text: text, set: setText)
      return
    }
    let inner = context.nested(.horizontal, spacing: 6)
    node = ComposableGtkViews.makeNode(label, in: inner)
    if !node.widgets.isEmpty { setWidget(ViewGraph.singleWidget(of: node, context: inner)) }
  }

  static func update<Label: View>(_ node: ViewNode, with label: Label) {
    if let node = node as? TitleTextNode {
      if let text = (label as? Text)?.plainString, text != node.text {
        node.text = text
        node.set(text)
      }
    } else {
      ComposableGtkViews.update(node, with: label)
    }
  }
}

/// A title set as a widget's own label text.
@MainActor
final class TitleTextNode: ViewNode {
  var text: String
  let set: @MainActor (String) -> Void

  init(text: String, set: @escaping @MainActor (String) -> Void) {
    self.text = text
    self.set = set
    super.init(widgets: [])
  }
}
