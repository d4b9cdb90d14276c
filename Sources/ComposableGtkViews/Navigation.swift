import ComposableArchitecture
import ComposableGtk
import Gtk

// Stack navigation in TCA's spelling:
//
//   NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
//     RootView(store: store)            // with NavigationLink(state: Path.State.detail(…))
//   } destination: { store in
//     switch store.case {
//     case let .detail(store): DetailView(store: store)
//     }
//   }
//
// It is the imperative layer's ``ComposableGtk/NavigationStackView``, a `GtkStack` that slides
// pages in and out, whose back button and top page's `.navigationTitle` go in the window's one
// header bar, with the `.toolbar` items of the page on top (see `WindowHeader`).

extension Bindable {
  /// The navigation stack at `state`: TCA 1.25's spelling,
  /// `$store.scope(\.path, action: \.path)`.
  public func scope<State, Action, ElementState, ElementAction>(
    _ state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>
  where Value == Store<State, Action> {
    scope(state: state, action: action)
  }

  /// The navigation stack at `state` (a `StackState`) whose actions are embedded by `action`
  /// (a `StackAction` case): what ``NavigationStack`` follows.
  public func scope<State, Action, ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>
  where Value == Store<State, Action> {
    wrappedValue.scope(state: state, action: action)
  }
}

/// A navigation stack: the root view, and a page per element of a `StackState`, built by
/// `destination` once per element id and torn down when the element is popped.
///
/// ```swift
/// NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
///   VStack {
///     NavigationLink(state: Path.State.detail(Detail.State())) { Text("Show detail") }
///   }
///   .navigationTitle("Home")
/// } destination: { store in
///   switch store.case {
///   case let .detail(store): DetailView(store: store)
///   }
/// }
/// ```
///
/// The back button in the window's header bar and Alt+Left send `.popFrom(id:)` for the top
/// element; a push slides the new page in from the right, a pop slides back. The window's header
/// bar shows the `.navigationTitle` and the `.toolbar` items of the page on top, and gives them
/// back to the page below when it pops (as SwiftUI does on macOS); a window has one header bar.
/// In a libadwaita window, which has no title bar slot, the stack shows a header bar of its own.
public struct NavigationStack<ElementState, ElementAction, Root: View, Destination: View>: View,
  PrimitiveView
{
  /// The stack's elements; nil for a stack without a path, which shows its root only.
  let path: Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>?
  let root: @MainActor () -> Root
  let destination: @MainActor (Store<ElementState, ElementAction>) -> Destination

  /// A stack of `root` and the pages `destination` builds for the elements of `path`.
  public init(
    path: Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>,
    @ViewBuilder root: @escaping @MainActor () -> Root,
    @ViewBuilder destination:
      @escaping @MainActor (Store<ElementState, ElementAction>) ->
      Destination
  ) {
    self.path = path
    self.root = root
    self.destination = destination
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let inner = context.nested(.vertical, spacing: 0)
    let rootNode = ComposableGtkViews.makeNode(Group(content: root), in: inner)
    let rootWidget = ViewGraph.singleWidget(of: rootNode, context: inner)
    guard let path else {
      // No path: the root, and the pages its links push with views of their own.
      let node = NavigationStackNode<Never, Never, EmptyView>(
        rootNode: rootNode, destination: { _ in EmptyView() }, context: inner)
      node.attach(NavigationStackView(root: node.page(rootWidget, of: rootNode)))
      return node
    }
    let node = NavigationStackNode<ElementState, ElementAction, Destination>(
      rootNode: rootNode, destination: destination, context: inner)
    let navigation = NavigationStackView(
      path, root: node.page(rootWidget, of: rootNode)
    ) { [weak node] elementStore in
      guard let node else { return NavigationPage(ViewGraph.created(Box(.vertical))) }
      return node.makePage(elementStore)
    }
    node.attach(navigation)
    return node
  }

  package func update(_ node: ViewNode) {
    if let node = node as? NavigationStackNode<ElementState, ElementAction, Destination> {
      node.destination = destination
      ComposableGtkViews.update(node.children[0], with: Group(content: root))
      node.followRootTitles()
    } else if let node = node as? NavigationStackNode<Never, Never, EmptyView> {
      ComposableGtkViews.update(node.children[0], with: Group(content: root))
      node.followRootTitles()
    }
  }
}

extension NavigationStack
where ElementState == Never, ElementAction == Never, Destination == EmptyView {
  /// A stack of `root` alone, as SwiftUI's `NavigationStack { … }` without a path: what a sheet
  /// wraps its content in so that the content's `.navigationTitle` and `.toolbar` have a bar.
  ///
  /// ```swift
  /// .sheet(item: $store.scope(state: \.add, action: \.add)) { store in
  ///   NavigationStack {
  ///     FormView(store: store)
  ///       .navigationTitle("New item")
  ///       .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Add") { … } } }
  ///   }
  /// }
  /// ```
  ///
  /// The title and the items go to the header bar of the window the stack is in.
  public init(@ViewBuilder root: @escaping @MainActor () -> Root) {
    path = nil
    self.root = root
    destination = { _ in EmptyView() }
  }
}

@MainActor
final class NavigationStackNode<ElementState, ElementAction, Destination: View>: ViewNode {
  var destination: @MainActor (Store<ElementState, ElementAction>) -> Destination
  private(set) var navigation: NavigationStackView<ElementState, ElementAction>?
  /// The nodes of the pages of the elements in the stack, torn down with their pages.
  private var pageNodes: [ObjectIdentifier: ViewNode] = [:]
  /// The back button and the title, in the window's header bar.
  private var contribution: HeaderContribution?
  /// Where the pages are built: the stack's environment.
  private let context: BuildContext

