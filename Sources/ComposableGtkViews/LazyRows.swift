import ComposableGtk
import Foundation
import Gdk
import Gtk

/// How a lazy container lays out its rows.
enum LazyLayout {
  /// One row after another, `spacing` apart, each aligned across the stack by `align`.
  case stack(Orientation, spacing: Int32, align: Align)
  /// Cells in `columns` columns (rows, for a horizontal grid), between `minColumns` and
  /// `maxColumns` as the width allows, each cell at least `cellSize` wide (tall).
  case grid(
    Orientation, minColumns: UInt32, maxColumns: UInt32, cellSize: Int32?,
    spacing: (along: Int32, across: Int32), align: Align)

  var orientation: Orientation {
    switch self {
    case let .stack(orientation, _, _), let .grid(orientation, _, _, _, _, _): orientation
    }
  }
}

/// The layout of a lazy grid of `items` (its columns, or its rows for a horizontal grid).
func gridLayout(
  _ orientation: Orientation, _ items: [GridItem], spacing: Int32, align: Align
) -> LazyLayout {
  let range = items.columnRange
  let across = Int32((items.first?.spacing ?? CGFloat(defaultStackSpacing)).rounded())
  return .grid(
    orientation, minColumns: range.min, maxColumns: range.max, cellSize: range.cellSize,
    spacing: (along: spacing, across: across), align: align)
}

/// A stack's content being built: the `ForEach`s directly inside it hand their elements to the
/// stack, which finds them among its content's widgets by their marker.
@MainActor
final class LazyRowsRole {
  private var pending: [any LazySegment] = []
  private var isBuilt = false

  /// A `ForEach` built in the stack's content: the stack takes it as a segment of its rows if
  /// its marker turns out to be one of the content's own widgets.
  func register(_ segment: any LazySegment) {
    if isBuilt { segment.becomeStandalone() } else { pending.append(segment) }
  }

  /// The segment whose marker is `widget`, if any.
  func take(marker widget: Widget) -> (any LazySegment)? {
    guard let index = pending.firstIndex(where: { $0.marker === widget }) else { return nil }
    return pending.remove(at: index)
  }

  /// Built: a `ForEach` the stack did not take (inside an `if`, a container) and any built
  /// later are lists of their own.
  func finish() {
    isBuilt = true
    for segment in pending { segment.becomeStandalone() }
    pending.removeAll()
  }
}

/// A `ForEach`'s elements among the rows of a lazy stack.
@MainActor
protocol LazySegment: AnyObject {
  /// What stands for the `ForEach` among the stack's content widgets while it is built.
  var marker: Box { get }
  /// The elements' ids, in order.
  var rowIDs: [AnyHashable] { get }
  /// Builds the view of the element `id`; nil when there is no such element.
  func makeRow(_ id: AnyHashable, in context: BuildContext) -> ViewNode?
  /// The row `node` of `id`, built before, reads its element again.
  func refreshRow(_ node: ViewNode, id: AnyHashable)
  /// Taken by the stack as its segment `index`.
  func attach(to rows: LazyRows, index: Int)
  /// Not taken by a stack: shows its rows in a list of its own, in its marker.
  func becomeStandalone()
  /// Builds the view of column `column` of the element `id` (a ``Table``'s cell); nil when there
  /// is no such element. A stack's rows have one column: the row.
  func makeCell(_ id: AnyHashable, column: Int, in context: BuildContext) -> ViewNode?
  /// The cell `node` of column `column`, built before, reads its element `id` again.
  func refreshCell(_ node: ViewNode, id: AnyHashable, column: Int)
}

extension LazySegment {
  func makeCell(_ id: AnyHashable, column: Int, in context: BuildContext) -> ViewNode? {
    makeRow(id, in: context)
  }

  func refreshCell(_ node: ViewNode, id: AnyHashable, column: Int) { refreshRow(node, id: id) }
}

/// The rows of a lazy stack or grid: one list model of the content's views and of the elements
/// of its `ForEach`s, and the factory that builds a row's view when GTK binds a slot to it.
@MainActor
final class LazyRows {
  enum Item: Hashable {
    /// The content's view at this index of ``fixedWidgets``.
    case fixed(Int)
    /// The element `id` of the segment at `segment`.
    case row(segment: Int, id: AnyHashable)
  }

