import ComposableArchitecture
import ComposableGtk
import Gtk

/// A choice of one value among several, as SwiftUI's `Picker`: each option is a view of the
/// content marked with the value it stands for (``View/tag(_:)``).
///
/// ```swift
/// Picker("Theme", selection: $store.theme) {
///   ForEach(Theme.allCases) { theme in
///     Label(theme.name, systemImage: "paintpalette")
///       .tag(theme)
///   }
/// }
/// ```
///
/// Drawn as ``View/pickerStyle(_:)`` says (see ``PickerStyle``); by default as GTK's menu
/// button: the title, then a button showing the selected option that opens a list of the
/// options (a popover). Choosing one sets the selection and closes the list; a selection no
/// option stands for shows an empty button. `.segmented` is a row of linked toggle buttons,
/// `.inline` the options as rows with a check mark, `.radioGroup` radio buttons. Each style
/// follows the selection both ways, never reports the program's own writes back as the
/// user's, and names each option for screen readers after the text it shows.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let label: Label
  let selection: Binding<SelectionValue>
  let content: Content

  /// A picker titled `title`.
  public init(
    _ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) where Label == Text {
    label = Text(title)
    self.selection = selection
    self.content = content()
  }

  /// A picker named by the view `label` builds.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.selection = selection
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    switch context.styles.picker {
    case .automatic, .menu: makeMenuNode(in: context)
    case .segmented: makeGroupNode(.segment, in: context)
    case .inline: makeGroupNode(.inlineRow, in: context)
    case .radioGroup: makeGroupNode(.radio, in: context)
    }
  }

  /// The options side by side (segments) or one under the other (rows, radio buttons), all
  /// shown, the selected one marked.
  private func makeGroupNode(_ kind: PickerRole.Kind, in context: BuildContext) -> ViewNode {
    let selection = self.selection
    let orientation: Orientation = kind == .segment ? .horizontal : .vertical
    var options = BuildContext(orientation: orientation, spacing: 0)
    options.picker = PickerRole(kind: kind, current: { AnyHashable(selection.wrappedValue) }) {
      tag in
      if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
    }
    let optionsNode = ComposableGtkViews.makeNode(content, in: options)
    let group = ViewGraph.created(Box(orientation, spacing: kind == .radio ? 6 : 0))
    for widget in optionsNode.widgets { group.append(widget) }
    if kind == .segment {
      // GTK draws the buttons of a `linked` box as one control; the options of a `ForEach`
      // sit in a box of their own inside it, which must be linked too.
      group.addCSSClass("linked")
      for box in boxes(in: group) { box.addCSSClass("linked") }
      group.valign = .center
    }

    let labelNode = ComposableGtkViews.makeNode(label, in: context.nested(.horizontal, spacing: 6))
    let title = (label as? Text)?.constantString
    let outer: Widget
    if title?.isEmpty ?? false {
      outer = group
    } else {
      let box = ViewGraph.created(
        Box(kind == .segment ? .horizontal : .vertical, spacing: kind == .segment ? 12 : 6))
      for widget in labelNode.widgets {
        (widget as? Gtk.Label)?.xalign = 0
        if kind == .segment { widget.hexpand = true }
        if kind == .inlineRow { widget.addCSSClass("heading") }
        box.append(widget)
      }
      context.hideTitle(labelNode.widgets)
      box.append(group)
      outer = box
    }
    group.accessibleLabel = title ?? accessibleTitle(of: label, built: outer)
    let node = ViewNode(widgets: [outer], children: [labelNode, optionsNode])
    return node
  }

  /// The boxes inside `widget` that hold options, not those inside an option.
  private func boxes(in widget: Widget) -> [Box] {
    widget.children.flatMap { child -> [Box] in
      guard let box = child as? Box else { return [] }
      return [box] + boxes(in: box)
    }
  }

  private func makeMenuNode(in context: BuildContext) -> ViewNode {
    let selection = self.selection
    let button = ViewGraph.created(MenuButton())
    let popover = ViewGraph.created(Popover())
    button.setPopover(popover)

    // The button shows the selected option: the options built once more, all but the selected
    // one hidden.
    var face = context.nested(.horizontal, spacing: 0)
    face.picker = PickerRole(kind: .face, current: { AnyHashable(selection.wrappedValue) })
    let faceNode = ComposableGtkViews.makeNode(content, in: face)
    button.child = ViewGraph.singleWidget(of: faceNode, context: face)

    // The node keeps the popover's wrapper (nothing else does), which the options close.
    let node = ViewNode(widgets: [], children: [])
    node.retained = popover
    var list = context.nested(.vertical, spacing: 0)
    list.picker = PickerRole(kind: .option, current: { AnyHashable(selection.wrappedValue) }) {
      [weak node] tag in
      if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
      (node?.retained as? Popover)?.popdown()
    }
    let listNode = ComposableGtkViews.makeNode(content, in: list)
    popover.child = ViewGraph.singleWidget(of: listNode, context: list)

    let labelNode = ComposableGtkViews.makeNode(label, in: context)
    let title = (label as? Text)?.constantString
    if let title { button.accessibleLabel = title }
    let row = context.titleRow(labelNode)
    button.valign = .center
    row.append(button)
    node.widgets = [row]
    node.children = [labelNode, faceNode, listNode]
    return node
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: label)
    // The menu's face and list, or the group's options.
    for child in node.children.dropFirst() { ComposableGtkViews.update(child, with: content) }
  }
}

