import CGtk

/// The Swift owner of one reference to a GObject.
///
/// Every wrapper in this module is an `Object`. It holds exactly one strong reference to its
/// GObject and drops it in an isolated `deinit`, so the reference is released on the main thread
/// even when the last Swift reference goes away elsewhere.
///
/// Signal handlers are owned by the GObject, not by the wrapper: a handler's closure lives until
/// the GObject is disposed or the handler is disconnected. A closure that captures its own
/// widget strongly therefore keeps that widget alive; capture widgets `weak` or `unowned`.
///
/// ```swift
/// let button = Button(label: "+")
/// button.onClicked { store.send(.increment) }
/// ```
@MainActor
open class Object {
  /// The wrapped GObject: an escape hatch for GTK calls that this module does not wrap.
  ///
  /// The pointer is valid for as long as this wrapper is alive.
  public let gobjectPointer: UnsafeMutableRawPointer

  /// How a wrapper takes its reference from the C function that produced the pointer.
  package enum Ownership {
    /// The pointer comes from a constructor: a floating reference is sunk, a full reference
    /// (`transfer full`) is adopted as it is.
    case adoptNew
    /// The pointer is borrowed (`transfer none`): the wrapper adds a reference of its own.
    case retain
  }

  package init(_ pointer: UnsafeMutableRawPointer, _ ownership: Ownership) {
    gobjectPointer = pointer
    switch ownership {
    case .adoptNew:
      // A floating reference belongs to whoever sinks it first; a non-floating one from a
      // constructor is already ours. Calling ref_sink on the latter would leak a reference.
      if g_object_is_floating(pointer) != 0 { g_object_ref_sink(pointer) }
    case .retain:
      g_object_ref(pointer)
    }
    #if DEBUG
    LiveObjectCounter.wrappers.increment()
    if self is Widget { LiveObjectCounter.widgets.increment() }
    #endif
  }

  isolated deinit {
    g_object_unref(gobjectPointer)
    #if DEBUG
    LiveObjectCounter.wrappers.decrement()
    if self is Widget { LiveObjectCounter.widgets.decrement() }
    #endif
  }

  /// The GObject's reference count: for tests that check that nothing else holds the object.
  public var referenceCount: UInt32 {
    gobjectPointer.assumingMemoryBound(to: GObject.self).pointee.ref_count
  }
}
