import ComposableArchitecture
import ComposableGtk
import Gtk

extension View {
  /// A search field for this view, as SwiftUI's `searchable`: GNOME's search bar (a
  /// `GtkSearchBar` with a `GtkSearchEntry`) at the top of the view, opened by a search button
  /// in the header bar, by Ctrl+F, or by typing anywhere in the window; its text is `text`.
  ///
  /// ```swift
  /// List(store.results) { result in Text(result.title) }
  ///   .searchable(text: $store.query.sending(\.queryChanged), prompt: "Search books")
  /// ```
  ///
  /// Escape (or the button again) closes the bar and empties the text, as cancelling a search
  /// does on iOS. The search button goes to the header bar the view's toolbar would (the
  /// window's, or its column's in a ``NavigationSplitView``); `placement` is accepted for
  /// SwiftUI's sake and changes nothing.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil
  ) -> SearchableView<Self> {
    SearchableView(content: self, text: text, isPresented: nil, prompt: prompt)
  }

  /// A search field whose text is `text`, with the prompt a ``Text`` gives.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text?
  ) -> SearchableView<Self> {
    SearchableView(content: self, text: text, isPresented: nil, prompt: prompt?.constantString)
  }

  /// A search field shown while `isPresented` is true; opening and closing it sets
  /// `isPresented`.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: String? = nil
  ) -> SearchableView<Self> {
    SearchableView(content: self, text: text, isPresented: isPresented, prompt: prompt)
  }
}

/// Where SwiftUI puts a search field; GNOME has one place for it, under the header bar.
public struct SearchFieldPlacement: Sendable, Hashable {
  let name: String

  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

/// A view with a search bar: what ``View/searchable(text:placement:prompt:)-(_,_,String?)``
/// returns.
public struct SearchableView<Content: View>: View, PrimitiveView {
  let content: Content
  let text: Binding<String>
  let isPresented: Binding<Bool>?
  let prompt: String?

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context.nested(.vertical, spacing: 0))
    let box = ViewGraph.created(Box(.vertical))
    let bar = ViewGraph.created(SearchBar())
    let entry = ViewGraph.created(SearchEntry(placeholder: prompt ?? "Search"))
    entry.hexpand = true
    entry.accessibleLabel = prompt ?? "Search"
    bar.child = entry
    bar.connectEntry(entry)
    box.append(bar)
    let widget = ViewGraph.singleWidget(of: child, context: context.nested(.vertical, spacing: 0))
    widget.vexpand = true
    box.append(widget)

    let toggle = ViewGraph.created(ToggleButton())
    toggle.iconName = "system-search-symbolic"
    toggle.accessibleLabel = "Search"
    toggle.tooltipText = "Search (Ctrl+F)"
    let node = SearchableNode(box: box, toggle: toggle, child: child)
    node.retained = bar
    node.tokens.append(entry.bind(text: { text.wrappedValue }, onEdit: { text.wrappedValue = $0 }))

    // The button and the bar open and close together; `isPresented` follows them.
    let isPresented = self.isPresented
    toggle.onToggled { [weak box] active in
      guard let bar = box?.firstChild as? SearchBar, bar.searchMode != active else { return }
      bar.setSearchMode(active)
    }
    bar.onNotify("search-mode-enabled") { [weak box, weak toggle] in
      guard let bar = box?.firstChild as? SearchBar else { return }
      let open = bar.searchMode
      if let toggle, toggle.isActive != open { toggle.isActive = open }
      if let isPresented, isPresented.wrappedValue != open { isPresented.wrappedValue = open }
    }
    if let isPresented {
      node.tokens.append(
        observe({ isPresented.wrappedValue }) { [weak box] open in
          guard let bar = box?.firstChild as? SearchBar, bar.searchMode != open else { return }
          bar.setSearchMode(open)
        })
    } else if !text.wrappedValue.isEmpty {
      bar.setSearchMode(true)
    }
    // Ctrl+F anywhere in the window opens it; typing anywhere in the window starts a search.
    box.addKeyboardShortcut("<Control>f", scope: .global) { [weak box] in
      guard let bar = box?.firstChild as? SearchBar else { return }
      bar.setSearchMode(true)
    }
    box.onNotify("root") { [weak box] in
      guard let box, let bar = box.firstChild as? SearchBar else { return }
      bar.keyCaptureWidget = box.rootWindow
    }
    return node
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? SearchableNode else { return }
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

/// A searchable view's box (its search bar, then its content) and its search button in the
/// header bar.
@MainActor
final class SearchableNode: ViewNode {
  private let contribution: HeaderContribution

  init(box: Box, toggle: ToggleButton, child: ViewNode) {
    contribution = HeaderContribution(host: box, start: [], title: nil, end: [toggle])
    super.init(widgets: [box], children: [child])
    contribution.join()
  }

  override func tearDown() {
    contribution.leave()
    super.tearDown()
  }
}
