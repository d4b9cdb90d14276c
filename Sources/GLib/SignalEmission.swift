import CGtk

extension GObjectRepresentable {
  /// Emits `signal` with `arguments` as GTK would, for tests and benchmarks that drive widgets
  /// without input events: `emit("clicked")`, `emit("response", .int(-5))`. Returns the
  /// handlers' result of a signal that returns a `gboolean` (`close-request`), else `false`.
  ///
  /// Each argument is put in a `GValue` of the type the signal declares (`g_signal_query`), so
  /// an argument of the wrong kind is a GLib critical, never a value read as another type.
  @discardableResult
  package func emit(_ signal: String, _ arguments: GValueArgument...) -> Bool {
    let instance = gobjectPointer.assumingMemoryBound(to: GTypeInstance.self)
    let instanceType = instance.pointee.g_class.pointee.g_type
    let id = g_signal_lookup(signal, instanceType)
    precondition(
      id != 0, "\(String(cString: g_type_name(instanceType))) has no signal \"\(signal)\"")
    var query = GSignalQuery()
    g_signal_query(id, &query)
    precondition(
      Int(query.n_params) == arguments.count,
      "\"\(signal)\" takes \(query.n_params) arguments, not \(arguments.count)")
    var values = [GValue](repeating: GValue(), count: arguments.count + 1)
    g_value_init(&values[0], instanceType)
    g_value_set_object(&values[0], gobjectPointer)
    for (index, argument) in arguments.enumerated() {
      // The low bit flags an argument GLib need not copy (G_SIGNAL_TYPE_STATIC_SCOPE).
      g_value_init(&values[index + 1], query.param_types[index] & ~GType(1))
      argument.set(&values[index + 1])
    }
    defer { for index in values.indices { g_value_unset(&values[index]) } }
    let returnType = query.return_type & ~GType(1)
    guard returnType != GType(1 << 2) else {  // G_TYPE_NONE
      g_signal_emitv(values, id, 0, nil)
      return false
    }
    var result = GValue()
    g_value_init(&result, returnType)
    defer { g_value_unset(&result) }
    g_signal_emitv(values, id, 0, &result)
    return returnType == GType(5 << 2) && g_value_get_boolean(&result) != 0  // G_TYPE_BOOLEAN
  }
}

/// Reading a signal's arguments with the getter of their declared type: a getter of another
/// type is a GLib critical.
extension UnsafePointer where Pointee == GValue {
  @inline(__always) package var objectPointer: UnsafeMutableRawPointer? { g_value_get_object(self) }
  @inline(__always) package var uint: UInt32 { g_value_get_uint(self) }
  @inline(__always) package var int: Int32 { g_value_get_int(self) }
  @inline(__always) package var bool: Bool { g_value_get_boolean(self) != 0 }
  @inline(__always) package var double: Double { g_value_get_double(self) }
  @inline(__always) package var boxedPointer: UnsafeMutableRawPointer? { g_value_get_boxed(self) }
}
