import ComposableGtk
import Gtk

/// The top or bottom edge of a view, as SwiftUI's `VerticalEdge`: where
/// ``View/safeAreaInset(edge:alignment:spacing:content:)-(VerticalEdge,_,_,_)`` puts its view.
public enum VerticalEdge: Sendable, Hashable {
  case top, bottom
}

extension View {
  /// Puts the view `content` builds along this view's `edge`, taking that strip from it, as
  /// SwiftUI's `safeAreaInset`: a bar of controls under a list stays in view while the list
  /// scrolls above it.
  ///
  /// ```swift
  /// NavigationStack(path: …) { … }
  ///   .safeAreaInset(edge: .bottom) {
  ///     FloatingMenuView(store: store)
  ///   }
  /// ```
  ///
  /// This view takes the space left; `alignment` places the inset across it, `spacing` keeps
  /// them apart (none by default).
  public func safeAreaInset<Inset: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Inset
  ) -> SafeAreaInsetView<Self, Inset> {
    SafeAreaInsetView(
      content: self, inset: content(), orientation: .vertical, atStart: edge == .top,
      align: alignment.align, spacing: spacing)
  }

  /// Puts the view `content` builds along this view's leading or trailing `edge`.
  public func safeAreaInset<Inset: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Inset
  ) -> SafeAreaInsetView<Self, Inset> {
    SafeAreaInsetView(
      content: self, inset: content(), orientation: .horizontal, atStart: edge == .leading,
      align: alignment.align, spacing: spacing)
  }
}

/// A view with another along one of its edges: what
/// ``View/safeAreaInset(edge:alignment:spacing:content:)-(VerticalEdge,_,_,_)`` returns.
public struct SafeAreaInsetView<Content: View, Inset: View>: View, PrimitiveView {
  let content: Content
  let inset: Inset
  let orientation: Orientation
  let atStart: Bool
  let align: Align
  let spacing: CGFloat?

  package func makeNode(in context: BuildContext) -> ViewNode {
    let box = ViewGraph.created(Box(orientation, spacing: Int32((spacing ?? 0).rounded())))
    let inner = context.nested(orientation, spacing: 0)
    let contentNode = ComposableGtkViews.makeNode(content, in: inner)
    let main = ViewGraph.singleWidget(of: contentNode, context: inner)
    let insetNode = ComposableGtkViews.makeNode(inset, in: inner)
    let bar = ViewGraph.singleWidget(of: insetNode, context: inner)
    if orientation == .vertical {
      main.vexpand = true
      bar.halign = align
    } else {
      main.hexpand = true
      bar.valign = align
    }
    box.append(atStart ? bar : main)
    box.append(atStart ? main : bar)
    return ViewNode(widgets: [box], children: [contentNode, insetNode])
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
    ComposableGtkViews.update(node.children[1], with: inset)
  }
}
