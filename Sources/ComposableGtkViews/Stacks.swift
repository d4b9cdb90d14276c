import Foundation
import Gtk

/// Where the views of a ``VStack`` sit across its width: SwiftUI's `HorizontalAlignment`.
public enum HorizontalAlignment: Hashable, Sendable {
  case leading, center, trailing

  var align: Align {
    switch self {
    case .leading: .start
    case .center: .center
    case .trailing: .end
    }
  }
}

/// Where the views of an ``HStack`` sit across its height: SwiftUI's `VerticalAlignment`.
public enum VerticalAlignment: Hashable, Sendable {
  case top, center, bottom
  /// The views' first lines of text on one line (GTK's baseline alignment).
  case firstTextBaseline

  var align: Align {
    switch self {
    case .top: .start
    case .center: .center
    case .bottom: .end
    case .firstTextBaseline: .baseline
    }
  }
}

/// The space between the views of a stack when none is given: 6 pixels, GNOME's unit (where
/// SwiftUI's platform default is about 8 points).
let defaultStackSpacing: Int32 = 6

/// Views in a column (a vertical `GtkBox`).
///
/// ```swift
/// VStack(alignment: .leading, spacing: 12) {
///   Text("Title")
///   Text(store.subtitle)
/// }
/// ```
///
/// Without an alignment, the views take the column's whole width (GTK's way, which suits
/// buttons and entries); with one, each keeps its natural width and sits at the leading edge,
/// the centre or the trailing edge, as in SwiftUI.
public struct VStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment?
  let spacing: Int32
  let content: Content

  /// A column of the views of `content`, `spacing` pixels apart (6 by default).
  public init(
    alignment: HorizontalAlignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing.map { Int32($0.rounded()) } ?? defaultStackSpacing
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let node = makeStackNode(.vertical, spacing: spacing, content: content, in: context)
    if let alignment {
      // A view that grows (a shape, a frame with an infinite maximum) keeps the column's width,
      // as it takes what it is offered in SwiftUI.
      for widget in node.children[0].widgets where !widget.computeExpand(.horizontal) {
        widget.halign = alignment.align
      }
    }
    return node
  }

  package func update(_ node: ViewNode) {
    updateStackNode(node, spacing: spacing, content: content)
  }
}

/// Views in a row (a horizontal `GtkBox`).
///
/// ```swift
/// HStack(spacing: 6) {
///   Button("−") { store.send(.decrementButtonTapped) }
///   Button("+") { store.send(.incrementButtonTapped) }
/// }
/// ```
///
/// Without an alignment, the views take the row's whole height; with one, each keeps its
/// natural height and sits at the top, the centre, the bottom or on the first line of text.
public struct HStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  let spacing: Int32
  let content: Content

  /// A row of the views of `content`, `spacing` pixels apart (6 by default).
  public init(
    alignment: VerticalAlignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing.map { Int32($0.rounded()) } ?? defaultStackSpacing
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let node = makeStackNode(.horizontal, spacing: spacing, content: content, in: context)
    if let alignment {
      for widget in node.children[0].widgets where !widget.computeExpand(.vertical) {
        widget.valign = alignment.align
      }
    }
    return node
  }

  package func update(_ node: ViewNode) {
    updateStackNode(node, spacing: spacing, content: content)
  }
}

@MainActor
private func makeStackNode<Content: View>(
  _ orientation: Orientation, spacing: Int32, content: Content, in context: BuildContext
) -> ViewNode {
  let box = ViewGraph.created(Box(orientation, spacing: spacing))
  let child = makeNode(content, in: context.nested(orientation, spacing: spacing))
  for widget in child.widgets { box.append(widget) }
  return ViewNode(widgets: [box], children: [child])
}

@MainActor
private func updateStackNode<Content: View>(_ node: ViewNode, spacing: Int32, content: Content) {
  if let box = node.widgets.first as? Box, box.spacing != spacing { box.spacing = spacing }
  update(node.children[0], with: content)
}
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
