/// How one GIR value crosses between C and Swift: its Swift type and the expressions that
/// convert it each way. A value the generator cannot express yet is `Unsupported`, with the
/// reason the coverage report gives.
struct Mapping: Equatable {
  indirect enum Kind: Equatable {
    case void
    case bool
    case number
    case string
    case object(swiftName: String, isInterface: Bool)
    case enumeration(swiftName: String)
    case flags(swiftName: String)
    /// A C array, as a Swift array of `element`s: its length is a parameter of the function
    /// (`length`), or it ends with a zero element (`zeroTerminated`, a `NULL`-terminated
    /// `gchar **`), or it has `fixedSize` elements.
    case array(element: Mapping, length: Int?, zeroTerminated: Bool, fixedSize: Int?)
    /// A boxed record (a struct with a GType): a Swift struct holding the C struct when it is
    /// a plain value (`isValue`: `GdkRGBA`, `GtkTextIter`), otherwise a `GLib.Boxed` class
    /// that owns a copy (`GtkTreePath`, `PangoFontDescription`).
    case record(swiftName: String, cType: String, isValue: Bool)
    /// A `GList` (or, `singly`, a `GSList`) of strings, objects or boxed records, as a Swift
    /// array.
    case list(element: Mapping, singly: Bool)
    /// A C callback, as a Swift closure (`Callbacks.swift`); `swiftType` is its closure type.
    case callback(qualified: String)
    /// A `GBytes`, as the `[UInt8]` it holds.
    case bytes
    /// An instance of a reference-counted fundamental type (`GdkEvent`), as a
    /// `GLib.Fundamental` class; `registration` is its module's registration of classes.
    case fundamental(swiftName: String, registration: String)
  }

  var isValueRecord: Bool {
    if case .record(_, _, true) = kind { return true }
    return false
  }
  var kind: Kind
  /// The Swift type, without optionality.
  var swiftType: String
  var nullable: Bool

  var declaredType: String {
    switch kind {
    case .array(let element, _, _, _), .list(let element, _):
      return nullable ? "[\(element.declaredType)]?" : "[\(element.declaredType)]"
    case .callback: return nullable ? "(\(swiftType))?" : "@escaping \(swiftType)"
    case .object(_, true): return nullable ? "(any \(swiftType))?" : "any \(swiftType)"
    default: return nullable ? "\(swiftType)?" : swiftType
    }
  }
}

struct Unsupported: Error, CustomStringConvertible {
  var reason: String
  var description: String { reason }
}

struct TypeMapper {
  var library: Library
  /// The namespace being generated: types from it are named bare, others module-qualified.
  var namespace: String
  /// The namespace the callables being mapped come from, when it is not `namespace` (an
  /// ancestor's constructor seen from a subclass in another module): unqualified GIR names are
  /// looked up there.
  var sourceNamespace: String?
  /// Namespace → Swift module.
  var modules: [String: String]
  /// Types written by hand (`Gtk.Widget`), from the configuration's `manual` list.
  var manual: Set<String> = []
  /// Swift names the configuration gives types (`Gio.Task` → `GTask`).
  var typeNames: [String: String] = [:]
  /// Hand-written classes generated code can wrap a pointer as, by Swift name.
  var wrappableManualClasses: Set<String> = []

  static let numbers: [String: String] = [
    "gint": "Int32", "guint": "UInt32", "gint8": "Int8", "guint8": "UInt8", "gint16": "Int16",
    "guint16": "UInt16", "gint32": "Int32", "guint32": "UInt32", "gint64": "Int",
    "guint64": "UInt", "glong": "Int", "gulong": "UInt", "gsize": "UInt", "gssize": "Int",
    "gshort": "Int16", "gushort": "UInt16", "gchar": "CChar", "guchar": "UInt8",
    "gdouble": "Double", "gfloat": "Float", "gunichar": "UInt32", "GType": "UInt",
    "goffset": "Int", "gintptr": "Int", "guintptr": "UInt",
  ]

