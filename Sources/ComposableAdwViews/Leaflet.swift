import Adw
import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk

/// A list beside its detail page while the window is wide, one of them at a time when it is
/// narrow (`AdwLeaflet`); the detail follows presented child state, like a navigation
/// destination: SwiftUI's `NavigationSplitView` with TCA's `navigationDestination(item:)`.
///
/// ```swift
/// // State: @Presents var detail: PrimeDetail.State?
/// // Action: case detail(PresentationAction<PrimeDetail.Action>)
/// Leaflet(item: $store.scope(state: \.detail, action: \.detail)) {
///   FavoritesList(store: store)
/// } detail: { detailStore in
///   PrimeDetailView(store: detailStore)
/// } placeholder: {
///   StatusPage(iconName: "starred-symbolic", title: "Select a Prime")
/// }
/// ```
///
/// While the child state exists, the detail page is built from it and shown (on a narrow
/// window, in place of the list: the leaflet folds when the window is narrower than the list's
/// 280 pixels and the detail's 360); when the state goes, the list is shown again and the
/// placeholder takes the detail's place. Going back (the back button that appears on a narrow
/// window, a swipe, Alt+Left) sends `.dismiss`; the state going back to `nil` then shows the
/// list. A new child (another store) builds a new detail page; changes inside the child update
/// the detail page where it reads them.
public struct Leaflet<Sidebar: View, Placeholder: View>: View, PrimitiveView {
  let sidebar: Sidebar
  let placeholder: Placeholder
  let start: @MainActor (LeafletParts) -> ObservationToken

  /// A list (`sidebar`) and the detail page of the child state at `item`.
  public init<State, Action, ChildState, ChildAction, Detail: View>(
    item: PresentationBinding<State, Action, ChildState, ChildAction>,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: @escaping @MainActor (Store<ChildState, ChildAction>) -> Detail,
    @ViewBuilder placeholder: () -> Placeholder
  ) {
    self.sidebar = sidebar()
    self.placeholder = placeholder()
    start = { parts in
      parts.onBack = { item.dismiss() }
      var shown: Store<ChildState, ChildAction>?
      let token = observe({ item.wrappedValue }) { next in
        guard next !== shown else { return }
        shown = next
        parts.showDetail(
          next.map { store in { ComposableGtkViews.makeNode(Group { detail(store) }, in: $0) } })
      }
      parts.leaflet.attach(token)
      return token
    }
  }

  /// A list (`sidebar`) and the detail page of the top of a navigation stack: `top()` is the
  /// store of the element on top (observed), `pop` takes it off, as going back does.
  ///
  /// ```swift
  /// // State: var path = StackState<PrimeDetail.State>()
  /// Leaflet(
  ///   top: {
  ///     store.path.ids.last.flatMap { id in
  ///       store.scope(state: \.path, action: \.path).scope(state: \.[id: id], action: \.[id: id])
  ///     }
  ///   },
  ///   pop: { store.path.ids.last.map { store.send(.path(.popFrom(id: $0))) } }
  /// ) {
  ///   FavoritesList(store: store)
  /// } detail: { detailStore in
  ///   PrimeDetailView(store: detailStore)
  /// } placeholder: {
  ///   StatusPage(iconName: "starred-symbolic", title: "Select a Prime")
  /// }
  /// ```
  public init<ChildState, ChildAction, Detail: View>(
    top: @escaping @MainActor () -> Store<ChildState, ChildAction>?,
    pop: @escaping @MainActor () -> Void,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: @escaping @MainActor (Store<ChildState, ChildAction>) -> Detail,
    @ViewBuilder placeholder: () -> Placeholder
  ) {
    self.sidebar = sidebar()
    self.placeholder = placeholder()
    start = { parts in
      parts.onBack = pop
      var shown: Store<ChildState, ChildAction>?
      let token = observe(top) { next in
        guard next !== shown else { return }
        shown = next
        parts.showDetail(
          next.map { store in { ComposableGtkViews.makeNode(Group { detail(store) }, in: $0) } })
      }
      parts.leaflet.attach(token)
      return token
    }
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let inner = context.nested(.vertical, spacing: 0)
    let sidebarNode = ComposableGtkViews.makeNode(sidebar, in: inner)
    let placeholderNode = ComposableGtkViews.makeNode(placeholder, in: inner)
    let parts = LeafletParts(
      sidebar: ViewGraph.singleWidget(of: sidebarNode, context: inner),
      placeholder: ViewGraph.singleWidget(of: placeholderNode, context: inner))
    let node = ViewNode(package: [parts.leaflet], children: [sidebarNode, placeholderNode])
    node.tokens = [start(parts)]
    node.retained = parts
    return node
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: sidebar)
    ComposableGtkViews.update(node.children[1], with: placeholder)
  }
}

