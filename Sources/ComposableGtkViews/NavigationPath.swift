/// A list of values of any hashable types, as SwiftUI's `NavigationPath`: the path of a
/// ``NavigationStack`` whose pages are of several types, each built by the
/// `navigationDestination(for:destination:)` of its type.
///
/// ```swift
/// @State var path = NavigationPath()
///
/// NavigationStack(path: $path) {
///   List(syncUps) { syncUp in
///     NavigationLink(syncUp.title, value: syncUp)
///   }
///   .navigationDestination(for: SyncUp.self) { syncUp in SyncUpDetailView(syncUp: syncUp) }
///   .navigationDestination(for: Meeting.self) { meeting in MeetingView(meeting: meeting) }
/// }
/// ```
///
/// Its values are `Sendable`, so that the path is too: a feature's state can hold it.
public struct NavigationPath: Equatable, @unchecked Sendable {
  // Unchecked: `AnyHashable` is not `Sendable`, but every value in it is (`append` and the
  // initializer take only `Sendable` values).
  /// The values, the root's first.
  var elements: [AnyHashable]

  /// An empty path: the stack shows its root.
  public init() { elements = [] }

  /// A path of `elements`, the first pushed first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Sendable {
    self.elements = elements.map(AnyHashable.init)
  }

  /// How many values the path holds: how many pages are pushed.
  public var count: Int { elements.count }

  /// Whether the stack shows its root.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes the page of `value`.
  public mutating func append<V: Hashable & Sendable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Pops the last `k` pages (one when not given).
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(k)
  }
}
