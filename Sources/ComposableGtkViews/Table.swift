import ComposableArchitecture
import ComposableGtk
import Foundation
import Gtk

/// Rows of a ``Table``, as SwiftUI's `TableRowContent`.
public protocol TableRowContent<TableRowValue> {
  /// The type of the rows' values.
  associatedtype TableRowValue: Identifiable
}

/// The rows of a ``Table`` made from a collection: a row for each element, by its id.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
  public typealias TableRowValue = Data.Element
}

/// Rows in columns, as SwiftUI's `Table`: a header of column titles over a row for each element
/// of a collection, selectable and sortable through bindings.
///
/// ```swift
/// Table(
///   store.people, selection: $store.selection.sending(\.select),
///   sortOrder: $store.sortOrder.sending(\.sort)
/// ) {
///   TableColumn("Name", value: \.name)
///   TableColumn("Age", value: \.age) { person in Text("\(person.age)") }
/// }
/// ```
///
/// It is GTK's `GtkColumnView` in a scrolled window: cells are built only for the rows on
/// screen (GTK 4.8 binds some 200 rows around them; a cell's view is built once its row is laid
/// out in view), so 10,000 rows cost a few dozen cells. When the body around gives the table
/// other elements, the rows change by the fewest insertions, removals and moves (rows that stay
/// keep their cells), and the cells of rows that stay read their element again.
///
/// Sorting is the app's, as in SwiftUI: the table never reorders the elements. A click on a
/// sortable column's header sets `sortOrder`, with that column's comparator first (a second
/// click reverses its order); the app sorts its elements (in its reducer, say) and the table
/// shows them in their new order. The header shows GTK's sort indicator on the column that
/// `sortOrder.first` sorts by. Selection works as in ``List``: a click selects a row, the arrow
/// keys move it, Ctrl+click and Shift+click add rows when the binding holds a set; setting the
/// binding selects.
///
/// Where it differs from SwiftUI: the columns are taken when the table is built (later bodies
/// change its rows, selection and sort order, not its columns); the rows form takes a
/// collection (`TableRowBuilder` and `TableRow` are not there); a column's `min` and `max`
/// widths are not enforced.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View,
  PrimitiveView
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
  let ids: [Value.ID]
  let elements: [Value]
  let columns: [TableColumnSpec<Value>]
  let selection: ListSelection?
  let sortOrder: TableSortOrder?

  init(
    elements: [Value], columns: TableColumnGroup<Value, some SortComparator>,
    selection: ListSelection?, sortOrder: TableSortOrder?
  ) {
    self.elements = elements
    ids = elements.map(\.id)
    self.columns = columns.tableColumnSpecs
    self.selection = selection
    self.sortOrder = sortOrder
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let node = TableNode<Value>(table: self, context: context)
    return node
  }

  package func update(_ node: ViewNode) {
    (node as? TableNode<Value>)?.show(self)
  }
}

extension Table {
  /// A table of a row for each element of `data`, in the columns `columns` makes.
  ///
  /// ```swift
  /// Table(store.people) {
  ///   TableColumn("Name", value: \.name)
  ///   TableColumn("Age") { person in Text("\(person.age)") }
  /// }
  /// ```
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data.Element == Value,
    Columns == TableColumnGroup<Value, Never>
  {
    self.init(elements: Array(data), columns: columns(), selection: nil, sortOrder: nil)
  }

  /// A table whose rows the user selects one at a time: a row is selected while `selection`
  /// holds its element's id.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data.Element == Value,
    Columns == TableColumnGroup<Value, Never>
  {
    self.init(
      elements: Array(data), columns: columns(), selection: .single(selection), sortOrder: nil)
  }

  /// A table whose rows the user selects several at a time: a row is selected while
  /// `selection` contains its element's id.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data.Element == Value,
    Columns == TableColumnGroup<Value, Never>
  {
    self.init(
      elements: Array(data), columns: columns(), selection: .multiple(selection), sortOrder: nil)
  }

  /// A table sorted by `sortOrder`: a click on a sortable column's header sets it; the app
  /// sorts `data`.
  ///
  /// ```swift
  /// Table(store.people, sortOrder: $store.sortOrder.sending(\.sort)) {
  ///   TableColumn("Name", value: \.name)
  /// }
  /// ```
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value,
    Columns == TableColumnGroup<Value, Sort>
  {
    let columns = columns()
    self.init(
      elements: Array(data), columns: columns, selection: nil,
      sortOrder: TableSortOrder(sortOrder, columns: columns.tableColumnSpecs))
  }

  /// A sorted table whose rows the user selects one at a time.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value,
    Columns == TableColumnGroup<Value, Sort>
  {
    let columns = columns()
    self.init(
      elements: Array(data), columns: columns, selection: .single(selection),
      sortOrder: TableSortOrder(sortOrder, columns: columns.tableColumnSpecs))
  }

