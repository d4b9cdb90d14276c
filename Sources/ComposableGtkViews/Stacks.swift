import Gtk

/// Views in a column (a vertical `GtkBox`).
///
/// ```swift
/// VStack(spacing: 12) {
///   Text("Title")
///   Text { store.subtitle }
/// }
/// ```
public struct VStack<Content: View>: View, PrimitiveView {
  let spacing: Int32
  let content: Content

  /// A column of the views of `content`, `spacing` pixels apart.
  public init(spacing: Int32 = 0, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }


  package func makeNode(in context: BuildContext) -> ViewNode {
    makeStackNode(.vertical, spacing: spacing, content: content)
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
public struct HStack<Content: View>: View, PrimitiveView {
  let spacing: Int32
  let content: Content

  /// A row of the views of `content`, `spacing` pixels apart.
  public init(spacing: Int32 = 0, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }


  package func makeNode(in context: BuildContext) -> ViewNode {
    makeStackNode(.horizontal, spacing: spacing, content: content)
  }

  package func update(_ node: ViewNode) { updateStackNode(node, spacing: spacing, content: content) }
}

@MainActor
private func makeStackNode<Content: View>(
  _ orientation: Orientation, spacing: Int32, content: Content
) -> ViewNode {
  let box = ViewGraph.created(Box(orientation, spacing: spacing))
  let child = makeNode(content, in: BuildContext(orientation: orientation, spacing: spacing))
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
    let inner = BuildContext(orientation: .vertical, spacing: 0)
    let child = ComposableGtkViews.makeNode(content, in: inner)
    scroller.setChild(ViewGraph.singleWidget(of: child, context: inner))
    return ViewNode(widgets: [scroller], children: [child])
  }

  package func update(_ node: ViewNode) { ComposableGtkViews.update(node.children[0], with: content) }
}
