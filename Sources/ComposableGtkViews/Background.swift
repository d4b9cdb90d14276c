import Gtk

extension View {
  /// Draws the view `content` builds behind this view, as SwiftUI's
  /// `background(alignment:content:)`: this view sets the size, and the background is laid out
  /// in the same bounds, filling them if it grows (a shape, a colour) or placed by `alignment`.
  ///
  /// ```swift
  /// Text(store.theme.name)
  ///   .padding(4)
  ///   .background {
  ///     RoundedRectangle(cornerRadius: 4).fill(store.theme.mainColor)
  ///   }
  /// ```
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> BackgroundView<Self, Background> {
    BackgroundView(content: self, background: content(), alignment: alignment)
  }

  /// Draws the view `background` behind this view: SwiftUI's first spelling of
  /// ``background(alignment:content:)``.
  @_disfavoredOverload
  public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> BackgroundView<Self, Background> {
    BackgroundView(content: self, background: background, alignment: alignment)
  }
}

/// A view with another drawn behind it: what ``View/background(alignment:content:)`` returns.
///
/// A `GtkOverlay` whose main child is the background and whose overlay, the view, is the one
/// measured: GTK draws the main child first.
public struct BackgroundView<Content: View, Background: View>: View, PrimitiveView {
  let content: Content
  let background: Background
  let alignment: Alignment

  package func makeNode(in context: BuildContext) -> ViewNode {
    let inner = context.nested(context.orientation, spacing: context.spacing)
    let front = ComposableGtkViews.makeNode(content, in: context)
    let back = ComposableGtkViews.makeNode(background, in: inner)
    let overlay = ViewGraph.created(Overlay())
    let backWidget = ViewGraph.singleWidget(of: back, context: inner)
    // The background takes the view's bounds: it neither asks for space nor grows the view.
    let backGrows = (backWidget.computeExpand(.horizontal), backWidget.computeExpand(.vertical))
    backWidget.hexpand = false
    backWidget.vexpand = false
    backWidget.halign = backGrows.0 ? .fill : alignment.horizontal.align
    backWidget.valign = backGrows.1 ? .fill : alignment.vertical.align
    overlay.child = backWidget
    let frontWidget = ViewGraph.singleWidget(of: front, context: inner)
    // The pair sits where the view would have, and the view fills it: the background covers
    // the view's bounds, its padding included, not the space around it.
    overlay.halign = frontWidget.halign
    overlay.valign = frontWidget.valign
    overlay.hexpand = frontWidget.computeExpand(.horizontal)
    overlay.vexpand = frontWidget.computeExpand(.vertical)
    frontWidget.halign = .fill
    frontWidget.valign = .fill
    overlay.addOverlay(frontWidget)
    overlay.setMeasureOverlay(frontWidget, measure: true)
    return ViewNode(widgets: [overlay], children: [front, back])
  }

  package func update(_ node: ViewNode) {
    guard node.children.count == 2 else { return }
    ComposableGtkViews.update(node.children[0], with: content)
    ComposableGtkViews.update(node.children[1], with: background)
  }
}
