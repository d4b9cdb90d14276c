import Foundation

/// Fundamental types that count their own references (`GdkEvent`, `GskRenderNode`,
/// `GtkExpression`): a `GLib.Fundamental` class for the root and one subclass per derived type
/// (`Gdk.KeyEvent: Gdk.Event`), each with its constructors, methods and functions. GObject's
/// own (`GParamSpec`, with its floating references) are left to the runtime.
extension TypeMapper {
  /// The root of `qualified`'s class chain, when it is a fundamental type Swift wraps.
  func fundamentalRoot(_ qualified: String) -> TypeDecl? {
    guard let decl = library.types[qualified], decl.kind == .class, decl.glibGetType != nil,
      !decl.deprecated, decl.introspectable, !manual.contains(qualified),
      namespaceOf(qualified) != "GObject"
    else { return nil }
    let root = library.ancestors(of: qualified).last ?? qualified
    guard let rootDecl = library.types[root], rootDecl.isFundamental,
      rootDecl.refFunction != nil, rootDecl.unrefFunction != nil,
      namespaceOf(root) == namespaceOf(qualified)
    else { return nil }
    return rootDecl
  }

  /// The module-wide registration of the fundamental classes of `namespace`'s module.
  func fundamentalRegistration(_ namespace: String) -> String {
    let module = modules[namespace] ?? namespace
    return "\(module).\(module.prefix(1).lowercased() + module.dropFirst())FundamentalTypes"
  }
}

extension Emitter {
  func generatedFundamentals() -> [TypeDecl] {
    repository.namespace.types.filter { decl in
      mapper.fundamentalRoot(qualified(decl.name)) != nil && !ignored.contains(qualified(decl.name))
    }
  }

  mutating func fundamentalFiles() -> [(name: String, contents: String)] {
    let decls = generatedFundamentals()
    guard !decls.isEmpty else { return [] }
    var files: [(name: String, contents: String)] = []
    for decl in decls {
      files.append(("\(swiftTypeName(decl)).swift", header() + emitFundamental(decl)))
    }
    let registration = mapper.fundamentalRegistration(namespace).split(separator: ".").last!
    var out =
      "/// Registers this module's fundamental-type classes with `FundamentalRegistry`, so that an\n"
    out += "/// instance that comes from C is wrapped as its most specific class.\n"
    out += "@MainActor package let \(registration): Void = {\n"
    for decl in decls {
      let name = swiftTypeName(decl)
      out += "  FundamentalRegistry.register(\(name).gType) { \(name)($0, $1) }\n"
    }
    out += "}()\n"
    files.append(("FundamentalRegistration.swift", header() + out))
    return files
  }

  mutating func emitFundamental(_ decl: TypeDecl) -> String {
    let name = swiftTypeName(decl)
    let root = mapper.fundamentalRoot(qualified(decl.name))!
    let isRoot = root.name == decl.name
    var out = doc(decl.doc, indent: "", wraps: decl.cType)
    let parent =
      isRoot ? "GLib.Fundamental" : mapper.swiftName(library.qualify(decl.parent!, in: namespace))
    out += "public class \(name): \(parent) {\n"
    out += "  /// The GType of `\(decl.cType ?? name)`.\n"
    out +=
      "  public \(isRoot ? "" : "override ")class var gType: GType { \(decl.glibGetType!)() }\n"
    if isRoot {
      out +=
        "\n  /// Wraps a `\(decl.cType ?? name)`: adopts one given (`transfer full`), references one lent.\n"
      out +=
        "  package convenience init(_ pointer: UnsafeMutableRawPointer, _ ownership: GLib.Fundamental.Ownership) {\n"
      out +=
        "    self.init(\n      pointer, ownership, ref: { _ = \(root.refFunction!)(cCast($0)) },\n"
      out += "      unref: { \(root.unrefFunction!)(cCast($0)) })\n  }\n"
    }
    // What the ancestors declare is not declared again (Swift would need `override`).
    var reserved: Set<String> = ["instancePointer", "ref", "gType", "init", "deinit"]
    for ancestor in library.ancestors(of: qualified(decl.name)) {
      guard let a = library.types[ancestor] else { continue }
      var scratch = self
      var members = Members(reserved: [])
      _ = scratch.emitFundamentalMembers(a, typeName: "", members: &members)
      reserved.formUnion(members.names)
    }
    var members = Members(reserved: reserved)
    out += emitFundamentalMembers(decl, typeName: name, members: &members)
    out += "}\n"
    return out
  }

  mutating func emitFundamentalMembers(_ decl: TypeDecl, typeName: String, members: inout Members)
    -> String
  {
    var out = ""
    var signatures: Set<String> = ["_:_:"]
    for c in decl.constructors where c.isCounted && !isIgnored(c) {
      guard
        let (plan, symbol, signature, parameters, throwing, statements) = constructorParts(
          c, signatures: signatures,
          producing: { if case .fundamental = $0 { true } else { false } })
      else { continue }
      let ownership = plan.resultTransfer == .none ? ".retain" : ".adopt"
      guard signatures.insert(signature).inserted, !plan.result.nullable else { continue }
      out += "\n" + doc(c.doc, indent: "  ", wraps: symbol)
      out += "  public convenience init(\(parameters))\(throwing) {\n" + statements
      out += "    self.init(rawPointer(nonNull(result, \"\(symbol)\")), \(ownership))\n  }\n"
      emittedSymbols.insert(symbol)
    }
    for m in decl.methods where m.isCounted && !isIgnored(m) {
      guard let plan = try? mapper.plan(m) else { continue }
      out += emitFunction(plan, isStatic: false, members: &members, accessorsOnlyForReads: true)
    }
    for f in decl.functions where f.isCounted && !isIgnored(f) {
      guard let plan = try? mapper.plan(f) else { continue }
      out += emitFunction(plan, isStatic: true, members: &members)
    }
    return out
  }
}
