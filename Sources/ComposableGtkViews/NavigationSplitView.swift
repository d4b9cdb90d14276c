import Adw
import ComposableArchitecture
import ComposableGtk
import Foundation
import Gtk

/// Two or three columns side by side (a sidebar, an optional content column, a detail), as
/// SwiftUI's `NavigationSplitView`: GNOME's leaflet (`AdwLeaflet`), which shows one column at a
/// time when the window is too narrow for them.
///
/// ```swift
/// NavigationSplitView {
///   List(store.syncUps, selection: $store.selectedID.sending(\.select)) { syncUp in
///     Label(syncUp.title, systemImage: "person.3")
///   }
///   .navigationTitle("Sync-ups")
/// } detail: {
///   if let store = store.scope(state: \.detail, action: \.detail) {
///     SyncUpDetailView(store: store)
///   } else {
///     Text("Select a sync-up")
///   }
/// }
/// ```
///
/// Each column has a header bar of its own: the `.navigationTitle` and `.toolbar` of the views
/// in the column go there (and the items of a `NavigationStack` in the column), and what would
/// go in the window's title bar goes to the last column's, as in GNOME's apps; the window's
/// buttons sit at the outer ends. While the window is narrow (narrower than the columns' least
/// widths: 240, 300 and 360 pixels unless ``View/navigationSplitViewColumnWidth(_:)`` says
/// otherwise), one column shows at a time, as on a phone: selecting a row of a ``List`` with a
/// selection in a column shows the next column, whose header bar then has a back button; going
/// back (the button, a swipe, Alt+Left) shows the previous column and clears its list's
/// selection. The columns' views follow state as a view's body does.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View,
  PrimitiveView
{
  let sidebar: Sidebar
  /// The middle column; `nil` for two columns.
  let content: Content?
  let detail: Detail
  let columnVisibility: Binding<NavigationSplitViewVisibility>?

  /// Three columns: `sidebar`, `content` and `detail`.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    columnVisibility = nil
  }

  /// Three columns, of which `columnVisibility` says which show on a wide window.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    self.columnVisibility = columnVisibility
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let parts = SplitViewParts(columnCount: content == nil ? 2 : 3)
    var children: [ViewNode] = []
    func add<Column: View>(_ view: Column) {
      let column = parts.columns[children.count]
      var inner = context.nested(.vertical, spacing: 0)
      inner.environment.splitColumn = column
      // A column names itself, as a navigation stack's page does: its views' title goes to
      // the column's bar.
      let node = TitledColumnNode(
        root: ComposableGtkViews.makeNode(view, in: inner), context: inner)
      parts.setContent(node.widgets[0], of: column.index)
      children.append(node)
    }
    add(sidebar)
    if let content { add(content) }
    add(detail)
    let node = SplitViewNode(parts: parts, children: children)
    if let columnVisibility {
      node.tokens.append(observe({ columnVisibility.wrappedValue }) { parts.show($0) })
    }
    return node
  }

  package func update(_ node: ViewNode) {
    func update<Column: View>(_ index: Int, with view: Column) {
      guard let column = node.children[index] as? TitledColumnNode else { return }
      ComposableGtkViews.update(column.children[0], with: view)
      column.followTitle()
    }
    update(0, with: sidebar)
    if let content { update(1, with: content) }
    update(node.children.count - 1, with: detail)
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Two columns: `sidebar` and `detail`.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
    columnVisibility = nil
  }

  /// Two columns, of which `columnVisibility` says which show on a wide window.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
    self.columnVisibility = columnVisibility
  }
}

/// Which columns of a ``NavigationSplitView`` show while the window is wide enough for them.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
  enum Kind: Hashable, Sendable, Codable { case all, doubleColumn, detailOnly, automatic }
  let kind: Kind

  /// Every column.
  public static let all = NavigationSplitViewVisibility(kind: .all)
  /// The content and detail columns (both columns of a two-column view).
  public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
  /// The detail column only.
  public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
  /// Every column, as GNOME shows them.
  public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
}

extension View {
  /// The width of the ``NavigationSplitView`` column this view is, in pixels: the least width
  /// the column keeps while columns are side by side.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> ModifiedView<Self> {
    navigationSplitViewColumnWidth(min: nil, ideal: width, max: nil)
  }

  /// The width of the ``NavigationSplitView`` column this view is: `min` (or else `ideal`) is
  /// the least width it keeps while columns are side by side; GTK's leaflet has no maximum.
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> ModifiedView<Self> {
    let width = Int32((min ?? ideal).rounded())
    return widgetModifier(
      .constant(width) { widget, width in
        widget.setSizeRequest(width: width, height: widget.sizeRequest.height)
      })
  }
}

/// A column of a ``NavigationSplitView``, as the views in it see it: a list with a selection
/// in it shows the next column when a row is selected.
@MainActor
package final class SplitViewColumn {
  let index: Int
  private weak var parts: SplitViewParts?
  /// Clears the selection of the column's list (the first list with a selection in it).
  private(set) var clearSelection: (@MainActor () -> Void)?

  init(index: Int, parts: SplitViewParts) {
    self.index = index
    self.parts = parts
  }

  /// Lets the selection of `role`'s list drive the next column, if no list in the column does
  /// yet.
  func adopt(_ role: SelectionRole) {
    guard clearSelection == nil else { return }
    clearSelection = { [weak role] in role?.clear() }
    let index = self.index
    role.onChange = { [weak parts] values in
      parts?.selectionChanged(in: index, isEmpty: values.isEmpty)
    }
  }
}

