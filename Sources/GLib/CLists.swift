import CGtk

// `GList` and `GSList` as the generated bindings pass and receive them: Swift arrays of strings
// or objects, the C list built for a call and freed after it, or read and freed as its
// `transfer` annotation says (`container`: the list's nodes, `full`: also its strings, while
// objects' references are adopted).

/// A C list the binding builds from a Swift array for an argument the C function only reads
/// (`transfer none`); an empty array is the empty list, `NULL`. Freed after the call
/// (`deallocate()`, in a `defer`), with the string copies it holds.
package struct CArgumentList {
  private let head: UnsafeMutableRawPointer?
  private let singly: Bool
  private let ownsStrings: Bool

  /// A list of `pointers` (objects' `gobjectPointer`s).
  package init(_ pointers: [UnsafeMutableRawPointer], singly: Bool) {
    self.init(pointers, singly: singly, ownsStrings: false)
  }

  /// A list of copies of `strings`.
  package init(strings: [String], singly: Bool) {
    self.init(
      strings.map { UnsafeMutableRawPointer(g_strdup($0)) }, singly: singly, ownsStrings: true)
  }

  private init(_ pointers: [UnsafeMutableRawPointer], singly: Bool, ownsStrings: Bool) {
    self.singly = singly
    self.ownsStrings = ownsStrings
    // Prepended in reverse: each prepend is O(1), the list ends in the array's order.
    if singly {
      var list: UnsafeMutablePointer<GSList>?
      for pointer in pointers.reversed() { list = g_slist_prepend(list, pointer) }
      head = list.map(UnsafeMutableRawPointer.init)
    } else {
      var list: UnsafeMutablePointer<GList>?
      for pointer in pointers.reversed() { list = g_list_prepend(list, pointer) }
      head = list.map(UnsafeMutableRawPointer.init)
    }
  }

  /// The list as the pointer type the C function's parameter has.
  @inline(__always)
  package func pointer<P: CPointerConvertible>() -> P? { head.map { P(cRaw: $0) } }

  package func deallocate() {
    guard let head else { return }
    if singly {
      let list = head.assumingMemoryBound(to: GSList.self)
      ownsStrings ? g_slist_free_full(list, g_free) : g_slist_free(list)
    } else {
      let list = head.assumingMemoryBound(to: GList.self)
      ownsStrings ? g_list_free_full(list, g_free) : g_list_free(list)
    }
  }
}

/// A C list a C function returns or writes into an out parameter.
package struct CListResult {
  private let head: UnsafeMutableRawPointer?
  private let singly: Bool
  /// The elements' `data`, in order.
  private let elements: [UnsafeMutableRawPointer?]

  package init(_ head: UnsafeMutableRawPointer?, singly: Bool) {
    self.head = head
    self.singly = singly
    var elements: [UnsafeMutableRawPointer?] = []
    if singly {
      var node = head?.assumingMemoryBound(to: GSList.self)
      while let current = node {
        elements.append(current.pointee.data)
        node = current.pointee.next
      }
    } else {
      var node = head?.assumingMemoryBound(to: GList.self)
      while let current = node {
        elements.append(current.pointee.data)
        node = current.pointee.next
      }
    }
    self.elements = elements
  }

  /// The nodes freed, not their data (`container`, or `full` once the data is taken over).
  private func freeNodes() {
    guard let head else { return }
    if singly {
      g_slist_free(head.assumingMemoryBound(to: GSList.self))
    } else {
      g_list_free(head.assumingMemoryBound(to: GList.self))
    }
  }

  /// The elements as strings; a `NULL` element is skipped.
  package func strings(transfer: CTransfer) -> [String] {
    defer { if transfer != .none { freeNodes() } }
    return elements.compactMap { pointer in
      guard let pointer else { return nil }
      defer { if transfer == .full { g_free(pointer) } }
      return String(cString: pointer.assumingMemoryBound(to: CChar.self))
    }
  }

  /// The elements as the wrappers of their objects: `wrap` adopts the reference of an element
  /// given with the list (`full`) and adds its own otherwise. A `NULL` element is skipped.
  @MainActor
  package func objects<T>(
    transfer: CTransfer, _ wrap: (UnsafeMutableRawPointer, Object.Ownership) -> T
  ) -> [T] {
    defer { if transfer != .none { freeNodes() } }
    return elements.compactMap { pointer in
      pointer.map { wrap($0, transfer == .full ? .adoptNew : .retain) }
    }
  }

  /// The elements as wrappers of boxed records: `wrap` adopts a record given with the list
  /// (`full`) and copies one lent. A `NULL` element is skipped.
  @MainActor
  package func records<T>(
    transfer: CTransfer, _ wrap: (UnsafeMutableRawPointer, Boxed.Ownership) -> T
  )
    -> [T]
  {
    defer { if transfer != .none { freeNodes() } }
    return elements.compactMap { pointer in
      pointer.map { wrap($0, transfer == .full ? .adopt : .copy) }
    }
  }
}
