import ComposableArchitecture
import Gtk

// A navigation stack for GTK 4.8, which has no navigation view of its own: a header bar with a
// back button and the title of the page shown, over a `GtkStack` of pages (the root, then one
// page per element of a `StackState`, then the pages pushed without state). The pages follow
// the state: an element pushed builds its page (and only it) and slides it in from the right;
// an element popped, by the back button, Alt+Left or the feature's own logic, tears its page
// down and slides back. Pages pushed without state (SwiftUI's `NavigationLink(destination:)`)
// sit on top of the elements' and live until they are popped or the path changes.

/// A page of a ``NavigationStackView``: its widget, its title, and what to end when it is
/// popped.
@MainActor
public struct NavigationPage {
  /// The page's content.
  public var widget: Widget
  /// The title the header bar shows while the page is on top; read under observation, so a
  /// title that reads state follows it.
  public var title: @MainActor () -> String
  /// Ends what the page runs (its observations) once its element is popped.
  public var tearDown: @MainActor () -> Void
  /// Whether the back button hides while this page is on top (a page the user leaves with a
  /// button of its own, such as "End meeting"); Alt+Left still goes back.
  public var hidesBackButton = false

  /// A page of `widget`, titled `title`.
  public init(
    _ widget: Widget, title: String = "", tearDown: @escaping @MainActor () -> Void = {}
  ) {
    self.init(widget, title: { title }, tearDown: tearDown)
  }

  /// A page of `widget` whose title follows what `title` reads: `{ store.name }`.
  public init(
    _ widget: Widget, title: @escaping @MainActor () -> String,
    tearDown: @escaping @MainActor () -> Void = {}
  ) {
    self.widget = widget
    self.title = title
    self.tearDown = tearDown
  }
}

/// What ``NavigationStackView`` does for code that does not know its element types: a
/// navigation link pushes state it only knows as `Any`, or a page of its own.
@MainActor
public protocol NavigationStackPushing: AnyObject {
  /// Pushes `state` (an element state of the stack) as a new element; returns false, and
  /// pushes nothing, when `state` is of another type (or the stack has no path).
  @discardableResult
  func push(_ state: Any) -> Bool

  /// Pushes `page`, which no state holds, on top of the stack's pages.
  func push(page: NavigationPage)

  /// Pops the page `widget` and those above it.
  func popFrom(page widget: Widget)

  /// Takes the page `widget`, pushed without state, out of the stack; the pages above it stay.
  func removePage(_ widget: Widget)

  /// Reads the title of the page on top again.
  func refreshTitle()
}

/// A navigation stack bound to a stack store (`store.scope(state: \.path, action: \.path)`):
/// the imperative form of the declarative `NavigationStack`.
///
/// ```swift
/// let navigation = NavigationStackView(
///   store.scope(state: \.path, action: \.path),
///   root: NavigationPage(listWidget, title: "Items")
/// ) { elementStore in
///   NavigationPage(DetailWidget(store: elementStore).widget, title: { elementStore.title })
/// }
/// window.setChild(navigation.widget)
/// ```
///
/// - Each element's page is built once, when its id first appears in the stack, and torn down
///   (``NavigationPage/tearDown`` runs at once, its widget leaves when the slide is over) when
///   the id goes; pages of other elements stay as they are.
/// - The back button and Alt+Left send `.popFrom(id:)` for the top element.
/// - ``push(page:)`` shows a page no element holds on top (what a `NavigationLink` with a
///   destination view pushes). The back button pops it, without an action; a change of the
///   path's elements pops all such pages, as their state is not in the path to keep them.
/// - A stack made with ``init(root:)`` has no path: its root and the pages pushed on it.
/// - A push slides the page in from the right and a pop slides back, over
///   ``transitionDuration``, or the duration of the animation the change was sent with
///   (`store.send(.path(.popFrom(id: id)), animation: .easeOut(duration: 0.4))`).
@MainActor
public final class NavigationStackView<ElementState, ElementAction>: NavigationStackPushing {
  public typealias PathStore = Store<
    StackState<ElementState>, StackAction<ElementState, ElementAction>
  >

  /// The view: the header bar over the pages. Put it in a window or a container.
  public let widget: Box
  /// The header bar: back button at its start, the top page's title in its middle (until
  /// ``removeOwnHeaderBar()``).
  public let headerBar: HeaderBar
  /// The back button, shown while an element is pushed.
  public let backButton: Button
  /// The title of the page on top.
  public let titleLabel: Label
  /// The pages.
  public let stack: Stack
  /// Alt+Left, which goes back like the back button.
  public private(set) var backShortcut: KeyboardShortcut?

  /// How long a push or a pop slides, in milliseconds, when the change comes without an
  /// animation; 0 makes page changes instant.
  public var transitionDuration: UInt32 = 250

  private let store: PathStore?
  private let root: NavigationPage
  private let destination: @MainActor (Store<ElementState, ElementAction>) -> NavigationPage
  private var order: [StackElementID] = []
  private var pages: [StackElementID: NavigationPage] = [:]
  /// Pages pushed without state, on top of the elements' pages, bottom first.
  private var statelessPages: [(name: String, page: NavigationPage)] = []
  private var statelessPagesPushed = 0
  /// Widgets of popped pages still sliding out: removed when the transition ends.
  private var leaving: [Widget] = []
  private var titleToken: ObservationToken?

