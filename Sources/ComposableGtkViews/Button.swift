import ComposableGtk
import Gtk

/// What a button runs when clicked: kept in a box so that a body that runs again can give the
/// button the action it builds now, without a new handler.
///
/// The action is a plain closure, as a view passes it on (`Button(action: nextButtonTapped)`
/// with `let nextButtonTapped: () -> Void`): one written in a `body` is isolated to the main
/// actor by its context, and the button only calls it there.
@MainActor
final class ActionBox {
  var action: () -> Void
  init(_ action: @escaping () -> Void) { self.action = action }
}

/// What a button is for, which its style shows: SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
  let cssClass: String?

  /// An action that deletes or discards: drawn in the destructive style (red).
  public static let destructive = ButtonRole(cssClass: "destructive-action")
  /// An action that cancels: drawn as an ordinary button.
  public static let cancel = ButtonRole(cssClass: nil)
}

/// A push button (a `GtkButton`): a title, an icon, or any view as its label.
///
/// ```swift
/// Button("+") { store.send(.incrementButtonTapped) }
/// Button("Delete", role: .destructive) { store.send(.deleteButtonTapped) }
/// Button {
///   store.send(.addButtonTapped)
/// } label: {
///   Label("New", systemImage: "plus")
/// }
/// ```
///
/// The handler holds the action (and the store it captures), never the button.
public struct Button<Label: View>: View, PrimitiveView {
  enum Face {
    case title(String)
    case icon(name: String, accessibilityLabel: String)
    case content(Label)
  }

  let face: Face
  let role: ButtonRole?
  let action: () -> Void

  /// A button whose face is the view `label` builds.
  public init(
    role: ButtonRole? = nil, action: @escaping () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    face = .content(label())
    self.role = role
    self.action = action
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let button = ViewGraph.created(Gtk.Button(label: ""))
    if let cssClass = role?.cssClass { button.addCSSClass(cssClass) }
    let box = ActionBox(action)
    // The action reads the environment of the button (an `@Environment(\.openWindow)` of
    // the view, called in the action), as SwiftUI's action runs in the view's environment.
    let environment = context.environment.values
    button.onClicked { EnvironmentValues.with(environment) { box.action() } }
    let node = ButtonNode(button: button, action: box)
    switch face {
    case let .title(title):
      button.label = title
    case let .icon(name, accessibilityLabel):
      button.iconName = name
      button.accessibleLabel = accessibilityLabel
    case let .content(label):
      let inner = context.nested(.horizontal, spacing: 6)
      let child = ComposableGtkViews.makeNode(label, in: inner)
      button.setChild(ViewGraph.singleWidget(of: child, context: inner))
      node.children = [child]
    }
    return node
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? ButtonNode else { return }
    node.action.action = action
    switch face {
    case let .title(title):
      if node.button.label != title { node.button.label = title }
    case let .icon(name, accessibilityLabel):
      if node.button.iconName != name { node.button.iconName = name }
      if node.button.accessibleLabel != accessibilityLabel {
        node.button.accessibleLabel = accessibilityLabel
      }
    case let .content(label):
      if let child = node.children.first { ComposableGtkViews.update(child, with: label) }
    }
  }
}

extension Button where Label == Text {
  /// A button titled `title`.
  public init(
    _ title: String, role: ButtonRole? = nil, action: @escaping () -> Void
  ) {
    face = .title(title)
    self.role = role
    self.action = action
  }

  /// A button that shows a themed icon. Screen readers cannot name an icon, so the label they
  /// announce is required.
  public init(
    iconName: String, accessibilityLabel: String, action: @escaping () -> Void
  ) {
    face = .icon(name: iconName, accessibilityLabel: accessibilityLabel)
    role = nil
    self.action = action
  }
}

extension Button where Label == ComposableGtkViews.Label<Text, Image> {
  /// A button showing `title` beside the icon for the SF Symbols name `systemImage` (see
  /// ``SystemImage``).
  public init(
    _ title: String, systemImage: String, role: ButtonRole? = nil,
    action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { ComposableGtkViews.Label(title, systemImage: systemImage) }
  }
}

@MainActor
final class ButtonNode: ViewNode {
  let button: Gtk.Button
  let action: ActionBox

  init(button: Gtk.Button, action: ActionBox) {
    self.button = button
    self.action = action
    super.init(widgets: [button])
  }
}
