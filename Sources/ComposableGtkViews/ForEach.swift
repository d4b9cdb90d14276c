import ComposableArchitecture
import Foundation
import ComposableGtk
import Gtk

/// A view for each element of an identified collection, kept in step by id: for short lists
/// (tens of rows) laid out in the stack around it.
///
/// ```swift
/// VStack(spacing: 6) {
///   ForEach(store.scope(state: \.todos, action: \.todos)) { todoStore in
///     TodoRow(store: todoStore)
///   }
/// }
/// ```
///
/// Every row has widgets of its own. When the body runs again with other ids, rows of ids that
/// are gone are torn down, rows of new ids are built, and rows that moved are moved: inserting,
/// removing or moving one row builds or tears down one row's widgets, whatever the length of
/// the list. Each row's body is observed on its own, so a change inside one row touches only
/// that row. Lists of unbounded length belong in a ``List``, which builds widgets only for the
/// rows on screen (a virtualized `GtkListView`).
public struct ForEach<ID: Hashable, Element, Content: View>: View, PrimitiveView {
  let ids: [ID]
  let elements: [Element]
  // Not `@MainActor`: Swift 6.3 loses the main actor of a closure that takes a property
  // wrapper (`{ $attendee in … }`) from a `@MainActor` parameter type, and then rejects the
  // closure's calls to views. A plain closure formed in a `body` is isolated to the main
  // actor by its context, and the view only calls it there.
  let content: (Element) -> Content
  /// Whether a row whose id stays runs its content again with the new element: a plain value
  /// may have changed; a row store is the same store, which its row observes by itself.
  let refreshesKeptRows: Bool
  /// What deletes rows, by their offsets (``onDelete(perform:)``): each row gets a delete
  /// button and answers the Delete key.
  var onDelete: (@MainActor (IndexSet) -> Void)?

  package func makeNode(in context: BuildContext) -> ViewNode {
    let node = ForEachNode<ID, Element, Content>(context: context)
    node.show(self)
    return node
  }

  package func update(_ node: ViewNode) {
    (node as? ForEachNode<ID, Element, Content>)?.show(self)
  }
}

extension ForEach {
  /// Lets the user delete rows, as SwiftUI's `onDelete`: each row gets a delete button at its
  /// end (a trash icon, named "Delete" for screen readers), and the Delete key deletes the
  /// row that has the focus. `action` gets the row's offset in the collection.
  ///
  /// ```swift
  /// ForEach($store.attendees) { $attendee in
  ///   TextField("Name", text: $attendee.name)
  /// }
  /// .onDelete { indices in store.send(.onDeleteAttendees(indices)) }
  /// ```
  public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> ForEach {
    var copy = self
    copy.onDelete = action
    return copy
  }

  /// A view for each element store of a store collection, by id.
  ///
  /// ```swift
  /// ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in
  ///   Text { rowStore.title }
  /// }
  /// ```
  public init<RowState, RowAction>(
    _ stores: _StoreCollection<ID, RowState, RowAction>,
    @ViewBuilder content: @escaping @MainActor (Store<RowState, RowAction>) -> Content
  ) where Element == Store<RowState, RowAction>, ID: Sendable {
    ids = Array(stores.ids)
    elements = Array(stores)
    self.content = content
    refreshesKeptRows = false
  }

  /// A view for each element of `data`, identified by the element's `id` key path.
  ///
  /// ```swift
  /// ForEach(store.tags, id: \.self) { tag in Text(tag) }
  /// ```
  public init<Data: Sequence>(
    _ data: Data, id: KeyPath<Element, ID>,
    @ViewBuilder content: @escaping (Element) -> Content
  ) where Data.Element == Element {
    elements = Array(data)
    ids = elements.map { $0[keyPath: id] }
    self.content = content
    refreshesKeptRows = true
  }

  /// A view for each element of `data`, identified by its `id`.
  public init<Data: Sequence>(
    _ data: Data, @ViewBuilder content: @escaping (Element) -> Content
  ) where Data.Element == Element, Element: Identifiable, ID == Element.ID {
    self.init(data, id: \.id, content: content)
  }
}

/// The rows of a ``ForEach``, in a box laid out like the stack around it.
@MainActor
final class ForEachNode<ID: Hashable, Element, Content: View>: ViewNode {
  private let box: RowContainer
  private let context: BuildContext
  private var order: [ID] = []
  private var rows: [ID: Row] = [:]