  private enum Part {
    case fixed(Int)
    case segment(Int)
  }

  let model = ListModel<Item>([])
  let layout: LazyLayout
  /// Where row views are built: a new container, in the stack's environment and styles.
  private let rowContext: BuildContext
  private var parts: [Part] = []
  private var fixedWidgets: [Widget] = []
  private var segments: [any LazySegment] = []
  private var slots: [WeakSlot] = []
  /// The list or grid view (a table's own list view); its factories hold this object, so it
  /// holds the view weakly.
  private(set) weak var view: ListBase?

  /// How many row views have been built, over the stack's life: for tests.
  private(set) var rowsBuilt = 0

  /// How many row views exist now: one at most per row slot GTK keeps.
  var liveRows: Int { slots.count { $0.slot?.node != nil } }

  init(layout: LazyLayout, rowContext: BuildContext) {
    self.layout = layout
    self.rowContext = rowContext
  }

  /// Builds `content` as the rows of a lazy stack or grid laid out as `layout`.
  static func makeNode<Content: View>(
    _ content: Content, layout: LazyLayout, in context: BuildContext
  ) -> ViewNode {
    let role = LazyRowsRole()
    var inner = context.nested(layout.orientation, spacing: 0)
    inner.lazyRows = role
    let child = ComposableGtkViews.makeNode(content, in: inner)
    let rows = LazyRows(layout: layout, rowContext: context.nested(layout.orientation, spacing: 0))
    for widget in child.widgets {
      if let segment = role.take(marker: widget) { rows.add(segment) } else { rows.add(widget) }
    }
    role.finish()
    let view = rows.makeView()
    rows.update()
    context.environment.values[ScrollTargetsKey.self]?.add(rows)
    return LazyRowsNode(view: view, content: child, rows: rows)
  }

  func add(_ widget: Widget) {
    parts.append(.fixed(fixedWidgets.count))
    fixedWidgets.append(widget)
  }

  func add(_ segment: any LazySegment) {
    parts.append(.segment(segments.count))
    segment.attach(to: self, index: segments.count)
    segments.append(segment)
  }

  /// The list (or grid) view of the rows, with a factory that builds each row's view when GTK
  /// binds a slot to it.
  func makeView() -> ListBase {
    let factory = makeFactory()
    let view: ListBase
    switch layout {
    case .stack:
      let list = ViewGraph.created(ListView(model: model, factory: factory))
      list.orientation = layout.orientation
      view = list
    case let .grid(orientation, minColumns, maxColumns, _, _, _):
      let grid = ViewGraph.created(GridView(model: model, factory: factory))
      grid.orientation = orientation
      grid.minColumns = minColumns
      grid.maxColumns = maxColumns
      view = grid
    }
    view.addCSSClass("lazy-rows")
    show(in: view)
    return view
  }

  /// The factory of the slots of one column (a stack's rows have one): it builds each cell's
  /// view when GTK binds a slot to a row. A table's cells (`cellName`, their column's title)
  /// leave selecting to their row, and are named for screen readers, which GTK 4.8 does not do.
  func makeFactory(column: Int = 0, cellName: String? = nil) -> RowFactory<LazySlot> {
    // The factory's handlers hold this object (GTK owns them, with the view): the rows live
    // as long as the view does.
    RowFactory<LazySlot>(
      setup: { item in
        let holder = ViewGraph.created(Box(self.layout.orientation, spacing: 0))
        let slot = LazySlot(holder: holder, column: column)
        item.setChild(slot.holder)
        if let cellName {
          item.isSelectable = false
          slot.cellName = cellName
        }
        self.slots.removeAll { $0.slot == nil }
        self.slots.append(WeakSlot(slot: slot))
        return slot
      },
      bind: { item, slot in self.bind(slot, to: item) },
      teardown: { _, slot in self.release(slot) })
  }

  /// Shows the rows in `view`, whose factories ``makeFactory(column:cellName:)`` made: rows
  /// are built as its slots come on screen.
  func show(in view: ListBase) {
    self.view = view
    watchLayouts(of: view)
  }

