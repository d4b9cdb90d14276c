import ComposableGtk
import Gtk

extension View {
  /// Hides the back button of the navigation stack while this view's page is on top, as
  /// SwiftUI's modifier does: for a page the user leaves with a button of its own.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
    -> BackButtonHiddenView<Self>
  {
    BackButtonHiddenView(content: self, hides: hidesBackButton)
  }
}

/// A view whose page hides the back button: what
/// ``View/navigationBarBackButtonHidden(_:)`` returns.
public struct BackButtonHiddenView<Content: View>: View, PrimitiveView {
  let content: Content
  let hides: Bool

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    return hides ? BackButtonHiddenNode(child: child) : child
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node is BackButtonHiddenNode ? node.children[0] : node, with: content)
  }
}

@MainActor
final class BackButtonHiddenNode: ViewNode {
  init(child: ViewNode) { super.init(widgets: child.widgets, children: [child]) }

  static func first(in node: ViewNode) -> BackButtonHiddenNode? {
    if let hidden = node as? BackButtonHiddenNode { return hidden }
    if node is AnyNavigationStackNode { return nil }
    for child in node.children {
      if let hidden = first(in: child) { return hidden }
    }
    return nil
  }
}