  /// A sorted table whose rows the user selects several at a time.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value,
    Columns == TableColumnGroup<Value, Sort>
  {
    let columns = columns()
    self.init(
      elements: Array(data), columns: columns, selection: .multiple(selection),
      sortOrder: TableSortOrder(sortOrder, columns: columns.tableColumnSpecs))
  }
}

extension ListSelection {
  /// A selection of one value at a time, through `binding`.
  static func single<ID: Hashable>(_ binding: Binding<ID?>) -> ListSelection {
    ListSelection(
      allowsMultiple: false,
      read: { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] },
      write: { binding.wrappedValue = $0.first?.base as? ID })
  }

  /// A selection of any number of values, through `binding`.
  static func multiple<ID: Hashable>(_ binding: Binding<Set<ID>>) -> ListSelection {
    ListSelection(
      allowsMultiple: true,
      read: { Set(binding.wrappedValue.map(AnyHashable.init)) },
      write: { binding.wrappedValue = Set($0.compactMap { $0.base as? ID }) })
  }
}

/// A table's `sortOrder` binding, in terms of its columns: which column sorts first and in
/// which direction, and what a click on a column's header writes.
struct TableSortOrder {
  /// The column `sortOrder.first` sorts by, and whether forward; nil when no column does.
  let primary: @MainActor () -> (column: Int, forward: Bool)?
  /// The user made `column` sort first, forward or in reverse.
  let choose: @MainActor (_ column: Int, _ forward: Bool) -> Void

  init<Sort: SortComparator, Row>(_ binding: Binding<[Sort]>, columns: [TableColumnSpec<Row>]) {
    let comparators = columns.map { $0.comparator as? Sort }
    primary = {
      guard let first = binding.wrappedValue.first,
        let column = comparators.firstIndex(where: { $0.map { sameColumn($0, first) } ?? false })
      else { return nil }
      return (column, first.order == .forward)
    }
    choose = { column, forward in
      guard var chosen = comparators[column] else { return }
      chosen.order = forward ? .forward : .reverse
      // The clicked column first; the others keep their place after it.
      let rest = binding.wrappedValue.filter { !sameColumn($0, chosen) }
      binding.wrappedValue = [chosen] + rest
    }
  }
}

/// Whether two comparators sort by the same thing, whatever their order.
private func sameColumn<Sort: SortComparator>(_ first: Sort, _ second: Sort) -> Bool {
  var (first, second) = (first, second)
  first.order = .forward
  second.order = .forward
  return first == second
}

/// A table: its column view in a scrolled window, the rows of its model (built as GTK shows
/// them, by the lazy stacks' machinery), and its selection and sort order.
@MainActor
final class TableNode<Value: Identifiable>: ViewNode, LazySegment {
  private let rows: LazyRows
  private let view: ColumnView
  private var list: ListBase?
  private var columnViews: [ColumnViewColumn] = []
  private var columns: [TableColumnSpec<Value>]
  private var ids: [Value.ID] = []
  private var elements: [Value] = []
  private var positions: [Value.ID: Int] = [:]
  private var selection: ListSelection?
  private var sortOrder: TableSortOrder?
  /// The ids selected, as the binding last said or the user last chose.
  private var selected: Set<AnyHashable> = []
  /// Above zero while the program changes the rows, the selection or the sort indicator: GTK's
  /// signals then are not the user's.
  private var quiet = 0

  init(table: Table<Value, some TableRowContent, some TableColumnContent>, context: BuildContext) {
    columns = table.columns
    selection = table.selection
    sortOrder = table.sortOrder
    // Cells are laid out as a row's content is: text at the leading edge.
    rows = LazyRows(
      layout: .stack(.vertical, spacing: 0, align: .start),
      rowContext: context.nested(.horizontal, spacing: 0))
    let mode: RowSelectionMode =
      switch table.selection?.allowsMultiple {
      case nil: .none
      case false?: .single
      case true?: .multiple
      }
    view = ViewGraph.created(ColumnView(model: rows.model, selection: mode))
    let scroller = ViewGraph.created(ScrolledWindow())
    scroller.setPolicy(horizontal: .automatic, vertical: .automatic)
    scroller.vexpand = true
    scroller.hexpand = true
    super.init(widgets: [scroller])
    rows.add(self)
    view.showColumnSeparators = true
    view.addCSSClass("data-table")
    for (index, spec) in columns.enumerated() {
      let factory = rows.makeFactory(column: index, cellName: spec.title)
      let column = ColumnViewColumn(title: spec.title, factory: factory)
      spec.width.apply(to: column)
      if sortOrder != nil, spec.comparator != nil { column.makeSortable() }
      view.appendColumn(column)
      columnViews.append(column)
    }
    // GTK 4.8 names the header's titles after their type ("GtkColumnViewTitle") for screen
    // readers: they get their column's title.
    for (title, spec) in zip(view.children.first?.children ?? [], columns) {
      title.accessibleLabel = spec.title
    }
    show(table)
    // GTK's own list view inside the column view lays the rows out and scrolls them. The rows
    // hold it weakly, and nothing else holds the wrapper of a widget GTK made itself.
    list = view.children.first { $0 is ListView } as? ListBase
    if let list { rows.show(in: list) }
    scroller.setChild(view)
    context.environment.values[ScrollTargetsKey.self]?.add(rows)
    startSelection()
    startSorting()
  }

