import Adw
import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk

/// The top-level pages of a window with libadwaita's view switcher, bound to a selection in
/// state: SwiftUI's `TabView(selection:)` with `.tag` and `.tabItem`.
///
/// ```swift
/// ViewStack(selection: $store.tab, title: "PrimeTime") {
///   CounterView(store: store.scope(state: \.counter, action: \.counter))
///     .tabItem("Counter", iconName: "accessories-calculator-symbolic")
///     .tag(Tab.counter)
///   FavoritesView(store: store.scope(state: \.favorites, action: \.favorites))
///     .tabItem("Favorites", iconName: "starred-symbolic")
///     .badge { store.favorites.count }
///     .tag(Tab.favorites)
/// } headerEnd: {
///   Button(iconName: "help-about-symbolic", accessibilityLabel: "About") { store.send(.aboutTapped) }
/// }
/// ```
///
/// It builds a header bar whose title is a view switcher (`AdwViewSwitcherTitle`), the pages
/// (`AdwViewStack`), and a switcher bar at the bottom that appears when the window is too
/// narrow for the switcher in the header bar. Selecting a page sets `selection`; setting
/// `selection` in state shows its page. Each page is built once; `.badge` and
/// `.needsAttention` are observed.
public struct ViewStack<Selection: Hashable & Sendable>: View, PrimitiveView {
  let selection: ViewBinding<Selection>
  let title: String
  let pages: [ViewStackPage<Selection>]
  let headerStart: ((BuildContext) -> ViewNode)?
  let headerEnd: ((BuildContext) -> ViewNode)?

  /// Pages selected by `selection`, under a header bar titled `title` (shown when the
  /// switcher does not fit) with `headerStart` and `headerEnd` at its sides.
  public init<Start: View, End: View>(
    selection: ViewBinding<Selection>,
    title: String = "",
    @ViewStackBuilder<Selection> pages: () -> [ViewStackPage<Selection>],
    @ViewBuilder headerStart: @escaping @MainActor () -> Start,
    @ViewBuilder headerEnd: @escaping @MainActor () -> End
  ) {
    self.selection = selection
    self.title = title
    self.pages = pages()
    self.headerStart = { ComposableGtkViews.makeNode(headerStart(), in: $0) }
    self.headerEnd = { ComposableGtkViews.makeNode(headerEnd(), in: $0) }
  }

  /// Pages selected by `selection`, with `headerEnd` at the end of the header bar.
  public init<End: View>(
    selection: ViewBinding<Selection>,
    title: String = "",
    @ViewStackBuilder<Selection> pages: () -> [ViewStackPage<Selection>],
    @ViewBuilder headerEnd: @escaping @MainActor () -> End
  ) {
    self.selection = selection
    self.title = title
    self.pages = pages()
    self.headerStart = nil
    self.headerEnd = { ComposableGtkViews.makeNode(headerEnd(), in: $0) }
  }

  /// Pages selected by `selection`, under a header bar with the switcher alone.
  public init(
    selection: ViewBinding<Selection>,
    title: String = "",
    @ViewStackBuilder<Selection> pages: () -> [ViewStackPage<Selection>]
  ) {
    self.selection = selection
    self.title = title
    self.pages = pages()
    self.headerStart = nil
    self.headerEnd = nil
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let column = ViewGraph.created(Box(.vertical))
    let stack = ViewGraph.created(Adw.ViewStack())
    stack.vexpand = true
    let switcherTitle = ViewGraph.created(ViewSwitcherTitle(stack: stack))
    switcherTitle.title = title
    let header = ViewGraph.created(Adw.HeaderBar())
    header.titleWidget = switcherTitle
    let bar = ViewGraph.created(ViewSwitcherBar(stack: stack))
    bar.revealWhenTitleHidden(switcherTitle)

    let pageContext = context.nested(.vertical, spacing: 0)
    var children: [ViewNode] = []
    var tokens: [ObservationToken] = []
    for (index, page) in pages.enumerated() {
      let node = page.make(pageContext)
      children.append(node)
      let widget = ViewGraph.singleWidget(of: node, context: pageContext)
      let stackPage = stack.addTitled(
        widget, name: Self.pageName(index), title: page.title, iconName: page.iconName)
      tokens += page.observeAttributes(stackPage, on: stack)
    }
    let barContext = context.nested(.horizontal, spacing: 6)
    if let headerStart {
      let node = headerStart(barContext)
      children.append(node)
      node.widgets.forEach(header.packStart)
    }
    if let headerEnd {
      let node = headerEnd(barContext)
      children.append(node)
      // pack_end adds from the end inwards: the last view ends up innermost, so reverse.
      node.widgets.reversed().forEach(header.packEnd)
    }
    column.append(header)
    column.append(stack)
    column.append(bar)

    tokens.append(bindSelection(of: stack))
    let node = ViewNode(package: [column], children: children)
    node.tokens = tokens
    node.retained = switcherTitle
    return node
  }

  package func update(_ node: ViewNode) {
    // Pages follow the new values; the header's views keep what they were built with (their
    // closures are observed, as everywhere).
    for (page, child) in zip(pages, node.children) { page.update(child) }
    if let switcherTitle = node.retained as? ViewSwitcherTitle, switcherTitle.title != title {
      switcherTitle.title = title
    }
  }

  /// The stack's name of the page at `index`: pages are told apart by position, their tags by
  /// `==`, so that any `Hashable` selection works.
  static func pageName(_ index: Int) -> String { "page-\(index)" }

