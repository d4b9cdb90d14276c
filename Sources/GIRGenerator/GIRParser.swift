import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads a `.gir` file into a ``Repository``.
///
/// A SAX parse with a stack of frames: each element we model opens a frame, and its end element
/// folds the finished frame into the one below. Elements the generator does not use (virtual
/// methods, source positions, function macros, nested anonymous unions) open an `ignored`
/// frame, and everything inside one is ignored too.
final class GIRParser: NSObject, XMLParserDelegate {
  enum ParseError: Error, CustomStringConvertible {
    case unreadable(String)
    case malformed(file: String, line: Int, reason: String)
    var description: String {
      switch self {
      case .unreadable(let path): return "cannot read \(path)"
      case .malformed(let file, let line, let reason): return "\(file):\(line): \(reason)"
      }
    }
  }

  static func parse(contentsOf url: URL) throws -> Repository {
    guard let parser = XMLParser(contentsOf: url) else { throw ParseError.unreadable(url.path) }
    let delegate = GIRParser()
    parser.delegate = delegate
    guard parser.parse() else {
      throw ParseError.malformed(
        file: url.path, line: parser.lineNumber,
        reason: parser.parserError.map { "\($0)" } ?? "invalid XML")
    }
    if let failure = delegate.failure {
      throw ParseError.malformed(file: url.path, line: failure.line, reason: failure.reason)
    }
    return delegate.repository
  }

  private final class TypeBuilder {
    var isArray: Bool
    var name: String?
    var cType: String?
    var length: Int?
    var zeroTerminated = false
    var fixedSize: Int?
    var children: [TypeRef] = []
    init(isArray: Bool) { self.isArray = isArray }

    var typeRef: TypeRef {
      if isArray {
        return .array(
          element: children.first, cType: cType, name: name, length: length,
          zeroTerminated: zeroTerminated, fixedSize: fixedSize)
      }
      return .named(name: name ?? "none", cType: cType, parameters: children)
    }
  }

  private enum Frame {
    case ignored
    case repository
    case namespace
    case type(TypeDecl)
    case enumeration(Enumeration)
    case member(Enumeration.Member)
    case callable(Callable)
    case parameters
    case parameter(Parameter, role: ParameterRole)
    case property(Property)
    case field(Field)
    case alias(Alias)
    case constant(Constant)
    case typeRef(TypeBuilder)
    case doc
  }

  private enum ParameterRole { case returnValue, instance, regular }

