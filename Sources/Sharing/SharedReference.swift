import Foundation
import Observation

/// Something a `SharedReader` reads from: the root storage of a shared value, or a path into it.
protocol SharedReadable<Value>: Sendable {
  associatedtype Value: Sendable
  /// The current value; reading it registers an observation access on the root storage.
  var value: Value { get }
  /// The value as the last assertion of a `TestStore` left it (`snapshot`), or the live one.
  func value(snapshot: Bool) -> Value
}

extension SharedReadable {
  var value: Value { value(snapshot: _SharedChangeTracker.isAsserting) }
}

/// Something a `Shared` reads from and writes to.
protocol SharedWritable<Value>: SharedReadable {
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R
}

/// The one place a shared value lives. Every `Shared` and `SharedReader` that refers to the same
/// value (the same key, or copies and derivations of one `Shared(value:)`) reads this box, and
/// observers of any of them are notified through its registrar.
//
// `@unchecked Sendable`: every stored `var` is read and written only under `lock`. The lock is
// recursive so that code running inside `withLock` (or an observer notified from it) may read
// the value again on the same thread.
final class SharedBox<Value: Sendable>: SharedWritable, SharedSnapshotting, Observable,
  @unchecked Sendable
{
  private let lock = NSRecursiveLock()
  private let registrar = ObservationRegistrar()
  private var _value: Value
  private let defaultValue: Value
  private var save: (@Sendable (Value) -> Void)?
  private var subscription: SharedSubscription?
  /// The last asserted value while a `TestStore` tracks changes (see `_SharedChangeTracker`).
  private var snapshot: Value?
  /// The changes made since `snapshot`, each with its tracker step.
  private var changes: [(step: Int, value: Value)] = []

  init(_ value: Value) {
    self._value = value
    self.defaultValue = value
  }

  /// A box whose value comes from `key`, follows the key's external changes, and (for a
  /// writable key) is saved through it after every change.
  init<Key: SharedReaderKey<Value>>(key: Key, default defaultValue: Value) {
    self._value = key.load(initialValue: defaultValue) ?? defaultValue
    self.defaultValue = defaultValue
    if let key = key as? any SharedKey<Value> { attachSave(key) }
    let subscription = key.subscribe(initialValue: defaultValue) { [weak self] newValue in
      self?.replaceFromKey(newValue)
    }
    lock.withLock { self.subscription = subscription }
  }

  func attachSave(_ key: some SharedKey<Value>) {
    lock.withLock {
      guard save == nil else { return }
      save = { key.save($0, immediately: false) }
    }
  }

  var value: Value { value(snapshot: _SharedChangeTracker.isAsserting) }

  func value(snapshot useSnapshot: Bool) -> Value {
    registrar.access(self, keyPath: \.value)
    return lock.withLock {
      if useSnapshot { return snapshot ?? _value }
      guard let step = _SharedChangeTracker.comparisonStep, !changes.isEmpty else { return _value }
      return changes.last(where: { $0.step <= step })?.value ?? snapshot ?? _value
    }
  }

  func advanceSnapshot(toStep step: Int) -> Bool {
    lock.withLock {
      if let reached = changes.last(where: { $0.step <= step }) { snapshot = reached.value }
      changes.removeAll { $0.step <= step }
      if changes.isEmpty { snapshot = nil }
      return !changes.isEmpty
    }
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    if let tracker = _SharedChangeTracker.current {
      if _SharedChangeTracker.isAsserting {
        var expected = snapshot ?? _value
        let result = try body(&expected)
        snapshot = expected
        tracker.track(self, assertedWrite: true)
        return result
      }
      if snapshot == nil { snapshot = _value }
    }
    var newValue = _value
    let result = try body(&newValue)
    if let tracker = _SharedChangeTracker.current {
      changes.append((tracker.nextStep(), newValue))
      tracker.track(self, assertedWrite: false)
    }
    registrar.withMutation(of: self, keyPath: \.value) { _value = newValue }
    save?(newValue)
    return result
  }

  /// A change that came from outside (another process wrote the file): observers are told, but
  /// the value is not saved back.
  private func replaceFromKey(_ newValue: Value?) {
    lock.lock()
    defer { lock.unlock() }
    registrar.withMutation(of: self, keyPath: \.value) { _value = newValue ?? defaultValue }
  }

  deinit { subscription?.cancel() }
}

/// A path into another reference: `$parent.child`.
struct KeyPathReference<Root: Sendable, Value: Sendable>: SharedWritable {
  let base: any SharedWritable<Root>
  let keyPath: WritableKeyPath<Root, Value> & Sendable

  func value(snapshot: Bool) -> Value { base.value(snapshot: snapshot)[keyPath: keyPath] }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { try body(&$0[keyPath: keyPath]) }
  }
}

/// A read-only path into another reference.
struct ReadKeyPathReference<Root: Sendable, Value: Sendable>: SharedReadable {
  let base: any SharedReadable<Root>
  let keyPath: KeyPath<Root, Value> & Sendable

  func value(snapshot: Bool) -> Value { base.value(snapshot: snapshot)[keyPath: keyPath] }
}

/// An optional shared value seen as non-optional (`Shared($optional)`): once the base becomes
/// `nil`, reads keep the last value it had when unwrapped and writes are dropped, as they are in
/// swift-sharing.
struct UnwrappedReference<Value: Sendable>: SharedWritable {
  let base: any SharedWritable<Value?>
  let lastValue: Value

  func value(snapshot: Bool) -> Value { base.value(snapshot: snapshot) ?? lastValue }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { optional in
      var value = optional ?? lastValue
      let result = try body(&value)
      if optional != nil { optional = value }
      return result
    }
  }
}

/// Boxes currently in use, by key id: two `@Shared` with equal keys share one box. Entries are
/// weak, so a value whose last reference went away is loaded again from its key next time.
//
// `@unchecked Sendable`: `boxes` is only touched under `lock`.
final class SharedBoxCache: @unchecked Sendable {
  static let shared = SharedBoxCache()

  private struct WeakBox { weak var object: AnyObject? }
  private let lock = NSLock()
  private var boxes: [AnyHashable: WeakBox] = [:]

  func box<Key: SharedReaderKey>(
    for key: Key, default defaultValue: () -> Key.Value
  ) -> SharedBox<Key.Value> {
    lock.lock()
    defer { lock.unlock() }
    let id = AnyHashable(key.id)
    if let existing = boxes[id]?.object as? SharedBox<Key.Value> {
      if let key = key as? any SharedKey<Key.Value> { existing.attachSave(key) }
      return existing
    }
    let box = SharedBox(key: key, default: defaultValue())
    boxes[id] = WeakBox(object: box)
    if boxes.count > 64 { boxes = boxes.filter { $0.value.object != nil } }
    return box
  }
}
