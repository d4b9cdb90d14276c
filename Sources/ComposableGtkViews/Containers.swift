import ComposableArchitecture
import ComposableGtk
import Gtk

// Containers whose children have a role the container must learn: a `GridRow`'s cells, a
// `TabView`'s pages. A child registers its widgets with the innermost container being built
// (the registries below are stacks, for containers inside containers), and the container then
// places the widgets of its content by what they registered as.

@MainActor
private enum Registry {
  /// Per grid being built: each cell widget's row (an id per `GridRow`) and column.
  static var gridCells: [[UnsafeMutableRawPointer: (row: Int, column: Int32)]] = []
  static var nextGridRow = 0
  /// Per tab view being built: each page widget's title and tag.
  static var tabPages: [[UnsafeMutableRawPointer: (title: String, tag: AnyHashable?)]] = []
}

/// Views in rows and columns that line up (a `GtkGrid`): a form's labels in one column and
/// its fields in the next.
///
/// ```swift
/// Grid(horizontalSpacing: 12, verticalSpacing: 6) {
///   GridRow {
///     Text("Title")
///     TextField("Title", text: $store.title)
///   }
///   GridRow {
///     Text("Priority")
///     Stepper("", value: $store.priority, in: 0...5)
///   }
///   Divider()                 // not in a row: spans every column
/// }
/// ```
///
/// As in SwiftUI, each ``GridRow`` is a row and each of its views a cell; a view outside any
/// row takes a row of its own across every column. The grid's rows are laid out when it is
/// built: an `if` around a cell or a row is a slot that keeps its place, and changes inside it.
public struct Grid<Content: View>: View, PrimitiveView {
  let horizontalSpacing: Int32
  let verticalSpacing: Int32
  let content: Content

  /// A grid of the rows of `content`, with the given pixels between columns and rows.
  public init(
    horizontalSpacing: Int32 = 12, verticalSpacing: Int32 = 6,
    @ViewBuilder content: () -> Content
  ) {
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    Registry.gridCells.append([:])
    let child = ComposableGtkViews.makeNode(
      content, in: context.nested(.vertical, spacing: verticalSpacing))
    let cells = Registry.gridCells.removeLast()
    let grid = ViewGraph.created(
      Gtk.Grid(rowSpacing: verticalSpacing, columnSpacing: horizontalSpacing))
    let columns = (cells.values.map(\.column).max() ?? 0) + 1
    var row: Int32 = -1
    var currentRowID: Int?
    for widget in child.widgets {
      if let cell = cells[widget.gobjectPointer] {
        if cell.row != currentRowID {
          row += 1
          currentRowID = cell.row
        }
        grid.attach(widget, column: cell.column, row: row)
      } else {
        row += 1
        currentRowID = nil
        grid.attach(widget, column: 0, row: row, width: columns)
      }
    }
    return ViewNode(widgets: [grid], children: [child])
  }