extension Leaflet where Placeholder == EmptyView {
  /// A list (`sidebar`) and the detail page of the child state at `item`, with an empty
  /// detail pane while there is none.
  public init<State, Action, ChildState, ChildAction, Detail: View>(
    item: PresentationBinding<State, Action, ChildState, ChildAction>,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: @escaping @MainActor (Store<ChildState, ChildAction>) -> Detail
  ) {
    self.init(item: item, sidebar: sidebar, detail: detail, placeholder: { EmptyView() })
  }
}

/// The widgets of a ``Leaflet`` view, and the detail page shown.
@MainActor
final class LeafletParts {
  let leaflet = ViewGraph.created(Adw.Leaflet())
  let sidebar: Widget
  let placeholder: Widget
  /// The detail pane: the back button's bar above the detail page or the placeholder.
  let detailPane = ViewGraph.created(Box(.vertical))
  let backBar = ViewGraph.created(Box(.horizontal))
  let back = ViewGraph.created(Gtk.Button(label: ""))
  var onBack: @MainActor () -> Void = {}
  private var detail: (node: ViewNode, widget: Widget)?

  init(sidebar: Widget, placeholder: Widget) {
    self.sidebar = sidebar
    self.placeholder = placeholder
    leaflet.canNavigateBack = true
    leaflet.append(sidebar)
    leaflet.append(ViewGraph.created(Separator(.vertical))).isNavigatable = false
    detailPane.hexpand = true
    leaflet.append(detailPane)
    back.iconName = "go-previous-symbolic"
    back.accessibleLabel = "Back"
    back.addCSSClass("flat")
    back.setMargins(6)
    backBar.append(back)
    detailPane.append(backBar)
    detailPane.append(placeholder)
    sidebar.hexpand = false
    // GNOME's sizes for a list beside its detail: the leaflet folds below 280 + 360 pixels.
    sidebar.setSizeRequest(width: 280, height: -1)
    detailPane.setSizeRequest(width: 360, height: -1)
    // The back button is for a folded leaflet only: unfolded, the list is in view.
    backBar.isVisible = leaflet.isFolded
    leaflet.onFoldedChanged { [weak self] folded in self?.backBar.isVisible = folded }
    back.onClicked { [weak self] in self?.onBack() }
    // Going back by gesture shows the list while the detail state is still there: dismiss it.
    leaflet.onVisibleChildChanged { [weak self] in
      guard let self, self.detail != nil, self.leaflet.isVisibleChild(self.sidebar) else { return }
      self.onBack()
    }
  }

  /// Shows the detail page that `make` builds, or the list and the placeholder for `nil`.
  func showDetail(_ make: ((BuildContext) -> ViewNode)?) {
    if let detail {
      self.detail = nil
      detail.node.tearDown()
      detailPane.remove(detail.widget)
    }
    guard let make else {
      placeholder.isVisible = true
      leaflet.setVisibleChild(sidebar)
      return
    }
    let context = BuildContext(orientation: .vertical, spacing: 0)
    let node = make(context)
    let widget = ViewGraph.singleWidget(of: node, context: context)
    widget.vexpand = true
    placeholder.isVisible = false
    detailPane.append(widget)
    detail = (node, widget)
    leaflet.setVisibleChild(detailPane)
  }
}
