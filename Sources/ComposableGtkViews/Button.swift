import ComposableGtk
import Gtk
import Observation

/// What a button runs when clicked: kept in a box so that a body that runs again can give the
/// button the action it builds now, without a new handler.
///
/// The action is a plain closure, as a view passes it on (`Button(action: nextButtonTapped)`
/// with `let nextButtonTapped: () -> Void`): one written in a `body` is isolated to the main
/// actor by its context, and the button only calls it there.
@MainActor
final class ActionBox {
  var action: () -> Void
  /// The environment of the button, which its action runs in.
  var environment = EnvironmentValues()
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
    if let style = context.styles.button { return makeStyledNode(style, in: context) }
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
    if let node = node as? StyleBodyNode<PrimitiveButtonStyleConfiguration>,
      let box = node.retained as? ActionBox
    {
      box.action = action
      node.update(controlConfiguration(box, environment: box.environment))
      return
    }
    guard let node = node as? ButtonNode else { return }
    node.action.action = action
    if let body = node.children.first as? StyleBodyNode<ButtonStyleConfiguration>,
      let pressed = node.retained as? PressedState
    {
      body.update(labelConfiguration(pressed))
      let name = accessibleName(built: node.button)
      if node.button.accessibleLabel != name { node.button.accessibleLabel = name }
      return
    }
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

extension Button {
  /// The label as a view a style arranges.
  private var styledLabel: PrimitiveButtonStyleConfiguration.Label {
    switch face {
    case let .title(title):
      PrimitiveButtonStyleConfiguration.Label(content: ErasedView(Text(title)))
    case let .icon(name, _):
      PrimitiveButtonStyleConfiguration.Label(content: ErasedView(Image(iconName: name)))
    case let .content(label): PrimitiveButtonStyleConfiguration.Label(content: ErasedView(label))
    }
  }

  /// What screen readers call the button when a style draws it.
  private func accessibleName(built: Widget) -> String {
    switch face {
    case let .title(title): title
    case let .icon(_, accessibilityLabel): accessibilityLabel
    case let .content(label): accessibleTitle(of: label, built: built)
    }
  }

  /// What a ``PrimitiveButtonStyle`` makes the button from; its trigger runs the action the
  /// button has now, in the button's environment.
  private func controlConfiguration(
    _ box: ActionBox, environment: EnvironmentValues
  ) -> @MainActor () -> PrimitiveButtonStyleConfiguration {
    let label = styledLabel
    let role = self.role
    return {
      PrimitiveButtonStyleConfiguration(
        role: role, label: label,
        action: { EnvironmentValues.with(environment) { box.action() } })
    }
  }

  /// What a ``ButtonStyle`` draws the label from: reading whether the button is pressed makes
  /// the body run again when that changes.
  private func labelConfiguration(
    _ pressed: PressedState
  ) -> @MainActor () -> ButtonStyleConfiguration {
    let label = styledLabel
    let role = self.role
    return { ButtonStyleConfiguration(role: role, label: label, isPressed: pressed.isPressed) }
  }

  /// The button as a style of the app's own makes it; inside the style's body, buttons are
  /// GNOME's again.
  private func makeStyledNode(_ style: AnyButtonStyle, in context: BuildContext) -> ViewNode {
    let box = ActionBox(action)
    box.environment = context.environment.values
    switch style {
    case let .control(body):
      var inner = context
      inner.styles.button = nil
      let node = StyleBodyNode(
        style: body, configuration: controlConfiguration(box, environment: box.environment),
        context: inner)
      node.retained = box
      return node
    case let .label(body):
      // GTK's button, flat: clicks, keys, focus and the accessible role stay GTK's, and the
      // style draws what is inside.
      let button = ViewGraph.created(Gtk.Button(label: ""))
      button.addCSSClass("flat")
      button.addCSSClass(styledButtonClass)
      let environment = box.environment
      button.onClicked { EnvironmentValues.with(environment) { box.action() } }
      let pressed = PressedState()
      // A pointer press: GTK sets `:active` on the button while it is held down on it.
      _ = button.onStateFlagsChanged { [weak button] _ in
        guard let button else { return }
        pressed.pointerDown = button.stateFlags.contains(.active)
      }
      // A key (Space, Enter): GTK's activation holds the button down a moment, then clicks.
      _ = button.onActivate { [weak button] in
        if button?.realized == true { pressed.keyActivating = true }
      }
      button.onClicked { pressed.keyActivating = false }
      _ = button.onUnrealize { pressed.keyActivating = false }
      var inner = context.nested(.horizontal, spacing: 6)
      inner.styles.button = nil
      let child = StyleBodyNode(
        style: body, configuration: labelConfiguration(pressed), context: inner)
      button.setChild(ViewGraph.singleWidget(of: child, context: inner))
      button.accessibleLabel = accessibleName(built: button)
      let node = ButtonNode(button: button, action: box)
      node.children = [child]
      node.retained = pressed
      return node
    }
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// GNOME's ordinary button with the label, role and action of `configuration`: what a
  /// ``PrimitiveButtonStyle`` of yours draws its own look around.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
  }
}

/// Whether a button a ``ButtonStyle`` draws is held down: its body reads it.
@MainActor
@Observable
final class PressedState {
  /// Whether the button is held down: what the style's body reads.
  private(set) var isPressed = false
  @ObservationIgnored var pointerDown = false {
    didSet { refresh() }
  }
  @ObservationIgnored var keyActivating = false {
    didSet { refresh() }
  }

  private func refresh() {
    let next = pointerDown || keyActivating
    if isPressed != next { isPressed = next }
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
    self.init(role: role, action: action) {
      ComposableGtkViews.Label(title, systemImage: systemImage)
    }
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
