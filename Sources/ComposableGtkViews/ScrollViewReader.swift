import ComposableGtk
import Foundation
import Gtk

/// Gives its content a ``ScrollViewProxy`` that scrolls the scroll views inside it to a view,
/// as SwiftUI's `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///   Button("Latest") { proxy.scrollTo(store.messages.last?.id, anchor: .bottom) }
///   ScrollView {
///     LazyVStack {
///       ForEach(store.messages) { message in Text(message.text) }
///     }
///   }
/// }
/// ```
///
/// A view is found by its ``View/id(_:)`` or by its `ForEach` element's id. In a plain
/// ``ScrollView`` the scroll view's adjustment is set from the view's place once it is laid out;
/// in a ``LazyVStack`` (or a lazy grid) the element's position in the list is scrolled to
/// (GTK's `list.scroll-to-item`), which builds its row, and the row is then placed at the
/// anchor. Without an anchor the scroll view moves the least that shows the view, as in
/// SwiftUI.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
  let content: @MainActor (ScrollViewProxy) -> Content

  /// A reader whose `content` gets the proxy.
  public init(@ViewBuilder content: @escaping @MainActor (ScrollViewProxy) -> Content) {
    self.content = content
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let targets = ScrollTargets()
    var inner = context
    inner.environment.values[ScrollTargetsKey.self] = targets
    let proxy = ScrollViewProxy(targets: targets)
    // The content is a body of its own, observed: it reads the state it shows.
    let child = BodyNode(body: { [content] in content(proxy) }, context: inner)
    return ScrollViewReaderNode(child: child, targets: targets)
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? ScrollViewReaderNode,
      let child = node.children.first as? BodyNode<Content>
    else { return }
    let proxy = ScrollViewProxy(targets: node.targets)
    child.replaceBody { [content] in content(proxy) }
  }
}

/// What ``ScrollViewReader`` gives its content: scrolls to a view by its id.
public struct ScrollViewProxy {
  let targets: ScrollTargets

  /// Scrolls the scroll view that holds the view of `id` (its ``View/id(_:)``, or its `ForEach`
  /// element's id) so that the view shows, with its `anchor` at the same point of the scroll
  /// view's visible area (`.top`: at the top); without an anchor, by the least that shows it.
  @MainActor
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    targets.scroll(to: AnyHashable(id), anchor: anchor)
  }
}

extension View {
  /// Names this view `id`, for ``ScrollViewProxy/scrollTo(_:anchor:)``.
  ///
  /// ```swift
  /// Text("Summary").id("summary")
  /// ```
  ///
  /// Unlike SwiftUI, a new id does not build the view again.
  public func id<ID: Hashable>(_ id: ID) -> IdentifiedView<Self, ID> {
    IdentifiedView(content: self, id: id)
  }
}

/// A view named with ``View/id(_:)``.
public struct IdentifiedView<Content: View, ID: Hashable>: View, PrimitiveView {
  let content: Content
  let id: ID

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    if let targets = context.environment.values[ScrollTargetsKey.self],
      let widget = child.widgets.first
    {
      targets.register(widget, id: AnyHashable(id))
    }
    return ViewNode(widgets: child.widgets, children: [child])
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

/// The views a ``ScrollViewReader``'s proxy can scroll to: views by id, and the lazy stacks
/// inside the reader, which know their elements' positions.
@MainActor
final class ScrollTargets {
  private var widgets: [AnyHashable: WeakWidget] = [:]
  private var lazyRows: [WeakRows] = []

  func register(_ widget: Widget, id: AnyHashable) {
    widgets[id] = WeakWidget(widget)
  }

  func add(_ rows: LazyRows) {
    lazyRows.removeAll { $0.rows == nil }
    lazyRows.append(WeakRows(rows: rows))
  }

  func scroll(to id: AnyHashable, anchor: UnitPoint?) {
    let widget = widgets[id]?.widget
    for case let rows? in lazyRows.map(\.rows) {
      if let position = rows.position(of: id, widget: widget) {
        return rows.scroll(to: position, anchor: anchor)
      }
    }
    guard let widget else { return }
    if widget.isMapped {
      scrollAncestor(toShow: widget, anchor: anchor)
    } else {
      // Not laid out yet: once it is.
      widget.addTickCallback { widget, _ in
        guard widget.isMapped else { return true }
        scrollAncestor(toShow: widget, anchor: anchor)
        return false
      }
    }
  }
}

extension LazyRows {
  /// Scrolls the list to show the row at `position`: GTK builds the row in its next layout;
  /// with an `anchor`, the frame after that places the row at it.
  func scroll(to position: Int, anchor: UnitPoint?) {
    guard let view else { return }
    view.scrollToItem(position)
    guard let anchor else { return }
    let vertical = layout.orientation == .vertical
    var ticks = 0
    view.addTickCallback { [weak self] widget, _ in
      ticks += 1
      // The first tick comes before the layout that builds and places the row.
      guard ticks > 1, let self else { return true }
      guard let row = self.builtRow(at: position), let bounds = row.bounds(in: widget),
        let adjustment = vertical ? self.view?.vadjustment : self.view?.hadjustment
      else { return ticks < 10 }
      scrollAdjustment(
        adjustment, toShow: vertical ? bounds.y : bounds.x,
        length: vertical ? bounds.height : bounds.width, anchor: vertical ? anchor.y : anchor.x)
      return false
    }
  }
}

/// Scrolls the scrolled window around `widget` so that the widget shows at `anchor`.
@MainActor
private func scrollAncestor(toShow widget: Widget, anchor: UnitPoint?) {
  var ancestor = widget.parent
  while let current = ancestor, !(current is ScrolledWindow) { ancestor = current.parent }
  guard let scroller = ancestor as? ScrolledWindow, let content = scroller.child,
    let bounds = widget.bounds(in: content)
  else { return }
  scrollAdjustment(scroller.vadjustment, toShow: bounds.y, length: bounds.height, anchor: anchor?.y)
  scrollAdjustment(scroller.hadjustment, toShow: bounds.x, length: bounds.width, anchor: anchor?.x)
}

/// Sets `adjustment` so that what lies `offset` pixels into the visible area, `length` long,
/// shows at `anchor` (a fraction of the visible length), or, without one, moves the least
/// that shows it.
@MainActor
private func scrollAdjustment(
  _ adjustment: Adjustment, toShow offset: Double, length: Double, anchor: CGFloat?
) {
  let page = adjustment.pageSize
  let start = adjustment.value + offset
  let target: Double
  if let anchor {
    target = start - (page - length) * Double(anchor)
  } else if offset < 0 {
    target = start
  } else if offset + length > page {
    target = start + length - page
  } else {
    return
  }
  let clamped = min(max(target, adjustment.lower), max(adjustment.lower, adjustment.upper - page))
  if adjustment.value != clamped { adjustment.value = clamped }
}

/// Where ``ScrollViewReader`` puts its targets for the views inside it.
enum ScrollTargetsKey: EnvironmentKey {
  static var defaultValue: ScrollTargets? { nil }
}

@MainActor
final class ScrollViewReaderNode: ViewNode {
  let targets: ScrollTargets

  init(child: ViewNode, targets: ScrollTargets) {
    self.targets = targets
    super.init(widgets: child.widgets, children: [child])
  }
}

@MainActor
private struct WeakRows {
  weak var rows: LazyRows?
}
