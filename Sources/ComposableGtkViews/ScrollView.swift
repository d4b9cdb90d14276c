import Foundation
import Gtk

/// A scrollable view of its content (a `GtkScrolledWindow`); it takes the space it is given.
///
/// ```swift
/// ScrollView {
///   VStack { ForEach(store.scope(state: \.rows, action: \.rows)) { RowView(store: $0) } }
/// }
/// ```
///
/// `ScrollView(.horizontal)` scrolls sideways and lays its content out in a row; without
/// indicators the content still scrolls, with no scroll bars.
public struct ScrollView<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let showsIndicators: Bool
  let content: Content

  /// A scrolled window around the views of `content`, scrolling along `axes`.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let scroller = ViewGraph.created(ScrolledWindow())
    func policy(_ axis: Axis.Set) -> ScrollPolicy {
      axes.contains(axis) ? (showsIndicators ? .automatic : .external) : .never
    }
    scroller.setPolicy(horizontal: policy(.horizontal), vertical: policy(.vertical))
    scroller.vexpand = true
    let inner = context.nested(axes == .horizontal ? .horizontal : .vertical, spacing: 0)
    let child = ComposableGtkViews.makeNode(content, in: inner)
    scroller.setChild(ViewGraph.singleWidget(of: child, context: inner))
    return ViewNode(widgets: [scroller], children: [child])
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

/// A direction views are laid out or scroll in: SwiftUI's `Axis`.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  case horizontal, vertical

  /// Some of the axes: what a ``ScrollView`` scrolls along.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }

    public static let horizontal = Set(rawValue: 1 << 0)
    public static let vertical = Set(rawValue: 1 << 1)
  }
}
