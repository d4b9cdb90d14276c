import CGtk

/// The Swift owner of one copy of a boxed record: a C struct with a GType, which GLib knows
/// how to copy and free (`GtkTreePath`, `GtkBitset`, `PangoFontDescription`).
///
/// Ownership follows the introspection data, as for objects:
///
/// - a record C gives away (`transfer full`, a constructor's result) is adopted as it is;
/// - a record C lends (`transfer none`) is copied with `g_boxed_copy`, so the wrapper never
///   depends on how long C keeps its own (a reference-counted record gets a new reference,
///   others a new copy);
/// - the wrapper frees its copy exactly once, with `g_boxed_free`, when it goes away;
/// - a record passed to a C function that takes ownership (`transfer full`) gets a copy of its
///   own, so the wrapper keeps its copy.
///
/// Unlike an object, a record has no identity to keep: two wrappers of one record returned
/// twice are two copies, equal in content. Records that are plain values (`GdkRGBA`,
/// `GtkTextIter`) are Swift structs instead, copied with `=`.
///
/// ```swift
/// let path = TreePath(string: "1:2")   // adopted: gtk_tree_path_new_from_string gives it
/// path.appendIndex(3)
/// ```
@MainActor
open class Boxed {
  /// How a wrapper takes the record a C function produced.
  public enum Ownership: Sendable {
    /// The record was given (`transfer full`): the wrapper frees it.
    case adopt
    /// The record is lent (`transfer none`): the wrapper frees a copy of its own.
    case copy
  }

  /// The wrapped record: an escape hatch for C calls these bindings do not wrap. Valid for as
  /// long as the wrapper is alive.
  public let boxedPointer: UnsafeMutableRawPointer
  /// The record's GType, which copies and frees it.
  public let boxedType: GType

  public init(_ pointer: UnsafeMutableRawPointer, boxedType: GType, _ ownership: Ownership) {
    self.boxedType = boxedType
    switch ownership {
    case .adopt: boxedPointer = pointer
    case .copy: boxedPointer = g_boxed_copy(boxedType, pointer)
    }
    #if DEBUG
      LiveObjectCounter.boxed.increment()
    #endif
  }

  isolated deinit {
    #if DEBUG
      LiveObjectCounter.boxed.decrement()
    #endif
    g_boxed_free(boxedType, boxedPointer)
  }
}

@MainActor @inline(__always)
package func cPointer<P: CPointerConvertible>(_ record: Boxed) -> P {
  P(cRaw: record.boxedPointer)
}

@MainActor @inline(__always)
package func cOptionalPointer<P: CPointerConvertible>(_ record: Boxed?) -> P? {
  record.map { P(cRaw: $0.boxedPointer) }
}

/// A record passed to a C function that takes ownership of it (`transfer full`): a copy.
@MainActor @inline(__always)
package func cPointerGiving<P: CPointerConvertible>(_ record: Boxed) -> P {
  P(cRaw: g_boxed_copy(record.boxedType, record.boxedPointer))
}

@MainActor @inline(__always)
package func cOptionalPointerGiving<P: CPointerConvertible>(_ record: Boxed?) -> P? {
  record.map { cPointerGiving($0) }
}

/// The C struct of a value record a C function returns as a pointer: copied, and the pointer
/// freed with `g_boxed_free` when the function gave it (`transfer full`).
@inline(__always)
package func recordValue<P: CPointerConvertible, T>(
  _ pointer: P, as type: T.Type, freeing boxedType: GType?
) -> T {
  let value = pointer.cRaw.load(as: T.self)
  if let boxedType { g_boxed_free(boxedType, pointer.cRaw) }
  return value
}

/// A value record passed where C takes a pointer that may be `NULL`: a copy in memory the
/// binding frees after the call (`deallocate()`, in a `defer`).
package struct OptionalRecordArgument<T> {
  package let pointer: UnsafeMutablePointer<T>?

  package init(_ value: T?) {
    guard let value else {
      pointer = nil
      return
    }
    let storage = UnsafeMutablePointer<T>.allocate(capacity: 1)
    storage.initialize(to: value)
    pointer = storage
  }

  package func deallocate() { pointer?.deallocate() }
}

#if DEBUG
  extension LiveObjectCounter {
    /// `Boxed` wrappers alive: each frees its record once when it goes away.
    package static let boxed = LiveObjectCounter("boxed record wrappers")
  }
#endif
