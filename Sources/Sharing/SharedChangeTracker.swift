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
  @TaskLocal static var current: _SharedChangeTracker?
  @TaskLocal static var isAsserting = false
  /// While set, live reads give each value as it was right after this step (see `step`).
  @TaskLocal static var comparisonStep: Int?

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
    try Self.$current.withValue(self) { try body() }
  }

  /// Builds or compares expected state: shared values read and write their snapshots; the
  /// live values they are compared with are those at `step`.
  public func asserting<R>(atStep step: Int? = nil, _ body: () throws -> R) rethrows -> R {
    try Self.$current.withValue(self) {
      try Self.$isAsserting.withValue(true) {
        try Self.$comparisonStep.withValue(step) { try body() }
      }
    }
  }

  /// Reads live shared values as they were at `step` (to show actual state in a diff).
  public func reading<R>(atStep step: Int, _ body: () throws -> R) rethrows -> R {
    try Self.$comparisonStep.withValue(step) { try body() }
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