  /// Puts the items of the content's views and of the segments' elements in the model, with
  /// the fewest changes: rows that stay keep their slots and their views.
  func update() {
    var items: [Item] = []
    for part in parts {
      switch part {
      case let .fixed(index): items.append(.fixed(index))
      case let .segment(index):
        for id in segments[index].rowIDs { items.append(.row(segment: index, id: id)) }
      }
    }
    model.update(to: items)
  }

  /// The `ForEach` at `index` has new ids or elements: the model follows, and the rows built
  /// for it read their elements again if `refreshing` (plain values; row stores are observed
  /// by their rows).
  func segmentChanged(_ index: Int, refreshing: Bool) {
    update()
    guard refreshing else { return }
    for case let slot? in slots.map(\.slot) {
      guard case let .row(segment, id)? = slot.item, segment == index, let node = slot.node
      else { continue }
      segments[index].refreshCell(node, id: id, column: slot.column)
    }
  }

  private func bind(_ slot: LazySlot, to listItem: ListItem) {
    guard let item = model.element(of: listItem) else { return }
    if let name = slot.cellName, let cell = slot.holder.parent {
      // The cell is the list item's widget, around the slot: GTK adds it after `setup`.
      slot.cellName = nil
      cell.accessibleLabel = name
    }
    space(slot.holder, at: listItem.position)
    // GTK 4.8 unbinds and binds again every built row whose position shifted: the same row
    // again keeps its view.
    if slot.item == item, let content = slot.content, content.parent === slot.holder { return }
    release(slot)
    slot.item = item
    switch item {
    case let .fixed(index):
      let widget = fixedWidgets[index]
      // Shown by another slot until now (GTK moved the row to a new slot).
      if let previous = widget.parent as? Box { previous.remove(widget) }
      reserveRoom(in: slot.holder, estimated: false)
      slot.holder.append(widget)
      slot.content = widget
    case .row:
      // Built once the slot is laid out on screen (``buildRowsOnScreen()``), after GTK's
      // layout of this frame.
      slot.isPending = true
      reserveRoom(in: slot.holder)
    }
  }

  /// Builds the view of the element `slot` is bound to.
  private func build(_ slot: LazySlot) {
    slot.isPending = false
    reserveRoom(in: slot.holder, estimated: false)
    guard case let .row(segment, id)? = slot.item,
      let node = segments[segment].makeCell(id, column: slot.column, in: rowContext)
    else { return }
    rowsBuilt += 1
    let widget = ViewGraph.singleWidget(of: node, context: rowContext)
    align(widget)
    slot.holder.append(widget)
    slot.node = node
    slot.content = widget
  }

  /// The length of a row built so far, on average, along the list: the room a slot keeps for
  /// a row not built yet.
  private var estimatedLength: Int32 = 32

  /// Sets the least size of a slot's holder: the row's estimated length while it is pending,
  /// and a grid's cell width.
  private func reserveRoom(in holder: Box, estimated: Bool = true) {
    let length = estimated ? estimatedLength : -1
    var cell: Int32 = -1
    if case let .grid(_, _, _, cellSize?, _, _) = layout { cell = cellSize }
    let request = layout.orientation == .vertical ? (cell, length) : (length, cell)
    // Each change queues a resize: GTK binds slots while it lays the list out.
    if holder.sizeRequest != request {
      holder.setSizeRequest(width: request.0, height: request.1)
    }
  }

  /// Follows the layouts of the view's window while the view is mapped: after each, builds the
  /// rows of the pending slots laid out on screen.
  private func watchLayouts(of view: ListBase) {
    var clock: (Gdk.FrameClock, SignalHandler)?
    view.onMap { [weak self, weak view] in
      guard let view, let frameClock = view.frameClock else { return }
      // Connected after the window's own layout handler: runs once GTK has laid out the rows.
      let handler = frameClock.onLayout { [weak self] in
        self?.layoutDone(frame: frameClock.frameCounter)
      }
      clock = (frameClock, handler)
    }
    view.onUnmap {
      if let (frameClock, handler) = clock { frameClock.disconnect(handler) }
      clock = nil
    }
  }

  /// The frame in which rows were last built.
  private var lastBuildFrame = -1
  private var isBuildScheduled = false