  init(
    rootNode: ViewNode,
    destination: @escaping @MainActor (Store<ElementState, ElementAction>) -> Destination,
    context: BuildContext
  ) {
    self.destination = destination
    self.context = context
    super.init(widgets: [], children: [rootNode])
  }

  func attach(_ navigation: NavigationStackView<ElementState, ElementAction>) {
    self.navigation = navigation
    widgets = [navigation.widget]
    // The back button and the top page's title go in the window's one header bar, beside the
    // items of the toolbars on the page on top; a window without one (libadwaita's) keeps the
    // stack's own bar.
    let contribution = HeaderContribution(
      host: navigation.widget, start: [navigation.backButton], title: navigation.titleLabel,
      end: [])
    self.contribution = contribution
    contribution.join { [weak navigation] hasHeader in
      guard hasHeader, let navigation else { return }
      navigation.removeOwnHeaderBar()
      // A push or a pop changes the page on top, and so which toolbars' items show.
      navigation.stack.onVisibleChildChanged { [weak widget = navigation.widget] _ in
        if let widget { WindowHeader.refreshWindow(of: widget) }
      }
    }
  }

  func makePage(_ store: Store<ElementState, ElementAction>) -> NavigationPage {
    // `dismiss` on the page pops its element (and those above it).
    // (The first pages are built while the stack view is made, before `navigation` is set.)
    let target = DismissTarget<Widget>()
    let inner = context.presented { [weak self] in
      guard let navigation = self?.navigation, let widget = target.target else { return }
      navigation.popFrom(page: widget)
    }
    let destination = self.destination
    let pageNode = ComposableGtkViews.makeNode(Group { destination(store) }, in: inner)
    let widget = ViewGraph.singleWidget(of: pageNode, context: inner)
    target.target = widget
    widget.vexpand = true
    let key = ObjectIdentifier(pageNode)
    pageNodes[key] = pageNode
    var page = self.page(widget, of: pageNode)
    page.hidesBackButton = BackButtonHiddenNode.first(in: pageNode) != nil
    page.tearDown = { [weak self, weak pageNode] in
      pageNode?.tearDown()
      self?.pageNodes[key] = nil
    }
    return page
  }

