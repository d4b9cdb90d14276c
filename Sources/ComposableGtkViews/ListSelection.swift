import ComposableArchitecture
import ComposableGtk
import Gtk

extension List {
  /// A list whose rows the user selects one at a time, as SwiftUI's `List(selection:)`: a row
  /// is selected while `selection` holds its value, and clicking a row (or moving to it with
  /// the arrow keys) sets it.
  ///
  /// ```swift
  /// List(selection: $store.selectedID.sending(\.select)) {
  ///   ForEach(store.items) { item in
  ///     Text(item.title)
  ///   }
  /// }
  /// ```
  ///
  /// A row's value is what ``View/tag(_:)`` gave it, or else the id of its `ForEach` element;
  /// rows with neither are not selectable. The rows are GNOME's sidebar list
  /// (`GtkListBox.navigation-sidebar`): the selected row highlighted, screen readers told which
  /// one it is. In a ``NavigationSplitView``'s column, selecting a row shows the next column on
  /// a narrow window, and going back clears the selection, as SwiftUI does on a phone.
  /// Rows inside an `if` in the list are shown but cannot be selected: put the `if` around a
  /// ``Section`` or inside the row.
  public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = ListSelection(
      allowsMultiple: false,
      read: { selection.wrappedValue.map { [AnyHashable($0)] } ?? [] },
      write: { selection.wrappedValue = $0.first?.base as? SelectionValue })
  }

  /// A list whose rows the user selects several at a time (Ctrl+click adds a row, Shift+click a
  /// range): a row is selected while `selection` contains its value.
  public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = ListSelection(
      allowsMultiple: true,
      read: { Set(selection.wrappedValue.map(AnyHashable.init)) },
      write: { selection.wrappedValue = Set($0.compactMap { $0.base as? SelectionValue }) })
  }

  /// A list of a row for each element of `data`, selected by the elements' ids.
  ///
  /// ```swift
  /// List(store.mailboxes, selection: $store.selectedMailbox.sending(\.selectMailbox)) { mailbox in
  ///   Label(mailbox.name, systemImage: "tray")
  /// }
  /// ```
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where Data.Element: Identifiable, Content == ForEach<Data.Element.ID, Data.Element, RowContent> {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A list of a row for each element of `data`, several of which can be selected.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where Data.Element: Identifiable, Content == ForEach<Data.Element.ID, Data.Element, RowContent> {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A list of a row for each element of `data`, identified by `id`, selected by that id.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<ID, Data.Element, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
}

extension List where SelectionValue == Never {
  /// A list of a row for each element of `data`.
  ///
  /// ```swift
  /// List(store.syncUps) { syncUp in CardView(syncUp: syncUp) }
  /// ```
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where Data.Element: Identifiable, Content == ForEach<Data.Element.ID, Data.Element, RowContent> {
    self.init { ForEach(data, content: rowContent) }
  }

  /// A list of a row for each element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<ID, Data.Element, RowContent> {
    self.init { ForEach(data, id: id, content: rowContent) }
  }
}

/// A list's selection binding, with its values type-erased: what a ``SelectionRole`` reads and
/// writes.
struct ListSelection {
  let allowsMultiple: Bool
  let read: @MainActor () -> Set<AnyHashable>
  let write: @MainActor (Set<AnyHashable>) -> Void
}

