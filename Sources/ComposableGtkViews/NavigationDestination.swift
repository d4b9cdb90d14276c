import ComposableArchitecture
import ComposableGtk
import Gtk

extension View {
  /// Pushes the view `destination` builds for the child store onto the navigation stack this
  /// view is in, while the child exists, as TCA writes a drill-down:
  ///
  /// ```swift
  /// Form { … }
  ///   .navigationDestination(
  ///     item: $store.scope(\.$destination, action: \.destination).drillDown
  ///   ) { store in
  ///     CounterView(store: store)
  ///   }
  /// ```
  ///
  /// The page goes when the child goes; the user's pop (Back, Alt+Left, the page's `dismiss`)
  /// sends `.dismiss`. New child state (another identity) replaces the page.
  public func navigationDestination<State, Action, ChildState, ChildAction, Destination: View>(
    item: PresentationBinding<State, Action, ChildState, ChildAction>,
    @ViewBuilder destination: @escaping @MainActor (Store<ChildState, ChildAction>) -> Destination
  ) -> NavigationDestinationView<Self, Store<ChildState, ChildAction>> {
    NavigationDestinationView(
      content: self,
      item: { item.wrappedValue },
      identity: { presentationIdentity(of: $0) ?? AnyHashable(ObjectIdentifier($0)) },
      dismiss: { item.dismiss() },
      makePage: { store, context in StatelessPage.make(Group { destination(store) }, in: context) }
    )
  }

  /// Pushes the view `destination` builds for the item while `item` is not `nil`; the
  /// user's pop sets it to `nil`. Another item (of another `id`) replaces the page.
  public func navigationDestination<Item: Identifiable, Destination: View>(
    item: Binding<Item?>,
    @ViewBuilder destination: @escaping @MainActor (Item) -> Destination
  ) -> NavigationDestinationView<Self, Item> {
    NavigationDestinationView(
      content: self,
      item: { item.wrappedValue },
      identity: { AnyHashable($0.id) },
      dismiss: { if item.wrappedValue != nil { item.wrappedValue = nil } },
      makePage: { item, context in StatelessPage.make(Group { destination(item) }, in: context) }
    )
  }

  /// Pushes `destination` while `isPresented` is true; the user's pop sets it to false.
  public func navigationDestination<Destination: View>(
    isPresented: Binding<Bool>,
    @ViewBuilder destination: @escaping @MainActor () -> Destination
  ) -> NavigationDestinationView<Self, Bool> {
    NavigationDestinationView(
      content: self,
      item: { isPresented.wrappedValue ? true : nil },
      identity: { _ in AnyHashable(true) },
      dismiss: { if isPresented.wrappedValue { isPresented.wrappedValue = false } },
      makePage: { _, context in StatelessPage.make(Group { destination() }, in: context) }
    )
  }
}

/// A view that pushes a page while an item exists: what
/// ``View/navigationDestination(isPresented:destination:)`` and its `item:` forms return.
///
/// It follows the item from when its first widget is in a window, inside a navigation stack;
/// the page goes with the view (a branch of an `if` that goes away).
public struct NavigationDestinationView<Content: View, Item>: View, PrimitiveView {
  let content: Content
  let item: @MainActor () -> Item?
  let identity: @MainActor (Item) -> AnyHashable
  let dismiss: @MainActor () -> Void
  let makePage: @MainActor (Item, BuildContext) -> (NavigationPage, ViewNode)

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    let node = NavigationDestinationNode<Item>(child: child)
    guard let host = child.widgets.first else { return node }
    let page = BoundPage<Item>(
      host: host, context: context.nested(.vertical, spacing: 0), identity: identity)
    page.makeContent = makePage
    page.dismiss = dismiss
    page.follow(item)
    node.page = page
    return node
  }

  package func update(_ node: ViewNode) {
    // The page keeps following the binding it started with.
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

@MainActor
final class NavigationDestinationNode<Item>: ViewNode {
  var page: BoundPage<Item>?

  init(child: ViewNode) {
    super.init(widgets: child.widgets, children: [child])
  }

  override func tearDown() {
    page?.stop()
    super.tearDown()
  }
}
