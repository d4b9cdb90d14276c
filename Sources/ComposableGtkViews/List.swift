import ComposableArchitecture
import ComposableGtk
import Gtk

/// A scrolling list of any length (a `GtkListView` in a `GtkScrolledWindow`): widgets exist
/// only for the rows on screen, reused as it scrolls. It wraps ``ComposableGtk/ListBinding``.
///
/// ```swift
/// List(store, state: \.favorites, action: \.favorites) { (row: ListRowOf<Favorite>) in
///   let title = Gtk.Label()
///   row.observe { state in title.text = state.title }
///   return title
/// }
/// ```
///
/// `setup` builds the widgets of one row slot, which GTK reuses for whichever row it shows;
/// its observations follow the row shown (see ``ComposableGtk/ListRow``). For a short list
/// whose rows are views, use ``ForEach`` in a stack.
public struct List<ID: Hashable & Sendable, RowState: ObservableState, RowAction>: View,
  PrimitiveView
{
  let makeBinding: @MainActor () -> ListBinding<ID, RowState, RowAction>

  /// A list of the rows at `state`, each row's actions sent as `action`.
  public init<State, Action>(
    _ store: Store<State, Action>,
    state: KeyPath<State, IdentifiedArray<ID, RowState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ID, RowAction>>,
    setup: @escaping @MainActor (ListRow<RowState, RowAction>) -> Widget
  ) {
    makeBinding = { ListBinding(store, state: state, action: action, setup: setup) }
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let binding = makeBinding()
    let scroller = ViewGraph.created(ScrolledWindow())
    scroller.setPolicy(horizontal: .never, vertical: .automatic)
    scroller.vexpand = true
    scroller.setChild(binding.listView)
    return ListNode(scroller: scroller, binding: binding)
  }

  package func update(_ node: ViewNode) {}
}

@MainActor
final class ListNode<ID: Hashable & Sendable, RowState: ObservableState, RowAction>: ViewNode {
  let binding: ListBinding<ID, RowState, RowAction>

  init(scroller: ScrolledWindow, binding: ListBinding<ID, RowState, RowAction>) {
    self.binding = binding
    super.init(widgets: [scroller])
  }

  override func tearDown() {
    binding.cancel()
    super.tearDown()
  }
}