  /// GTK laid the rows out. Rows are built at most once a frame: a row built changes the
  /// layout, and GTK lays out again within the frame, but only four times (then it gives up
  /// and paints without a valid allocation). Slots that came on screen in that second layout
  /// are built at the start of the next frame.
  private func layoutDone(frame: Int) {
    if frame != lastBuildFrame, buildRowsOnScreen() {
      lastBuildFrame = frame
    } else if !isBuildScheduled, hasPendingRowsOnScreen, let view {
      isBuildScheduled = true
      view.addTickCallback { [weak self] _, clock in
        guard let self else { return false }
        self.isBuildScheduled = false
        if self.buildRowsOnScreen() { self.lastBuildFrame = clock.frameCounter }
        return false
      }
    }
  }

  /// The pending slots that lie on screen. (Rows off screen are not built ahead: GTK does not
  /// map them, yet a screen reader would find their controls.)
  private var pendingSlotsOnScreen: [LazySlot] {
    guard let view, view.isMapped else { return [] }
    let vertical = layout.orientation == .vertical
    let length = Double(vertical ? view.allocatedHeight : view.allocatedWidth)
    guard length > 0 else { return [] }
    return slots.compactMap(\.slot).filter { slot in
      guard slot.isPending, let bounds = slot.holder.bounds(in: view) else { return false }
      let (start, size) = vertical ? (bounds.y, bounds.height) : (bounds.x, bounds.width)
      // A slot GTK has not laid out yet has no size.
      return size > 0 && start + size > 0 && start < length
    }
  }

  private var hasPendingRowsOnScreen: Bool { !pendingSlotsOnScreen.isEmpty }

  /// Builds the rows of the pending slots on screen; whether there were any.
  @discardableResult
  func buildRowsOnScreen() -> Bool {
    let slots = pendingSlotsOnScreen
    for slot in slots { build(slot) }
    if !slots.isEmpty { updateEstimate() }
    return !slots.isEmpty
  }

  private func updateEstimate() {
    let vertical = layout.orientation == .vertical
    var total: Int32 = 0
    var count: Int32 = 0
    for case let slot? in slots.map(\.slot) where slot.content != nil && !slot.isPending {
      guard let content = slot.content else { continue }
      total += content.measure(vertical ? .vertical : .horizontal, forSize: -1).natural
      count += 1
    }
    if count > 0 { estimatedLength = max(1, total / count) }
  }

  /// Tears down the row view `slot` shows and takes it out of the slot.
  private func release(_ slot: LazySlot) {
    slot.node?.tearDown()
    if let content = slot.content, content.parent === slot.holder { slot.holder.remove(content) }
    slot.node = nil
    slot.content = nil
    slot.item = nil
    slot.isPending = false
  }

  /// Tears down every row view: the stack is leaving.
  func tearDownRows() {
    for case let slot? in slots.map(\.slot) { release(slot) }
  }

  private func align(_ widget: Widget) {
    switch layout {
    case let .stack(orientation, _, align), let .grid(orientation, _, _, _, _, align):
      let across: Orientation = orientation == .vertical ? .horizontal : .vertical
      // A view that grows keeps the whole width, as it takes what it is offered in SwiftUI.
      guard !widget.computeExpand(across) else { return }
      if across == .horizontal { widget.halign = align } else { widget.valign = align }
    }
  }

  /// The spacing between rows, as the slot's margin before its row (GTK's list has none).
  private func space(_ holder: Box, at position: Int) {
    switch layout {
    case let .stack(orientation, spacing, _):
      let margin = position == 0 ? 0 : spacing
      if orientation == .vertical {
        if holder.marginTop != margin { holder.marginTop = margin }
      } else if holder.marginStart != margin {
        holder.marginStart = margin
      }
    case let .grid(orientation, _, _, _, spacing, _):
      let along = spacing.along / 2
      let across = spacing.across / 2
      let (vertical, horizontal) = orientation == .vertical ? (along, across) : (across, along)
      holder.marginTop = vertical
      holder.marginBottom = vertical
      holder.marginStart = horizontal
      holder.marginEnd = horizontal
    }
  }