  package func update(_ node: ViewNode) {
    if let grid = node.widgets.first as? Gtk.Grid {
      if grid.rowSpacing != verticalSpacing { grid.rowSpacing = verticalSpacing }
      if grid.columnSpacing != horizontalSpacing { grid.columnSpacing = horizontalSpacing }
    }
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

/// One row of a ``Grid``: each of its views is a cell, in the next column.
public struct GridRow<Content: View>: View, PrimitiveView {
  let content: Content

  /// A row of the views of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(
      content, in: context.nested(.horizontal, spacing: context.spacing))
    if !Registry.gridCells.isEmpty {
      let row = Registry.nextGridRow
      Registry.nextGridRow += 1
      for (column, widget) in child.widgets.enumerated() {
        Registry.gridCells[Registry.gridCells.count - 1][widget.gobjectPointer] =
          (row, Int32(column))
      }
    }
    // Outside a grid, a row is laid out like the stack it is in.
    return ViewNode(widgets: child.widgets, children: [child])
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

/// Pages of which one is shown, with a row of tabs to pick it (a `GtkStack` under a
/// `GtkStackSwitcher`), bound to the selected tag as SwiftUI's `TabView(selection:)` is.
///
/// ```swift
/// TabView(selection: $store.tab) {
///   CounterView(store: store.scope(state: \.counter, action: \.counter))
///     .tabItem("Counter")
///     .tag(Tab.counter)
///   FavoritesView(store: store.scope(state: \.favorites, action: \.favorites))
///     .tabItem("Favorites")
///     .tag(Tab.favorites)
/// }
/// ```
///
/// Every page is built once, with the tab view: picking a tab, by the user or by the state,
/// only changes which page is visible. The user's pick sets the selection; the program's own
/// change of the selection is not reported back as one.
public struct TabView<Selection: Hashable, Content: View>: View, PrimitiveView {
  let selection: ViewBinding<Selection>?
  let content: Content

  /// Pages, of which the one whose ``TabItem/tag(_:)`` equals `selection` is shown.
  public init(selection: ViewBinding<Selection>, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    Registry.tabPages.append([:])
    let child = ComposableGtkViews.makeNode(
      content, in: context.nested(.vertical, spacing: 0))
    let registered = Registry.tabPages.removeLast()

    let stack = ViewGraph.created(Gtk.Stack())
    stack.vexpand = true
    var tags: [AnyHashable?] = []
    for (index, widget) in child.widgets.enumerated() {
      let name = "page-\(index)"
      if let page = registered[widget.gobjectPointer] {
        stack.addTitled(widget, name: name, title: page.title)
        tags.append(page.tag)
      } else {
        stack.addNamed(widget, name: name)
        tags.append(nil)
      }
    }
    let switcher = ViewGraph.created(StackSwitcher(stack: stack))
    switcher.align(horizontal: .center, vertical: .fill)
    let box = ViewGraph.created(Box(.vertical, spacing: 0))
    box.append(switcher)
    box.append(stack)
    let node = ViewNode(widgets: [box], children: [child])
    // The `.toolbar` items of the page shown are in the window's header bar: another page,
    // other items. (The node keeps the stack's wrapper for the handler, which holds it weakly:
    // the stack's own handler must not keep the stack.)
    node.retained = stack
    stack.onVisibleChildChanged { [weak stack] _ in
      if let stack { WindowHeader.refreshWindow(of: stack) }
    }

    guard let selection else { return node }
    let pageTags = tags
    let token = stack.bind(
      visibleChildName: {
        let selected = AnyHashable(selection.wrappedValue)
        return pageTags.firstIndex { $0 == selected }.map { "page-\($0)" }
      },
      onChange: { name in
        guard let index = Int(name.dropFirst("page-".count)), pageTags.indices.contains(index),
          let tag = pageTags[index]?.base as? Selection, tag != selection.wrappedValue
        else { return }
        selection.wrappedValue = tag
      })
    node.tokens.append(token)
    return node
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

extension TabView where Selection == Int {
  /// Pages picked by the user only: no state follows the tab shown.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

/// A page of a ``TabView``: what ``View/tabItem(_:)-(String)`` makes; ``tag(_:)`` names it for the
/// tab view's selection.
public struct TabItem<Content: View>: View, PrimitiveView {
  let content: Content
  let title: String
  let tagValue: AnyHashable?

  /// The same page, selected while the tab view's selection equals `tag`.
  public func tag<Tag: Hashable>(_ tag: Tag) -> TabItem<Content> {
    TabItem(content: content, title: title, tagValue: AnyHashable(tag))
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    let page = ViewGraph.singleWidget(of: child, context: context)
    if !Registry.tabPages.isEmpty {
      // `.tag(…)` before `.tabItem`, as SwiftUI allows, tags the page as well.
      let tag = tagValue ?? (content as? any TagCarrying)?.carriedTag
      Registry.tabPages[Registry.tabPages.count - 1][page.gobjectPointer] = (title, tag)
    }
    return ViewNode(widgets: [page], children: [child])
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

extension View {
  /// Makes this view a page of the ``TabView`` around it, with the tab `title`.
  public func tabItem(_ title: String) -> TabItem<Self> {
    TabItem(content: self, title: title, tagValue: nil)
  }

  /// Makes this view a page of the ``TabView`` around it, its tab labelled as SwiftUI writes
  /// it: `.tabItem { Text("Counter") }` or `.tabItem { Label("Counter", systemImage: "plus") }`.
  ///
  /// GTK's stack switcher shows a tab's title, or its icon alone: the tab shows the label's
  /// title (its texts, for a label of your own), and no icon.
  public func tabItem<TabLabel: View>(@ViewBuilder _ label: () -> TabLabel) -> TabItem<Self> {
    let label = label()
    let title =
      (label as? any AccessiblyTitled)?.accessibleTitle
      ?? accessibleTitle(of: label, built: label.makeWidget())
    return TabItem(content: self, title: title, tagValue: nil)
  }
}

/// A view that carries a tag for the container around it: what ``View/tag(_:)`` returns.
@MainActor
protocol TagCarrying {
  var carriedTag: AnyHashable { get }
}

extension TaggedView: TagCarrying {
  var carriedTag: AnyHashable { tag }
}
