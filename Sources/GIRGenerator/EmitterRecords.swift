import Foundation

/// Boxed records (`Records.swift` says which, and as what): a Swift struct for a plain value, a
/// `GLib.Boxed` class otherwise, each with its constructors, methods and functions.
extension Emitter {
  func generatedRecords() -> [TypeDecl] {
    repository.namespace.types.filter { decl in
      mapper.isGeneratedRecord(qualified(decl.name), decl)
        && !ignored.contains(qualified(decl.name))
    }
  }

  /// One file per record.
  mutating func recordFiles() -> [(name: String, contents: String)] {
    var files: [(name: String, contents: String)] = []
    for decl in generatedRecords() {
      let contents =
        mapper.isValueRecord(qualified(decl.name), decl)
        ? emitValueRecord(decl) : emitBoxedRecord(decl)
      files.append(("\(swiftTypeName(decl)).swift", header() + contents))
    }
    return files
  }

  static let recordReserved: Set<String> = [
    "cValue", "gType", "boxedPointer", "boxedType", "init", "deinit", "description", "hashValue",
  ]

  mutating func emitBoxedRecord(_ decl: TypeDecl) -> String {
    let name = swiftTypeName(decl)
    var out = doc(decl.doc, indent: "", wraps: decl.cType)
    out += "public final class \(name): GLib.Boxed {\n"
    out += "  /// The GType of `\(decl.cType!)`, which copies and frees it.\n"
    out += "  public static var gType: GType { \(decl.glibGetType!)() }\n\n"
    out += "  /// Wraps a `\(decl.cType!)`: adopts one given (`transfer full`), copies one lent.\n"
    out +=
      "  package convenience init(_ pointer: UnsafeMutableRawPointer, _ ownership: GLib.Boxed.Ownership) {\n"
    out += "    self.init(pointer, boxedType: Self.gType, ownership)\n  }\n"
    var members = Members(reserved: Self.recordReserved)
    out += emitRecordConstructors(decl, typeName: name, members: &members)
    for m in decl.methods where m.isCounted && !isIgnored(m) {
      guard let plan = try? mapper.plan(m) else { continue }
      out += emitFunction(plan, isStatic: false, members: &members, accessorsOnlyForReads: true)
    }
    out += emitRecordFunctions(decl, members: &members)
    out += "}\n"
    return out
  }

  mutating func emitValueRecord(_ decl: TypeDecl) -> String {
    let name = swiftTypeName(decl)
    let cType = decl.cType!
    var out = doc(decl.doc, indent: "", wraps: decl.cType)
    out += "///\n/// A value: copies are independent, as the C struct's are.\n"
    out += "@MainActor\npublic struct \(name) {\n"
    out += "  /// The C struct.\n  package var cValue: \(cType)\n\n"
    out += "  package init(cValue: \(cType)) { self.cValue = cValue }\n\n"
    out += "  /// The GType of `\(cType)`.\n"
    out += "  public static var gType: GType { \(decl.glibGetType!)() }\n"
    var members = Members(reserved: Self.recordReserved)
    // Public fields: read and written in place, and the memberwise initializer.
    var fields: [(swift: String, c: String, type: String, get: String, set: String)] = []
    var allPublic = true
    for field in decl.fields {
      guard !field.isPrivate, field.readable, let type = field.type,
        let m = try? mapper.map(type, nullable: false, transfer: .none)
      else {
        allPublic = false
        continue
      }
      let c = "cValue.\(field.name)"
      let swift = Naming.lowerCamel(field.name)
      let access: (get: String, set: String)
      switch m.kind {
      case .number: access = (c, "\(c) = newValue")
      case .bool: access = ("swiftBool(\(c))", "\(c) = cBool(newValue)")
      case .enumeration: access = ("swiftEnum(\(c))", "\(c) = cEnum(newValue)")
      case .flags: access = ("swiftFlags(\(c))", "\(c) = cFlags(newValue)")
      default:
        allPublic = false
        continue
      }
      guard members.claim(swift) else {
        allPublic = false
        continue
      }
      fields.append((swift, field.name, m.declaredType, access.get, access.set))
    }
    out += "\n  /// A `\(cType)` whose fields are all zero.\n"
    out += "  public init() { cValue = \(cType)() }\n"
    if allPublic, !fields.isEmpty {
      out +=
        "\n  public init(\(fields.map { "\(Naming.identifier($0.swift)): \($0.type)" }.joined(separator: ", "))) {\n"
      out += "    cValue = \(cType)()\n"
      for f in fields {
        out += "    self.\(Naming.identifier(f.swift)) = \(Naming.identifier(f.swift))\n"
      }
      out += "  }\n"
    }
    for f in fields {
      out += "\n  public var \(Naming.identifier(f.swift)): \(f.type) {\n"
      out += "    get { \(f.get) }\n    set { \(f.set) }\n  }\n"
    }
    for m in decl.methods where m.isCounted && !isIgnored(m) {
      guard let plan = try? mapper.plan(m) else { continue }
      // A method whose instance is not `const` may change it: `mutating`, given `cValue`.
      let isConst = TypeMapper.isConst(m.instanceParameter?.type.cType ?? "")
      out +=
        isConst
        ? emitFunction(
          plan, isStatic: false, members: &members, instance: "&c_self",
          instanceSetup: "var c_self = cValue", accessorsOnlyForReads: true)
        : emitFunction(
          plan, isStatic: false, members: &members, instance: "&cValue", isMutating: true)
    }
    out += emitRecordFunctions(decl, members: &members)
    out += "}\n"
    return out
  }