  private(set) var repository = Repository()
  private var stack: [Frame] = []
  private var docText = ""
  private var failure: (line: Int, reason: String)?

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
    qualifiedName: String?, attributes a: [String: String] = [:]
  ) {
    if case .ignored? = stack.last {
      stack.append(.ignored)
      return
    }
    let parent = stack.last
    func flag(_ key: String) -> Bool { a[key] == "1" }
    func callable(_ kind: Callable.Kind) -> Frame {
      .callable(
        Callable(
          kind: kind, name: a["name"] ?? "", cIdentifier: a["c:identifier"],
          isThrowing: flag("throws"), deprecated: flag("deprecated"),
          introspectable: a["introspectable"] != "0", shadows: a["shadows"],
          shadowedBy: a["shadowed-by"], movedTo: a["moved-to"],
          getsProperty: a["glib:get-property"], setsProperty: a["glib:set-property"],
          isDetailed: flag("detailed")))
    }

    let frame: Frame
    switch (element, parent) {
    case ("repository", nil):
      frame = .repository
    case ("include", .repository?):
      repository.includes.append((a["name"] ?? "", a["version"] ?? ""))
      frame = .ignored
    case ("package", .repository?):
      if let name = a["name"] { repository.packages.append(name) }
      frame = .ignored
    case ("namespace", .repository?):
      repository.namespace.name = a["name"] ?? ""
      repository.namespace.version = a["version"] ?? ""
      repository.namespace.symbolPrefixes = (a["c:symbol-prefixes"] ?? "").split(separator: ",")
        .map(String.init)
      repository.namespace.identifierPrefixes =
        (a["c:identifier-prefixes"] ?? "").split(separator: ",").map(String.init)
      frame = .namespace
    case ("class", .namespace?), ("interface", .namespace?), ("record", .namespace?),
      ("union", .namespace?):
      frame = .type(
        TypeDecl(
          kind: TypeDecl.Kind(rawValue: element)!, name: a["name"] ?? "",
          cType: a["c:type"] ?? a["glib:type-name"], symbolPrefix: a["c:symbol-prefix"],
          parent: a["parent"], isAbstract: flag("abstract"), isFinal: flag("final"),
          isFundamental: flag("glib:fundamental"), glibTypeName: a["glib:type-name"],
          glibGetType: a["glib:get-type"], isGTypeStructFor: a["glib:is-gtype-struct-for"],
          isDisguised: flag("disguised"), isOpaque: flag("opaque"),
          deprecated: flag("deprecated"), introspectable: a["introspectable"] != "0",
          refFunction: a["glib:ref-func"], unrefFunction: a["glib:unref-func"]))
    case ("enumeration", .namespace?), ("bitfield", .namespace?):
      frame = .enumeration(
        Enumeration(
          name: a["name"] ?? "", cType: a["c:type"] ?? "", isFlags: element == "bitfield",
          glibGetType: a["glib:get-type"], errorDomain: a["glib:error-domain"],
          deprecated: flag("deprecated")))
    case ("member", .enumeration?):
      frame = .member(
        Enumeration.Member(
          name: a["name"] ?? "", value: Int64(a["value"] ?? "") ?? 0,
          cIdentifier: a["c:identifier"] ?? ""))
    case ("implements", .type?), ("prerequisite", .type?):
      if case .type(var decl) = stack.removeLast() {
        if element == "implements" {
          decl.implements.append(a["name"] ?? "")
        } else {
          decl.prerequisites.append(a["name"] ?? "")
        }
        stack.append(.type(decl))
      }
      frame = .ignored
    case ("constructor", .type?): frame = callable(.constructor)
    case ("method", .type?): frame = callable(.method)
    case ("function", .type?), ("function", .namespace?), ("function", .enumeration?):
      frame = callable(.function)
    case ("callback", .namespace?): frame = callable(.callback)
    case ("glib:signal", .type?):
      frame = callable(.signal)
    case ("property", .type?):
      frame = .property(
        Property(
          name: a["name"] ?? "", type: .varargs, readable: a["readable"] != "0",
          writable: flag("writable"), constructOnly: flag("construct-only"),
          getter: a["getter"], setter: a["setter"], deprecated: flag("deprecated"),
          transfer: Transfer(rawValue: a["transfer-ownership"] ?? "none") ?? .none))
    case ("field", .type?):
      frame = .field(
        Field(
          name: a["name"] ?? "", type: nil, isPrivate: flag("private"),
          readable: a["readable"] != "0", writable: flag("writable")))
    case ("alias", .namespace?):
      frame = .alias(Alias(name: a["name"] ?? "", cType: a["c:type"], target: .varargs))
    case ("constant", .namespace?):
      frame = .constant(
        Constant(
          name: a["name"] ?? "", cType: a["c:type"], value: a["value"] ?? "", type: .varargs,
          deprecated: flag("deprecated")))
    case ("parameters", .callable?):
      frame = .parameters
    case ("return-value", .callable?), ("parameter", .parameters?),
      ("instance-parameter", .parameters?):
      let role: ParameterRole =
        element == "return-value"
        ? .returnValue
        : element == "instance-parameter" ? .instance : .regular
      frame = .parameter(
        Parameter(
          name: a["name"] ?? "", type: .varargs,
          direction: Direction(rawValue: a["direction"] ?? "in") ?? .in,
          transfer: Transfer(rawValue: a["transfer-ownership"] ?? "none") ?? .none,
          nullable: flag("nullable") || flag("allow-none"), optional: flag("optional"),
          callerAllocates: flag("caller-allocates"), closure: a["closure"].flatMap { Int($0) },
          destroy: a["destroy"].flatMap { Int($0) }, scope: a["scope"]),
        role: role)
    case ("type", _), ("array", _):
      switch parent {
      case .parameter?, .property?, .field?, .alias?, .constant?, .typeRef?:
        let builder = TypeBuilder(isArray: element == "array")
        builder.name = a["name"]
        builder.cType = a["c:type"]
        builder.length = a["length"].flatMap { Int($0) }
        // GIR's default: an array with neither a length nor a fixed size ends with a zero
        // element (gir-1.2.rnc; `<array c:type="gchar**">` is a NULL-terminated strv).
        builder.zeroTerminated =
          a["zero-terminated"].map { $0 == "1" }
          ?? (a["length"] == nil && a["fixed-size"] == nil)
        builder.fixedSize = a["fixed-size"].flatMap { Int($0) }
        frame = .typeRef(builder)
      default:
        frame = .ignored
      }
    case ("varargs", .parameter(var p, let role)?):
      p.type = .varargs
      stack[stack.count - 1] = .parameter(p, role: role)
      frame = .ignored
    case ("doc", .type?), ("doc", .callable?), ("doc", .property?), ("doc", .enumeration?),
      ("doc", .member?):
      docText = ""
      frame = .doc
    default:
      frame = .ignored
    }
    stack.append(frame)
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if case .doc? = stack.last { docText += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard let finished = stack.popLast() else { return }
    guard !stack.isEmpty else { return }
    let top = stack.count - 1
    switch (finished, stack[top]) {
    case (.ignored, _), (.parameters, _), (.repository, _):
      break
    case (.namespace, _):
      break
    case (.type(let decl), .namespace):
      repository.namespace.types.append(decl)
    case (.enumeration(let e), .namespace):
      repository.namespace.enumerations.append(e)
    case (.member(let m), .enumeration(var e)):
      e.members.append(m)
      stack[top] = .enumeration(e)
    case (.callable(let c), .namespace):
      if c.kind == .callback {
        repository.namespace.callbacks.append(c)
      } else {
        repository.namespace.functions.append(c)
      }
    case (.callable(let c), .type(var decl)):
      switch c.kind {
      case .constructor: decl.constructors.append(c)
      case .method: decl.methods.append(c)
      case .signal: decl.signals.append(c)
      default: decl.functions.append(c)
      }
      stack[top] = .type(decl)
    case (.callable(let c), .enumeration(var e)):
      e.functions.append(c)
      stack[top] = .enumeration(e)
    case (.parameter(let p, let role), .callable(var c)):
      if role == .returnValue { c.returnValue = p }
      stack[top] = .callable(c)
    case (.parameter(let p, let role), .parameters):
      // The callable sits below the `parameters` frame.
      guard case .callable(var c) = stack[top - 1] else { break }
      if role == .instance { c.instanceParameter = p } else { c.parameters.append(p) }
      stack[top - 1] = .callable(c)
    case (.property(let p), .type(var decl)):
      decl.properties.append(p)
      stack[top] = .type(decl)
    case (.field(let f), .type(var decl)):
      decl.fields.append(f)
      stack[top] = .type(decl)
    case (.alias(let alias), .namespace):
      repository.namespace.aliases.append(alias)
    case (.constant(let constant), .namespace):
      repository.namespace.constants.append(constant)
    case (.typeRef(let builder), let below):
      let ref = builder.typeRef
      switch below {
      case .parameter(var p, let role):
        p.type = ref
        stack[top] = .parameter(p, role: role)
      case .property(var p):
        p.type = ref
        stack[top] = .property(p)
      case .field(var f):
        f.type = ref
        stack[top] = .field(f)
      case .alias(var alias):
        alias.target = ref
        stack[top] = .alias(alias)
      case .constant(var constant):
        constant.type = ref
        stack[top] = .constant(constant)
      case .typeRef(let outer):
        outer.children.append(ref)
      default:
        break
      }
    case (.doc, let below):
      let text = docText
      switch below {
      case .type(var decl):
        decl.doc = text
        stack[top] = .type(decl)
      case .callable(var c):
        c.doc = text
        stack[top] = .callable(c)
      case .property(var p):
        p.doc = text
        stack[top] = .property(p)
      case .enumeration(var e):
        e.doc = text
        stack[top] = .enumeration(e)
      case .member(var m):
        m.doc = text
        stack[top] = .member(m)
      default: break
      }
    default:
      failure = failure ?? (parserLine, "unexpected </\(element)>")
    }
  }

  private var parserLine = 0
}
