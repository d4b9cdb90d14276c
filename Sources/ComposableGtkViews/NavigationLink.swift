import ComposableArchitecture
import ComposableGtk
import Gtk

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
/// NavigationLink("Load", isActive: $store.isNavigationActive.sending(\.setNavigation)) {
///   LoadedView(store: store)
/// }
/// ```
///
/// State must be of the stack's element type (the `Path.State` of a `@Reducer enum Path`); a
/// link outside any navigation stack, or with state of another type, reports an issue when
/// clicked and pushes nothing.
///
/// A destination view is built when its page is pushed, in the link's environment, and goes
/// on top of the stack's pages; the back button, Alt+Left or its `dismiss` pops it (its state
/// is the view's own, not the path's), and so does a change of the stack's path. While it is
/// shown, a new body of the link's view updates it.
///
/// A link bound to `isActive` (or to a `selection` and its `tag`) pushes its page while the
/// binding says so and pops it when the binding stops saying so; a click sets the binding, and
/// a pop by the user sets it back.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
  let state: Any?
  let destination: Destination?
  let isActive: Binding<Bool>?
  let label: Label
  /// The value the link adds to its stack's path (`NavigationLink(value:)`).
  var value: AnyHashable?

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
      isActive: isActive, pageContext: context.nested(.vertical, spacing: 0))
    node.value = value
    node.navigator = context.environment.valueNavigator
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
    node.isActive = isActive
    node.value = value
    ComposableGtkViews.update(node.children[0], with: label)
    node.updatePage()
  }
}

extension NavigationLink where Destination == Never {
  /// A link labelled by `label` that pushes `state`; a `nil` state pushes nothing.
  public init<P>(state: P?, @ViewBuilder label: () -> Label) {
    self.state = state
    destination = nil
    isActive = nil
    self.label = label()
  }

  /// A link titled `title` that pushes `state`.
  public init<P>(_ title: String, state: P?) where Label == Text {
    self.init(state: state) { Text(title) }
  }

  /// A link labelled by `label` that adds `value` to the path of the ``NavigationStack`` it is
  /// in, as SwiftUI's: the stack pushes the page its `navigationDestination(for:)` of the
  /// value's type builds. A `nil` value pushes nothing.
  public init<P: Hashable & Sendable>(value: P?, @ViewBuilder label: () -> Label) {
    state = nil
    destination = nil
    isActive = nil
    self.label = label()
    self.value = value.map(AnyHashable.init)
  }

  /// A link titled `title` that adds `value` to its stack's path.
  public init<P: Hashable & Sendable>(_ title: String, value: P?) where Label == Text {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink {
  /// A link labelled by `label` that pushes the view `destination` builds.
  public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), label: label)
  }

  /// A link labelled by `label` that pushes `destination` (SwiftUI's earlier form).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    state = nil
    self.destination = destination
    isActive = nil
    self.label = label()
  }

  /// A link titled `title` that pushes the view `destination` builds.
  public init(_ title: String, @ViewBuilder destination: () -> Destination) where Label == Text {
    self.init(destination: destination()) { Text(title) }
  }

  /// A link titled `title` that pushes `destination` (SwiftUI's earlier form).
  public init(_ title: String, destination: Destination) where Label == Text {
    self.init(destination: destination) { Text(title) }
  }

  /// A link that shows `destination` while `isActive` is true (SwiftUI's form before
  /// `navigationDestination(isPresented:)`): a click sets it, a pop clears it.
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    state = nil
    self.destination = destination()
    self.isActive = isActive
    self.label = label()
  }

  /// A link titled `title` that shows `destination` while `isActive` is true.
  public init(
    _ title: String, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
  ) where Label == Text {
    self.init(isActive: isActive, destination: destination) { Text(title) }
  }

  /// A link that shows `destination` while `selection` is `tag`: a click selects the tag, a
  /// pop clears the selection. One of several links over the same selection, as in a list.
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    let isActive = Binding<Bool>(
      get: { selection.wrappedValue == tag },
      set: { isActive in
        if isActive {
          selection.wrappedValue = tag
        } else if selection.wrappedValue == tag {
          selection.wrappedValue = nil
        }
      })
    self.init(isActive: isActive, destination: destination, label: label)
  }

  /// A link titled `title` that shows `destination` while `selection` is `tag`.
  public init<V: Hashable>(
    _ title: String, tag: V, selection: Binding<V?>,
    @ViewBuilder destination: () -> Destination
  ) where Label == Text {
    self.init(tag: tag, selection: selection, destination: destination) { Text(title) }
  }
}

