/// How a ``List`` (and a ``Form``) lays out its rows, as SwiftUI's `ListStyle`: set with
/// ``View/listStyle(_:)`` on the list or on any view around it.
///
/// ```swift
/// List { … }
///   .listStyle(.plain)
/// ```
///
/// - ``DefaultListStyle`` (`.automatic`), ``InsetGroupedListStyle`` (`.insetGrouped`),
///   ``GroupedListStyle`` (`.grouped`) and ``InsetListStyle`` (`.inset`): GNOME's boxed lists,
///   each section a card of rows in a column of readable width.
/// - ``PlainListStyle`` (`.plain`): the rows across the whole width, separated by lines, with
///   no cards.
/// - ``SidebarListStyle`` (`.sidebar`): GNOME's navigation sidebar, rows with no separators.
public protocol ListStyle {}

/// GNOME's boxed lists: `.automatic`, the default.
public struct DefaultListStyle: ListStyle {
  public init() {}
}

/// Rows across the whole width, separated by lines: `.plain`.
public struct PlainListStyle: ListStyle {
  public init() {}
}

/// Cards of rows in a column: `.insetGrouped`, as `.automatic`.
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
}

/// Cards of rows in a column: `.grouped`, as `.automatic`.
public struct GroupedListStyle: ListStyle {
  public init() {}
}

/// Cards of rows in a column: `.inset`, as `.automatic`.
public struct InsetListStyle: ListStyle {
  public init() {}
}

/// GNOME's navigation sidebar: `.sidebar`.
public struct SidebarListStyle: ListStyle {
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// GNOME's boxed lists.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// Rows across the whole width, separated by lines.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Cards of rows in a column.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// Cards of rows in a column.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// Cards of rows in a column.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// GNOME's navigation sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// What a list's rows are built as.
package enum ListStyleKind: Sendable {
  case automatic, plain, sidebar

  init(_ style: some ListStyle) {
    switch style {
    case is PlainListStyle: self = .plain
    case is SidebarListStyle: self = .sidebar
    default: self = .automatic
    }
  }
}

extension View {
  /// Lays out the rows of the lists and forms in this view in `style`.
  public func listStyle<S: ListStyle>(_ style: S) -> StyledView<Self> {
    let kind = ListStyleKind(style)
    return StyledView(content: self) { $0.styles.list = kind }
  }
}
