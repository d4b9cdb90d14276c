import Adw
import ComposableGtk
import ComposableGtkViews
import Gtk

/// A page for an empty state or an error (`AdwStatusPage`): an icon, a title, a description
/// and views below them (a button to get out of the empty state).
///
/// ```swift
/// if store.favorites.isEmpty {
///   StatusPage(iconName: "starred-symbolic", title: "No Favorite Primes",
///              description: "Star a prime in Search to keep it here.")
/// }
/// StatusPage(iconName: "dialog-error-symbolic",
///            title: { "Could not load \(store.fileName)" },
///            description: { store.loadError }) {
///   Button("Retry") { store.send(.retryTapped) }
/// }
/// ```
///
/// Constant texts are set when built (and again when the body that built them runs again with
/// other values); closures are observed, each setting only its own text.
public struct StatusPage<Content: View>: View, PrimitiveView {
  enum Text {
    case constant(String?)
    case reactive(@MainActor () -> String?)
  }

  let iconName: String?
  let title: Text
  let description: Text
  let content: Content

  /// A status page with constant texts and `content` below them.
  public init(
    iconName: String? = nil, title: String, description: String? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.iconName = iconName
    self.title = .constant(title)
    self.description = .constant(description)
    self.content = content()
  }

  /// A status page whose title and description follow state (observed).
  public init(
    iconName: String? = nil, title: @escaping @MainActor () -> String,
    description: @escaping @MainActor () -> String? = { nil },
    @ViewBuilder content: () -> Content
  ) {
    self.iconName = iconName
    self.title = .reactive(title)
    self.description = .reactive(description)
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let page = ViewGraph.created(Adw.StatusPage(iconName: iconName))
    page.vexpand = true
    let inner = context.nested(.vertical, spacing: 12)
    let child = ComposableGtkViews.makeNode(content, in: inner)
    if !child.widgets.isEmpty { page.setChild(ViewGraph.singleWidget(of: child, context: inner)) }
    let node = ViewNode(package: [page], children: [child])
    switch title {
    case let .constant(text): page.title = text ?? ""
    case let .reactive(text):
      node.tokens.append(
        page.observe { [weak page] in
          let next = text() ?? ""
          if let page, page.title != next { page.title = next }
        })
    }
    switch description {
    case let .constant(text): page.pageDescription = text
    case let .reactive(text):
      node.tokens.append(
        page.observe { [weak page] in
          let next = text()
          if let page, page.pageDescription != next { page.pageDescription = next }
        })
    }
    return node
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
    guard let page = node.widgets.first as? Adw.StatusPage else { return }
    if page.iconName != iconName { page.iconName = iconName }
    if case let .constant(text) = title, page.title != text ?? "" { page.title = text ?? "" }
    if case let .constant(text) = description, page.pageDescription != text {
      page.pageDescription = text
    }
  }
}

extension StatusPage where Content == EmptyView {
  /// A status page with constant texts.
  public init(iconName: String? = nil, title: String, description: String? = nil) {
    self.init(iconName: iconName, title: title, description: description) { EmptyView() }
  }

  /// A status page whose title and description follow state (observed).
  public init(
    iconName: String? = nil, title: @escaping @MainActor () -> String,
    description: @escaping @MainActor () -> String? = { nil }
  ) {
    self.init(iconName: iconName, title: title, description: description) { EmptyView() }
  }
}
