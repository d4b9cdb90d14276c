import ComposableArchitecture
import ComposableGtk
import Foundation
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
  /// What moves rows, by their offsets and the offset to move them before
  /// (``onMove(perform:)``): each row gets move up and down buttons and answers Alt+Up and
  /// Alt+Down.
  var onMove: (@MainActor (IndexSet, Int) -> Void)?

  package func makeNode(in context: BuildContext) -> ViewNode {
    if let lazyRows = context.lazyRows {
      // In a lazy stack: the stack builds the rows GTK shows.
      let node = LazyForEachNode<ID, Element, Content>(context: context)
      node.show(self)
      lazyRows.register(node)
      return node
    }
    let node = ForEachNode<ID, Element, Content>(context: context)
    node.show(self)
    return node
  }

  package func update(_ node: ViewNode) {
    if let node = node as? LazyForEachNode<ID, Element, Content> { return node.show(self) }
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

  /// Lets the user move rows, as SwiftUI's `onMove`: each row gets "Move up" and "Move down"
  /// buttons at its end, and Alt+Up and Alt+Down move the row that has the focus. `action` gets
  /// the row's offset and the offset in the collection before the move that it goes before, as
  /// in SwiftUI (down one row from 2 is `([2], 4)`; TCA's `IdentifiedArray.move(fromOffsets:toOffset:)`
  /// takes them as they are).
  ///
  /// ```swift
  /// ForEach(store.scope(state: \.todos, action: \.todos)) { TodoView(store: $0) }
  ///   .onMove { store.send(.move($0, $1)) }
  /// ```
  ///
  /// With an ``EnvironmentValues/editMode`` in the environment, the move and delete buttons
  /// show only while it is editing (``EditButton``), as on iOS; the keys always work.
  public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> ForEach {
    var copy = self
    copy.onMove = action
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

/// The rows of a ``ForEach``, in a box laid out like the stack around it, or as the rows of a
/// list of their own among the rows of a ``List`` with a selection.
@MainActor
final class ForEachNode<ID: Hashable, Element, Content: View>: ViewNode {
  private let container: Container
  private let context: BuildContext
  private var order: [ID] = []
  private var rows: [ID: Row] = [:]

  private struct Row {
    let node: BodyNode<Content>
    /// The row's widget in the container: the content's, or the list row around it.
    let widget: Widget
  }

  private enum Container {
    /// A box laid out like the stack around it, or a grid layering the rows.
    case box(RowContainer)
    /// Selectable rows: each element is a `GtkListBoxRow` standing for its id (or its tag).
    case list(ListBox, SelectionRole)

    var widget: Widget {
      switch self {
      case let .box(box): box.widget
      case let .list(list, _): list
      }
    }
  }

  init(context: BuildContext) {
    self.context = context
    if let role = context.selection {
      container = .list(role.makeList(), role)
    } else {
      let box = RowContainer(context: context)
      // A section of a form draws each row of a ForEach as a row of its list.
      box.widget.addCSSClass(FormStyle.rowsClass)
      container = .box(box)
    }
    super.init(widgets: [container.widget])
  }

  func show(_ view: ForEach<ID, Element, Content>) {
    guard case let .list(_, role) = container else { return showRows(view) }
    // Rows removed or moved are not the user's unselecting.
    role.building { role.quietly { showRows(view) } }
  }

  private func showRows(_ view: ForEach<ID, Element, Content>) {
    let kept = Set(view.ids)
    // Rows that are gone: torn down, with their observations.
    for id in order where !kept.contains(id) {
      guard let row = rows.removeValue(forKey: id) else { continue }
      row.node.tearDown()
      editControls.removeValue(forKey: id)?.cancel()
      remove(row.widget)
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
          move(row.widget, after: previous, to: position)
          order.removeAll { $0 == id }
          order.insert(id, at: position)
        }
        previous = row.widget
      } else {
        let node = BodyNode(body: { content(element) }, context: context)
        var widget = ViewGraph.singleWidget(of: node, context: context)
        if view.onDelete != nil || view.onMove != nil {
          widget = editable(
            widget, id: id, deletes: view.onDelete != nil, moves: view.onMove != nil)
        }
        widget = insert(widget, id: id, after: previous, at: position)
        // A `ScrollViewReader`'s proxy scrolls to a row by its id.
        context.environment.values[ScrollTargetsKey.self]?.register(widget, id: AnyHashable(id))
        rows[id] = Row(node: node, widget: widget)
        order.insert(id, at: position)
        previous = widget
      }
      position += 1
    }
    children = order.compactMap { rows[$0]?.node }
    container.widget.isVisible = !order.isEmpty
    onDelete = view.onDelete
    onMove = view.onMove
  }

  /// Puts a new row's `widget` in the container; returns the container's child for it.
  private func insert(_ widget: Widget, id: ID, after previous: Widget?, at position: Int) -> Widget
  {
    switch container {
    case let .box(box):
      box.insert(widget, after: previous)
      return widget
    case let .list(list, role):
      return role.insertRow(widget, tag: AnyHashable(id), into: list, at: position)
    }
  }

  private func move(_ widget: Widget, after previous: Widget?, to position: Int) {
    switch container {
    case let .box(box): box.reorder(widget, after: previous)
    case let .list(list, role):
      if let row = widget as? ListBoxRow { role.moveRow(row, in: list, to: position) }
    }
  }

  private func remove(_ widget: Widget) {
    switch container {
    case let .box(box): box.remove(widget)
    case let .list(list, role):
      if let row = widget as? ListBoxRow { role.removeRow(row, from: list) }
    }
  }

  private var onDelete: (@MainActor (IndexSet) -> Void)?
  private var onMove: (@MainActor (IndexSet, Int) -> Void)?
  /// Per row, what shows its edit buttons while the environment's edit mode is editing.
  private var editControls: [ID: ObservationToken] = [:]

  /// `content` with the buttons that delete and move the row of `id` at its end, and the keys
  /// that do (Delete, Alt+Up, Alt+Down).
  private func editable(_ content: Widget, id: ID, deletes: Bool, moves: Bool) -> Widget {
    let row = ViewGraph.created(Box(.horizontal, spacing: 6))
    content.hexpand = true
    row.append(content)
    var buttons: [Gtk.Button] = []
    func button(
      _ icon: String, _ name: String, _ action: @escaping @MainActor (ForEachNode) -> Void
    ) {
      let button = ViewGraph.created(Gtk.Button(label: ""))
      button.iconName = icon
      button.accessibleLabel = name
      button.tooltipText = name
      button.addCSSClass("flat")
      button.valign = .center
      button.onClicked { [weak self] in if let self { action(self) } }
      row.append(button)
      buttons.append(button)
    }
    if moves {
      button("go-up-symbolic", "Move up") { $0.moveRow(id, by: -1) }
      button("go-down-symbolic", "Move down") { $0.moveRow(id, by: 1) }
    }
    if deletes { button("user-trash-symbolic", "Delete") { $0.deleteRow(id) } }
    if let editMode = context.environment.values.editMode {
      editControls[id] = row.observe {
        let editing = editMode.wrappedValue.isEditing
        for button in buttons where button.isVisible != editing { button.isVisible = editing }
      }
    }
    let keys = EventControllerKey()
    keys.onKeyPressed { [weak self, weak row] key, _, modifiers in
      guard let self, let row else { return false }
      // In a text field the keys edit the text.
      if let focus = row.rootWindow?.focus, focus is Editable || focus.parent is Editable {
        return false
      }
      let others = modifiers.intersection([.shiftMask, .controlMask, .altMask])
      switch key {
      case deleteKey where deletes && others.isEmpty:
        self.deleteRow(id)
      case upKey where moves && others == .altMask:
        self.moveRow(id, by: -1)
      case downKey where moves && others == .altMask:
        self.moveRow(id, by: 1)
      default:
        return false
      }
      return true
    }
    row.addController(keys)
    return row
  }

  private func deleteRow(_ id: ID) {
    guard let offset = order.firstIndex(of: id) else { return }
    onDelete?(IndexSet(integer: offset))
  }

  /// Moves the row of `id` up (-1) or down (1) one row, in SwiftUI's offsets: the destination
  /// is counted in the collection before the move.
  private func moveRow(_ id: ID, by step: Int) {
    guard let offset = order.firstIndex(of: id) else { return }
    let target = offset + step
    guard order.indices.contains(target) else { return }
    onMove?(IndexSet(integer: offset), step < 0 ? target : target + 1)
  }
}

/// `GDK_KEY_Delete`, `GDK_KEY_Up`, `GDK_KEY_Down`.
private let deleteKey: UInt32 = 0xffff
private let upKey: UInt32 = 0xff52
private let downKey: UInt32 = 0xff54

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

extension ForEach where ID == Int, Element == Int {
  /// A view for each number of `range`, each identified by its number, as SwiftUI's
  /// `ForEach(_:content:)` over a constant range.
  ///
  /// ```swift
  /// ForEach(0..<3) { index in Text("Row \(index)") }
  /// ```
  ///
  /// As in SwiftUI, the rows are identified by their numbers: a range that grows or shrinks
  /// builds or tears down the rows at its end only.
  public init(_ range: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(range, id: \.self, content: content)
  }
}
