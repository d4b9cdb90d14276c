// The model of a GObject-introspection repository (a `.gir` file), as far as the generator
// reads it. Names follow the GIR schema (gir-1.2.rnc): a `Callable` is a function, method,
// constructor, callback, signal or virtual method; a `TypeDecl` a class, interface, record or
// union.

/// One `.gir` file.
struct Repository {
  var includes: [(name: String, version: String)] = []
  var packages: [String] = []
  var namespace = Namespace()
}

struct Namespace {
  var name = ""
  var version = ""
  /// `c:symbol-prefixes`, e.g. `gtk`.
  var symbolPrefixes: [String] = []
  /// `c:identifier-prefixes`, e.g. `Gtk`.
  var identifierPrefixes: [String] = []
  var types: [TypeDecl] = []
  var enumerations: [Enumeration] = []
  var functions: [Callable] = []
  var callbacks: [Callable] = []
  var aliases: [Alias] = []
  var constants: [Constant] = []
}

struct Alias {
  var name: String
  var cType: String?
  var target: TypeRef
}

struct Constant {
  var name: String
  var cType: String?
  var value: String
  var type: TypeRef
  var deprecated: Bool
}

/// A class, interface, record (struct) or union.
struct TypeDecl {
  enum Kind: String { case `class`, interface, record, union }
  var kind: Kind
  var name: String
  var cType: String?
  var symbolPrefix: String?
  var parent: String?
  var implements: [String] = []
  var prerequisites: [String] = []
  var isAbstract = false
  var isFinal = false
  var isFundamental = false
  var glibTypeName: String?
  var glibGetType: String?
  /// Set on class structs (`GtkWidgetClass`): the records the generator skips.
  var isGTypeStructFor: String?
  var isDisguised = false
  var isOpaque = false
  var deprecated = false
  var introspectable = true
  var doc: String?
  var constructors: [Callable] = []
  var methods: [Callable] = []
  var functions: [Callable] = []
  var properties: [Property] = []
  var signals: [Callable] = []
  var fields: [Field] = []
  /// For fundamental types (GParamSpec, GtkExpression): their own reference counting.
  var refFunction: String?
  var unrefFunction: String?
}

struct Field {
  var name: String
  var type: TypeRef?
  var isPrivate: Bool
  var readable: Bool
  var writable: Bool
}

struct Enumeration {
  struct Member {
    var name: String
    var value: Int64
    var cIdentifier: String
    var doc: String?
  }
  var name: String
  var cType: String
  var isFlags: Bool
  var glibGetType: String?
  var errorDomain: String?
  var deprecated: Bool
  var doc: String?
  var members: [Member] = []
  var functions: [Callable] = []
}

enum Transfer: String { case none, full, container, floating }
enum Direction: String { case `in`, out, `inout` }

indirect enum TypeRef: Equatable {
  /// `<type name="..." c:type="...">`; `name` is namespace-qualified when the GIR qualifies it.
  case named(name: String, cType: String?, parameters: [TypeRef])
  /// `<array>`: a C array, or GArray/GPtrArray/GByteArray when `name` is set.
  case array(
    element: TypeRef?, cType: String?, name: String?, length: Int?, zeroTerminated: Bool,
    fixedSize: Int?)
  case varargs

  var cType: String? {
    switch self {
    case .named(_, let cType, _): return cType
    case .array(_, let cType, _, _, _, _): return cType
    case .varargs: return nil
    }
  }
}

struct Parameter {
  var name: String
  var type: TypeRef
  var direction: Direction = .in
  var transfer: Transfer = .none
  var nullable = false
  /// `optional="1"` on an out parameter: the caller may pass NULL.
  var optional = false
  var callerAllocates = false
  var closure: Int?
  var destroy: Int?
  var scope: String?
}

struct Callable {
  enum Kind: String { case function, method, constructor, callback, signal }
  var kind: Kind
  var name: String
  var cIdentifier: String?
  var returnValue = Parameter(name: "", type: .named(name: "none", cType: "void", parameters: []))
  var instanceParameter: Parameter?
  var parameters: [Parameter] = []
  var isThrowing = false
  var deprecated = false
  var introspectable = true
  var doc: String?
  var shadows: String?
  var shadowedBy: String?
  var movedTo: String?
  /// `glib:get-property` / `glib:set-property`: the property this method reads or writes.
  var getsProperty: String?
  var setsProperty: String?
  /// Signals: `detailed`, `action`.
  var isDetailed = false
}

struct Property {
  var name: String
  var type: TypeRef
  var readable = true
  var writable = false
  var constructOnly = false
  var getter: String?
  var setter: String?
  var deprecated = false
  var transfer: Transfer = .none
  var doc: String?
}