/// What the options of a ``Picker`` are built as: the list to choose from, or the face of the
/// picker's button, which shows the selected one.
@MainActor
package final class PickerRole {
  enum Kind {
    /// An option of the menu's list; the face of the menu's button.
    case option, face
    /// A segment, a row with a check mark, a radio button.
    case segment, inlineRow, radio
  }
  let kind: Kind
  /// The first toggle or radio button built: the others join its group.
  weak var groupLeader: Widget?
  /// The selection, as read now (observed by the reader).
  let current: @MainActor () -> AnyHashable
  let select: @MainActor (AnyHashable) -> Void

  init(
    kind: Kind, current: @escaping @MainActor () -> AnyHashable,
    select: @escaping @MainActor (AnyHashable) -> Void = { _ in }
  ) {
    self.kind = kind
    self.current = current
    self.select = select
  }
}

extension View {
  /// The value this view stands for among the options of a ``Picker``, the rows of a ``List``
  /// with a selection (or the pages of a ``TabView``); elsewhere it changes nothing.
  public func tag<Value: Hashable>(_ tag: Value) -> TaggedView<Self> {
    TaggedView(content: self, tag: AnyHashable(tag))
  }
}

/// A view that stands for a value: what ``View/tag(_:)`` returns.
public struct TaggedView<Content: View>: View, PrimitiveView {
  let content: Content
  let tag: AnyHashable

  package func makeNode(in context: BuildContext) -> ViewNode {
    var inner = context
    inner.picker = nil
    let child = ComposableGtkViews.makeNode(content, in: inner)
    guard let role = context.picker else {
      // A row of a list with a selection stands for the tag.
      if let selection = context.selection {
        for widget in child.widgets { selection.tag(widget, tag) }
      }
      return child
    }
    let widget = ViewGraph.singleWidget(of: child, context: inner)
    let tag = self.tag
    switch role.kind {
    case .face:
      let node = TaggedNode(widgets: [widget], child: child)
      node.tokens.append(
        widget.observe { [weak widget] in
          guard let widget else { return }
          let shown = role.current() == tag
          if widget.isVisible != shown { widget.isVisible = shown }
        })
      return node
    case .option:
      let button = ViewGraph.created(Gtk.Button(label: ""))
      button.addCSSClass("flat")
      button.setChild(widget)
      button.accessibleLabel = accessibleTitle(of: content, built: widget)
      button.onClicked { role.select(tag) }
      let node = TaggedNode(widgets: [button], child: child)
      node.retained = role
      return node
    case .segment:
      let button = ViewGraph.created(ToggleButton())
      button.setChild(widget)
      if let leader = role.groupLeader as? ToggleButton {
        button.setGroup(leader)
      } else {
        role.groupLeader = button
      }
      return optionNode(button, child: child, role: role) {
        button.bind(isActive: $0, onToggle: $1)
      }
    case .radio:
      let check = ViewGraph.created(CheckButton())
      check.child = widget
      if let leader = role.groupLeader as? CheckButton {
        check.setGroup(leader)
      } else {
        role.groupLeader = check
      }
      return optionNode(check, child: child, role: role) {
        check.bind(isActive: $0, onToggle: $1)
      }
    case .inlineRow:
      // A row: the option, then a check mark shown on the selected one.
      let button = ViewGraph.created(Gtk.Button(label: ""))
      button.addCSSClass("flat")
      // A row of a list, not a button's bold title.
      button.addCSSClass(ViewStyleSheet.ensure("cg-picker-row", "font-weight: normal;"))
      let row = ViewGraph.created(Box(.horizontal, spacing: 12))
      widget.hexpand = true
      widget.halign = .start
      row.append(widget)
      let mark = ViewGraph.created(Gtk.Image(iconName: "object-select-symbolic"))
      row.append(mark)
      button.setChild(row)
      button.accessibleLabel = accessibleTitle(of: content, built: widget)
      button.onClicked { role.select(tag) }
      let node = TaggedNode(widgets: [button], child: child)
      node.retained = role
      node.tokens.append(
        mark.observe { [weak mark] in
          guard let mark else { return }
          // Hidden, not removed: the rows keep their width whichever is selected.
          let selected = role.current() == tag
          if (mark.opacity == 1) != selected { mark.opacity = selected ? 1 : 0 }
        })
      return node
    }
  }

  /// A toggle or radio button for this option: pressed exactly while the selection is the
  /// option's tag, and selecting it when the user presses it (its release, when another is
  /// pressed, is the group's doing and selects nothing).
  private func optionNode(
    _ button: Widget, child: ViewNode, role: PickerRole,
    bind: (
      _ isActive: @escaping @MainActor () -> Bool, _ onToggle: @escaping @MainActor (Bool) -> Void
    ) -> ObservationToken
  ) -> ViewNode {
    let tag = self.tag
    button.accessibleLabel = accessibleTitle(of: content, built: button)
    let node = TaggedNode(widgets: [button], child: child)
    node.retained = role
    node.tokens.append(
      bind({ role.current() == tag }, { isActive in if isActive { role.select(tag) } }))
    return node
  }

  package func update(_ node: ViewNode) {
    // Outside a picker the node is the content's own.
    ComposableGtkViews.update(node is TaggedNode ? node.children[0] : node, with: content)
  }
}

/// An option of a picker around its content's node.
@MainActor
final class TaggedNode: ViewNode {
  init(widgets: [Widget], child: ViewNode) { super.init(widgets: widgets, children: [child]) }
}
