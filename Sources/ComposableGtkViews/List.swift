import ComposableArchitecture
import ComposableGtk
import Gtk

/// A list of rows, as SwiftUI's `List`: its rows in a boxed list (GNOME's rounded card of
/// rows) in a column of readable width that scrolls; its ``Section``s as separate lists under
/// their headings.
///
/// ```swift
/// List {
///   ForEach(store.syncUps) { syncUp in
///     NavigationLink(state: AppFeature.Path.State.detail(SyncUpDetail.State(syncUp: syncUp))) {
///       CardView(syncUp: syncUp)
///     }
///   }
/// }
/// ```
///
/// Each view of the content and each row of a `ForEach` is a row; a `NavigationLink` row shows
/// a chevron, as GNOME's navigational rows do. The rows are built for every element (fine for
/// tens of rows); for thousands, give the list a store collection and build row widgets that
/// GTK reuses as it scrolls (``init(_:state:action:setup:)``).
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let content: Content
  /// What the user selects the rows through, if they do (``init(selection:content:)``).
  let selection: ListSelection?

  /// A list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
    selection = nil
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    if let rows = content as? any VirtualizedContent { return rows.makeVirtualizedNode() }
    if let selection {
      return FormStyle.makeSelectableColumn(of: content, selection: selection, in: context)
    }
    return FormStyle.makeScrollingColumn(of: content, in: context)
  }

  package func update(_ node: ViewNode) {
    guard !(content is any VirtualizedContent) else { return }
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

extension List {
  /// A scrolling list of any length (a `GtkListView`): widgets exist only for the rows on
  /// screen, reused as it scrolls. It wraps `ListBinding`.
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
  /// its observations follow the row shown (see `ListRow`).
  public init<State, Action, ID: Hashable & Sendable, RowState: ObservableState, RowAction>(
    _ store: Store<State, Action>,
    state: KeyPath<State, IdentifiedArray<ID, RowState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ID, RowAction>>,
    setup: @escaping @MainActor (ListRow<RowState, RowAction>) -> Widget
  ) where SelectionValue == Never, Content == VirtualizedRows<ID, RowState, RowAction> {
    content = VirtualizedRows {
      ListBinding(store, state: state, action: action, setup: setup)
    }
    selection = nil
  }
}

/// The rows of a virtualized ``List``: a `GtkListView` over a store collection.
public struct VirtualizedRows<ID: Hashable & Sendable, RowState: ObservableState, RowAction>: View,
  VirtualizedContent
{
  let makeBinding: @MainActor () -> ListBinding<ID, RowState, RowAction>

  func makeVirtualizedNode() -> ViewNode {
    let binding = makeBinding()
    let scroller = ViewGraph.created(ScrolledWindow())
    scroller.setPolicy(horizontal: .never, vertical: .automatic)
    scroller.vexpand = true
    scroller.setChild(binding.listView)
    return ListNode(scroller: scroller, binding: binding)
  }
}

/// List content that builds its own scrolling list view.
@MainActor
protocol VirtualizedContent {
  func makeVirtualizedNode() -> ViewNode
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