  private struct Row {
    let node: BodyNode<Content>
    let widget: Widget
  }

  init(context: BuildContext) {
    self.context = context
    box = RowContainer(context: context)
    // A section of a form draws each row of a ForEach as a row of its list.
    box.widget.addCSSClass(FormStyle.rowsClass)
    super.init(widgets: [box.widget])
  }

  func show(_ view: ForEach<ID, Element, Content>) {
    let kept = Set(view.ids)
    // Rows that are gone: torn down, with their observations.
    for id in order where !kept.contains(id) {
      guard let row = rows.removeValue(forKey: id) else { continue }
      row.node.tearDown()
      box.remove(row.widget)
    }
    order.removeAll { !kept.contains($0) }

    // New rows are built; rows that stay are moved only where their predecessor differs.
    var previous: Widget?
    var position = 0
    for (index, id) in view.ids.enumerated() {
      let element = view.elements[index]
      let content = view.content
      if let row = rows[id] {
        if view.refreshesKeptRows { row.node.replaceBody { content(element) } }
        if position < order.count, order[position] == id {
          // Already in place.
        } else {
          box.reorder(row.widget, after: previous)
          order.removeAll { $0 == id }
          order.insert(id, at: position)
        }
        previous = row.widget
      } else {
        let node = BodyNode(body: { content(element) }, context: context)
        var widget = ViewGraph.singleWidget(of: node, context: context)
        if view.onDelete != nil { widget = deletable(widget, id: id) }
        box.insert(widget, after: previous)
        rows[id] = Row(node: node, widget: widget)
        order.insert(id, at: position)
        previous = widget
      }
      position += 1
    }
    children = order.compactMap { rows[$0]?.node }
    box.widget.isVisible = !order.isEmpty
    onDelete = view.onDelete
  }

  private var onDelete: (@MainActor (IndexSet) -> Void)?

  /// `content` with a delete button at its end, and the Delete key, which delete the row of
  /// `id` (by its offset when asked).
  private func deletable(_ content: Widget, id: ID) -> Widget {
    let row = ViewGraph.created(Box(.horizontal, spacing: 6))
    content.hexpand = true
    row.append(content)
    let delete = ViewGraph.created(Gtk.Button(label: ""))
    delete.iconName = "user-trash-symbolic"
    delete.accessibleLabel = "Delete"
    delete.tooltipText = "Delete"
    delete.addCSSClass("flat")
    delete.valign = .center
    delete.onClicked { [weak self] in self?.deleteRow(id) }
    row.append(delete)
    let keys = EventControllerKey()
    keys.onKeyPressed { [weak self, weak row] key, _, modifiers in
      guard key == deleteKey, let self, let row,
        modifiers.intersection([.shiftMask, .controlMask, .altMask]).isEmpty
      else { return false }
      // In a text field the key edits the text.
      if let focus = row.rootWindow?.focus, focus is Editable || focus.parent is Editable {
        return false
      }
      self.deleteRow(id)
      return true
    }
    row.addController(keys)
    return row
  }

  private func deleteRow(_ id: ID) {
    guard let offset = order.firstIndex(of: id) else { return }
    onDelete?(IndexSet(integer: offset))
  }
}

/// `GDK_KEY_Delete`.
private let deleteKey: UInt32 = 0xffff

/// Where a ``ForEach`` puts its rows: a box laid out like the stack around it, or, in a
/// `ZStack` or an `.overlay`, a grid of one cell that layers them on top of each other, as
/// SwiftUI does (the later rows drawn over the earlier ones).
@MainActor
struct RowContainer {
  let widget: Widget

  init(context: BuildContext) {
    widget =
      context.isLayered
      ? ViewGraph.created(Gtk.Grid())
      : ViewGraph.created(Box(context.orientation, spacing: context.spacing))
  }

  func insert(_ child: Widget, after sibling: Widget?) {
    if let box = widget as? Box {
      box.insert(child, after: sibling)
    } else {
      // A grid's child added this way is in its first cell.
      child.insertAfter(widget, previousSibling: sibling)
    }
  }

  func reorder(_ child: Widget, after sibling: Widget?) {
    if let box = widget as? Box {
      box.reorder(child, after: sibling)
    } else {
      child.insertAfter(widget, previousSibling: sibling)
    }
  }

  func remove(_ child: Widget) {
    if let box = widget as? Box { box.remove(child) } else { (widget as? Gtk.Grid)?.remove(child) }
  }
}
