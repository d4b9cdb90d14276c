import Adw
import ComposableGtk
import ComposableGtkViews
import Gtk

/// Keeps its content at most `maximumSize` pixels wide, centered (`AdwClamp`): lists and
/// forms stay readable in a wide window.
///
/// ```swift
/// ScrollView {
///   Clamp(maximumSize: 600) {
///     BoxedList { ActionRow("7", subtitle: "the 4th prime") }
///   }
/// }
/// ```
public struct Clamp<Content: View>: View, PrimitiveView {
  let maximumSize: Int32
  let content: Content

  /// Clamps the views of `content` to `maximumSize` pixels.
  public init(maximumSize: Int32 = 600, @ViewBuilder content: () -> Content) {
    self.maximumSize = maximumSize
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let clamp = ViewGraph.created(Adw.Clamp(maximumSize: maximumSize))
    let inner = context.nested(.vertical, spacing: 0)
    let child = ComposableGtkViews.makeNode(content, in: inner)
    clamp.setChild(ViewGraph.singleWidget(of: child, context: inner))
    return ViewNode(package: [clamp], children: [child])
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
    if let clamp = node.widgets.first as? Adw.Clamp, clamp.maximumSize != maximumSize {
      clamp.maximumSize = maximumSize
    }
  }
}
