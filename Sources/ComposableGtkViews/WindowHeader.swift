import Adw
import ComposableGtk
import Gtk

/// The one header bar of a window, which everything in the window that has items for the
/// title bar shares: the views' `.toolbar`s, and navigation stacks (their back button and the
/// title of the page on top).
///
/// Each of them adds a ``HeaderContribution`` tied to a widget of its own (its host). A
/// contribution shows while its host is on the visible page of every stack above it: the page
/// on top of a navigation stack brings its items and title, the pages below step aside, and
/// get them back as pages pop, as SwiftUI's toolbars do on macOS. Items of outer views (a
/// `.toolbar` around the navigation stack) stay. Deeper items sit nearer the title, and the
/// deepest title shown wins.
///
/// The window gets its header bar from its first contribution and keeps it while it is open:
/// GTK may not change the title bar of a window on screen (`gtk_window_set_titlebar()` on a
/// realized window warns and unrealizes it), and a window whose last contribution went must
/// keep its title and close button. Contributions come and go inside the bar instead.
///
/// A column of a ``NavigationSplitView`` has a header bar of its own, which the views in the
/// column share in the same way; while a split view is in a window, the window's own bar
/// steps aside and what would go in it goes to the split view's last column.
@MainActor
final class WindowHeader {
  let bar: Widget & HeaderSlots
  /// The title shown while no contribution brings one; `nil` shows the window's title.
  private let defaultTitle: Widget?
  private var contributions: [HeaderContribution] = []
  /// What the bar shows now, as packed.
  private var packed: (start: [Widget], title: Widget?, end: [Widget]) = ([], nil, [])
  /// Where this window's contributions go instead while a split view is in the window.
  private var redirect: WindowHeader?

  /// The header bars of open windows; an entry goes when its window is destroyed.
  private static var headers: [WindowIdentity: WindowHeader] = [:]
  /// The header bars of the columns of split views, by the column's widget.
  private static var columns: [UnsafeMutableRawPointer: WindowHeader] = [:]

  private init() {
    bar = ViewGraph.created(Gtk.HeaderBar())
    defaultTitle = nil
  }

  /// The header of a split view's column: `bar`, at the top of the column.
  init(column bar: Widget & HeaderSlots, defaultTitle: Widget?) {
    self.bar = bar
    self.defaultTitle = defaultTitle
    bar.setTitle(defaultTitle)
    packed.title = defaultTitle
  }

  /// The header bar that `host` contributes to: that of the split view's column it is in, or
  /// else that of its window, given to the window as its title bar the first time it is asked
  /// for; `nil` when `host` is in no window, or in one without a title bar slot (libadwaita's
  /// windows) and in no column.
  static func ofWindow(of host: Widget) -> WindowHeader? {
    var current: Widget? = host
    while let widget = current {
      if let column = columns[widget.gobjectPointer] { return column }
      current = widget.parent
    }
    guard let header = windowHeader(of: host) else { return nil }
    return header.redirect ?? header
  }

  /// The window's own header bar (made its title bar when first asked for).
  private static func windowHeader(of host: Widget) -> WindowHeader? {
    guard let identity = host.rootWindowIdentity, let window = host.rootWindow else { return nil }
    if let header = headers[identity] { return header }
    guard window.hasTitlebarSlot else { return nil }
    let header = WindowHeader()
    window.setTitlebar(header.bar)
    headers[identity] = header
    window.onDestroyed { headers[identity] = nil }
    return header
  }

  /// Makes `header` the header bar of the views inside `column`.
  static func register(column: Widget, header: WindowHeader) {
    let key = column.gobjectPointer
    columns[key] = header
    column.onDestroy { columns[key] = nil }
  }

  static func unregister(column: Widget) {
    columns[column.gobjectPointer] = nil
  }

  /// Hides the title bar of the window `host` is in and sends what goes there to `target`
  /// instead (a split view's last column); returns the window's header, to give back with
  /// ``endRedirect()``.
  static func redirectWindow(of host: Widget, to target: WindowHeader) -> WindowHeader? {
    guard let header = windowHeader(of: host) else { return nil }
    header.redirect = target
    header.bar.isVisible = false
    for contribution in header.contributions { contribution.move(to: target) }
    return header
  }

  /// Shows the window's title bar again, with what went elsewhere while it was redirected.
  func endRedirect() {
    guard let target = redirect else { return }
    redirect = nil
    bar.isVisible = true
    for contribution in target.contributions {
      guard let header = contribution.currentHeader(), header !== target else { continue }
      contribution.move(to: header)
    }
  }

  /// Shows again what is on top in the window `widget` is in, if it has a header bar: for a
  /// stack whose visible page changed.
  static func refreshWindow(of widget: Widget) {
    var current: Widget? = widget
    while let ancestor = current {
      if let column = columns[ancestor.gobjectPointer] { return column.refresh() }
      current = ancestor.parent
    }
    guard let identity = widget.rootWindowIdentity, let header = headers[identity] else { return }
    (header.redirect ?? header).refresh()
  }

