import ComposableArchitecture
import ComposableGtk
import Foundation
import Gtk

/// An on/off control bound to a `Bool`, as SwiftUI's `Toggle`: a switch beside its title (a
/// `GtkSwitch`), a check box (a `GtkCheckButton`) or a button that stays pressed (a
/// `GtkToggleButton`), chosen with ``View/toggleStyle(_:)`` on it or on a view around it.
///
/// ```swift
/// Form {
///   Toggle("Dark mode", isOn: $store.darkMode)                  // a switch: a row of a form
/// }
/// Toggle("Done", isOn: $store.isDone)                             // a check box
/// Toggle("Favorite", systemImage: "star", isOn: $store.isFavorite)
///   .toggleStyle(.button)                                         // a toggle button
/// Toggle(isOn: $store.notify) { Label("Notify", systemImage: "bell") }
/// ```
///
/// The default style, `.automatic`, is a switch in a row of a `Form`, `Section` or `List` and
/// a check box elsewhere. The program's own writes are never reported back as the user's
/// toggles.
public struct Toggle<Label: View>: View, PrimitiveView {
  let label: Label
  let isOn: ViewBinding<Bool>

  /// A toggle named by the view `label` builds, on exactly while `isOn` is true; the user's
  /// toggles set it.
  public init(isOn: ViewBinding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    if let style = context.styles.customToggle {
      // The style's body is built without the style: a toggle in it has the default look.
      var inner = context
      inner.styles.customToggle = nil
      inner.styles.toggle = .automatic
      return StyleBodyNode(style: style.body, configuration: configuration, context: inner)
    }
    let isOn = self.isOn
    // A constant text is the control's own label (or the switch's title); any other label is
    // built as a view.
    let title = (label as? Text)?.constantString
    var kind = context.styles.toggle
    if kind == .automatic { kind = context.isListRow ? .switch : .checkbox }
    switch kind {
    case .button, .automatic:
      let button = ViewGraph.created(ToggleButton(label: title ?? ""))
      let node = ViewNode(widgets: [button])
      if title == nil {
        adoptLabel(into: node) { button.setChild($0) }
        button.accessibleLabel = accessibleTitle(of: label, built: button)
      }
      node.tokens.append(
        button.bind(isActive: { isOn.wrappedValue }, onToggle: { isOn.wrappedValue = $0 }))
      return node
    case .checkbox:
      let hidden = context.styles.labelsHidden
      let check = ViewGraph.created(CheckButton(label: hidden ? "" : title ?? ""))
      let node = ViewNode(widgets: [check])
      if let title, hidden {
        check.accessibleLabel = title
      } else if title == nil {
        adoptLabel(into: node) { check.child = $0 }
        if let child = check.child { context.hideTitle([child]) }
        check.accessibleLabel = accessibleTitle(of: label, built: check)
      }
      node.tokens.append(
        check.bind(isActive: { isOn.wrappedValue }, onToggle: { isOn.wrappedValue = $0 }))
      return node
    case .switch:
      // A switch has no label of its own: the title goes on its left, as in GNOME's settings,
      // and names the switch for screen readers.
      let control = ViewGraph.created(Switch())
      control.align(horizontal: .end, vertical: .center)
      let token = control.bind(
        isActive: { isOn.wrappedValue }, onChange: { isOn.wrappedValue = $0 })
      if title?.isEmpty ?? false {
        let node = ViewNode(widgets: [control])
        node.tokens.append(token)
        return node
      }
      let row = ViewGraph.created(Box(.horizontal, spacing: 12))
      let node = ViewNode(widgets: [row])
      if let title {
        let label = ViewGraph.created(Gtk.Label(title))
        label.xalign = 0
        label.hexpand = true
        context.hideTitle([label])
        row.append(label)
      } else {
        adoptLabel(into: node) { widget in
          widget.hexpand = true
          widget.halign = .start
          context.hideTitle([widget])
          row.append(widget)
        }
      }
      control.accessibleLabel = title ?? accessibleTitle(of: label, built: row)
      row.append(control)
      node.tokens.append(token)
      return node
    }
  }

  /// Builds the label view and hands its widget to `place`; the node keeps the label's node.
  private func adoptLabel(into node: ViewNode, _ place: (Widget) -> Void) {
    let inner = BuildContext(orientation: .horizontal, spacing: 6)
    let labelNode = ComposableGtkViews.makeNode(label, in: inner)
    place(ViewGraph.singleWidget(of: labelNode, context: inner))
    node.children = [labelNode]
  }

  package func update(_ node: ViewNode) {
    if let node = node as? StyleBodyNode<ToggleStyleConfiguration> {
      node.update(configuration)
      return
    }
    if let labelNode = node.children.first { ComposableGtkViews.update(labelNode, with: label) }
  }

  /// What the toggle hands to a style of the app's own.
  private func configuration() -> ToggleStyleConfiguration {
    ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(content: ErasedView(label)), isOn: isOn)
  }
}

extension Toggle where Label == Text {
  /// A toggle titled `title`, on exactly while `isOn` is true; the user's toggles set it.
  public init(_ title: String, isOn: ViewBinding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }

  /// A toggle titled with the localized `titleKey` (see ``LocalizedStringKey``).
  public init(_ titleKey: LocalizedStringKey, isOn: ViewBinding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }
}

extension Toggle where Label == ComposableGtkViews.Label<Text, Image> {
  /// A toggle titled `title` with the SF Symbols icon `systemImage` (see ``SystemImage``).
  public init(_ title: String, systemImage: String, isOn: ViewBinding<Bool>) {
    self.init(isOn: isOn) { ComposableGtkViews.Label(title, systemImage: systemImage) }
  }
}
