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
/// Drawn as GTK's menu button: the title, then a button showing the selected option that
/// opens a list of the options (a popover). Choosing one sets the selection and closes the
/// list; a selection no option stands for shows an empty button.
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
    let row = ViewGraph.created(Box(.horizontal, spacing: 12))
    for widget in labelNode.widgets {
      widget.hexpand = true
      (widget as? Gtk.Label)?.xalign = 0
      row.append(widget)
    }
    button.valign = .center
    row.append(button)
    node.widgets = [row]
    node.children = [labelNode, faceNode, listNode]
    return node
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: label)
    ComposableGtkViews.update(node.children[1], with: content)
    ComposableGtkViews.update(node.children[2], with: content)
  }
}

/// What the options of a ``Picker`` are built as: the list to choose from, or the face of the
/// picker's button, which shows the selected one.
@MainActor
package final class PickerRole {
  enum Kind { case option, face }
  let kind: Kind
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
      button.onClicked { role.select(tag) }
      let node = TaggedNode(widgets: [button], child: child)
      node.retained = role
      return node
    }
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
