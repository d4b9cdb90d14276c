import ComposableArchitecture
import Gtk

extension View {
  /// Builds the page of each value of type `data` on the path of the ``NavigationStack`` the
  /// view is in, as SwiftUI's `navigationDestination(for:destination:)`: the values a
  /// `NavigationLink(value:)` pushes, or a bound path holds.
  ///
  /// ```swift
  /// NavigationStack(path: $path) {
  ///   List(syncUps) { syncUp in
  ///     NavigationLink(syncUp.title, value: syncUp.id)
  ///   }
  ///   .navigationDestination(for: SyncUp.ID.self) { id in SyncUpDetailView(id: id) }
  /// }
  /// ```
  ///
  /// A page is built when its value is pushed, and stays as built while its value stays on the
  /// path; what it reads from state it follows as any view does. Declared on a pushed page, it
  /// builds the pages above it while that page is on the stack. The last declared for a type
  /// wins. Outside a navigation stack that takes values (a TCA stack of a store's path), it
  /// builds nothing.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping @MainActor (D) -> C
  ) -> ValueDestinationView<Self, D, C> {
    ValueDestinationView(content: self, destination: destination)
  }
}

/// A view that builds the pages of one type of value of its navigation stack: what
/// `navigationDestination(for:destination:)` returns.
public struct ValueDestinationView<Content: View, D: Hashable, Page: View>: View, PrimitiveView {
  let content: Content
  let destination: @MainActor (D) -> Page

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    let node = ValueDestinationNode(child: child, type: D.self)
    if let navigator = context.environment.valueNavigator {
      node.navigator = navigator
      node.registration = navigator.register(D.self, make)
    }
    return node
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
    guard let node = node as? ValueDestinationNode, let id = node.registration else { return }
    node.navigator?.replace(id, of: D.self, with: make)
  }

  /// Builds the page of `value`, in the stack's context.
  private var make: ValueNavigator.Destination {
    let destination = self.destination
    return { value, context in
      guard let value = value.base as? D else { return nil }
      return StatelessPage.make(Group { destination(value) }, in: context)
    }
  }
}

@MainActor
final class ValueDestinationNode: ViewNode {
  let type: Any.Type
  weak var navigator: ValueNavigator?
  var registration: Int?

  init(child: ViewNode, type: Any.Type) {
    self.type = type
    super.init(widgets: child.widgets, children: [child])
  }

  override func tearDown() {
    if let registration { navigator?.unregister(registration, of: type) }
    registration = nil
    super.tearDown()
  }
}
