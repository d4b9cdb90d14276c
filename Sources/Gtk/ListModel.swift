import CGtk
import CGtkShim

/// A list of Swift values that GTK list widgets read (`GListModel`), and that reports each
/// change as the smallest `items-changed` range.
///
/// Every mutation emits exactly one `items-changed(position, removed, added)` covering only the
/// elements it touched (``move(from:to:)`` emits two: a removal and an insertion). A
/// ``ListView`` then creates or rebinds row widgets for that range only, so inserting one
/// element into 10,000 costs O(1) row widgets.
///
/// ```swift
/// let model = ListModel(["2", "3", "5"])
/// model.insert("7", at: 3)        // items-changed(3, 0, 1)
/// model.update("11", at: 0)       // items-changed(0, 1, 1)
/// ```
@MainActor
public final class ListModel<Element>: Object {
  private let storage: ListModelStorage<Element>
  var model: OpaquePointer { OpaquePointer(gobjectPointer) }

  /// Creates a model holding `elements`.
  public init(_ elements: [Element] = []) {
    let storage = ListModelStorage(elements)
    self.storage = storage
    // The GObject owns the storage (released in its finalize), so rows GTK still shows stay
    // readable even after this wrapper is gone.
    let model = cgtk_shim_list_model_new(
      { storage in listStorage(storage).count },
      { storage, position in listStorage(storage).newItem(at: Int(position)) },
      Unmanaged<AnyListModelStorage>.passRetained(storage).toOpaque(),
      { storage in Unmanaged<AnyListModelStorage>.fromOpaque(storage!).release() })
    super.init(UnsafeMutableRawPointer(model!), .adoptNew)
  }

  /// The elements, in order.
  public var elements: [Element] { storage.elements }

  /// The number of elements.
  public var count: Int { storage.elements.count }

  /// The element at `position`.
  public subscript(position: Int) -> Element { storage.elements[position] }

  /// The elements as a list widget reads them: the count and each item through the
  /// `GListModel` interface, not through ``elements``. Slower; it is there to check that the
  /// two agree (tests, debugging), which every `items-changed` relies on.
  public func elementsThroughGListModel() -> [Element] {
    (0..<g_list_model_get_n_items(model)).map { position in
      let item = g_list_model_get_item(model, position)!
      defer { g_object_unref(item) }
      let payload = cgtk_shim_item_get_payload(OpaquePointer(item))!
      return
        (Unmanaged<AnyObject>.fromOpaque(payload).takeUnretainedValue() as! ElementBox<Element>)
        .element
    }
  }

  /// The number of items the `GListModel` interface reports, as a list widget reads it.
  public var countThroughGListModel: Int { Int(g_list_model_get_n_items(model)) }

  /// The element a list row shows, or `nil` if the row shows an item of another model.
  public func element(of listItem: ListItem) -> Element? {
    guard let item = gtk_list_item_get_item(listItem.listItem),
      g_type_check_instance_is_a(
        UnsafeMutableRawPointer(item).assumingMemoryBound(to: GTypeInstance.self),
        cgtk_shim_item_get_type()) != 0,
      let payload = cgtk_shim_item_get_payload(OpaquePointer(item))
    else { return nil }
    return (Unmanaged<AnyObject>.fromOpaque(payload).takeUnretainedValue() as? ElementBox<Element>)?
      .element
  }

  /// Replaces `range` with `newElements`: one `items-changed(range.lowerBound, range.count,
  /// newElements.count)`.
  public func replaceSubrange(_ range: Range<Int>, with newElements: some Collection<Element>) {
    storage.replaceSubrange(range, with: newElements)
    itemsChanged(at: range.lowerBound, removed: range.count, added: newElements.count)
  }

  /// Inserts `element` at `position`.
  public func insert(_ element: Element, at position: Int) {
    replaceSubrange(position..<position, with: CollectionOfOne(element))
  }

  /// Inserts `newElements` at `position`.
  public func insert(contentsOf newElements: some Collection<Element>, at position: Int) {
    replaceSubrange(position..<position, with: newElements)
  }

  /// Appends `element`.
  public func append(_ element: Element) { insert(element, at: count) }

  /// Appends `newElements`.
  public func append(contentsOf newElements: some Collection<Element>) {
    insert(contentsOf: newElements, at: count)
  }

  /// Removes and returns the element at `position`.
  @discardableResult
  public func remove(at position: Int) -> Element {
    let element = storage.elements[position]
    replaceSubrange(position..<position + 1, with: EmptyCollection())
    return element
  }