/// The widgets of a ``NavigationSplitView``: the leaflet, a pane per column (its header bar
/// above its view), and which column is shown when folded.
@MainActor
final class SplitViewParts {
  let leaflet = ViewGraph.created(Adw.Leaflet())
  private(set) var columns: [SplitViewColumn] = []
  private var panes: [Box] = []
  private var bars: [Adw.HeaderBar] = []
  private var headers: [WindowHeader] = []
  private var backButtons: [Gtk.Button] = []
  private var separators: [Widget] = []
  /// The column the leaflet shows (all of them show while unfolded).
  private var visibleIndex = 0
  /// The window's own header, whose items go to the last column's bar while the view is in
  /// the window.
  private var windowHeader: WindowHeader?
  private var rooted: SignalHandler?

  init(columnCount: Int) {
    for index in 0..<columnCount {
      let isLast = index == columnCount - 1
      let pane = ViewGraph.created(Box(.vertical))
      let bar = ViewGraph.created(Adw.HeaderBar())
      pane.append(bar)
      // Only the last column shows the window's title while no view names its column.
      let header = WindowHeader(
        column: bar, defaultTitle: isLast ? nil : ViewGraph.created(Gtk.Label("")))
      WindowHeader.register(column: pane, header: header)
      if index > 0 {
        let back = ViewGraph.created(Gtk.Button(label: ""))
        back.iconName = "go-previous-symbolic"
        back.accessibleLabel = "Back"
        back.tooltipText = "Back"
        back.onClicked { [weak self] in self?.goBack(from: index) }
        bar.packStart(back)
        backButtons.append(back)
        let separator = ViewGraph.created(Separator(.vertical))
        leaflet.append(separator).isNavigatable = false
        separators.append(separator)
      }
      pane.hexpand = isLast
      // Named for tests and for `visibleChildName`: "sidebar", "content", "detail".
      leaflet.append(pane).name = isLast ? "detail" : index == 0 ? "sidebar" : "content"
      panes.append(pane)
      bars.append(bar)
      headers.append(header)
      columns.append(SplitViewColumn(index: index, parts: self))
    }
    leaflet.canNavigateBack = true
    leaflet.onFoldedChanged { [weak self] _ in self?.showFolding() }
    leaflet.onVisibleChildChanged { [weak self] in self?.visibleChildChanged() }
    showFolding()
    // In a window, the window's title bar steps aside for the columns' bars.
    rooted = leaflet.onNotify("root") { [weak self] in self?.rootChanged() }
  }

  /// Puts the view of column `index` under its header bar.
  func setContent(_ widget: Widget, of index: Int) {
    widget.vexpand = true
    let pane = panes[index]
    pane.append(widget)
    if widget.sizeRequest.width < 0 {
      // GNOME's least widths: a sidebar, a list, a page.
      let width: Int32 = index == panes.count - 1 ? 360 : index == 0 ? 240 : 300
      pane.setSizeRequest(width: width, height: -1)
    }
  }

  /// Shows the columns `visibility` asks for while the window is wide.
  func show(_ visibility: NavigationSplitViewVisibility) {
    let shown: Int
    switch visibility.kind {
    case .detailOnly: shown = 1
    case .doubleColumn: shown = 2
    case .all, .automatic: shown = panes.count
    }
    for (index, pane) in panes.enumerated() {
      let isShown = index >= panes.count - shown
      pane.isVisible = isShown
      if index > 0 { separators[index - 1].isVisible = isShown && index > panes.count - shown }
    }
    showFolding()
  }

  /// A list in column `index` has a new selection: a selected row shows the next column; no
  /// selection shows the column again.
  func selectionChanged(in index: Int, isEmpty: Bool) {
    if !isEmpty, index + 1 < panes.count {
      leaflet.setVisibleChild(panes[index + 1])
    } else if isEmpty, visibleIndex > index {
      leaflet.setVisibleChild(panes[index])
    }
  }

  /// The back button of column `index`: shows the column before it.
  private func goBack(from index: Int) {
    leaflet.setVisibleChild(panes[index - 1])
  }

  private func visibleChildChanged() {
    guard let index = panes.firstIndex(where: { leaflet.isVisibleChild($0) }) else { return }
    let previous = visibleIndex
    visibleIndex = index
    // Going back on a narrow window (by the button, a swipe, Alt+Left) leaves the selection
    // that showed the column behind.
    if index < previous, leaflet.isFolded { columns[index].clearSelection?() }
  }

  /// Folded, each column shows the window's buttons and the columns after the first a back
  /// button; side by side, the first column has the buttons of the start, the last those of the
  /// end.
  private func showFolding() {
    let folded = leaflet.isFolded
    let shown = panes.indices.filter { panes[$0].isVisible }
    for (index, bar) in bars.enumerated() {
      bar.showsStartTitleButtons = folded || index == shown.first
      bar.showsEndTitleButtons = folded || index == shown.last
    }
    for (offset, back) in backButtons.enumerated() {
      back.isVisible = folded && offset + 1 > (shown.first ?? 0)
    }
  }

  private func rootChanged() {
    if leaflet.isRooted {
      guard windowHeader == nil, let last = headers.last else { return }
      windowHeader = WindowHeader.redirectWindow(of: leaflet, to: last)
    } else {
      windowHeader?.endRedirect()
      windowHeader = nil
    }
  }

  /// The view is leaving for good: the window gets its title bar back.
  func tearDown() {
    if let rooted, leaflet.isConnected(rooted) { leaflet.disconnect(rooted) }
    rooted = nil
    windowHeader?.endRedirect()
    windowHeader = nil
    for pane in panes { WindowHeader.unregister(column: pane) }
  }
}

@MainActor
final class SplitViewNode: ViewNode {
  let parts: SplitViewParts

  init(parts: SplitViewParts, children: [ViewNode]) {
    self.parts = parts
    super.init(widgets: [parts.leaflet], children: children)
  }

  override func tearDown() {
    super.tearDown()
    parts.tearDown()
  }
}