  /// The Swift name of a generated type: bare in its own namespace's module, qualified
  /// otherwise, so that `Gio.Application` and `Gtk.Application` never collide.
  func swiftName(_ qualified: String) -> String {
    let parts = qualified.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return qualified }
    if qualified == "GObject.Object" { return namespace == "GObject" ? "Object" : "GLib.Object" }
    let name = typeNames[qualified] ?? Naming.upperCamel(parts[1])
    if parts[0] == namespace { return name }
    return "\(modules[parts[0]] ?? parts[0]).\(name)"
  }

  func map(_ type: TypeRef, nullable: Bool, transfer: Transfer) throws(Unsupported) -> Mapping {
    switch type {
    case .varargs:
      throw Unsupported(reason: "variadic arguments")
    case .array(let element, _, let name?, _, _, _):
      let of =
        element.flatMap {
          if case .named(let n, _, _) = $0 { return " of \(n)" } else { return nil }
        } ?? ""
      throw Unsupported(reason: "array (\(name)\(of))")
    case .array(let element?, _, nil, let length, let zeroTerminated, let fixedSize):
      return try mapArray(
        element: element, length: length, zeroTerminated: zeroTerminated, fixedSize: fixedSize,
        nullable: nullable, transfer: transfer)
    case .array(nil, _, nil, _, _, _):
      throw Unsupported(reason: "array of an unnamed type")
    case .named(let rawName, let cType, let typeParameters):
      if rawName == "none" { return Mapping(kind: .void, swiftType: "Void", nullable: false) }
      if rawName == "gboolean" {
        // C99's `bool` (Graphene's) is one byte where `gboolean` is an `int`: Swift sees both,
        // and `cBool`/`swiftBool` convert to either; a pointer to one is read by size.
        if let cType, cType.hasPrefix("bool"), cType.hasSuffix("*") {
          throw Unsupported(reason: "pointer to a C bool")
        }
        return Mapping(kind: .bool, swiftType: "Bool", nullable: false)
      }
      if let number = Self.numbers[rawName] {
        if let cType, cType.hasSuffix("*") {
          throw Unsupported(reason: "pointer to \(rawName)")
        }
        return Mapping(kind: .number, swiftType: number, nullable: false)
      }
      if rawName == "utf8" || rawName == "filename" {
        return Mapping(kind: .string, swiftType: "String", nullable: nullable)
      }
      if rawName == "gpointer" || rawName == "gconstpointer" {
        throw Unsupported(reason: "untyped pointer")
      }
      // An alias of a number (`GQuark`, a `guint32`) is that number.
      if let alias = library.aliases[library.qualify(rawName, in: sourceNamespace ?? namespace)],
        case .named(let target, _, _) = alias.target, let number = Self.numbers[target]
      {
        if let cType, cType.hasSuffix("*") { throw Unsupported(reason: "pointer to \(rawName)") }
        return Mapping(kind: .number, swiftType: number, nullable: false)
      }
      if rawName == "GLib.List" || rawName == "GLib.SList" {
        return try mapList(
          typeParameters.first, singly: rawName == "GLib.SList", nullable: nullable,
          transfer: transfer)
      }
      let qualified = library.resolve(library.qualify(rawName, in: sourceNamespace ?? namespace))
      if qualified == "GLib.Bytes" {
        if let cType, cType.hasSuffix("**") {
          throw Unsupported(reason: "pointer to GLib.Bytes pointer")
        }
        return Mapping(kind: .bytes, swiftType: "[UInt8]", nullable: nullable)
      }
      if let enumeration = library.enumerations[qualified] {
        if manual.contains(qualified) {
          throw Unsupported(reason: "enumeration written by hand (\(qualified))")
        }
        guard modules[namespaceOf(qualified)] != nil else {
          throw Unsupported(reason: "type from a namespace not generated (\(qualified))")
        }
        let name = swiftName(qualified)
        return Mapping(
          kind: enumeration.isFlags ? .flags(swiftName: name) : .enumeration(swiftName: name),
          swiftType: name, nullable: false)
      }
      if let decl = library.types[qualified] {
        if library.isObjectType(qualified) {
          guard modules[namespaceOf(qualified)] != nil else {
            throw Unsupported(reason: "type from a namespace not generated (\(qualified))")
          }
          if let cType, cType.hasSuffix("**") {
            throw Unsupported(reason: "pointer to object pointer")
          }
          if manual.contains(qualified), qualified != "GObject.Object",
            !wrappableManualClasses.contains(qualified)
          {
            throw Unsupported(
              reason: "class written by hand that generated code cannot wrap (\(qualified))")
          }
          let name = swiftName(qualified)
          return Mapping(
            kind: .object(swiftName: name, isInterface: decl.kind == .interface),
            swiftType: name, nullable: nullable)
        }
        if decl.isFundamental || decl.kind == .class {
          if mapper_isFundamental(qualified) {
            guard modules[namespaceOf(qualified)] != nil else {
              throw Unsupported(reason: "type from a namespace not generated (\(qualified))")
            }
            return Mapping(
              kind: .fundamental(
                swiftName: swiftName(qualified),
                registration: fundamentalRegistration(namespaceOf(qualified))),
              swiftType: swiftName(qualified), nullable: nullable)
          }
          throw Unsupported(reason: "fundamental type \(qualified)")
        }
        if let kind = try recordKind(qualified, decl) {
          return Mapping(kind: kind, swiftType: swiftName(qualified), nullable: nullable)
        }
        throw Unsupported(reason: "record \(qualified)")
      }
      if library.callbacks[qualified] != nil {
        let shape = try callbackShape(qualified)
        return Mapping(
          kind: .callback(qualified: qualified), swiftType: shape.closureType, nullable: nullable)
      }
      throw Unsupported(reason: "type \(rawName)")
    }
  }

  /// A C array whose elements Swift copies one by one: numbers, booleans, strings,
  /// enumerations, flags and objects.
  func mapArray(
    element: TypeRef, length: Int?, zeroTerminated: Bool, fixedSize: Int?, nullable: Bool,
    transfer: Transfer
  ) throws(Unsupported) -> Mapping {
    if length == nil, fixedSize == nil, !zeroTerminated {
      throw Unsupported(reason: "array of unknown length")
    }
    let elementMapping: Mapping
    do {
      // An element's `transfer` is the array's when the array is `full`.
      elementMapping = try map(
        element, nullable: false, transfer: transfer == .full ? .full : .none)
    } catch {
      throw Unsupported(reason: "array of \(error.reason)")
    }
    switch elementMapping.kind {
    case .number, .bool, .string, .enumeration, .flags, .object: break
    case .void, .array, .list, .callback, .bytes, .fundamental:
      throw Unsupported(reason: "array of \(elementMapping.swiftType)")
    case .record(_, _, true):
      // Value records lie in the array one after the other, as Swift's `cValue`s do.
      if zeroTerminated, length == nil {
        throw Unsupported(reason: "zero-terminated array of \(elementMapping.swiftType)")
      }
    case .record: throw Unsupported(reason: "array of record \(elementMapping.swiftType)")
    }
    if zeroTerminated, length == nil {
      // What ends a zero-terminated array must not be a value the array can hold.
      switch elementMapping.kind {
      case .string, .object, .number, .enumeration, .flags: break
      default: throw Unsupported(reason: "zero-terminated array of \(elementMapping.swiftType)")
      }
    }
    return Mapping(
      kind: .array(
        element: elementMapping, length: length, zeroTerminated: zeroTerminated,
        fixedSize: fixedSize),
      swiftType: "[\(elementMapping.declaredType)]", nullable: nullable)
  }

  /// A `GList` or `GSList` whose elements Swift copies: strings or objects.
  func mapList(_ element: TypeRef?, singly: Bool, nullable: Bool, transfer: Transfer)
    throws(Unsupported) -> Mapping
  {
    let name = singly ? "GLib.SList" : "GLib.List"
    guard let element else { throw Unsupported(reason: "\(name) of an unnamed type") }
    let elementMapping: Mapping
    do {
      elementMapping = try map(
        element, nullable: false, transfer: transfer == .full ? .full : .none)
    } catch {
      throw Unsupported(reason: "\(name) of \(error.reason)")
    }
    switch elementMapping.kind {
    case .string, .object, .record(_, _, false): break
    default: throw Unsupported(reason: "\(name) of \(elementMapping.swiftType)")
    }
    return Mapping(
      kind: .list(element: elementMapping, singly: singly),
      swiftType: "[\(elementMapping.declaredType)]", nullable: nullable)
  }

  private func mapper_isFundamental(_ qualified: String) -> Bool {
    fundamentalRoot(qualified) != nil
  }

  func namespaceOf(_ qualified: String) -> String {
    String(qualified.split(separator: ".").first ?? "")
  }
}