  /// Follows the titles in the root again, after an update that may have made new ones.
  func followRootTitles() {
    for title in NavigationTitleNode.all(in: children[0]) {
      title.onChange = { [weak self] in self?.navigation?.refreshTitle() }
    }
    navigation?.refreshTitle()
  }

  /// The page of `widget`, titled by the `.navigationTitle` in `node`.
  func page(_ widget: Widget, of node: ViewNode) -> NavigationPage {
    for title in NavigationTitleNode.all(in: node) {
      title.onChange = { [weak self] in self?.navigation?.refreshTitle() }
    }
    return NavigationPage(
      widget,
      title: { [weak node] in node.flatMap(NavigationTitleNode.first(in:))?.title() ?? "" })
  }

  override func tearDown() {
    contribution?.leave()
    for node in pageNodes.values { node.tearDown() }
    pageNodes.removeAll()
    super.tearDown()
  }
}

/// A navigation link: a button that pushes a page onto the navigation stack it is in, either
/// the page of state, as TCA's `NavigationLink(state:)` does, or a view of its own, as
/// SwiftUI's `NavigationLink(destination:)` does.
///
/// ```swift
/// NavigationLink(state: Path.State.detail(Detail.State(id: item.id))) {
///   Text(item.title)
/// }
/// NavigationLink("About") {
///   AboutView()
/// }
/// ```
///
/// State must be of the stack's element type (the `Path.State` of a `@Reducer enum Path`); a
/// link outside any navigation stack, or with state of another type, reports an issue when
/// clicked and pushes nothing.
///
/// A destination view is built when the link is clicked, in the link's environment, and goes
/// on top of the stack's pages; the back button, Alt+Left or its `dismiss` pops it (its state
/// is the view's own, not the path's), and so does a change of the stack's path. While it is
/// shown, a new body of the link's view updates it.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
  let state: Any?
  let destination: Destination?
  let label: Label

  package func makeNode(in context: BuildContext) -> ViewNode {
    let button = ViewGraph.created(Gtk.Button(label: ""))
    var inner = context.nested(.horizontal, spacing: 6)
    inner.isListRow = context.isListRow
    let labelNode = ComposableGtkViews.makeNode(label, in: inner)
    let face = ViewGraph.singleWidget(of: labelNode, context: inner)
    if context.isListRow {
      // A row that leads to a page, as GNOME draws one: flat, its label then a chevron.
      button.addCSSClass("flat")
      button.addCSSClass(FormStyle.linkRowClass)
      let row = ViewGraph.created(Box(.horizontal, spacing: 12))
      face.hexpand = true
      row.append(face)
      row.append(ViewGraph.created(Gtk.Image(iconName: "go-next-symbolic")))
      button.setChild(row)
    } else {
      button.setChild(face)
    }
    let node = NavigationLinkNode<Destination>(
      button: button, label: labelNode, state: state, destination: destination,
      pageContext: context.nested(.vertical, spacing: 0))
    button.onClicked { [weak node, weak button] in
      guard let node, let button else { return }
      node.push(from: button)
    }
    return node
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? NavigationLinkNode<Destination> else { return }
    node.state = state
    node.destination = destination
    ComposableGtkViews.update(node.children[0], with: label)
    node.updatePage()
  }
}

extension NavigationLink where Destination == Never {
  /// A link labelled by `label` that pushes `state`; a `nil` state pushes nothing.
  public init<P>(state: P?, @ViewBuilder label: () -> Label) {
    self.state = state
    destination = nil
    self.label = label()
  }

  /// A link titled `title` that pushes `state`.
  public init<P>(_ title: String, state: P?) where Label == Text {
    self.state = state
    destination = nil
    label = Text(title)
  }
}

extension NavigationLink {
  /// A link labelled by `label` that pushes the view `destination` builds.
  public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    state = nil
    self.destination = destination()
    self.label = label()
  }

  /// A link labelled by `label` that pushes `destination` (SwiftUI's earlier form).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    state = nil
    self.destination = destination
    self.label = label()
  }

  /// A link titled `title` that pushes the view `destination` builds.
  public init(_ title: String, @ViewBuilder destination: () -> Destination) where Label == Text {
    state = nil
    self.destination = destination()
    label = Text(title)
  }

  /// A link titled `title` that pushes `destination` (SwiftUI's earlier form).
  public init(_ title: String, destination: Destination) where Label == Text {
    state = nil
    self.destination = destination
    label = Text(title)
  }
}