@MainActor
final class NavigationLinkNode<Destination: View>: ViewNode {
  var state: Any?
  var destination: Destination?
  var isActive: Binding<Bool>?
  var value: AnyHashable?
  /// The value navigation of the stack the link is in, for `value`.
  weak var navigator: ValueNavigator?
  /// The page of the destination, while it is pushed.
  private let page: BoundPage<Bool>

  init(
    button: Gtk.Button, label: ViewNode, state: Any?, destination: Destination?,
    isActive: Binding<Bool>?, pageContext: BuildContext
  ) {
    self.state = state
    self.destination = destination
    self.isActive = isActive
    page = BoundPage(host: button, context: pageContext, identity: { _ in true })
    super.init(widgets: [button], children: [label])
    page.makeContent = { [weak self] _, context in
      StatelessPage.make(Self.content(self?.destination), in: context)
    }
    page.dismiss = { [weak self] in
      guard let isActive = self?.isActive, isActive.wrappedValue else { return }
      isActive.wrappedValue = false
    }
    if isActive != nil {
      // The binding decides: its page is pushed while it is true.
      page.follow { [weak self] in self?.isActive?.wrappedValue == true ? true : nil }
    }
  }

  /// The view of a destination page: the same type for every destination, so that a page
  /// built from one is updated with the next.
  private static func content(_ destination: Destination?) -> some View {
    Group {
      if let destination { destination }
    }
  }

  func push(from button: Gtk.Button) {
    if let isActive {
      // The binding pushes the page, once it says so.
      if !isActive.wrappedValue { isActive.wrappedValue = true }
      return
    }
    if let value {
      guard let navigator else {
        reportIssue(
          """
          A navigation link of a value was clicked outside of a navigation stack that takes \
          values (NavigationStack { } or NavigationStack(path:) with a binding): nothing pushed.
          """)
        return
      }
      navigator.append(value)
      return
    }
    guard state != nil || destination != nil else { return }
    guard let stack = button.enclosingNavigationStack else {
      reportIssue("A navigation link was clicked outside of a navigation stack: nothing pushed.")
      return
    }
    if destination != nil {
      // A second click while the page slides in pushes it again, in place of the first.
      page.show(nil)
      page.show(true)
    } else if let state, !stack.push(state) {
      reportIssue(
        """
        A navigation link pushed state of type "\(type(of: state))", which is not the element \
        type of the navigation stack it is in: nothing pushed.
        """)
    }
  }

  /// Gives the page on screen the link's new destination.
  func updatePage() {
    page.update(with: Self.content(destination))
  }

  override func tearDown() {
    // A link that goes takes its page with it.
    page.stop()
    super.tearDown()
  }
}

/// A page pushed without state: a view built in a context of its own, whose `dismiss` pops it,
/// titled by its `.navigationTitle`.
@MainActor
enum StatelessPage {
  /// The page of `view` and the node it is built from.
  static func make(_ view: some View, in context: BuildContext) -> (NavigationPage, ViewNode) {
    // `dismiss` on the page pops it (and the pages above it).
    let target = DismissTarget<Widget>()
    let inner = context.presented {
      guard let widget = target.target else { return }
      widget.enclosingNavigationStack?.popFrom(page: widget)
    }
    let node = ComposableGtkViews.makeNode(view, in: inner)
    let widget = ViewGraph.singleWidget(of: node, context: inner)
    widget.vexpand = true
    target.target = widget
    var page = NavigationPage(
      widget, title: { [weak node] in node.flatMap(NavigationTitleNode.first(in:))?.title() ?? "" })
    page.hidesBackButton = BackButtonHiddenNode.first(in: node) != nil
    return (page, node)
  }
}

