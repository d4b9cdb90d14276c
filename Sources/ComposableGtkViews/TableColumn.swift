import Foundation
import Gtk

/// Columns of a ``Table``: one ``TableColumn``, or several that ``TableColumnBuilder`` put
/// together, as SwiftUI's `TableColumnContent`.
///
/// Factor columns out as SwiftUI lets you:
///
/// ```swift
/// @TableColumnBuilder<Person, KeyPathComparator<Person>>
/// var nameColumns: some TableColumnContent<Person, KeyPathComparator<Person>> {
///   TableColumn("Given name", value: \.givenName)
///   TableColumn("Family name", value: \.familyName)
/// }
/// ```
@MainActor
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
  /// The type of the table's rows.
  associatedtype TableRowValue: Identifiable
  /// What the table's `sortOrder` holds: `KeyPathComparator<TableRowValue>` for the columns
  /// sortable by a key path, `Never` for a table that does not sort.
  associatedtype TableColumnSortComparator: SortComparator
}

/// A column of a ``Table``: a title in the header and a view for each row, as SwiftUI's
/// `TableColumn`.
///
/// ```swift
/// Table(store.people, sortOrder: $store.sortOrder) {
///   TableColumn("Name", value: \.name)              // text, sortable by name
///   TableColumn("Age", value: \.age) { person in    // any view, sortable by age
///     Text("\(person.age)")
///   }
///   TableColumn("Actions") { person in               // not sortable
///     Button("Call") { store.send(.call(person.id)) }
///   }
///   .width(80)
/// }
/// ```
///
/// A column built with a `value` key path is sortable in a table with a `sortOrder`: a click
/// on its header puts a `KeyPathComparator` of that key path first in the sort order (see
/// ``Table``). Each cell's view is built when GTK shows its row, and follows state as a view's
/// body does.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>:
  TableColumnContent
{
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort

  let title: String
  /// What a click on the header puts first in the table's sort order; nil: not sortable.
  let comparator: Sort?
  let content: (RowValue) -> Content
  var width = TableColumnWidth()

  init(title: String, comparator: Sort?, content: @escaping (RowValue) -> Content) {
    self.title = title
    self.comparator = comparator
    self.content = content
  }

  /// The column's fixed width in points; nil lets it share the table's width with the other
  /// columns.
  public func width(_ width: CGFloat?) -> TableColumn {
    var copy = self
    copy.width = TableColumnWidth(fixed: width)
    return copy
  }

  /// The column's width: it starts at `ideal` (or `min`) and the user can drag its edge; with
  /// none, it shares the table's width with the other columns. (GTK 4.8's columns have one
  /// width: `min` and `max` do not bound what the user drags it to.)
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn
  {
    var copy = self
    copy.width = TableColumnWidth(min: min, ideal: ideal, max: max)
    return copy
  }
}

extension TableColumn where Label == Text {
  /// A column of the views `content` makes for each row; not sortable.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content)
  {
    self.init(title: titleKey.resolved(), comparator: nil, content: content)
  }

  /// A column titled `title` of the views `content` makes for each row; not sortable.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content)
  {
    self.init(title: String(title), comparator: nil, content: content)
  }

  /// A column sorted by `comparator`, of the views `content` makes for each row: a click on its
  /// header puts `comparator` first in the table's sort order.
  public init(
    _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(title: titleKey.resolved(), comparator: comparator, content: content)
  }
}

extension TableColumn where Sort == Never, Label == Text, Content == Text {
  /// A column of the string at `value` of each row, in a table that does not sort.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
    self.init(title: titleKey.resolved(), comparator: nil) { Text($0[keyPath: value]) }
  }

  /// A column titled `title` of the string at `value` of each row, in a table that does not
  /// sort.
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
    self.init(title: String(title), comparator: nil) { Text($0[keyPath: value]) }
  }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
  /// A column of the string at `value` of each row, sortable by it with `comparator`.
  ///
  /// Where it differs from SwiftUI: the default comparator is `.lexical`, as Foundation on
  /// Linux has no `.localizedStandard`.
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable,
    comparator: String.StandardComparator = .lexical
  ) where Content == Text {
    self.init(
      title: titleKey.resolved(), comparator: KeyPathComparator(value, comparator: comparator)
    ) {
      Text($0[keyPath: value])
    }
  }

  /// A column titled `title` of the string at `value` of each row, sortable by it.
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String> & Sendable,
    comparator: String.StandardComparator = .lexical
  ) where Content == Text {
    self.init(title: String(title), comparator: KeyPathComparator(value, comparator: comparator)) {
      Text($0[keyPath: value])
    }
  }

  /// A column of the views `content` makes for each row, sortable by the value at `value`.
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(title: titleKey.resolved(), comparator: KeyPathComparator(value), content: content)
  }

  /// A column titled `title` of the views `content` makes for each row, sortable by the value
  /// at `value`.
  public init<S: StringProtocol, V: Comparable>(
    _ title: S, value: KeyPath<RowValue, V> & Sendable,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(title: String(title), comparator: KeyPathComparator(value), content: content)
  }

  /// A column of the views `content` makes for each row, sortable by the value at `value`
  /// compared with `comparator`.
  public init<V, C: SortComparator>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where C.Compared == V {
    self.init(
      title: titleKey.resolved(), comparator: KeyPathComparator(value, comparator: comparator),
      content: content)
  }
}

