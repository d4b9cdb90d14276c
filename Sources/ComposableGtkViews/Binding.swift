import ComposableArchitecture

/// A value a view reads and writes without owning it, in SwiftUI's spelling: what controls
/// take (`TextField("Title", text: $store.title)`) and what a view declares with `@Binding` to
/// edit a value its parent owns.
///
/// ```swift
/// struct AttendeeRow: View {
///   @Binding var attendee: Attendee
///
///   var body: some View {
///     TextField("Name", text: $attendee.name)
///   }
/// }
/// ```
///
/// It is the engine's ``ComposableArchitecture/ViewBinding``: `$store.field` (a store made
/// ``Bindable``) reads the store and sends `.binding(.set(\.field, value))` when set; a member
/// (`$attendee.name`) or an element (`ForEach($store.attendees) { $attendee in … }`) of a
/// binding writes the whole value back through it.
public typealias Binding = ViewBinding

extension ViewBinding {
  /// A binding that always reads `value` and ignores writes: for previews, tests, and controls
  /// that must show a value the user may not change.
  public static func constant(_ value: Value) -> ViewBinding<Value> {
    ViewBinding(get: { value }, set: { _ in })
  }

  /// A binding to the value `shared` holds, as swift-sharing's `Binding(_:)`: it reads the
  /// shared value, and a write sets it (under its lock) for every holder.
  ///
  /// ```swift
  /// var body: some View {
  ///   @Binding(store.$signUpData) var signUpData
  ///   TextField("Email", text: $signUpData.email)
  /// }
  /// ```
  public init(_ shared: Shared<Value>) where Value: Sendable {
    self.init(get: { shared.wrappedValue }, set: { value in shared.withLock { $0 = value } })
  }

  /// `base` as a binding to an optional value: setting `nil` is ignored, since `base` cannot
  /// hold it.
  public init<Wrapped>(_ base: ViewBinding<Wrapped>) where Value == Wrapped? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }

  /// A binding to the value of `base`, or `nil` when `base` holds none now. The binding reads
  /// the last value it saw if `base` becomes `nil` later.
  public init?(_ base: ViewBinding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    var last = value
    self.init(
      get: {
        if let current = base.wrappedValue { last = current }
        return last
      },
      set: { base.wrappedValue = $0 })
  }
}

extension ViewBinding: @MainActor Identifiable where Value: Identifiable {
  /// The id of the value the binding reads now: `ForEach` keeps rows by it.
  public var id: Value.ID { wrappedValue.id }
}

/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI: the
/// form `ForEach($store.attendees) { $attendee in … }` takes.
///
/// Each element's binding reads and writes the element at its position. After the collection
/// loses elements, a binding past its end reads the element it last read and ignores writes
/// until the body that made it runs again and replaces it.
extension ViewBinding: @MainActor Sequence, @MainActor Collection,
  @MainActor BidirectionalCollection, @MainActor RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection {
  public typealias Element = ViewBinding<Value.Element>
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public typealias SubSequence = Slice<ViewBinding<Value>>
  public typealias Iterator = IndexingIterator<ViewBinding<Value>>

  public var startIndex: Index { wrappedValue.startIndex }
  public var endIndex: Index { wrappedValue.endIndex }
  public var indices: Indices { wrappedValue.indices }
  public func index(after index: Index) -> Index { wrappedValue.index(after: index) }
  public func index(before index: Index) -> Index { wrappedValue.index(before: index) }
  public func index(_ index: Index, offsetBy distance: Int) -> Index {
    wrappedValue.index(index, offsetBy: distance)
  }
  public func distance(from start: Index, to end: Index) -> Int {
    wrappedValue.distance(from: start, to: end)
  }

  public subscript(position: Index) -> ViewBinding<Value.Element> {
    var last = wrappedValue[position]
    return ViewBinding<Value.Element>(
      get: {
        let collection = self.wrappedValue
        guard position >= collection.startIndex, position < collection.endIndex else {
          return last
        }
        last = collection[position]
        return last
      },
      set: { element in
        var collection = self.wrappedValue
        guard position >= collection.startIndex, position < collection.endIndex else { return }
        collection[position] = element
        self.wrappedValue = collection
      })
  }
}

extension Store where Action: BindableAction, Action.State == State {
  /// A binding to the field at `keyPath`: reading it reads the store (and is observed like any
  /// read), setting it sends `.binding(.set(keyPath, value))`, which `BindingReducer`
  /// applies.
  ///
  /// ```swift
  /// TextField("Search", text: store.binding(\.query))
  /// ```
  public func binding<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>
  ) -> ViewBinding<Value> {
    ViewBinding(
      get: { self.state[keyPath: keyPath] },
      set: { self.send(.set(keyPath, $0)) })
  }
}
