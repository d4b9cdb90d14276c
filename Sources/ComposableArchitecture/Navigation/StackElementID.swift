import CustomDump
import Synchronization

/// The identity of an element of a ``StackState``: it stays with the element while the stack
/// changes around it, and is how actions address the element (`.element(id:action:)`,
/// `.popFrom(id:)`).
///
/// Ids come from the `DependencyValues.stackElementID` generator, so they are deterministic in
/// tests: each `TestStore` starts from `#0` and counts up, and a test writes them as integer
/// literals:
///
/// ```swift
/// await store.send(\.path[id: 0].detail.saveButtonTapped)
/// await store.receive(\.path.popFrom, id: 0) {
///   $0.path[id: 0] = nil
/// }
/// ```
public struct StackElementID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
  /// The position of this id in the sequence its generator hands out.
  let generation: Int

  init(generation: Int) {
    self.generation = generation
  }

  /// The id a generator hands out in the given position: `#0`, `#1`, …; written in tests as
  /// `.element(id: 0, action: …)`.
  public init(integerLiteral value: Int) {
    self.init(generation: value)
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }
}

extension StackElementID: CustomDebugStringConvertible, CustomStringConvertible,
  CustomDumpStringConvertible
{
  public var debugDescription: String { "#\(generation)" }
  public var description: String { debugDescription }
  public var customDumpDescription: String { debugDescription }
}

extension StackElementID: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(generation: try Int(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    try generation.encode(to: encoder)
  }
}

/// Hands out the ids of stack elements: `#0`, `#1`, `#2`, … in order.
///
/// ``StackState`` asks `DependencyValues.stackElementID` for an id each time an element is
/// added without one (`append`, `init(_:)`, array literals). The live generator counts for the
/// whole process; the test generator counts from `#0` in each test, and `TestStore` gives each
/// store a fresh one, so that the ids a test asserts do not depend on what ran before it.
public struct StackElementIDGenerator: Sendable {
  private final class Counter: Sendable {
    let next = Mutex(0)
  }

  private let counter = Counter()

  private init() {}

  /// A generator that starts at `#0` and counts up by one.
  public static var incrementing: Self { Self() }

  /// Hands out the next id.
  public func next() -> StackElementID {
    StackElementID(
      generation: counter.next.withLock { next in
        defer { next += 1 }
        return next
      }
    )
  }

  /// Hands out the next id: `stackElementID()`.
  public func callAsFunction() -> StackElementID {
    next()
  }

  /// The id ``next()`` would hand out, without handing it out.
  public func peek() -> StackElementID {
    StackElementID(generation: counter.next.withLock { $0 })
  }

  /// Makes sure the next id handed out comes after `id`: ids that entered a stack from
  /// elsewhere (a pushed id, an id held by a decoded or restored stack) are never handed out
  /// again.
  func advance(past id: StackElementID) {
    counter.next.withLock { next in
      next = Swift.max(next, id.generation + 1)
    }
  }
}

private enum StackElementIDKey: DependencyKey {
  static let liveValue = StackElementIDGenerator.incrementing
  static var testValue: StackElementIDGenerator { .incrementing }
}

extension DependencyValues {
  /// Hands out the ids of the elements added to a ``StackState``.
  ///
  /// Live, ids are unique in the process. In tests they start at `#0` for each `TestStore`.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDKey.self] }
    set { self[StackElementIDKey.self] = newValue }
  }
}