  func add(_ contribution: HeaderContribution) {
    guard !contributions.contains(where: { $0 === contribution }) else { return }
    contributions.append(contribution)
    refresh()
  }

  func remove(_ contribution: HeaderContribution) {
    contributions.removeAll { $0 === contribution }
    refresh()
  }

  /// Packs the items of the contributions shown, outermost first, if they differ from what
  /// the bar shows.
  func refresh() {
    let shown =
      contributions
      .compactMap { contribution in contribution.depth.map { (contribution, $0) } }
      .filter { $0.0.isShown }
      .sorted { $0.1 < $1.1 }
      .map(\.0)
    let start = shown.flatMap(\.start)
    let title = shown.last { $0.title != nil }?.title ?? defaultTitle
    // Read left to right: the deeper items first, nearer the title.
    let end = shown.reversed().flatMap(\.end)
    if Self.same(start, packed.start), Self.same(end, packed.end), title === packed.title {
      return
    }
    for widget in packed.start + packed.end { bar.remove(widget) }
    for widget in start { bar.packStart(widget) }
    // pack_end puts each new one further from the end: reversed, they read in their order.
    for widget in end.reversed() { bar.packEnd(widget) }
    if title !== packed.title { bar.setTitle(title) }
    packed = (start, title, end)
  }

  private static func same(_ lhs: [Widget], _ rhs: [Widget]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
  }
}

/// What one view puts in its window's header bar: widgets at the start, a title, widgets at
/// the end, shown while `host` is on screen in its window (see ``WindowHeader``).
@MainActor
final class HeaderContribution {
  let start: [Widget]
  let title: Widget?
  let end: [Widget]
  private weak var host: Widget?
  private weak var header: WindowHeader?
  private var rooted: SignalHandler?

  init(host: Widget, start: [Widget], title: Widget?, end: [Widget]) {
    self.host = host
    self.start = start
    self.title = title
    self.end = end
  }

  /// Whether the host is on the visible page of every stack above it.
  var isShown: Bool { host?.isOnVisibleStackPages ?? false }

  /// How deep in the window the host is; `nil` once it has left the window.
  var depth: Int? {
    guard let host, host.isRooted else { return nil }
    var depth = 0
    var current = host.parent
    while let parent = current {
      depth += 1
      current = parent.parent
    }
    return depth
  }

  /// Joins the header bar of the host's window once the host is in one. `willJoin` is told
  /// first whether it will (a window without a title bar slot has no header bar), before the
  /// items go into the bar: items in a bar of their own leave it then. The host's
  /// `notify::root` handler holds this while it waits (the view's node may be gone by then: a
  /// sheet's content, built with `makeWidget()`, keeps none).
  func join(willJoin joined: @escaping @MainActor (Bool) -> Void = { _ in }) {
    guard let host else { return }
    if host.isRooted {
      joinNow(joined)
      return
    }
    rooted = host.onNotify("root") { [weak host] in
      guard let host, host.isRooted else { return }
      self.disconnect()
      self.joinNow(joined)
    }
  }

  private func joinNow(_ joined: @MainActor (Bool) -> Void) {
    guard let host, let header = WindowHeader.ofWindow(of: host) else {
      joined(false)
      return
    }
    joined(true)
    self.header = header
    header.add(self)
  }

  /// Goes from the header bar it is in to `header`.
  func move(to header: WindowHeader) {
    self.header?.remove(self)
    self.header = header
    header.add(self)
  }

  /// The header bar the host would join now.
  func currentHeader() -> WindowHeader? {
    host.flatMap { WindowHeader.ofWindow(of: $0) }
  }

  /// Leaves the header bar (the items go with it), or stops waiting for a window.
  func leave() {
    disconnect()
    header?.remove(self)
    header = nil
  }

  private func disconnect() {
    guard let rooted else { return }
    self.rooted = nil
    if let host, host.isConnected(rooted) { host.disconnect(rooted) }
  }
}

/// The slots of a header bar that ``WindowHeader`` fills: GTK's (a window's title bar) or
/// libadwaita's (a split view's column, which shows the window buttons only on its side).
@MainActor
protocol HeaderSlots: AnyObject {
  func packStart(_ child: Widget)
  func packEnd(_ child: Widget)
  func remove(_ child: Widget)
  /// Shows `widget` as the title; `nil` shows the window's title.
  func setTitle(_ widget: Widget?)
}

extension Gtk.HeaderBar: HeaderSlots {
  func setTitle(_ widget: Widget?) { setTitleWidget(widget) }
}

extension Adw.HeaderBar: HeaderSlots {
  func setTitle(_ widget: Widget?) { titleWidget = widget }
}