  /// State drives the page shown, and the user's switching drives state. The program's own
  /// switching is not reported back (the handler is blocked meanwhile).
  private func bindSelection(of stack: Adw.ViewStack) -> ObservationToken {
    let selection = self.selection
    let tags = pages.map(\.tag)
    let changed = stack.onVisibleChildChanged { name in
      guard let name, let index = tags.indices.first(where: { Self.pageName($0) == name }) else {
        return
      }
      if selection.wrappedValue != tags[index] { selection.wrappedValue = tags[index] }
    }
    return stack.observe { [weak stack] in
      let selected = selection.wrappedValue
      guard let stack, let index = tags.firstIndex(of: selected) else { return }
      let name = Self.pageName(index)
      if stack.visibleChildName != name {
        stack.withBlocked(changed) { stack.visibleChildName = name }
      }
    }
  }
}

/// One page of a ``ViewStack``: a view with its `.tag` and `.tabItem`, as the
/// ``ViewStackBuilder`` collects them.
@MainActor
public struct ViewStackPage<Selection: Hashable & Sendable> {
  let tag: Selection
  let title: String
  let iconName: String?
  let badge: (@MainActor () -> Int)?
  let needsAttention: (@MainActor () -> Bool)?
  let make: @MainActor (BuildContext) -> ViewNode
  let update: @MainActor (ViewNode) -> Void

  /// Follows the observed attributes of the page in `stackPage`, for as long as `stack` is in
  /// a window.
  func observeAttributes(_ stackPage: Adw.ViewStackPage, on stack: Widget) -> [ObservationToken] {
    var tokens: [ObservationToken] = []
    if let badge {
      tokens.append(
        stack.observe {
          let number = UInt32(clamping: max(0, badge()))
          if stackPage.badgeNumber != number { stackPage.badgeNumber = number }
        })
    }
    if let needsAttention {
      tokens.append(
        stack.observe {
          let value = needsAttention()
          if stackPage.needsAttention != value { stackPage.needsAttention = value }
        })
    }
    return tokens
  }
}

/// Collects the pages of a ``ViewStack``: each statement is a view with a `.tag` of the
/// selection's type (and usually a `.tabItem`).
@MainActor
@resultBuilder
public enum ViewStackBuilder<Selection: Hashable & Sendable> {
  public static func buildExpression<Content: View>(_ page: TabItemView<Content>)
    -> [ViewStackPage<Selection>]
  {
    guard let tag = page.item.tag as? Selection else {
      preconditionFailure(
        "a page of a ViewStack needs .tag(_:) with a value of its selection's type, \(Selection.self); "
          + "the page titled \"\(page.item.title)\" has \(page.item.tag.map { "\(type(of: $0))" } ?? "none")"
      )
    }
    let content = page.content
    return [
      ViewStackPage(
        tag: tag, title: page.item.title, iconName: page.item.iconName,
        badge: page.item.badge, needsAttention: page.item.needsAttention,
        make: { ComposableGtkViews.makeNode(content, in: $0) },
        update: { ComposableGtkViews.update($0, with: content) })
    ]
  }

  public static func buildBlock(_ pages: [ViewStackPage<Selection>]...) -> [ViewStackPage<
    Selection
  >] {
    pages.flatMap { $0 }
  }
}

/// What a page of a ``ViewStack`` shows in the switcher, and the tag that selects it.
struct TabItem {
  var tag: (any Hashable & Sendable)?
  var title = ""
  var iconName: String?
  var badge: (@MainActor () -> Int)?
  var needsAttention: (@MainActor () -> Bool)?
}

/// A view with the switcher attributes of a page of a ``ViewStack``: what `.tag`, `.tabItem`,
/// `.badge` and `.needsAttention` return. Outside a view stack it is just its content.
public struct TabItemView<Content: View>: View, PrimitiveView {
  let content: Content
  var item: TabItem

  package func makeNode(in context: BuildContext) -> ViewNode {
    ComposableGtkViews.makeNode(content, in: context)
  }

  package func update(_ node: ViewNode) { ComposableGtkViews.update(node, with: content) }

  /// The value of the view stack's selection that shows this page.
  public func tag<Tag: Hashable & Sendable>(_ tag: Tag) -> TabItemView<Content> {
    var copy = self
    copy.item.tag = tag
    return copy
  }

  /// The title and themed icon the switcher shows for this page.
  public func tabItem(_ title: String, iconName: String? = nil) -> TabItemView<Content> {
    var copy = self
    copy.item.title = title
    copy.item.iconName = iconName
    return copy
  }

  /// A number the switcher shows on this page's button, following `count()` (observed); 0
  /// shows none.
  public func badge(_ count: @escaping @MainActor () -> Int) -> TabItemView<Content> {
    var copy = self
    copy.item.badge = count
    return copy
  }

  /// Whether the switcher marks this page as wanting attention, following `value()`
  /// (observed).
  public func needsAttention(_ value: @escaping @MainActor () -> Bool) -> TabItemView<Content> {
    var copy = self
    copy.item.needsAttention = value
    return copy
  }
}

extension View {
  /// The value of a ``ViewStack``'s selection that shows this page (SwiftUI's `.tag`).
  public func tag<Tag: Hashable & Sendable>(_ tag: Tag) -> TabItemView<Self> {
    TabItemView(content: self, item: TabItem(tag: tag))
  }

  /// The title and themed icon a ``ViewStack``'s switcher shows for this page (SwiftUI's
  /// `.tabItem`).
  public func tabItem(_ title: String, iconName: String? = nil) -> TabItemView<Self> {
    TabItemView(content: self, item: TabItem(title: title, iconName: iconName))
  }
}
