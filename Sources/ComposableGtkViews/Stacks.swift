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

  package func update(_ node: ViewNode) { updateStackNode(node, spacing: spacing, content: content) }
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

  package func update(_ node: ViewNode) { updateStackNode(node, spacing: spacing, content: content) }
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
public struct ScrollView<Content: View>: View, PrimitiveView {
  let content: Content

  /// A scrolled window around the views of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let scroller = ViewGraph.created(ScrolledWindow())
    scroller.setPolicy(horizontal: .never, vertical: .automatic)
    scroller.vexpand = true
    let inner = context.nested(.vertical, spacing: 0)
    let child = ComposableGtkViews.makeNode(content, in: inner)
    scroller.setChild(ViewGraph.singleWidget(of: child, context: inner))
    return ViewNode(widgets: [scroller], children: [child])
  }

  package func update(_ node: ViewNode) { ComposableGtkViews.update(node.children[0], with: content) }
}
