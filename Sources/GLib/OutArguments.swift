import CGtk

/// The storage a generated binding lends a C function for its out parameters
/// (`direction="out"`, `inout`): one zeroed, pointer-sized slot per parameter, which the C
/// function writes and the binding then reads as the Swift value it returns.
///
/// The slots are raw memory, so the generated code never has to spell the C type of a slot
/// (`GtkOrientation`, `GtkWidget *`, an incomplete struct's `OpaquePointer`): `pointer(_:)`
/// takes the type the C function's parameter has, and `load(_:as:)` reads the slot as a Swift
/// type of the same size and layout (an enumeration as `Int32`, an object as a raw pointer).
///
/// The binding owns the storage and frees it in a `defer`; what the C function wrote into it
/// (a string or object given with `transfer full`) the binding takes over when it converts it.
///
/// ```swift
/// let out = OutArguments(count: 2)
/// defer { out.deallocate() }
/// gtk_widget_get_size_request(widget, out.pointer(0), out.pointer(1))
/// return (width: out.load(0, as: Int32.self), height: out.load(1, as: Int32.self))
/// ```
package struct OutArguments {
  /// A slot holds any scalar, enumeration or pointer an out parameter of GObject
  /// introspection can have.
  static let slotSize = 8

  private let base: UnsafeMutableRawPointer

  package init(count: Int) {
    let bytes = Swift.max(count, 1) * Self.slotSize
    base = .allocate(byteCount: bytes, alignment: Self.slotSize)
    // Zeroed: an out parameter that the C function leaves alone reads as 0, `false` or NULL.
    base.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
  }

  package func deallocate() { base.deallocate() }

  /// Slot `index` as the pointer type the C function's parameter has.
  @inline(__always)
  package func pointer<P>(_ index: Int) -> UnsafeMutablePointer<P> {
    precondition(MemoryLayout<P>.size <= Self.slotSize, "\(P.self) does not fit an out slot")
    return (base + index * Self.slotSize).assumingMemoryBound(to: P.self)
  }

  /// Reads slot `index` as `type`, which has the size and layout of the C value written there.
  @inline(__always)
  package func load<T>(_ index: Int, as type: T.Type) -> T {
    (base + index * Self.slotSize).load(as: T.self)
  }

  /// Writes the value an `inout` parameter passes in.
  @inline(__always)
  package func store<T>(_ index: Int, _ value: T) {
    (base + index * Self.slotSize).storeBytes(of: value, as: T.self)
  }

  /// The pointer in slot `index` (an object, a string), or `nil`.
  @inline(__always)
  package func raw(_ index: Int) -> UnsafeMutableRawPointer? {
    load(index, as: UnsafeMutableRawPointer?.self)
  }

  /// A string in slot `index` that the C function lends (`transfer none`).
  package func borrowedString(_ index: Int) -> String? {
    raw(index).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
  }

  /// A string in slot `index` that the C function gives (`transfer full`): copied, then freed.
  package func ownedString(_ index: Int) -> String? {
    guard let pointer = raw(index) else { return nil }
    defer { g_free(pointer) }
    return String(cString: pointer.assumingMemoryBound(to: CChar.self))
  }

  /// Drops what the C function gave in slot `index` when the binding returns nothing for it
  /// (a function that reported, by returning `FALSE`, that its out values are not set).
  package func releaseString(_ index: Int) {
    if let pointer = raw(index) { g_free(pointer) }
  }

  /// Drops an object the C function gave (`transfer full`) in slot `index`; see
  /// ``releaseString(_:)``.
  package func releaseObject(_ index: Int) {
    if let pointer = raw(index) { g_object_unref(pointer) }
  }

  /// Frees a boxed record the C function gave (`transfer full`) in slot `index`; see
  /// ``releaseString(_:)``.
  package func releaseBoxed(_ index: Int, _ type: GType) {
    if let pointer = raw(index) { g_boxed_free(type, pointer) }
  }
}