  /// How many pages have been built (the root not counted): for tests.
  public private(set) var pagesBuilt = 0
  /// How many pages have been torn down: for tests.
  public private(set) var pagesTornDown = 0

  /// A navigation stack of `root` and a page per element of the stack `store`, built by
  /// `destination`.
  public convenience init(
    _ store: PathStore,
    root: NavigationPage,
    destination: @escaping @MainActor (Store<ElementState, ElementAction>) -> NavigationPage
  ) {
    self.init(store: store, root: root, destination: destination)
  }

  private init(
    store: PathStore?,
    root: NavigationPage,
    destination: @escaping @MainActor (Store<ElementState, ElementAction>) -> NavigationPage
  ) {
    self.store = store
    self.root = root
    self.destination = destination
    widget = Box(.vertical)
    headerBar = HeaderBar()
    // The window around it has title buttons of its own (or its own header bar).
    headerBar.showsTitleButtons = false
    backButton = Button(iconName: "go-previous-symbolic")
    backButton.accessibleLabel = "Back"
    backButton.tooltipText = "Back"
    backButton.isVisible = false
    titleLabel = Label()
    titleLabel.addCSSClass("title")
    stack = Stack()
    stack.vexpand = true
    stack.hexpand = true
    headerBar.packStart(backButton)
    headerBar.setTitleWidget(titleLabel)
    widget.append(headerBar)
    widget.append(stack)
    stack.addNamed(root.widget, name: "root")

    backButton.onClicked { [weak self] in self?.goBack() }
    backShortcut = widget.addKeyboardShortcut("<Alt>Left") { [weak self] in self?.goBack() }
    stack.onTransitionRunningChanged { [weak self] running in
      if !running { self?.removeLeavingPages() }
    }
    NavigationStacks.register(self, for: widget)

    guard let store else {
      refreshTitle()
      return
    }
    // Pushes and pops only: the path's observers do not hear changes inside elements.
    let token = ComposableGtk.observe(
      { Array(store.state.ids) }, then: { [self] ids in follow(ids) })
    widget.attach(token)
  }

  /// Takes the back button and the title out of the stack's own header bar, and that bar out
  /// of ``widget``, for a window header bar that shows them instead: the declarative
  /// `NavigationStack` puts them in its window's one header bar, so that a window has one bar.
  /// Calling it again does nothing.
  public func removeOwnHeaderBar() {
    guard headerBar.hasParent else { return }
    headerBar.remove(backButton)
    headerBar.setTitleWidget(nil)
    widget.remove(headerBar)
  }

  /// The ids of the elements whose pages are built, bottom first.
  public var pageIDs: [StackElementID] { order }

  /// The page of the element `id`, while it is in the stack.
  public func page(for id: StackElementID) -> NavigationPage? { pages[id] }

  /// How many pages pushed without state are on top of the elements' pages.
  public var statelessPageCount: Int { statelessPages.count }

  /// Pops the page on top: one pushed without state, or else the top element (sending
  /// `.popFrom(id:)`), if there is one. What the back button and Alt+Left do.
  public func goBack() {
    if !statelessPages.isEmpty {
      popStatelessPages(from: statelessPages.count - 1)
      return
    }
    guard let store, let top = store.withState({ $0.ids.last }) else { return }
    store.send(.popFrom(id: top))
  }

  /// Pops the page `widget` and those above it: a page pushed without state at once, an
  /// element's by sending `.popFrom(id:)`. What a page's `dismiss` does.
  public func popFrom(page widget: Widget) {
    if let index = statelessPages.firstIndex(where: { $0.page.widget === widget }) {
      popStatelessPages(from: index)
      return
    }
    guard let store, let id = order.first(where: { pages[$0]?.widget === widget }) else { return }
    store.send(.popFrom(id: id))
  }

  public func removePage(_ widget: Widget) {
    guard let index = statelessPages.firstIndex(where: { $0.page.widget === widget }) else {
      return
    }
    let (_, page) = statelessPages.remove(at: index)
    // The page on top goes back to the one below; one further down just leaves.
    if index == statelessPages.count { show(pushed: false) }
    remove(page)
  }

  public func push(page: NavigationPage) {
    statelessPagesPushed += 1
    let name = "page-\(statelessPagesPushed)"
    statelessPages.append((name, page))
    stack.addNamed(page.widget, name: name)
    show(pushed: true)
  }

  private func popStatelessPages(from index: Int) {
    let popped = statelessPages[index...]
    statelessPages.removeSubrange(index...)
    show(pushed: false)
    for (_, page) in popped.reversed() { remove(page) }
  }

  /// The page on top: the last pushed without state, else the top element's, else the root.
  private var topPage: NavigationPage {
    statelessPages.last?.page ?? order.last.flatMap { pages[$0] } ?? root
  }

