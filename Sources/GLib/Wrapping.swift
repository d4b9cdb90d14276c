import CGtk

/// Keeps the one live wrapper of each GObject on the object itself, as qdata holding a weak
/// reference: a wrapper that is being released (its isolated `deinit` may run later, on the
/// main thread) is never handed out again.
@MainActor
enum WrapperIdentity {
  private final class WeakWrapper {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
  }

  // g_quark_from_string copies the name: the _static_ variant would keep a pointer to the
  // temporary C string Swift makes for the call (AddressSanitizer saw GLib read it freed).
  private static let quark = g_quark_from_string("swift-composable-gtk-wrapper")

  private static let releaseBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
  }

  static func record(_ object: Object) {
    let box = Unmanaged.passRetained(WeakWrapper(object) as AnyObject).toOpaque()
    g_object_set_qdata_full(
      object.gobjectPointer.assumingMemoryBound(to: GObject.self), quark, box, releaseBox)
  }

  static func forget(_ object: Object) {
    let pointer = object.gobjectPointer.assumingMemoryBound(to: GObject.self)
    guard let box = g_object_get_qdata(pointer, quark) else { return }
    let recorded = Unmanaged<AnyObject>.fromOpaque(box).takeUnretainedValue() as! WeakWrapper
    // A newer wrapper may have been recorded since (hand-written code that wraps twice);
    // only the wrapper's own record goes with it.
    if recorded.object == nil || recorded.object === object {
      g_object_set_qdata(pointer, quark, nil)
    }
  }

  static func existing(_ pointer: UnsafeMutableRawPointer) -> Object? {
    guard let box = g_object_get_qdata(pointer.assumingMemoryBound(to: GObject.self), quark)
    else { return nil }
    return (Unmanaged<AnyObject>.fromOpaque(box).takeUnretainedValue() as! WeakWrapper).object
  }
}

/// Which Swift class wraps which GType. The generated modules register their classes; a
/// wrapper is created as the class registered for the object's own type, or for its nearest
/// registered ancestor.
@MainActor
public enum TypeRegistry {
  /// Makes a wrapper of one class for a pointer.
  public typealias Factory = @MainActor (UnsafeMutableRawPointer, Object.Ownership) -> Object

  private static var classes: [GType: (type: Object.Type, make: Factory)] = [:]

  /// Registers `type` as the wrapper of its ``Object/gType``, created by `make`. Generated
  /// modules call this for each of their classes; call it for a class of your own so that
  /// objects of its GType come back from C as instances of it.
  ///
  /// ```swift
  /// TypeRegistry.register(SourceView.self) { SourceView($0, $1) }
  /// ```
  public static func register<T: Object>(
    _ type: T.Type, _ make: @escaping @MainActor (UnsafeMutableRawPointer, Object.Ownership) -> T
  ) {
    classes[type.gType] = (type, make)
  }

  /// Every registered class with its GType, in no particular order: for tests that go over
  /// all the classes the bindings have.
  package static var registeredClasses: [(gType: GType, type: Object.Type)] {
    classes.map { ($0.key, $0.value.type) }
  }

  /// The most specific registered class for an object of GType `gType` that `accepts`.
  static func wrapperClass(
    for gType: GType, where accepts: (Object.Type) -> Bool
  ) -> (type: Object.Type, make: Factory)? {
    var current = gType
    while current != 0 {
      if let entry = classes[current] { return accepts(entry.type) ? entry : nil }
      current = g_type_parent(current)
    }
    return nil
  }
}

extension Object {
  /// The wrapper of `pointer`: the live one if there is one, else a new one of the most
  /// specific registered class that is a `T`, else one made by `make`.
  ///
  /// `ownership` says what the caller holds: `.adoptNew` when it owns a reference (it is
  /// dropped if a wrapper already exists), `.retain` when it borrows the pointer.
  public static func wrapper<T: Object>(
    of pointer: UnsafeMutableRawPointer, _ ownership: Ownership,
    _ make: (UnsafeMutableRawPointer, Ownership) -> T
  ) -> T {
    if let existing = WrapperIdentity.existing(pointer) as? T {
      settle(ownership, pointer)
      return existing
    }
    let actual = gTypeOfInstance(pointer)
    if let entry = TypeRegistry.wrapperClass(for: actual, where: { $0 is T.Type }),
      let object = entry.make(pointer, ownership) as? T
    {
      return object
    }
    return make(pointer, ownership)
  }

  /// The wrapper of an object known by an interface it implements: like
  /// ``wrapper(of:_:_:)``, where `conforms` tells which classes implement the interface, and
  /// `make` creates the interface's own wrapper when no registered class does (a private class
  /// of the library).
  public static func wrapper(
    of pointer: UnsafeMutableRawPointer, _ ownership: Ownership,
    conforms: (Object.Type) -> Bool, _ make: (UnsafeMutableRawPointer, Ownership) -> Object
  ) -> Object {
    if let existing = WrapperIdentity.existing(pointer), conforms(type(of: existing)) {
      settle(ownership, pointer)
      return existing
    }
    let actual = gTypeOfInstance(pointer)
    if let entry = TypeRegistry.wrapperClass(for: actual, where: conforms) {
      return entry.make(pointer, ownership)
    }
    return make(pointer, ownership)
  }

  /// The existing wrapper holds its reference already: one the caller owned is dropped (a
  /// floating one sunk first, so that the unref really drops it).
  private static func settle(_ ownership: Ownership, _ pointer: UnsafeMutableRawPointer) {
    switch ownership {
    case .adoptNew:
      if g_object_is_floating(pointer) != 0 { g_object_ref_sink(pointer) }
      g_object_unref(pointer)
    case .sinkOrRetain:
      if g_object_is_floating(pointer) != 0 {
        g_object_ref_sink(pointer)
        g_object_unref(pointer)
      }
    case .retain:
      break
    }
  }
}

func gTypeOfInstance(_ pointer: UnsafeMutableRawPointer) -> GType {
  pointer.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
}