@MainActor
final class NavigationLinkNode<Destination: View>: ViewNode {
  var state: Any?
  var destination: Destination?
  /// Where a destination's page is built: the link's environment, in a page of its own.
  private let pageContext: BuildContext
  /// The node of the destination's page while it is in the stack.
  private var pageNode: ViewNode?
  private weak var pageWidget: Widget?

  init(
    button: Gtk.Button, label: ViewNode, state: Any?, destination: Destination?,
    pageContext: BuildContext
  ) {
    self.state = state
    self.destination = destination
    self.pageContext = pageContext
    super.init(widgets: [button], children: [label])
  }

  func push(from button: Gtk.Button) {
    guard state != nil || destination != nil else { return }
    guard let stack = button.enclosingNavigationStack else {
      reportIssue("A navigation link was clicked outside of a navigation stack: nothing pushed.")
      return
    }
    if let destination {
      push(destination, on: stack)
    } else if let state, !stack.push(state) {
      reportIssue(
        """
        A navigation link pushed state of type "\(type(of: state))", which is not the element \
        type of the navigation stack it is in: nothing pushed.
        """)
    }
  }

  private func push(_ destination: Destination, on stack: any NavigationStackPushing) {
    // A page pushed before is popped first (a second click while it slides in).
    if let pageWidget, pageWidget.hasParent { stack.popFrom(page: pageWidget) }
    // `dismiss` on the page pops it (and the pages above it).
    let target = DismissTarget<Widget>()
    let context = pageContext.presented {
      guard let widget = target.target else { return }
      widget.enclosingNavigationStack?.popFrom(page: widget)
    }
    let node = ComposableGtkViews.makeNode(Group { destination }, in: context)
    let widget = ViewGraph.singleWidget(of: node, context: context)
    widget.vexpand = true
    target.target = widget
    for title in NavigationTitleNode.all(in: node) {
      title.onChange = { [weak stack] in stack?.refreshTitle() }
    }
    var page = NavigationPage(
      widget, title: { [weak node] in node.flatMap(NavigationTitleNode.first(in:))?.title() ?? "" })
    page.hidesBackButton = BackButtonHiddenNode.first(in: node) != nil
    page.tearDown = { [weak self, weak node] in
      node?.tearDown()
      if let self, self.pageNode === node { self.pageNode = nil }
    }
    pageNode = node
    pageWidget = widget
    stack.push(page: page)
  }

  /// Gives the page on screen the link's new destination.
  func updatePage() {
    guard let pageNode, let destination else { return }
    ComposableGtkViews.update(pageNode, with: Group { destination })
  }

  override func tearDown() {
    // A link that goes takes its page with it.
    if let pageWidget, pageWidget.hasParent {
      pageWidget.enclosingNavigationStack?.popFrom(page: pageWidget)
    }
    pageNode?.tearDown()
    pageNode = nil
    super.tearDown()
  }
}

extension View {
  /// The title the navigation stack's header bar shows while this view's page is on top.
  ///
  /// ```swift
  /// DetailView(store: store).navigationTitle("Detail")
  /// ```
  public func navigationTitle(_ title: String) -> NavigationTitleView<Self> {
    NavigationTitleView(content: self, title: { title })
  }

  /// The title of a ``Text``: `.navigationTitle(Text(meeting.date, style: .date))`.
  public func navigationTitle(_ title: Text) -> NavigationTitleView<Self> {
    NavigationTitleView(content: self, title: { title.currentString })
  }

  /// A title that follows state: `.navigationTitle { store.name }`.
  public func navigationTitle(_ title: @escaping @MainActor () -> String)
    -> NavigationTitleView<Self>
  {
    NavigationTitleView(content: self, title: title)
  }
}

