import CGtk

/// The Swift owner of one reference to an instance of a fundamental type that is not a
/// GObject but counts its references itself: `GdkEvent`, `GskRenderNode`, `GtkExpression`.
///
/// Ownership follows the introspection data, as for objects: an instance C gives
/// (`transfer full`, a constructor's result) is adopted, one C lends gets a reference of the
/// wrapper's own (the type's `ref` function), and the wrapper drops its reference once, with
/// the type's `unref` function, when it goes away; an instance passed to a C function that
/// takes a reference (`transfer full`) is given one of its own.
///
/// These types have no place to keep a wrapper on the instance, so an instance returned twice
/// gets two wrappers (`===` is not identity here); each is of the most specific class
/// registered for the instance's type (a key press comes back as `Gdk.KeyEvent`).
@MainActor
open class Fundamental {
  /// How a wrapper takes the instance a C function produced.
  public enum Ownership: Sendable {
    /// Given (`transfer full`): the wrapper's reference.
    case adopt
    /// Lent (`transfer none`): the wrapper takes a reference of its own.
    case retain
  }

  /// The wrapped instance, valid for as long as the wrapper is alive.
  public let instancePointer: UnsafeMutableRawPointer
  private let unref: (UnsafeMutableRawPointer) -> Void
  package let ref: (UnsafeMutableRawPointer) -> Void

  public init(
    _ pointer: UnsafeMutableRawPointer, _ ownership: Ownership,
    ref: @escaping (UnsafeMutableRawPointer) -> Void,
    unref: @escaping (UnsafeMutableRawPointer) -> Void
  ) {
    instancePointer = pointer
    self.ref = ref
    self.unref = unref
    if ownership == .retain { ref(pointer) }
    #if DEBUG
      LiveObjectCounter.fundamentals.increment()
    #endif
  }

  isolated deinit {
    #if DEBUG
      LiveObjectCounter.fundamentals.decrement()
    #endif
    unref(instancePointer)
  }
}

/// The classes generated for fundamental types, by GType: which class wraps an instance.
@MainActor
package enum FundamentalRegistry {
  private static var factories:
    [GType: (UnsafeMutableRawPointer, Fundamental.Ownership) -> Fundamental] = [:]

  package static func register(
    _ type: GType,
    _ factory: @escaping (UnsafeMutableRawPointer, Fundamental.Ownership) -> Fundamental
  ) {
    factories[type] = factory
  }

  /// The wrapper of `pointer`: of the class registered for its type or its nearest ancestor,
  /// `fallback` when there is none.
  package static func wrap<T: Fundamental>(
    _ pointer: UnsafeMutableRawPointer, _ ownership: Fundamental.Ownership, registered: Void,
    _ fallback: (UnsafeMutableRawPointer, Fundamental.Ownership) -> T
  ) -> T {
    var type = g_type_from_instance_shim(pointer)
    while type != 0 {
      if let factory = factories[type], let wrapper = factory(pointer, ownership) as? T {
        return wrapper
      }
      type = g_type_parent(type)
    }
    return fallback(pointer, ownership)
  }
}

/// `G_TYPE_FROM_INSTANCE`: the instance's class's GType.
@inline(__always)
private func g_type_from_instance_shim(_ pointer: UnsafeMutableRawPointer) -> GType {
  pointer.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
}

@MainActor @inline(__always)
package func cPointer<P: CPointerConvertible>(_ instance: Fundamental) -> P {
  P(cRaw: instance.instancePointer)
}

@MainActor @inline(__always)
package func cOptionalPointer<P: CPointerConvertible>(_ instance: Fundamental?) -> P? {
  instance.map { P(cRaw: $0.instancePointer) }
}

/// An instance passed to a C function that takes a reference (`transfer full`).
@MainActor @inline(__always)
package func cPointerGiving<P: CPointerConvertible>(_ instance: Fundamental) -> P {
  instance.ref(instance.instancePointer)
  return P(cRaw: instance.instancePointer)
}

@MainActor @inline(__always)
package func cOptionalPointerGiving<P: CPointerConvertible>(_ instance: Fundamental?) -> P? {
  instance.map { cPointerGiving($0) }
}

#if DEBUG
  extension LiveObjectCounter {
    /// `Fundamental` wrappers alive: each drops its reference once.
    package static let fundamentals = LiveObjectCounter("fundamental-type wrappers")
  }
#endif