  /// Constructors of a boxed record: `init`s, or static functions when two read the same.
  mutating func emitRecordConstructors(_ decl: TypeDecl, typeName: String, members: inout Members)
    -> String
  {
    var out = ""
    // `init(_:_:)` wraps a pointer.
    var signatures: Set<String> = ["_:_:"]
    for c in decl.constructors where c.isCounted && !isIgnored(c) {
      guard
        let (plan, symbol, signature, parameters, throwing, statements) = constructorParts(
          c, signatures: signatures, producing: { if case .record = $0 { true } else { false } })
      else { continue }
      let ownership = plan.resultTransfer == .none ? ".copy" : ".adopt"
      out += "\n" + doc(c.doc, indent: "  ", wraps: symbol)
      if signatures.insert(signature).inserted, !plan.result.nullable {
        out += "  public convenience init(\(parameters))\(throwing) {\n" + statements
        out += "    self.init(rawPointer(nonNull(result, \"\(symbol)\")), \(ownership))\n  }\n"
      } else {
        let fname = Naming.identifier(Naming.lowerCamel(c.name))
        guard members.claim(fname) else { continue }
        let resultType = plan.result.nullable ? "\(typeName)?" : typeName
        out +=
          "  public static func \(fname)(\(parameters))\(throwing) -> \(resultType) {\n"
          + statements
        out +=
          "    return \(convertResult("result", plan.result, transfer: plan.resultTransfer, symbol: symbol))\n  }\n"
      }
      emittedSymbols.insert(symbol)
    }
    return out
  }

  /// What a constructor of a boxed record or a fundamental type needs, whichever declaration
  /// it becomes (an `init`, or a static function when another constructor reads the same): its
  /// plan, C symbol, argument-label signature (labels from the constructor's name when
  /// `signatures` has the plain ones already), parameter list, `throws` clause, and the
  /// statements that call it into `result`. Nil for a constructor these shapes do not cover:
  /// one with callbacks, outputs or in-out arguments, or whose result `producing` rejects.
  mutating func constructorParts(
    _ c: Callable, signatures: Set<String>, producing: (Mapping.Kind) -> Bool
  ) -> (
    plan: CallablePlan, symbol: String, signature: String, parameters: String, throwing: String,
    statements: String
  )? {
    guard let plan = try? mapper.plan(c), let symbol = c.cIdentifier, plan.slotCount == 0,
      plan.outputs.isEmpty, !plan.arguments.contains(where: \.isInout),
      producing(plan.result.kind)
    else { return nil }
    var labels = plan.arguments.map(\.swiftName)
    func signature(_ labels: [String]) -> String { labels.map { "\($0):" }.joined() }
    if signatures.contains(signature(labels)) { labels = constructorLabels(c, plan: plan) }
    let parameters = zip(labels, plan.arguments).map { label, a in
      label == a.swiftName
        ? "\(Naming.identifier(label)): \(a.mapping.declaredType)"
        : "\(label) \(Naming.identifier(a.swiftName)): \(a.mapping.declaredType)"
    }.joined(separator: ", ")
    let (setup, cArguments) = callSetup(plan, indent: "    ")
    let call =
      "\(symbol)(\((cArguments + (c.isThrowing ? ["&error"] : [])).joined(separator: ", ")))"
    var statements = setup
    if c.isThrowing { statements += "    var error: UnsafeMutablePointer<GError>?\n" }
    statements += "    let result = \(call)\n"
    if c.isThrowing { statements += "    if let error { throw GLibError(taking: error) }\n" }
    return (
      plan, symbol, signature(labels), parameters, c.isThrowing ? " throws(GLibError)" : "",
      statements
    )
  }

  /// A record's functions (and a value record's constructors): static functions.
  mutating func emitRecordFunctions(_ decl: TypeDecl, members: inout Members) -> String {
    var out = ""
    var callables = decl.functions
    if mapper.isValueRecord(qualified(decl.name), decl) {
      callables = decl.constructors + callables
    }
    for f in callables where f.isCounted && !isIgnored(f) {
      guard let plan = try? mapper.plan(f) else { continue }
      out += emitFunction(plan, isStatic: true, members: &members)
    }
    return out
  }
}
