import CustomDump
import OrderedCollections

/// The state of a navigation stack: an ordered collection of features, each with an id of its
/// own (a ``StackElementID``) that stays with it while elements are pushed and popped around it.
///
/// ```swift
/// @Reducer
/// struct RootFeature {
///   @ObservableState
///   struct State {
///     var path = StackState<Path.State>()
///   }
///   enum Action {
///     case path(StackActionOf<Path>)
///   }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       // The root's logic.
///     }
///     .forEach(\.path, action: \.path)
///   }
/// }
/// ```
///
/// Elements added without an id (``append(_:)``, ``init(_:)``, an array literal) get the next
/// id of the `DependencyValues.stackElementID` generator. Address an element by id with
/// ``subscript(id:)``: `state.path[id: id]?.count += 1`, `state.path[id: id] = nil`.
public struct StackState<Element> {
  var _dictionary: OrderedDictionary<StackElementID, Element>

  /// An empty stack.
  public init() {
    self._dictionary = [:]
  }

  /// A stack of the given elements, bottom first, each with a new id.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    for element in elements {
      append(element)
    }
  }

  /// The ids of the elements, bottom first.
  public var ids: OrderedSet<StackElementID> {
    _dictionary.keys
  }

  /// The element with the given id, or `nil` when there is none.
  ///
  /// Setting `nil` removes the element (and only it); mutating through it (`path[id: id]?.count
  /// += 1`) changes the element in place. Setting an element for an id the stack does not hold
  /// adds it on top.
  public subscript(id id: StackElementID) -> Element? {
    _read { yield _dictionary[id] }
    set { _dictionary[id] = newValue }
    _modify { yield &_dictionary[id] }
  }

  /// The payload of one case of the element with the given id, for stacks of enum state:
  /// `$0.path[id: 0, case: \.detail]?.count = 1`.
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case?
  where Element: CasePathable {
    get { self[id: id].flatMap { $0[case: path] } }
    set {
      guard let newValue else {
        // Only the element in that case goes away.
        if self[id: id, case: path] != nil { self[id: id] = nil }
        return
      }
      guard self[id: id] != nil else { return }
      self[id: id] = path(newValue)
    }
  }

  /// Pushes an element on top of the stack, with a new id.
  public mutating func append(_ element: Element) {
    _dictionary.updateValue(element, forKey: newID(onTop: true))
  }

  /// Removes the top element and returns it, or returns `nil` when the stack is empty.
  @discardableResult
  public mutating func popLast() -> Element? {
    guard !_dictionary.isEmpty else { return nil }
    return _dictionary.removeLast().value
  }

  /// Removes the top element and returns it. The stack must not be empty.
  @discardableResult
  public mutating func removeLast() -> Element {
    _dictionary.removeLast().value
  }

  /// Removes the top `count` elements. The stack must hold at least that many.
  public mutating func removeLast(_ count: Int) {
    _dictionary.removeLast(count)
  }

  /// Removes every element.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _dictionary.removeAll(keepingCapacity: keepCapacity)
  }

  /// Removes the elements that satisfy `shouldBeRemoved`; the others keep their ids.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    try _dictionary.removeAll { try shouldBeRemoved($0.value) }
  }

  /// The elements that satisfy `isIncluded`, with their ids.
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var result = self
    try result.removeAll { try !isIncluded($0) }
    return result
  }

  /// Removes the element with the given id and every element above it. Does nothing when there
  /// is no such element.
  public mutating func pop(from id: StackElementID) {
    guard let index = _dictionary.index(forKey: id) else { return }
    _dictionary.removeSubrange(index...)
  }

  /// Removes every element above the one with the given id, which stays on top. Does nothing
  /// when there is no such element.
  public mutating func pop(to id: StackElementID) {
    guard let index = _dictionary.index(forKey: id) else { return }
    _dictionary.removeSubrange((index + 1)...)
  }

  /// Adds an element under an id the caller chose (a `push` action's), on top of the stack.
  mutating func _push(_ element: Element, id: StackElementID) {
    _dictionary.updateValue(element, forKey: id)
  }

  /// A new id for an element being added: the generator's next one, moved past the top
  /// element's id when the element goes on top (ids grow from the bottom of a stack to its top,
  /// whichever generator made the elements below), and never one the stack already holds.
  private func newID(onTop: Bool) -> StackElementID {
    @Dependency(\.stackElementID) var stackElementID
    if onTop, let top = _dictionary.keys.last, stackElementID.peek() <= top {
      stackElementID.advance(past: top)
    }
    var id = stackElementID.next()
    while _dictionary.keys.contains(id) {
      id = stackElementID.next()
    }
    return id
  }
}

extension StackState: RandomAccessCollection, RangeReplaceableCollection {
  public typealias Index = Int

  public var startIndex: Int { 0 }

  public var endIndex: Int { _dictionary.count }

  /// The element at a position, bottom first. Mutating through it changes the element in place
  /// and keeps its id.
  public subscript(position: Int) -> Element {
    _read { yield _dictionary.values[position] }
    set { _dictionary.values[position] = newValue }
    _modify { yield &_dictionary.values[position] }
  }

  /// Replaces the elements in `subrange` with `newElements`, which get new ids; the elements
  /// outside of it keep theirs.
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    if newElements.isEmpty {
      _dictionary.removeSubrange(subrange)
      return
    }
    if subrange.isEmpty, subrange.lowerBound == endIndex {
      for element in newElements { append(element) }
      return
    }
    let suffix = _dictionary.elements[subrange.upperBound...]
    let isOnTop = suffix.isEmpty
    _dictionary.removeSubrange(subrange.lowerBound...)
    for element in newElements {
      // New ids must not collide with the ids of the elements put back above them.
      var id = newID(onTop: isOnTop)
      while suffix.contains(where: { $0.key == id }) {
        id = newID(onTop: false)
      }
      _dictionary.updateValue(element, forKey: id)
    }
    for (id, element) in suffix {
      _dictionary.updateValue(element, forKey: id)
    }
  }

  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    _dictionary.reserveCapacity(minimumCapacity)
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of the given elements, bottom first, each with a new id.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Two stacks are equal when they hold equal elements under the same ids, in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._dictionary == rhs._dictionary
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_dictionary)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Decodable where Element: Decodable {
  /// Decodes the elements, bottom first; they get new ids, as ids are not persisted.
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the elements, bottom first, without their ids.
  public func encode(to encoder: any Encoder) throws {
    try Array(_dictionary.values).encode(to: encoder)
  }
}

extension StackState: CustomDumpReflectable {
  /// The elements with their ids, bottom first: `[#0: .detail(…), #1: .edit(…)]`.
  public var customDumpMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(_dictionary.elements), displayStyle: .dictionary)
  }
}

extension StackState: CustomReflectable {
  public var customMirror: Mirror { customDumpMirror }
}
