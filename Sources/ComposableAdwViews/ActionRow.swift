import Adw
import ComposableGtk
import ComposableGtkViews
import Gtk

/// A list of rows in a rounded box, GNOME's boxed list (a `GtkListBox` with the `boxed-list`
/// style class): for a short, fixed set of ``ActionRow``s. A long or changing list is a
/// `List`.
///
/// ```swift
/// BoxedList {
///   ActionRow("Index", subtitle: { "\(store.index)" })
///   ActionRow("Twin prime", subtitle: { store.twin.map { "with \($0)" } ?? "no" })
/// }
/// ```
public struct BoxedList<Content: View>: View, PrimitiveView {
  let content: Content

  /// A boxed list of the rows of `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let list = ViewGraph.created(ListBox())
    list.selectionMode = .none
    list.addCSSClass("boxed-list")
    let child = ComposableGtkViews.makeNode(
      content, in: context.nested(.vertical, spacing: 0))
    for widget in child.widgets { list.append(widget) }
    return ViewNode(package: [list], children: [child])
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

/// A row of a boxed list (`AdwActionRow`): a title, a subtitle, and views before and after
/// them. With an action, the whole row is clickable.
///
/// ```swift
/// ActionRow("7", subtitle: "the 4th prime", action: { store.send(.primeTapped(7)) }) {
///   Image(iconName: "go-next-symbolic")
/// }
/// ```
///
/// The row's handler holds the action (and the store it captures), never the row; a body that
/// runs again gives the row its new action.
public struct ActionRow<Prefix: View, Suffix: View>: View, PrimitiveView {
  enum Text {
    case constant(String?)
    case reactive(@MainActor () -> String?)
  }

  let title: Text
  let subtitle: Text
  let action: (@MainActor () -> Void)?
  let prefix: Prefix
  let suffix: Suffix

  /// A row with constant texts, `prefix` before them and `suffix` after them.
  public init(
    _ title: String, subtitle: String? = nil, action: (@MainActor () -> Void)? = nil,
    @ViewBuilder prefix: () -> Prefix, @ViewBuilder suffix: () -> Suffix
  ) {
    self.title = .constant(title)
    self.subtitle = .constant(subtitle)
    self.action = action
    self.prefix = prefix()
    self.suffix = suffix()
  }

  /// A row whose subtitle follows state (observed).
  public init(
    _ title: String, subtitle: @escaping @MainActor () -> String?,
    action: (@MainActor () -> Void)? = nil,
    @ViewBuilder prefix: () -> Prefix, @ViewBuilder suffix: () -> Suffix
  ) {
    self.title = .constant(title)
    self.subtitle = .reactive(subtitle)
    self.action = action
    self.prefix = prefix()
    self.suffix = suffix()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let row = ViewGraph.created(Adw.ActionRow())
    let inner = context.nested(.horizontal, spacing: 6)
    let prefixNode = ComposableGtkViews.makeNode(prefix, in: inner)
    prefixNode.widgets.forEach(row.addPrefix)
    let suffixNode = ComposableGtkViews.makeNode(suffix, in: inner)
    suffixNode.widgets.forEach { widget in
      widget.align(horizontal: .fill, vertical: .center)
      row.addSuffix(widget)
    }
    let node = ViewNode(package: [row], children: [prefixNode, suffixNode])
    node.tokens += apply(title, to: row) {
      $0.title = $1 ?? ""
    } get: {
      $0.title
    }
    node.tokens += apply(subtitle, to: row) {
      $0.subtitle = $1
    } get: {
      $0.subtitle
    }
    let box = RowAction(action)
    node.retained = box
    row.isActivatable = action != nil
    row.onActivated { box.action?() }
    return node
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: prefix)
    ComposableGtkViews.update(node.children[1], with: suffix)
    guard let row = node.widgets.first as? Adw.ActionRow else { return }
    (node.retained as? RowAction)?.action = action
    if row.isActivatable != (action != nil) { row.isActivatable = action != nil }
    if case let .constant(text) = title, row.title != text ?? "" { row.title = text ?? "" }
    if case let .constant(text) = subtitle, row.subtitle != text { row.subtitle = text }
  }

  /// Sets a constant text now, or observes a closure; returns the observation, if any.
  private func apply(
    _ text: Text, to row: Adw.ActionRow,
    set: @escaping @MainActor (Adw.ActionRow, String?) -> Void,
    get: @escaping @MainActor (Adw.ActionRow) -> String?
  ) -> [ObservationToken] {
    switch text {
    case let .constant(value):
      set(row, value)
      return []
    case let .reactive(value):
      return [
        row.observe { [weak row] in
          let next = value()
          if let row, get(row) != next { set(row, next) }
        }
      ]
    }
  }
}

extension ActionRow where Prefix == EmptyView {
  /// A row with constant texts and `suffix` after them.
  public init(
    _ title: String, subtitle: String? = nil, action: (@MainActor () -> Void)? = nil,
    @ViewBuilder suffix: () -> Suffix
  ) {
    self.init(title, subtitle: subtitle, action: action, prefix: { EmptyView() }, suffix: suffix)
  }

  /// A row whose subtitle follows state (observed), with `suffix` after the texts.
  public init(
    _ title: String, subtitle: @escaping @MainActor () -> String?,
    action: (@MainActor () -> Void)? = nil, @ViewBuilder suffix: () -> Suffix
  ) {
    self.init(title, subtitle: subtitle, action: action, prefix: { EmptyView() }, suffix: suffix)
  }
}

extension ActionRow where Prefix == EmptyView, Suffix == EmptyView {
  /// A row with constant texts.
  public init(_ title: String, subtitle: String? = nil, action: (@MainActor () -> Void)? = nil) {
    self.init(
      title, subtitle: subtitle, action: action, prefix: { EmptyView() }, suffix: { EmptyView() })
  }

  /// A row whose subtitle follows state (observed).
  public init(
    _ title: String, subtitle: @escaping @MainActor () -> String?,
    action: (@MainActor () -> Void)? = nil
  ) {
    self.init(
      title, subtitle: subtitle, action: action, prefix: { EmptyView() }, suffix: { EmptyView() })
  }
}

/// What a row runs when activated: kept in a box so that a body that runs again can give the
/// row the action it builds now, without a new handler.
@MainActor
final class RowAction {
  var action: (@MainActor () -> Void)?
  init(_ action: (@MainActor () -> Void)?) { self.action = action }
}