  /// Removes the elements in `range`.
  public func removeSubrange(_ range: Range<Int>) {
    replaceSubrange(range, with: EmptyCollection())
  }

  /// Replaces the element at `position`, so that its row is bound again.
  public func update(_ element: Element, at position: Int) {
    replaceSubrange(position..<position + 1, with: CollectionOfOne(element))
  }

  /// Moves the element at `source` so that it ends up at `destination`: a removal and an
  /// insertion. The element keeps its GTK item, so rows that show it need not be rebuilt.
  public func move(from source: Int, to destination: Int) {
    guard source != destination else { return }
    // GListModel requires the model to show each signal's result while it is emitted: a list
    // view reads the items right away, and one count ahead of the signal trips its assertions.
    let detached = storage.detach(at: source)
    itemsChanged(at: source, removed: 1, added: 0)
    storage.reattach(detached, at: destination)
    itemsChanged(at: destination, removed: 0, added: 1)
  }

  /// Replaces every element: one `items-changed(0, old count, new count)`.
  public func setElements(_ newElements: [Element]) {
    replaceSubrange(0..<count, with: newElements)
  }

  /// Calls `handler` with `(position, removed, added)` for every `items-changed`.
  @discardableResult
  public func onItemsChanged(_ handler: @escaping @MainActor (Int, Int, Int) -> Void)
    -> SignalHandler
  {
    connectSignal("items-changed") { values, _, _ in
      let (position, removed, added) = (
        values.value(1).uint, values.value(2).uint, values.value(3).uint
      )
      handler(Int(position), Int(removed), Int(added))
    }
  }

  private func itemsChanged(at position: Int, removed: Int, added: Int) {
    guard removed > 0 || added > 0 else { return }
    cgtk_shim_list_model_items_changed(model, UInt32(position), UInt32(removed), UInt32(added))
  }
}

/// The part of a model's storage that the C callbacks reach, which cannot be generic.
///
/// Not actor-isolated because GLib's callbacks are plain C functions; it is touched only on the
/// main thread all the same: by its ``ListModel`` (main actor) and by GTK reading the model from
/// its main loop.
class AnyListModelStorage {
  var count: UInt32 { 0 }
  func newItem(at position: Int) -> UnsafeMutableRawPointer? { nil }
}

private final class ListModelStorage<Element>: AnyListModelStorage {
  private(set) var elements: [Element]
  /// The GTK item of each element, made when GTK first asks for it and kept (one reference)
  /// until the element is replaced or removed. GTK asks again for every row whose position
  /// shifts and matches items by identity within an `items-changed` (to keep the widget of an
  /// item that was removed and re-added); a new object per request would defeat both.
  private var items: [OpaquePointer?]

  init(_ elements: [Element]) {
    self.elements = elements
    items = Array(repeating: nil, count: elements.count)
  }

  deinit {
    for case let item? in items { g_object_unref(UnsafeMutableRawPointer(item)) }
  }

  override var count: UInt32 { UInt32(elements.count) }

  override func newItem(at position: Int) -> UnsafeMutableRawPointer? {
    if items[position] == nil {
      let box = Unmanaged.passRetained(ElementBox(elements[position]) as AnyObject)
      items[position] = cgtk_shim_item_new(
        box.toOpaque(),
        { payload in
          Unmanaged<AnyObject>.fromOpaque(payload!).release()
        })
    }
    return g_object_ref(UnsafeMutableRawPointer(items[position]!))
  }

  func replaceSubrange(_ range: Range<Int>, with newElements: some Collection<Element>) {
    for case let item? in items[range] { g_object_unref(UnsafeMutableRawPointer(item)) }
    elements.replaceSubrange(range, with: newElements)
    items.replaceSubrange(range, with: repeatElement(nil, count: newElements.count))
  }

  /// Takes the element at `position` out, with its GTK item (whose reference moves along).
  func detach(at position: Int) -> (element: Element, item: OpaquePointer?) {
    (elements.remove(at: position), items.remove(at: position))
  }

  /// Puts back what ``detach(at:)`` took out, at `position`.
  func reattach(_ detached: (element: Element, item: OpaquePointer?), at position: Int) {
    elements.insert(detached.element, at: position)
    items.insert(detached.item, at: position)
  }
}

private final class ElementBox<Element> {
  let element: Element
  init(_ element: Element) { self.element = element }
}

private func listStorage(_ pointer: UnsafeMutableRawPointer?) -> AnyListModelStorage {
  Unmanaged<AnyListModelStorage>.fromOpaque(pointer!).takeUnretainedValue()
}
