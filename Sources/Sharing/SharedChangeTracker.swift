import Foundation

/// How `TestStore` makes changes to shared state assertable, as TCA 1.10+ does. Not API for
/// features.
///
/// While a tracker is `current` (the store runs the feature inside `tracking`), the first change
/// to each shared value keeps a snapshot of the value before it: the last asserted value. Inside
/// `asserting`, reads of shared values give those snapshots and `withLock` changes the snapshots
/// only, so an expectation closure builds the expected shared values from the previous step's
/// ones; `==` on `Shared` then compares the expected snapshot (left) with the live value (right).
//
// `@unchecked Sendable`: `boxes` and `wroteSnapshot` are only touched under `lock`.
public final class _SharedChangeTracker: @unchecked Sendable {
  /// What a task sees of the tracking, in one task-local: `TestStore` sets it two or three
  /// times per step, and each `withValue` costs a push and a pop.
  struct Context: Sendable {
    var tracker: _SharedChangeTracker?
    var isAsserting = false
    /// While set, live reads give each value as it was right after this step (see `step`).
    var comparisonStep: Int?
  }
  @TaskLocal static var context = Context()

  static var current: _SharedChangeTracker? { context.tracker }
  static var isAsserting: Bool { context.isAsserting }
  static var comparisonStep: Int? { context.comparisonStep }

  private let lock = NSLock()
  private var boxes: [ObjectIdentifier: any SharedSnapshotting] = [:]
  private var wroteSnapshot = false
  private var sequence = 0

  /// A number that grows with each change to a tracked shared value: taken when an action has
  /// been reduced, it names the shared values as that action left them, even after effects
  /// changed them again.
  public var step: Int { lock.withLock { sequence } }

  public init() {}

  /// Runs the feature: changes to shared values made in `body`, and in tasks it starts, keep
  /// their last asserted value.
  public func tracking<R>(_ body: () throws -> R) rethrows -> R {
    var context = Self.context
    context.tracker = self
    return try Self.$context.withValue(context) { try body() }
  }

  /// Builds or compares expected state: shared values read and write their snapshots; the
  /// live values they are compared with are those at `step`.
  public func asserting<R>(atStep step: Int? = nil, _ body: () throws -> R) rethrows -> R {
    let context = Context(tracker: self, isAsserting: true, comparisonStep: step)
    return try Self.$context.withValue(context) { try body() }
  }

  /// Reads live shared values as they were at `step` (to show actual state in a diff).
  public func reading<R>(atStep step: Int, _ body: () throws -> R) rethrows -> R {
    var context = Self.context
    context.comparisonStep = step
    return try Self.$context.withValue(context) { try body() }
  }

  /// Whether an expectation closure changed a shared value since the last `reset`.
  public var didAssertSharedChange: Bool { lock.withLock { wroteSnapshot } }

  /// Whether a shared value changed since the last `reset`.
  public var hasChanges: Bool { lock.withLock { !boxes.isEmpty } }

  /// The steps up to `step` are asserted: the next one starts from the shared values as `step`
  /// left them (all of them, by default).
  public func reset(toStep step: Int = .max) {
    let tracked = lock.withLock {
      defer { wroteSnapshot = false }
      return Array(boxes.values)
    }
    for box in tracked where !box.advanceSnapshot(toStep: step) {
      lock.withLock { _ = boxes.removeValue(forKey: ObjectIdentifier(box)) }
    }
  }

  func track(_ box: some SharedSnapshotting, assertedWrite: Bool) {
    lock.withLock {
      boxes[ObjectIdentifier(box)] = box
      if assertedWrite { wroteSnapshot = true }
    }
  }

  func nextStep() -> Int {
    lock.withLock {
      sequence += 1
      return sequence
    }
  }
}

protocol SharedSnapshotting: AnyObject, Sendable {
  /// Makes the value at `step` the asserted one; false when no later change remains.
  func advanceSnapshot(toStep step: Int) -> Bool
}