/// The selection of a ``List``: which of its rows are selected, read from (observed) and
/// written to the list's binding, and the GTK lists whose rows stand for the values.
///
/// A list's rows may sit in several `GtkListBox`es (one per `ForEach`, one per run of other
/// rows, per section); the role keeps them as one selection: selecting a row in one of them
/// unselects the rows of the others, unless the list selects several.
@MainActor
package final class SelectionRole {
  let allowsMultiple: Bool
  private let selection: ListSelection
  /// The lists of rows, kept here: nothing else keeps the wrappers of some of them.
  private var lists: [ListBox] = []
  private var rows: [UnsafeMutableRawPointer: (row: ListBoxRow, list: ListBox, tag: AnyHashable)] =
    [:]
  /// What ``View/tag(_:)`` gave the widgets of rows being built, by widget.
  private var tags: [UnsafeMutableRawPointer: AnyHashable] = [:]
  /// The values selected, as the binding last said or the user last chose.
  private(set) var selected: Set<AnyHashable> = []
  /// Above zero while the rows are selected to show the binding's value, or moved: the lists'
  /// signals are then not the user's.
  private var quiet = 0
  /// Above zero from the moment the keyboard focus enters a list from outside until the main
  /// loop turns: GTK then selects the row that took the focus, which is not the user's choice.
  private var focusEntering = 0
  /// Told of each new selection, by the user or the program: the split view's column.
  var onChange: (@MainActor (Set<AnyHashable>) -> Void)?

  init(_ selection: ListSelection) {
    self.selection = selection
    allowsMultiple = selection.allowsMultiple
  }

  /// Starts following the binding: the rows show its value whenever it changes.
  func start() -> ObservationToken {
    observe(selection.read) { [weak self] values in
      guard let self, values != self.selected else { return }
      self.selected = values
      self.show()
      self.onChange?(values)
    }
  }

  /// Sets the selection to nothing, as the user going back in a split view does.
  func clear() {
    guard !selected.isEmpty else { return }
    selected = []
    show()
    selection.write([])
  }

  /// A new list for rows, in the sidebar style, following this selection.
  func makeList() -> ListBox {
    let list = ViewGraph.created(ListBox())
    list.selectionMode = allowsMultiple ? .multiple : .single
    list.addCSSClass("navigation-sidebar")
    list.addCSSClass(FormStyle.selectableListClass)
    lists.append(list)
    let pointer = list.gobjectPointer
    list.onSelectedRowsChanged { [weak self] in self?.userSelected(in: pointer) }
    let focus = EventControllerFocus()
    focus.onEnter { [weak self] in self?.focusEntered() }
    list.addController(focus)
    return list
  }

  /// Whether `widget` is one of this selection's lists (a `ForEach`'s).
  func owns(_ widget: Widget) -> Bool { lists.contains { $0 === widget } }

  /// Marks `widget` (being built as a row) as standing for `tag`.
  func tag(_ widget: Widget, _ tag: AnyHashable) { tags[widget.gobjectPointer] = tag }

  /// Runs `body`, a pass that builds rows and makes them rows of the lists, then forgets the
  /// tags of widgets it built but did not make rows (a tagged view inside an `if`): a widget
  /// made later at the same address must not inherit one.
  func building<Result>(_ body: () -> Result) -> Result {
    passes += 1
    defer {
      passes -= 1
      if passes == 0 { tags.removeAll() }
    }
    return body()
  }

  private var passes = 0

  /// A row of `list` holding `widget`, inserted at `index` (at the end for `nil`): selectable
  /// as the value `.tag` gave the widget, or else `tag`; not selectable without either.
  @discardableResult
  func insertRow(
    _ widget: Widget, tag: AnyHashable?, into list: ListBox, at index: Int? = nil
  ) -> ListBoxRow {
    let row = ViewGraph.created(ListBoxRow())
    row.child = widget
    let value = tags.removeValue(forKey: widget.gobjectPointer) ?? tag
    if let value {
      rows[row.gobjectPointer] = (row, list, value)
    } else {
      row.selectable = false
      row.activatable = false
    }
    quietly {
      list.insert(row, at: index.map(Int32.init) ?? -1)
      if let value, selected.contains(value) { list.selectRow(row) }
    }
    return row
  }

  /// Takes `row` out of its list, for good.
  func removeRow(_ row: ListBoxRow, from list: ListBox) {
    rows[row.gobjectPointer] = nil
    quietly { list.remove(row) }
  }

  /// Moves `row` of `list` to `index`, keeping it selected if it was.
  func moveRow(_ row: ListBoxRow, in list: ListBox, to index: Int) {
    quietly {
      list.remove(row)
      list.insert(row, at: Int32(index))
      if let entry = rows[row.gobjectPointer], selected.contains(entry.tag) {
        list.selectRow(row)
      }
    }
  }

  /// Runs `body` with the lists' selection signals taken as the program's, not the user's.
  func quietly(_ body: () -> Void) {
    quiet += 1
    defer { quiet -= 1 }
    body()
  }

  /// Selects exactly the rows whose values are selected.
  private func show() {
    quietly {
      for entry in rows.values {
        let shouldSelect = selected.contains(entry.tag)
        guard entry.row.isSelected != shouldSelect else { continue }
        if shouldSelect {
          entry.list.selectRow(entry.row)
        } else {
          entry.list.unselectRow(entry.row)
        }
      }
    }
  }

  /// The focus entered a list from outside (the window's first focus, Tab, a click).
  private func focusEntered() {
    focusEntering += 1
    // Before any further event: GDK's events have the default priority.
    MainLoop.runOnce(priority: highPriority) { [weak self] in self?.focusEntering -= 1 }
  }

  /// The user changed which rows of a list are selected: the binding gets the new selection.
  ///
  /// GTK also selects the row that takes the keyboard focus when the focus enters the list
  /// from outside (the window's first focus, Tab), right after the focus moved: that is not a
  /// choice, and is undone, as a SwiftUI list takes the focus without changing its selection.
  /// A click selects before it moves the focus; an arrow key moves within the list.
  private func userSelected(in list: UnsafeMutableRawPointer) {
    guard quiet == 0, let changed = lists.first(where: { $0.gobjectPointer == list }) else {
      return
    }
    guard focusEntering == 0 else {
      show()
      return
    }
    let values: Set<AnyHashable>
    if allowsMultiple {
      values = Set(rows.values.filter { $0.row.isSelected }.map(\.tag))
    } else {
      // One list changed: its selected row is the selection; the other lists let theirs go.
      guard let selectedRow = changed.selectedRow, let entry = rows[selectedRow.gobjectPointer]
      else { return }
      values = [entry.tag]
    }
    guard values != selected else { return }
    selected = values
    show()
    selection.write(values)
    onChange?(values)
  }
}

/// `G_PRIORITY_HIGH`.
private let highPriority: Int32 = -100
