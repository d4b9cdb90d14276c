import CGtk

/// A value for a property of an object being created (``Object/newObject(of:_:)``).
package enum ConstructValue {
  case string(String?)
  case bool(Bool)
  case int(Int32)
  case uint(UInt32)
  /// An enumeration or flags property, by its C value.
  case enumeration(Int32)
  case flags(UInt32)
  case object(Object?)
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
    of type: GType, _ properties: [(name: String, value: ConstructValue)]
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
      switch property.value {
      case .string(let string): g_value_set_string(&values[index], string)
      case .bool(let bool): g_value_set_boolean(&values[index], bool ? 1 : 0)
      case .int(let int): g_value_set_int(&values[index], int)
      case .uint(let uint): g_value_set_uint(&values[index], uint)
      case .enumeration(let value): g_value_set_enum(&values[index], value)
      case .flags(let value): g_value_set_flags(&values[index], value)
      case .object(let object): g_value_set_object(&values[index], object?.gobjectPointer)
      }
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
