import CGtk

/// A Swift value put in a `GValue` of the type GLib declares for it: a property of an object
/// being created (``Object/newObject(of:_:)``) or an argument of a signal emitted from Swift
/// (``GObjectRepresentable/emit(_:_:)``). A value of the wrong kind for that type is a GLib
/// critical, never a value read as another type.
package enum GValueArgument {
  case string(String?)
  case bool(Bool)
  case int(Int32)
  case uint(UInt32)
  case double(Double)
  /// An enumeration or flags value, by its C value.
  case enumeration(Int32)
  case flags(UInt32)
  case object(UnsafeMutableRawPointer?)

  /// Sets `value`, already initialized with its type.
  package func set(_ value: UnsafeMutablePointer<GValue>) {
    switch self {
    case .string(let string): g_value_set_string(value, string)
    case .bool(let bool): g_value_set_boolean(value, bool ? 1 : 0)
    case .int(let int): g_value_set_int(value, int)
    case .uint(let uint): g_value_set_uint(value, uint)
    case .double(let double): g_value_set_double(value, double)
    case .enumeration(let enumeration): g_value_set_enum(value, enumeration)
    case .flags(let flags): g_value_set_flags(value, flags)
    case .object(let object): g_value_set_object(value, object)
    }
  }
}

extension Object {
  /// Creates an object of `type` with its properties set at construction, as `g_object_new`
  /// does in C.
  ///
  /// For an initializer that hand-written code adds to a class that has subclasses:
  /// `Gtk.Application(id:isUnique:)` creates an instance of `Self.gType`, so the same
  /// initializer called as `Adw.Application(id:isUnique:)` creates an `AdwApplication`. The
  /// result is the new object's reference (`transfer full`, floating for a widget).
  package static func newObject(
    of type: GType, _ properties: [(name: String, value: GValueArgument)]
  ) -> UnsafeMutableRawPointer {
    let objectClass = g_type_class_ref(type)!.assumingMemoryBound(to: GObjectClass.self)
    defer { g_type_class_unref(objectClass) }
    var values = [GValue](repeating: GValue(), count: properties.count)
    for (index, property) in properties.enumerated() {
      guard let spec = g_object_class_find_property(objectClass, property.name) else {
        preconditionFailure(
          "\(String(cString: g_type_name(type))) has no property \"\(property.name)\"")
      }
      g_value_init(&values[index], spec.pointee.value_type)
      property.value.set(&values[index])
    }
    defer { for index in values.indices { g_value_unset(&values[index]) } }
    let names = properties.map { strdup($0.name) }
    defer { names.forEach { free($0) } }
    var constNames = names.map { UnsafePointer<CChar>($0) }
    let object = g_object_new_with_properties(
      type, UInt32(properties.count), &constNames, &values)
    return UnsafeMutableRawPointer(object!)
  }
}
