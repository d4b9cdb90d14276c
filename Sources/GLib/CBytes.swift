import CGtk

// `GBytes` as the generated bindings pass and receive it: a Swift `[UInt8]`. GLib's bytes are
// immutable and shared by reference counting, so a copy into Swift costs one `memcpy` and
// leaves no reference behind.

/// The `GBytes` made from a Swift array for an argument: GLib's own copy, whose reference the
/// binding drops after the call (`release()`), or hands over when the C function takes it
/// (`transfer full`).
package struct CArgumentBytes {
  private let bytes: OpaquePointer

  package init(_ values: [UInt8]) {
    bytes = values.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
  }

  @inline(__always)
  package func pointer<P: CPointerConvertible>() -> P { P(cRaw: UnsafeMutableRawPointer(bytes)) }

  package func release() { g_bytes_unref(bytes) }
}

/// The contents of a `GBytes` a C function returns or writes; the reference is dropped when
/// the function gave it (`transfer full`).
package func bytesValue(_ pointer: UnsafeMutableRawPointer?, transfer: CTransfer) -> [UInt8]? {
  guard let pointer else { return nil }
  let bytes = OpaquePointer(pointer)
  defer { if transfer != .none { g_bytes_unref(bytes) } }
  var size = 0
  guard let data = g_bytes_get_data(bytes, &size), size > 0 else { return [] }
  return Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
}