/// A page pushed on the navigation stack around `host` while there is an item for it: from a
/// binding (`isActive`, `navigationDestination(item:)`) or a click. A pop by the user calls
/// `dismiss`, which should clear what the item came from.
@MainActor
final class BoundPage<Item> {
  private weak var host: Widget?
  private let context: BuildContext
  private let identity: @MainActor (Item) -> AnyHashable
  /// Builds the page for an item, in the page's context.
  var makeContent: @MainActor (Item, BuildContext) -> (NavigationPage, ViewNode) = { _, _ in
    (NavigationPage(Box(.vertical)), ViewNode(widgets: []))
  }
  /// Called when the user pops the page (Back, Alt+Left, its `dismiss`, the path changing).
  var dismiss: @MainActor () -> Void = {}
  private var shown: (id: AnyHashable, node: ViewNode, widget: Widget)?
  private var token: ObservationToken?
  private var rooted: SignalHandler?

  init(host: Widget, context: BuildContext, identity: @escaping @MainActor (Item) -> AnyHashable) {
    self.host = host
    self.context = context
    self.identity = identity
  }

  /// Shows the page of what `item` reads, again whenever it changes, from when the host is in
  /// a window (in a stack to push on) until ``stop()``.
  func follow(_ item: @escaping @MainActor () -> Item?) {
    guard let host else { return }
    let start = { [weak self, weak host] in
      guard let self, let host else { return }
      // The value read is wrapped: `observe(_:then:)` takes a bare `nil` for "no change".
      let token = observe({ [item()] }, then: { [weak self] in self?.show($0[0]) })
      host.attach(token)
      token.onCancel { [weak self] in self?.show(nil) }
      self.token = token
    }
    if host.isRooted {
      start()
      return
    }
    rooted = host.onNotify("root") { [weak self, weak host] in
      guard let self, let host, host.isRooted, let rooted = self.rooted else { return }
      self.rooted = nil
      host.disconnect(rooted)
      start()
    }
  }

  /// Stops following and pops the page on screen.
  func stop() {
    if let rooted, let host, host.isConnected(rooted) { host.disconnect(rooted) }
    rooted = nil
    token?.cancel()
    token = nil
    show(nil)
  }

  /// Pushes the page of `item` (popping another item's first), or pops the page for `nil`.
  func show(_ item: Item?) {
    let id = item.map(identity)
    if let shown, shown.id == id { return }
    if let shown {
      self.shown = nil
      // Taken out by the item's going, not the user: `dismiss` is not called, and the pages
      // above it (another item's, pushed first) stay.
      if shown.widget.hasParent, let stack = shown.widget.enclosingNavigationStack {
        stack.removePage(shown.widget)
      }
      shown.node.tearDown()
    }
    guard let item, let id, let host else { return }
    guard let stack = host.enclosingNavigationStack else {
      reportIssue("A navigation destination is outside of a navigation stack: nothing pushed.")
      return
    }
    var (page, node) = makeContent(item, context)
    let widget = page.widget
    Self.followTitles(in: node, on: stack)
    page.tearDown = { [weak self, weak node, weak widget] in
      node?.tearDown()
      // Popped while shown: by the user, or by the path changing under it.
      guard let self, let shown = self.shown, shown.widget === widget else { return }
      self.shown = nil
      self.dismiss()
    }
    shown = (id, node, widget)
    stack.push(page: page)
  }

  /// Gives the page on screen a new view.
  func update(with view: some View) {
    guard let shown else { return }
    ComposableGtkViews.update(shown.node, with: view)
    // The new view may bring other titles (a loaded child's page in place of a placeholder).
    if let stack = shown.widget.enclosingNavigationStack {
      Self.followTitles(in: shown.node, on: stack)
      stack.refreshTitle()
    }
  }

  private static func followTitles(in node: ViewNode, on stack: any NavigationStackPushing) {
    for title in NavigationTitleNode.all(in: node) {
      title.onChange = { [weak stack] in stack?.refreshTitle() }
    }
  }
}