  /// The body around ran again: the rows follow the new elements.
  func show(_ table: Table<Value, some TableRowContent, some TableColumnContent>) {
    ids = table.ids
    elements = table.elements
    positions = Dictionary(
      ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    selection = table.selection
    sortOrder = table.sortOrder
    quietly {
      rows.segmentChanged(0, refreshing: true)
      // GTK drops the selection of rows it moved or replaced.
      showSelection()
    }
  }

  // MARK: Rows (LazySegment)

  private(set) lazy var marker = Box(.vertical, spacing: 0)

  var rowIDs: [AnyHashable] { ids.map { AnyHashable($0) } }

  func makeRow(_ id: AnyHashable, in context: BuildContext) -> ViewNode? {
    makeCell(id, column: 0, in: context)
  }

  func refreshRow(_ node: ViewNode, id: AnyHashable) { refreshCell(node, id: id, column: 0) }

  func makeCell(_ id: AnyHashable, column: Int, in context: BuildContext) -> ViewNode? {
    guard let element = element(id), columns.indices.contains(column) else { return nil }
    return columns[column].makeCell(element, context)
  }

  func refreshCell(_ node: ViewNode, id: AnyHashable, column: Int) {
    guard let element = element(id), columns.indices.contains(column) else { return }
    columns[column].refreshCell(node, element)
  }

  func attach(to rows: LazyRows, index: Int) {}

  func becomeStandalone() {}

  private func element(_ id: AnyHashable) -> Value? {
    guard let id = id.base as? Value.ID, let position = positions[id] else { return nil }
    return elements[position]
  }

  override func tearDown() {
    rows.tearDownRows()
    super.tearDown()
  }

  private func quietly(_ body: () -> Void) {
    quiet += 1
    defer { quiet -= 1 }
    body()
  }

  // MARK: Selection

  private func startSelection() {
    guard let selection else { return }
    view.onRowSelectionChanged { [weak self] in self?.userSelected() }
    tokens.append(
      observe(selection.read) { [weak self] values in
        guard let self, values != self.selected else { return }
        self.selected = values
        self.quietly { self.showSelection() }
      })
  }

  /// Selects exactly the rows of the selected ids.
  private func showSelection() {
    guard selection != nil else { return }
    let shown = Set(selected.compactMap { ($0.base as? Value.ID).flatMap { positions[$0] } })
    if view.selectedPositions != shown { view.selectedPositions = shown }
  }

  /// The user changed which rows are selected: the binding gets their ids.
  private func userSelected() {
    guard quiet == 0, let selection else { return }
    let values = Set(
      view.selectedPositions.compactMap { position in
        ids.indices.contains(position) ? AnyHashable(ids[position]) : nil
      })
    guard values != selected else { return }
    selected = values
    selection.write(values)
    // A binding that did not take the new selection (a constant) keeps its own.
    let kept = selection.read()
    if kept != values {
      selected = kept
      quietly { showSelection() }
    }
  }

  // MARK: Sorting

  private func startSorting() {
    guard sortOrder != nil else { return }
    view.onSortChanged { [weak self] in self?.userSorted() }
    tokens.append(
      observe({ [weak self] in self?.sortOrder?.primary() }) { [weak self] primary in
        self?.showSortIndicator(primary)
      })
  }

  /// Shows GTK's sort indicator on the column `sortOrder.first` sorts by.
  private func showSortIndicator(_ primary: (column: Int, forward: Bool)?) {
    quietly {
      if let primary {
        view.sortByColumn(
          columnViews[primary.column], direction: primary.forward ? .ascending : .descending)
      } else {
        view.sortByColumn(nil, direction: .ascending)
      }
    }
  }

  /// The user clicked a sortable column's header: that column sorts first.
  private func userSorted() {
    guard quiet == 0, let sortOrder, let (column, direction) = view.sortColumn,
      let index = columnViews.firstIndex(where: { $0 === column })
    else { return }
    sortOrder.choose(index, direction == .ascending)
    // The indicator shows the binding, whether or not it took the choice.
    showSortIndicator(sortOrder.primary())
  }
}
