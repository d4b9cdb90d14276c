import CGtk

// C arrays as the generated bindings pass and receive them: Swift arrays copied element by
// element into C memory the binding owns, and C arrays copied out into Swift arrays, with the
// C memory freed as its `transfer` annotation says.

/// How much of a C array a C function gives away (GIR's `transfer-ownership`).
package enum CTransfer: Sendable {
  /// Nothing: the array and its elements stay the callee's.
  case none
  /// The array, freed with `g_free`; not its elements.
  case container
  /// The array and its elements (strings freed, objects' references adopted).
  case full
}

/// The C copy of a Swift array the binding passes to a C function: elements of the C
/// element's size and layout (numbers as they are, enumerations as `Int32`, objects as their
/// pointers, strings as `g_strdup` copies), followed by a zero element when the function
/// expects the array to end with one.
///
/// The binding frees it after the call (`deallocate()`, in a `defer`): a C function that
/// takes an array with `transfer none` copies what it keeps.
package struct CArgumentArray {
  private let base: UnsafeMutableRawPointer
  /// How many `g_strdup` copies the array holds, freed with it.
  private let ownedStrings: Int

  /// A copy of `values`, whose type has the C element's size and layout.
  package init<T>(_ values: [T], zeroTerminated: Bool) {
    base = Self.copy(values, zeroTerminated: zeroTerminated)
    ownedStrings = 0
  }

  /// `values` as a C array of `char *`, each a copy the array frees.
  package init(strings values: [String], zeroTerminated: Bool) {
    let copies = values.map { UnsafeMutableRawPointer(g_strdup($0)) }
    base = Self.copy(copies, zeroTerminated: zeroTerminated)
    ownedStrings = copies.count
  }

  private static func copy<T>(_ values: [T], zeroTerminated: Bool) -> UnsafeMutableRawPointer {
    let count = values.count + (zeroTerminated ? 1 : 0)
    let bytes = Swift.max(count * MemoryLayout<T>.stride, 1)
    let base = UnsafeMutableRawPointer.allocate(
      byteCount: bytes, alignment: Swift.max(MemoryLayout<T>.alignment, 8))
    base.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
    values.withUnsafeBytes { source in
      if let address = source.baseAddress {
        base.copyMemory(from: address, byteCount: source.count)
      }
    }
    return base
  }

  /// The array as the pointer type the C function's parameter has.
  @inline(__always)
  package func pointer<P: CPointerConvertible>() -> P { P(cRaw: base) }

  package func deallocate() {
    let strings = base.assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    for index in 0..<ownedStrings { g_free(strings[index]) }
    base.deallocate()
  }
}

/// A C array a C function returns or writes into an out parameter: where it starts and how many
/// elements it has (given with it, or counted up to its zero element).
package struct CArrayResult {
  package let base: UnsafeMutableRawPointer?
  package let count: Int

  package init(_ base: UnsafeMutableRawPointer?, count: some BinaryInteger) {
    self.base = base
    self.count = base == nil ? 0 : Int(count)
  }

  /// An array that ends with an element of `T` whose bytes are all zero (a `NULL`).
  package init<T>(zeroTerminated base: UnsafeMutableRawPointer?, of element: T.Type) {
    self.base = base
    var count = 0
    if let base {
      let size = MemoryLayout<T>.stride
      while !UnsafeRawBufferPointer(start: base + count * size, count: size).allSatisfy({ $0 == 0 })
      {
        count += 1
      }
    }
    self.count = count
  }

  /// The elements as `T`, which has the C element's size and layout.
  package func values<T>(_ type: T.Type, transfer: CTransfer) -> [T] {
    guard let base else { return [] }
    defer { if transfer != .none { g_free(base) } }
    return (0..<count).map { (base + $0 * MemoryLayout<T>.stride).load(as: T.self) }
  }

  /// The elements as strings; a `NULL` element is skipped.
  package func strings(transfer: CTransfer) -> [String] {
    let pointers = values(UnsafeMutableRawPointer?.self, transfer: .none)
    defer { if transfer != .none, let base { g_free(base) } }
    return pointers.compactMap { pointer in
      guard let pointer else { return nil }
      defer { if transfer == .full { g_free(pointer) } }
      return String(cString: pointer.assumingMemoryBound(to: CChar.self))
    }
  }

  /// The elements as the wrappers of the objects they point to: `wrap` adopts the reference
  /// of an element given with the array (`full`) and adds its own otherwise. A `NULL` element
  /// is skipped.
  @MainActor
  package func objects<T>(
    transfer: CTransfer, _ wrap: (UnsafeMutableRawPointer, Object.Ownership) -> T
  ) -> [T] {
    let pointers = values(UnsafeMutableRawPointer?.self, transfer: .none)
    defer { if transfer != .none, let base { g_free(base) } }
    return pointers.compactMap { pointer in
      pointer.map { wrap($0, transfer == .full ? .adoptNew : .retain) }
    }
  }
}
