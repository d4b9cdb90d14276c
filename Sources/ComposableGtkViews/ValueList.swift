import ComposableArchitecture
import ComposableGtk
import Gtk
import Observation

/// A scrolling list of plain values of any length (a `GtkListView`): widgets exist only for the
/// rows on screen, and GTK reuses them as it scrolls.
///
/// ```swift
/// ValueList({ store.sortedPrimes }, selection: selection, onActivate: { store.send(.open($0)) }) {
///   row in
///   HStack {
///     Text { row.value?.description ?? "" }
///     Button("Remove") { if let prime = row.value { store.send(.remove(prime)) } }
///   }
/// }
/// ```
///
/// `values()` is observed: when what it read changes, the list takes the new values with the
/// fewest `items-changed` ranges, so rows that stay keep their widgets. The row view is built
/// once per row slot (a few more than fit on screen), not once per value: read the value it
/// shows from `row.value` inside closures (`Text { … }`, `.disabled { … }`), which run again
/// when the slot shows another value. Values are the rows' identities: a list of the same value
/// twice shows it twice, but selects the first.
///
/// For rows that are features with stores of their own, use ``List``.
public struct ValueList<Value: Hashable, Row: View>: View, PrimitiveView {
  let values: @MainActor () -> [Value]
  let selection: ViewBinding<Value?>?
  let onActivate: (@MainActor (Value) -> Void)?
  let accessibilityLabel: (@MainActor (Value) -> String)?
  let row: @MainActor (ValueRow<Value>) -> Row

  /// A list of `values()`; with `selection`, one row can be selected and the selection follows
  /// and sets the binding; `onActivate` runs for a double click or Enter on a row.
  ///
  /// A row a person can select or activate is a control, and a screen reader announces it by
  /// `accessibilityLabel(value)` (GTK 4.8 cannot derive a name for a list row).
  public init(
    _ values: @escaping @MainActor () -> [Value],
    selection: ViewBinding<Value?>? = nil,
    onActivate: (@MainActor (Value) -> Void)? = nil,
    accessibilityLabel: (@MainActor (Value) -> String)? = nil,
    @ViewBuilder row: @escaping @MainActor (ValueRow<Value>) -> Row
  ) {
    self.values = values
    self.selection = selection
    self.onActivate = onActivate
    self.accessibilityLabel = accessibilityLabel
    self.row = row
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let model = ListModel<Value>([])
    let makeRow = row
    let factory = RowFactory<ValueRow<Value>>(
      setup: { item in
        let row = ValueRow<Value>()
        // The slot keeps its widget's wrapper: GTK parents it only once the row is shown, and
        // until then nothing else holds it (its observations hold it weakly).
        row.content = makeRow(row).makeWidget()
        item.setChild(row.content)
        return row
      },
      bind: { [accessibilityLabel] item, row in
        let value = model.element(of: item)
        row.value = value
        // The row's own widget (GTK's, around ours) is what a screen reader lands on.
        if let accessibilityLabel, let value, let rowWidget = row.content?.parent {
          rowWidget.accessibleLabel = accessibilityLabel(value)
        }
      })
    let listView = ViewGraph.created(
      ListView(model: model, factory: factory, selectable: selection != nil))
    let scroller = ViewGraph.created(ScrolledWindow())
    scroller.setPolicy(horizontal: .never, vertical: .automatic)
    scroller.vexpand = true
    scroller.setChild(listView)
    let node = ValueListNode(widgets: [scroller], model: model, factory: factory)
    node.listView = listView

    if let onActivate {
      listView.onActivate { [weak model] position in
        guard let model, position < model.count else { return }
        onActivate(model[position])
      }
    }
    // Set while the program updates the model and the selection: GTK reports the selection
    // moving (or going away with its row) then, and that is not the user choosing a row.
    let programUpdate = ProgramUpdate()
    if let selection {
      listView.onSelectionChanged { [weak model] position in
        guard let model, !programUpdate.isActive else { return }
        let value = position.flatMap { $0 < model.count ? model[$0] : nil }
        if selection.wrappedValue != value { selection.wrappedValue = value }
      }
    }
    let values = self.values
    node.tokens.append(
      listView.observe { [weak listView, weak model] in
        guard let listView, let model else { return }
        let newValues = values()
        let selected = selection?.wrappedValue
        programUpdate.isActive = true
        defer { programUpdate.isActive = false }
        model.update(to: newValues)
        guard selection != nil else { return }
        let position = selected.flatMap { newValues.firstIndex(of: $0) }
        if listView.selectedPosition != position { listView.selectedPosition = position }
      })
    return node
  }

  package func update(_ node: ViewNode) {}
}

@MainActor
final class ValueListNode<Value>: ViewNode {
  let model: ListModel<Value>
  let factory: RowFactory<ValueRow<Value>>
  weak var listView: ListView?

  init(widgets: [Widget], model: ListModel<Value>, factory: RowFactory<ValueRow<Value>>) {
    self.model = model
    self.factory = factory
    super.init(widgets: widgets)
  }
}

/// One row slot of a ``ValueList``: the value it shows now. Reading ``value`` inside an
/// observed closure (`Text { … }`) runs the closure again when GTK reuses the slot for another
/// value.
@MainActor
public final class ValueRow<Value>: Observable {
  private let registrar = ObservationRegistrar()
  private var _value: Value?
  /// The slot's widgets, built once.
  var content: Widget?
  /// `\.value`, made once: in a generic class a key path literal is built again at every use,
  /// and every row closure reads `value` each time GTK shows the slot another row (G3 found it).
  private let valueKeyPath: KeyPath<ValueRow, Value?>

  init() {
    valueKeyPath = \ValueRow.value
  }

  /// The value shown; nil until GTK first binds the slot.
  public internal(set) var value: Value? {
    get {
      registrar.access(self, keyPath: valueKeyPath)
      return _value
    }
    set {
      registrar.withMutation(of: self, keyPath: valueKeyPath) { _value = newValue }
    }
  }
}

@MainActor
private final class ProgramUpdate {
  var isActive = false
}
