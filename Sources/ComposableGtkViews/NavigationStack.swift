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
  /// The stack's elements; nil for a stack without a path, whose pages are the ones its links
  /// push (`NavigationLink(destination:label:)`, `.navigationDestination`).
  let path: Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>?
  let root: @MainActor () -> Root
  let destination: @MainActor (Store<ElementState, ElementAction>) -> Destination
  /// The path of values of a stack without a store's path: a binding's; nil for the stack's
  /// own.
  var valuePath: ValueNavigator.Path?

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
    var inner = context.nested(.vertical, spacing: 0)
    // Without a store's path, the stack pushes pages for values, as SwiftUI's does.
    let navigator = path == nil ? ValueNavigator(path: valuePath) : nil
    inner.environment.valueNavigator = navigator
    let rootNode = ComposableGtkViews.makeNode(Group(content: root), in: inner)
    let rootWidget = ViewGraph.singleWidget(of: rootNode, context: inner)
    guard let path else {
      // The root, the pages of the values on its path, and the pages its links push with
      // views of their own.
      let node = NavigationStackNode<Never, Never, EmptyView>(
        rootNode: rootNode, destination: { _ in EmptyView() }, context: inner)
      let navigation = NavigationStackView(root: node.page(rootWidget, of: rootNode))
      node.attach(navigation)
      if let navigator {
        node.valueNavigator = navigator
        navigator.attach(to: navigation, host: navigation.widget, context: inner)
      }
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
      node.valueNavigator?.follow(valuePath)
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

  /// A stack of `root` and a page for each value of `path`, as SwiftUI's
  /// `NavigationStack(path:root:)`: a `navigationDestination(for:)` of the value's type builds
  /// it. A `NavigationLink(value:)` appends to the path, the user's pop takes the values of the
  /// pages it pops off it, and a change of the path pushes and pops pages to follow it.
  ///
  /// ```swift
  /// @State var path: [Int] = []
  ///
  /// NavigationStack(path: $path) {
  ///   List(1..<50) { number in NavigationLink("\(number)", value: number) }
  ///     .navigationDestination(for: Int.self) { number in Text("\(number * number)") }
  /// }
  /// ```
  public init<Data>(path: Binding<Data>, @ViewBuilder root: @escaping @MainActor () -> Root)
  where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.init(root: root)
    valuePath = ValueNavigator.Path(path)
  }

  /// A stack of `root` and a page for each value of `path`, values of any hashable types (see
  /// ``NavigationPath``).
  public init(
    path: Binding<NavigationPath>, @ViewBuilder root: @escaping @MainActor () -> Root
  ) {
    self.init(root: root)
    valuePath = ValueNavigator.Path(path)
  }
}

@MainActor
final class NavigationStackNode<ElementState, ElementAction, Destination: View>: ViewNode {
  var destination: @MainActor (Store<ElementState, ElementAction>) -> Destination
  private(set) var navigation: NavigationStackView<ElementState, ElementAction>?
  /// The pages of values, in a stack without a store's path.
  var valueNavigator: ValueNavigator?
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
    valueNavigator?.tearDown()
    for node in pageNodes.values { node.tearDown() }
    pageNodes.removeAll()
    super.tearDown()
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
