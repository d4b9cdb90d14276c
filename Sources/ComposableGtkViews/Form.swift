import Adw
import Gtk

/// A form of settings and fields, as SwiftUI's `Form`: its ``Section``s as GNOME's boxed lists
/// (rounded cards of rows) in a column of readable width that scrolls.
///
/// ```swift
/// Form {
///   Section {
///     TextField("Title", text: $store.syncUp.title)
///     Slider(value: $store.syncUp.duration.minutes, in: 5...30, step: 1) { Text("Length") }
///   } header: {
///     Text("Sync-up info")
///   }
/// }
/// ```
///
/// Views directly in the form, outside any section, are rows of a list of their own (one list
/// for each run of them between sections).
public struct Form<Content: View>: View, PrimitiveView {
  let content: Content

  /// A form of the sections `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    FormStyle.makeScrollingColumn(of: content, in: context)
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

/// The widgets and style rules of forms and sections.
@MainActor
enum FormStyle {
  static let sectionClass = "cg-form-section"
  static let listClass = "cg-form-list"
  /// The box of a `ForEach`: in a section, its rows are drawn as rows of the list.
  static let rowsClass = "cg-rows"
  /// The box of an `if`: in a list or a form, its sections stand in the column.
  static let slotClass = "cg-slot"
  /// A navigation link drawn as a row.
  static let linkRowClass = "cg-link-row"
  /// A list of a ``List`` with a selection.
  static let selectableListClass = "cg-selectable-list"

  /// Rows of the boxed list: their content inset, a `ForEach`'s rows each inset, with a line
  /// between them, and a least height so that a row of text is as tall as a row of fields.
  static func install() {
    ViewStyleSheet.ensureRules(
      named: "form",
      """
      .\(listClass) > row { min-height: 46px; }
      .\(listClass) > row > * { margin: 6px 12px; }
      .\(listClass) > row > .\(rowsClass) { margin: 0; }
      .\(listClass) > row > .\(rowsClass) > * { margin: 6px 12px; min-height: 34px; }
      .\(listClass) button.\(linkRowClass) { font-weight: normal; }
      .\(listClass) > row > .\(rowsClass) > *:not(:first-child) { border-top: 1px solid alpha(currentColor, 0.15); }
      """)
  }

  /// A column of readable width that scrolls, of `content`'s sections and, between them, lists
  /// of its other views: the body of a `Form` and of a `List`.
  static func makeScrollingColumn<Content: View>(
    of content: Content, in context: BuildContext
  ) -> ViewNode {
    install()
    let style = context.styles.list
    let column = ViewGraph.created(Box(.vertical, spacing: style == .automatic ? 24 : 0))
    if style == .automatic {
      column.setMargins(12)
      column.marginTop = 24
      column.marginBottom = 24
    }
    // Spacing 0: the rows of a `ForEach` among the content are rows of one list.
    var inner = context.nested(.vertical, spacing: 0)
    inner.isListRow = true
    let child = ComposableGtkViews.makeNode(content, in: inner)
    var loose: ListBox?
    for widget in child.widgets {
      if widget.hasCSSClass(sectionClass) || widget.hasCSSClass(slotClass) {
        column.append(widget)
        loose = nil
      } else {
        let list = loose ?? makeList(style)
        if loose == nil { column.append(list) }
        list.append(row(for: widget))
        loose = list
      }
    }
    let scroller = ViewGraph.created(ScrolledWindow())
    scroller.setPolicy(horizontal: .never, vertical: .automatic)
    scroller.vexpand = true
    scroller.hexpand = true
    // A window sized by its content (a sheet) gets the form's height, up to a screenful.
    scroller.propagateNaturalHeight = true
    scroller.maxContentHeight = 640
    if style == .automatic {
      // Cards in a column of readable width; the other styles take the whole width.
      let clamp = ViewGraph.created(Clamp(maximumSize: 600))
      clamp.child = column
      scroller.setChild(clamp)
    } else {
      scroller.setChild(column)
    }
    return ViewNode(widgets: [scroller], children: [child])
  }

  /// A scrolling column of `content`'s rows, which the user selects through `selection`: the
  /// body of a ``List`` with a selection, in GNOME's sidebar style (full width, no cards).
  static func makeSelectableColumn<Content: View>(
    of content: Content, selection: ListSelection, in context: BuildContext
  ) -> ViewNode {
    install()
    let role = SelectionRole(selection)
    let column = ViewGraph.created(Box(.vertical, spacing: 12))
    var inner = context.nested(.vertical, spacing: 0)
    inner.isListRow = true
    inner.selection = role
    let child = role.building {
      let child = ComposableGtkViews.makeNode(content, in: inner)
      placeSelectableRows(child.widgets, in: column, role: role)
      return child
    }
    let scroller = ViewGraph.created(ScrolledWindow())
    scroller.setPolicy(horizontal: .never, vertical: .automatic)
    scroller.vexpand = true
    scroller.hexpand = true
    scroller.setChild(column)
    let node = ViewNode(widgets: [scroller], children: [child])
    node.retained = role
    // In a split view's column, a selection shows the next column.
    context.environment.splitColumn?.adopt(role)
    node.tokens.append(role.start())
    return node
  }

  /// Puts `widgets` in `column` as rows selectable through `role`: the lists of `ForEach`es and
  /// sections as they are, each run of other views as the rows of a list of their own.
  static func placeSelectableRows(_ widgets: [Widget], in column: Box, role: SelectionRole) {
    var loose: ListBox?
    for widget in widgets {
      if role.owns(widget) || widget.hasCSSClass(sectionClass) || widget.hasCSSClass(slotClass) {
        column.append(widget)
        loose = nil
      } else {
        let list = loose ?? role.makeList()
        if loose == nil { column.append(list) }
        role.insertRow(widget, tag: nil, into: list)
        loose = list
      }
    }
  }

  /// A list of rows in `style`: a boxed list (a card), or rows separated by lines across the
  /// width (`.plain`), or a navigation sidebar's.
  static func makeList(_ style: ListStyleKind = .automatic) -> ListBox {
    let list = ViewGraph.created(ListBox())
    list.selectionMode = .none
    switch style {
    case .automatic: list.addCSSClass("boxed-list")
    case .plain: list.showSeparators = true
    case .sidebar: list.addCSSClass("navigation-sidebar")
    }
    list.addCSSClass(listClass)
    return list
  }

  /// A row of a form's list holding `widget`; hidden while `widget` is (an empty `ForEach`, an
  /// `if` showing nothing).
  static func row(for widget: Widget) -> ListBoxRow {
    let row = ViewGraph.created(ListBoxRow())
    row.activatable = false
    row.selectable = false
    row.child = widget
    row.isVisible = widget.isVisible
    // The row is reached through the widget (whose node keeps its wrapper): a row's own wrapper
    // is not kept by anything once built.
    widget.onNotify("visible") { [weak widget] in
      guard let widget, let row = widget.parent as? ListBoxRow else { return }
      row.isVisible = widget.isVisible
    }
    return row
  }
}
