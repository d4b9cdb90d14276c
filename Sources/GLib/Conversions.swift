import CGtk

// What the generated bindings call to cross between Swift values and C arguments. `package`:
// every generated module of this package uses them; users never need to.

/// A C pointer type that GTK's headers give a GObject parameter: a typed pointer when the
/// struct is complete (`GtkWidget *`), `OpaquePointer` when it is not (`GtkOrientable *`).
/// The generated code lets type inference pick the one the C function expects.
package protocol CPointerConvertible {
  init(cRaw: UnsafeMutableRawPointer)
  var cRaw: UnsafeMutableRawPointer { get }
}

extension UnsafeMutablePointer: CPointerConvertible {
  @inline(__always) package init(cRaw: UnsafeMutableRawPointer) {
    self = cRaw.assumingMemoryBound(to: Pointee.self)
  }
  @inline(__always) package var cRaw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafePointer: CPointerConvertible {
  @inline(__always) package init(cRaw: UnsafeMutableRawPointer) {
    self = UnsafePointer(cRaw.assumingMemoryBound(to: Pointee.self))
  }
  @inline(__always) package var cRaw: UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(mutating: self)
  }
}

extension UnsafeMutableRawPointer: CPointerConvertible {
  @inline(__always) package init(cRaw: UnsafeMutableRawPointer) { self = cRaw }
  @inline(__always) package var cRaw: UnsafeMutableRawPointer { self }
}

extension UnsafeRawPointer: CPointerConvertible {
  @inline(__always) package init(cRaw: UnsafeMutableRawPointer) { self.init(cRaw) }
  @inline(__always) package var cRaw: UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(mutating: self)
  }
}

extension OpaquePointer: CPointerConvertible {
  @inline(__always) package init(cRaw: UnsafeMutableRawPointer) { self.init(cRaw) }
  @inline(__always) package var cRaw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

@MainActor @inline(__always)
package func cPointer<P: CPointerConvertible>(_ object: any GObjectRepresentable) -> P {
  P(cRaw: object.gobjectPointer)
}

@MainActor @inline(__always)
package func cOptionalPointer<P: CPointerConvertible>(_ object: (any GObjectRepresentable)?) -> P? {
  object.map { P(cRaw: $0.gobjectPointer) }
}

/// An object passed to a C function that takes ownership of it (`transfer full`): a reference
/// is added for the callee, so the wrapper keeps its own.
@MainActor @inline(__always)
package func cPointerGiving<P: CPointerConvertible>(_ object: any GObjectRepresentable) -> P {
  g_object_ref(object.gobjectPointer)
  return P(cRaw: object.gobjectPointer)
}

@MainActor @inline(__always)
package func cOptionalPointerGiving<P: CPointerConvertible>(_ object: (any GObjectRepresentable)?)
  -> P?
{
  object.map { cPointerGiving($0) }
}

/// A GObject pointer GLib hands out untyped (a signal's instance) as the C type a function
/// expects: the cast a `GTK_WIDGET()` macro does, without its check.
@inline(__always)
package func cCast<P: CPointerConvertible>(_ pointer: UnsafeMutableRawPointer) -> P {
  P(cRaw: pointer)
}

@inline(__always)
package func rawPointer<P: CPointerConvertible>(_ pointer: P) -> UnsafeMutableRawPointer {
  pointer.cRaw
}

@inline(__always)
package func rawPointer<P: CPointerConvertible>(_ pointer: P?) -> UnsafeMutableRawPointer? {
  pointer?.cRaw
}

/// A string GTK lends (`transfer none`).
@inline(__always)
package func borrowedString(_ pointer: UnsafePointer<CChar>?) -> String? {
  pointer.map { String(cString: $0) }
}

@inline(__always)
package func borrowedString(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
  pointer.map { String(cString: $0) }
}

/// A string GTK gives away (`transfer full`): copied, then freed with `g_free`.
@inline(__always)
package func ownedString(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
  guard let pointer else { return nil }
  defer { g_free(pointer) }
  return String(cString: pointer)
}

@inline(__always)
package func ownedString(_ pointer: UnsafePointer<CChar>?) -> String? {
  ownedString(pointer.map { UnsafeMutablePointer(mutating: $0) })
}

/// A generated enumeration: its C value as GIR gives it.
package protocol CEnumeration {
  init(cValue: Int64)
  var cValue: Int64 { get }
}

/// A generated set of flags.
package protocol CFlags: OptionSet where RawValue == UInt32 {}

@inline(__always)
package func cEnum<C: RawRepresentable>(_ value: some CEnumeration) -> C
where C.RawValue: BinaryInteger {
  C(rawValue: C.RawValue(truncatingIfNeeded: value.cValue))!
}

@inline(__always)
package func cEnum<C: BinaryInteger>(_ value: some CEnumeration) -> C {
  C(truncatingIfNeeded: value.cValue)
}

@inline(__always)
package func swiftEnum<E: CEnumeration, C: RawRepresentable>(_ value: C) -> E
where C.RawValue: BinaryInteger {
  E(cValue: Int64(value.rawValue))
}

@inline(__always)
package func swiftEnum<E: CEnumeration, C: BinaryInteger>(_ value: C) -> E {
  E(cValue: Int64(value))
}

@inline(__always)
package func cFlags<C: RawRepresentable>(_ value: some CFlags) -> C
where C.RawValue: BinaryInteger {
  C(rawValue: C.RawValue(truncatingIfNeeded: value.rawValue))!
}

@inline(__always)
package func cFlags<C: BinaryInteger>(_ value: some CFlags) -> C {
  C(truncatingIfNeeded: value.rawValue)
}

@inline(__always)
package func swiftFlags<F: CFlags, C: RawRepresentable>(_ value: C) -> F
where C.RawValue: BinaryInteger {
  F(rawValue: UInt32(truncatingIfNeeded: value.rawValue))
}

@inline(__always)
package func swiftFlags<F: CFlags, C: BinaryInteger>(_ value: C) -> F {
  F(rawValue: UInt32(truncatingIfNeeded: value))
}

/// The message for an enumeration value the bindings do not name: the library is newer than
/// the introspection data they were generated from.
package func unknownEnumerationValue(_ value: Int64, of type: String) -> Never {
  fatalError(
    "\(type) has no case for the value \(value): the library is newer than the GObject-introspection data these bindings were generated from; run `make generate` against it"
  )
}

/// A pointer the introspection data says is never `NULL`.
@inline(__always)
package func nonNull<P>(_ pointer: P?, _ symbol: StaticString) -> P {
  guard let pointer else {
    fatalError("\(symbol) returned NULL, which its introspection data says it never does")
  }
  return pointer
}

/// A Swift `Bool` as the C function wants it: a `gboolean` (an `int`), or C99's `bool`.
@inline(__always) package func cBool(_ value: Bool) -> Int32 { value ? 1 : 0 }
@inline(__always) package func cBool(_ value: Bool) -> Bool { value }

/// A C truth value, a `gboolean` or C99's `bool`, as a Swift `Bool`.
@inline(__always) package func swiftBool(_ value: Int32) -> Bool { value != 0 }
@inline(__always) package func swiftBool(_ value: Bool) -> Bool { value }