/// What a column asks of its width (``TableColumn/width(_:)``).
struct TableColumnWidth {
  var fixed: CGFloat?
  var min: CGFloat?
  var ideal: CGFloat?
  var max: CGFloat?

  /// Sets `column`'s width: fixed, resizable from its ideal (or least) width, or sharing the
  /// table's width.
  @MainActor
  func apply(to column: ColumnViewColumn) {
    if let fixed {
      column.fixedWidth = Int32(fixed.rounded())
      column.resizable = false
    } else if let start = ideal ?? min {
      column.fixedWidth = Int32(start.rounded())
      column.resizable = true
    } else {
      column.expand = true
      column.resizable = true
    }
  }
}

/// One column, as the table builds it: what its header says, what a click on it sorts by, and
/// how a cell is built and brought up to date.
struct TableColumnSpec<RowValue> {
  let title: String
  let comparator: (any SortComparator)?
  let width: TableColumnWidth
  let makeCell: @MainActor (RowValue, BuildContext) -> ViewNode
  let refreshCell: @MainActor (ViewNode, RowValue) -> Void
}

/// Column content that hands the table its columns.
@MainActor
protocol TableColumnSpecSource<RowValue> {
  associatedtype RowValue
  var tableColumnSpecs: [TableColumnSpec<RowValue>] { get }
}

extension TableColumn: TableColumnSpecSource {
  var tableColumnSpecs: [TableColumnSpec<RowValue>] {
    let content = content
    return [
      TableColumnSpec(
        title: title, comparator: comparator, width: width,
        makeCell: { element, context in BodyNode(body: { content(element) }, context: context) },
        refreshCell: { node, element in
          (node as? BodyNode<Content>)?.replaceBody { content(element) }
        })
    ]
  }
}

/// The columns a ``TableColumnBuilder`` put together, in order.
public struct TableColumnGroup<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent,
  TableColumnSpecSource
{
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort

  let tableColumnSpecs: [TableColumnSpec<RowValue>]
}

/// Puts the columns of a ``Table`` together, as SwiftUI's `TableColumnBuilder`: the `columns`
/// closure of every `Table` initializer is one.
///
/// In a table with a `sortOrder`, `Sort` is the order's comparator and a column without a
/// `value` is simply not sortable; in one without, `Sort` is `Never`.
@resultBuilder
@MainActor
public enum TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
  public static func buildExpression<Column: TableColumnContent>(_ column: Column)
    -> TableColumnGroup<RowValue, Sort>
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
    TableColumnGroup(
      tableColumnSpecs: (column as? any TableColumnSpecSource<RowValue>)?.tableColumnSpecs ?? [])
  }

  public static func buildBlock(_ columns: TableColumnGroup<RowValue, Sort>...)
    -> TableColumnGroup<RowValue, Sort>
  {
    TableColumnGroup(tableColumnSpecs: columns.flatMap(\.tableColumnSpecs))
  }

  public static func buildOptional(_ columns: TableColumnGroup<RowValue, Sort>?)
    -> TableColumnGroup<RowValue, Sort>
  {
    columns ?? TableColumnGroup(tableColumnSpecs: [])
  }

  public static func buildEither(first columns: TableColumnGroup<RowValue, Sort>)
    -> TableColumnGroup<RowValue, Sort>
  {
    columns
  }

  public static func buildEither(second columns: TableColumnGroup<RowValue, Sort>)
    -> TableColumnGroup<RowValue, Sort>
  {
    columns
  }
}