  /// The position of the row of `id` (a `ForEach` element's id, or a view's ``View/id(_:)``),
  /// if this stack has it.
  func position(of id: AnyHashable, widget: Widget?) -> Int? {
    let elements = model.elements
    if let widget, let index = fixedWidgets.firstIndex(where: { $0 === widget }) {
      return elements.firstIndex(of: .fixed(index))
    }
    return elements.firstIndex {
      if case let .row(_, rowID) = $0 { rowID == id } else { false }
    }
  }

  /// The widget of the row at `position`, while GTK shows it.
  func builtRow(at position: Int) -> Widget? {
    guard position < model.count else { return nil }
    let item = model[position]
    return slots.lazy.compactMap(\.slot).first { $0.item == item && $0.content != nil }?.content
  }
}

/// One row slot of a lazy stack: GTK's list item's child, and the row view it shows.
@MainActor
final class LazySlot {
  let holder: Box
  /// The table column the slot is a cell of; 0 for a stack's row.
  let column: Int
  /// The name a table's cell gets for screen readers once it is in its cell widget.
  var cellName: String?
  var item: LazyRows.Item?
  var node: ViewNode?
  var content: Widget?
  /// Bound to an element whose view is not built yet: the slot is off screen (GTK 4.8 keeps
  /// about 200 slots bound around the visible rows), and holds the estimated room of a row.
  var isPending = false

  init(holder: Box, column: Int = 0) {
    self.holder = holder
    self.column = column
  }
}

@MainActor
private struct WeakSlot {
  weak var slot: LazySlot?
}

/// A lazy stack or grid: its view, and the rows that build its views.
@MainActor
final class LazyRowsNode: ViewNode {
  let rows: LazyRows

  init(view: Widget, content: ViewNode, rows: LazyRows) {
    self.rows = rows
    super.init(widgets: [view], children: [content])
  }

  override func tearDown() {
    rows.tearDownRows()
    super.tearDown()
  }
}

/// A `ForEach` directly inside a lazy stack: its elements are rows of the stack's list, built
/// by the stack only while GTK shows them.
@MainActor
final class LazyForEachNode<ID: Hashable, Element, Content: View>: ViewNode, LazySegment {
  let marker: Box
  private let context: BuildContext
  private var ids: [ID] = []
  private var positions: [ID: Int] = [:]
  private var elements: [Element] = []
  private var content: ((Element) -> Content)?
  private var refreshesKeptRows = false
  private weak var rows: LazyRows?
  private var index = 0
  /// The list of its own, when no stack took the `ForEach`.
  private var ownRows: LazyRows?

  init(context: BuildContext) {
    self.context = context
    marker = ViewGraph.created(Box(context.orientation, spacing: 0))
    super.init(widgets: [marker])
  }

  func show(_ view: ForEach<ID, Element, Content>) {
    ids = view.ids
    elements = view.elements
    positions = Dictionary(
      ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    content = view.content
    refreshesKeptRows = view.refreshesKeptRows
    rows?.segmentChanged(index, refreshing: refreshesKeptRows)
  }

  var rowIDs: [AnyHashable] { ids.map { AnyHashable($0) } }

  func makeRow(_ id: AnyHashable, in context: BuildContext) -> ViewNode? {
    guard let id = id.base as? ID, let position = positions[id], let content else { return nil }
    let element = elements[position]
    let node = BodyNode(body: { content(element) }, context: context)
    return node
  }

  func refreshRow(_ node: ViewNode, id: AnyHashable) {
    guard let node = node as? BodyNode<Content>, let id = id.base as? ID,
      let position = positions[id], let content
    else { return }
    let element = elements[position]
    node.replaceBody { content(element) }
  }

  func attach(to rows: LazyRows, index: Int) {
    self.rows = rows
    self.index = index
  }

  func becomeStandalone() {
    let rows = LazyRows(
      layout: .stack(context.orientation, spacing: context.spacing, align: .fill),
      rowContext: context.nested(context.orientation, spacing: 0))
    rows.add(self)
    marker.append(rows.makeView())
    rows.update()
    context.environment.values[ScrollTargetsKey.self]?.add(rows)
    ownRows = rows
  }

  override func tearDown() {
    ownRows?.tearDownRows()
    super.tearDown()
  }
}