  /// The name of the page on top in ``stack``.
  private var topName: String {
    statelessPages.last?.name ?? order.last.map(Self.name(of:)) ?? "root"
  }

  /// Slides to the page on top: in from the right for a page pushed, back for a pop.
  private func show(pushed: Bool) {
    // A change sent with an animation slides for as long as the animation takes.
    let duration = ObservationScheduler.animation?.milliseconds ?? transitionDuration
    stack.transitionDuration = duration
    stack.setVisibleChild(
      named: topName, transition: duration == 0 ? .none : pushed ? .slideLeft : .slideRight)
    backButton.isVisible = topName != "root" && !topPage.hidesBackButton
    refreshTitle()
  }

  /// Ends `page` and takes its widget out, once the slide is over.
  private func remove(_ page: NavigationPage) {
    page.tearDown()
    if stack.isTransitionRunning {
      leaving.append(page.widget)
    } else {
      stack.remove(page.widget)
    }
  }

  /// Sends `.push(id:state:)` with a new id, as a navigation link does.
  public func push(element state: ElementState) {
    guard let store else { return }
    @Dependency(\.stackElementID) var stackElementID
    var id = stackElementID.next()
    // A store with a generator of its own (a test's) may be ahead of this one: an id must
    // come after those in the stack.
    if let last = store.withState({ $0.ids.last }), id <= last { id = last.successor }
    store.send(.push(id: id, state: state))
  }

  @discardableResult
  public func push(_ state: Any) -> Bool {
    guard store != nil, let state = state as? ElementState else { return false }
    push(element: state)
    return true
  }

  /// Reads the title of the page on top again: for a page whose title is not state (the
  /// declarative `.navigationTitle("…")` given a new string).
  public func refreshTitle() {
    let page = topPage
    titleToken?.cancel()
    let label = titleLabel
    let title = page.title
    titleToken = ComposableGtk.observe { label.text = title() }
    widget.attach(titleToken!)
  }

  private func follow(_ ids: [StackElementID]) {
    guard let store else { return }
    let oldTop = order.last
    // The pages pushed without state were on top of the old path: they go with it.
    let statelessGone = ids != order ? statelessPages : []
    if !statelessGone.isEmpty { statelessPages.removeAll() }
    let kept = Set(ids)
    let gone = order.filter { !kept.contains($0) }
    var added: Set<StackElementID> = []
    for id in ids where pages[id] == nil {
      guard
        let elementStore = store.scope(state: \.[id: id], action: \.[id: id])
      else { continue }
      let page = destination(elementStore)
      pages[id] = page
      pagesBuilt += 1
      added.insert(id)
      stack.addNamed(page.widget, name: Self.name(of: id))
    }
    order = ids.filter { pages[$0] != nil }

    let newTop = order.last
    if newTop != oldTop || !statelessGone.isEmpty {
      show(pushed: newTop.map(added.contains) ?? false)
    } else if titleToken == nil {
      refreshTitle()
    }
    for (_, page) in statelessGone.reversed() { remove(page) }
    for id in gone {
      guard let page = pages.removeValue(forKey: id) else { continue }
      remove(page)
      pagesTornDown += 1
    }
  }

  private func removeLeavingPages() {
    let widgets = leaving
    leaving.removeAll()
    for widget in widgets { stack.remove(widget) }
  }

  private static func name(of id: StackElementID) -> String { "element-\(id)" }
}

extension NavigationStackView where ElementState == Never, ElementAction == Never {
  /// A navigation stack without a path: `root`, and the pages pushed on it with
  /// ``push(page:)`` (SwiftUI's `NavigationStack { … }` with `NavigationLink(destination:)`s).
  ///
  /// ```swift
  /// let navigation = NavigationStackView(root: NavigationPage(settingsList, title: "Settings"))
  /// // a row's click:
  /// navigation.push(page: NavigationPage(aboutWidget, title: "About"))
  /// ```
  public convenience init(root: NavigationPage) {
    self.init(store: nil, root: root) { _ in NavigationPage(Box(.vertical)) }
  }
}

/// The navigation stacks in windows, by the widget of each: how a navigation link finds the
/// stack it is in.
@MainActor
enum NavigationStacks {
  private final class Entry {
    weak var stack: (any NavigationStackPushing)?
    init(_ stack: any NavigationStackPushing) { self.stack = stack }
  }

  private static var entries: [UnsafeMutableRawPointer: Entry] = [:]

  static func register(_ stack: any NavigationStackPushing, for widget: Widget) {
    // Entries of stacks that are gone are dropped as others come.
    entries = entries.filter { $0.value.stack != nil }
    entries[widget.gobjectPointer] = Entry(stack)
  }

  static func stack(of widget: Widget) -> (any NavigationStackPushing)? {
    var current: Widget? = widget
    while let candidate = current {
      if let stack = entries[candidate.gobjectPointer]?.stack { return stack }
      current = candidate.parent
    }
    return nil
  }
}

extension Widget {
  /// The navigation stack this widget is in (the innermost), if any: where a navigation link
  /// pushes.
  public var enclosingNavigationStack: (any NavigationStackPushing)? {
    NavigationStacks.stack(of: self)
  }
}