/// A view with a navigation title: what ``View/navigationTitle(_:)-(String)`` returns.
public struct NavigationTitleView<Content: View>: View, PrimitiveView {
  let content: Content
  let title: @MainActor () -> String

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    return NavigationTitleNode(child: child, title: title)
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? NavigationTitleNode else { return }
    node.title = title
    node.onChange?()
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

@MainActor
final class NavigationTitleNode: ViewNode {
  var title: @MainActor () -> String
  /// Set by the navigation stack whose page this is: reads the title again.
  var onChange: (@MainActor () -> Void)?

  init(child: ViewNode, title: @escaping @MainActor () -> String) {
    self.title = title
    super.init(widgets: child.widgets, children: [child])
  }

  /// The first title in `node` (depth first), not looking into nested navigation stacks.
  static func first(in node: ViewNode) -> NavigationTitleNode? {
    if let title = node as? NavigationTitleNode { return title }
    if node is AnyNavigationStackNode { return nil }
    for child in node.children {
      if let title = first(in: child) { return title }
    }
    return nil
  }

  static func all(in node: ViewNode) -> [NavigationTitleNode] {
    var result: [NavigationTitleNode] = []
    if let title = node as? NavigationTitleNode { result.append(title) }
    if node is AnyNavigationStackNode { return result }
    for child in node.children { result += all(in: child) }
    return result
  }
}

extension View {
  /// Hides the back button of the navigation stack while this view's page is on top, as
  /// SwiftUI's modifier does: for a page the user leaves with a button of its own.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
    -> BackButtonHiddenView<Self>
  {
    BackButtonHiddenView(content: self, hides: hidesBackButton)
  }
}

/// A view whose page hides the back button: what
/// ``View/navigationBarBackButtonHidden(_:)`` returns.
public struct BackButtonHiddenView<Content: View>: View, PrimitiveView {
  let content: Content
  let hides: Bool

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    return hides ? BackButtonHiddenNode(child: child) : child
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node is BackButtonHiddenNode ? node.children[0] : node, with: content)
  }
}

@MainActor
final class BackButtonHiddenNode: ViewNode {
  init(child: ViewNode) { super.init(widgets: child.widgets, children: [child]) }

  static func first(in node: ViewNode) -> BackButtonHiddenNode? {
    if let hidden = node as? BackButtonHiddenNode { return hidden }
    if node is AnyNavigationStackNode { return nil }
    for child in node.children {
      if let hidden = first(in: child) { return hidden }
    }
    return nil
  }
}

/// A view whose `.navigationTitle` goes to the header bar it joins (beside its `.toolbar`
/// items, which join the bar themselves), without pages: a column of a
/// ``NavigationSplitView``.
@MainActor
final class TitledColumnNode: ViewNode, AnyNavigationStackNode {
  private let titleLabel = ViewGraph.created(Gtk.Label())
  private let contribution: HeaderContribution

  init(root: ViewNode, context: BuildContext) {
    let widget = ViewGraph.singleWidget(of: root, context: context)
    widget.vexpand = true
    titleLabel.addCSSClass("title")
    contribution = HeaderContribution(host: widget, start: [], title: titleLabel, end: [])
    super.init(widgets: [widget], children: [root])
    followTitle()
    contribution.join()
  }

  /// Shows the root's title, again whenever state it read changes or the body gives it another.
  func followTitle() {
    for token in tokens { token.cancel() }
    let titles = NavigationTitleNode.all(in: children[0])
    for title in titles { title.onChange = { [weak self] in self?.followTitle() } }
    let title = titles.first?.title
    tokens = [
      titleLabel.observe { [weak titleLabel] in
        guard let titleLabel else { return }
        let text = title?() ?? ""
        if titleLabel.text != text { titleLabel.text = text }
      }
    ]
  }

  override func tearDown() {
    contribution.leave()
    super.tearDown()
  }
}

@MainActor
protocol AnyNavigationStackNode: AnyObject {}
extension NavigationStackNode: AnyNavigationStackNode {}
