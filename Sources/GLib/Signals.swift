import CGtk

/// A signal handler connected to an ``Object``; pass it to ``Object/withBlocked(_:_:)`` or
/// ``Object/disconnect(_:)``.
public struct SignalHandler: Hashable, Sendable {
  /// GLib's handler id, unique per instance.
  public let id: UInt
}

extension Object {
  /// Calls `handler` whenever `property` changes (the `notify::property` signal).
  ///
  /// ```swift
  /// stack.onNotify("visible-child-name") { print(stack.visibleChildName ?? "") }
  /// ```
  @discardableResult
  public func onNotify(_ property: String, _ handler: @escaping @MainActor () -> Void)
    -> SignalHandler
  {
    connectSignal("notify::\(property)") { _, _, _ in handler() }
  }

  /// Runs `body` with `handler` blocked, so that the program can set a value without its own
  /// handler reacting to it (an entry bound to state must not send the text it was just given).
  ///
  /// ```swift
  /// entry.withBlocked(changedHandler) { entry.text = state.query }
  /// ```
  public func withBlocked<R>(_ handler: SignalHandler, _ body: () throws -> R) rethrows -> R {
    g_signal_handler_block(gobjectPointer, gulong(handler.id))
    defer { g_signal_handler_unblock(gobjectPointer, gulong(handler.id)) }
    return try body()
  }

  /// Disconnects `handler`; its closure is released at once.
  public func disconnect(_ handler: SignalHandler) {
    g_signal_handler_disconnect(gobjectPointer, gulong(handler.id))
  }

  /// Whether `handler` is still connected to this object.
  public func isConnected(_ handler: SignalHandler) -> Bool {
    g_signal_handler_is_connected(gobjectPointer, gulong(handler.id)) != 0
  }

  /// Calls `handler` each time the object emits `signal`, with the signal's arguments: for
  /// signals of a type these bindings do not generate (a widget of another C library, or one
  /// of your own), which then need no C.
  ///
  /// ```swift
  /// dial.onSignal("turned") { arguments in print(arguments.double(0)) }
  /// ```
  ///
  /// A signal that returns a value gets its type's zero from this handler (`false` for a
  /// `gboolean`: not handled). `after` runs the handler after the class's own.
  @discardableResult
  public func onSignal(
    _ signal: String, after: Bool = false,
    _ handler: @escaping @MainActor (SignalArguments) -> Void
  ) -> SignalHandler {
    let instanceType = gTypeOfInstance(gobjectPointer)
    precondition(
      g_signal_lookup(signal.split(separator: ":").first.map(String.init) ?? signal, instanceType)
        != 0,
      "\(String(cString: g_type_name(instanceType))) has no signal \"\(signal)\"")
    return connectSignal(signal, after: after) { values, count, _ in
      handler(SignalArguments(values, count: count - 1))
    }
  }
}

/// The arguments a signal passes its handler, not counting the object that emits it, each read
/// as the type the signal declares: reading an argument as another kind is a precondition
/// failure that names both types, never a value read as something else. Valid while the
/// handler runs.
@MainActor
public struct SignalArguments {
  private let values: UnsafePointer<GValue>

  /// How many arguments the signal has.
  public let count: Int

  init(_ values: UnsafePointer<GValue>, count: Int) {
    self.values = values
    self.count = count
  }

  /// Argument `index` (from 0) of type `gboolean`.
  public func bool(_ index: Int) -> Bool {
    g_value_get_boolean(value(index, "a Bool", [TypeID.boolean])) != 0
  }

  /// Argument `index` of a signed integer type (`gint`, `glong`, `gint64`) or an enumeration.
  public func int(_ index: Int) -> Int {
    let value = value(index, "an Int", [TypeID.int, TypeID.long, TypeID.int64, TypeID.enumeration])
    switch g_type_fundamental(value.pointee.g_type) {
    case TypeID.int: return Int(g_value_get_int(value))
    case TypeID.long: return g_value_get_long(value)
    case TypeID.enumeration: return Int(g_value_get_enum(value))
    default: return Int(g_value_get_int64(value))
    }
  }

  /// Argument `index` of an unsigned integer type (`guint`, `gulong`, `guint64`) or flags.
  public func uint(_ index: Int) -> UInt {
    let value = value(index, "a UInt", [TypeID.uint, TypeID.ulong, TypeID.uint64, TypeID.flags])
    switch g_type_fundamental(value.pointee.g_type) {
    case TypeID.uint: return UInt(g_value_get_uint(value))
    case TypeID.ulong: return g_value_get_ulong(value)
    case TypeID.flags: return UInt(g_value_get_flags(value))
    default: return UInt(g_value_get_uint64(value))
    }
  }

  /// Argument `index` of type `gdouble` or `gfloat`.
  public func double(_ index: Int) -> Double {
    let value = value(index, "a Double", [TypeID.double, TypeID.float])
    return g_type_fundamental(value.pointee.g_type) == TypeID.float
      ? Double(g_value_get_float(value)) : g_value_get_double(value)
  }

  /// Argument `index` of type `gchararray` (a C string), nil for `NULL`.
  public func string(_ index: Int) -> String? {
    g_value_get_string(value(index, "a String", [TypeID.string])).map { String(cString: $0) }
  }

  /// Argument `index`, an object: its one wrapper, of the most specific registered class; nil
  /// for `NULL` or an object that is not a `T`.
  public func object<T: Object>(_ index: Int, as type: T.Type = T.self) -> T? {
    let value = value(index, "an object", [TypeID.object, TypeID.interface])
    guard let pointer = g_value_get_object(value) else { return nil }
    return Object.wrapper(of: pointer, .retain) { Object($0, $1) } as? T
  }

  private func value(_ index: Int, _ kind: String, _ accepted: [GType]) -> UnsafePointer<GValue> {
    precondition(
      (0..<count).contains(index),
      "the signal has \(count) arguments: there is no argument \(index)")
    let value = values + index + 1
    let type = value.pointee.g_type
    precondition(
      accepted.contains(g_type_fundamental(type)),
      "argument \(index) of the signal is a \(String(cString: g_type_name(type))), not \(kind)")
    return value
  }
}

/// GLib's fundamental types (`G_TYPE_BOOLEAN`…, C macros Swift does not import).
private enum TypeID {
  static let interface = GType(2 << 2)
  static let boolean = GType(5 << 2)
  static let int = GType(6 << 2)
  static let uint = GType(7 << 2)
  static let long = GType(8 << 2)
  static let ulong = GType(9 << 2)
  static let int64 = GType(10 << 2)
  static let uint64 = GType(11 << 2)
  static let enumeration = GType(12 << 2)
  static let flags = GType(13 << 2)
  static let float = GType(14 << 2)
  static let double = GType(15 << 2)
  static let string = GType(16 << 2)
  static let object = GType(20 << 2)
}
