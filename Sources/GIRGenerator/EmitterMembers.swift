import Foundation

extension Emitter {
  // MARK: - Classes and interfaces

  /// The interfaces `decl` implements that Swift has as protocols.
  func conformances(_ decl: TypeDecl) -> [String] {
    // What a generated ancestor already conforms to is not declared again.
    var inherited: Set<String> = []
    for ancestor in library.ancestors(of: qualified(decl.name)) {
      let ns = mapper.namespaceOf(ancestor)
      for i in library.types[ancestor]?.implements ?? [] {
        inherited.insert(library.qualify(i, in: ns))
      }
    }
    return decl.implements.compactMap { name in
      guard !inherited.contains(library.qualify(name, in: namespace)) else { return nil }
      let q = library.qualify(name, in: namespace)
      guard library.modules[mapper.namespaceOf(q)] != nil, let iface = library.types[q] else {
        return nil
      }
      let owner = Emitter(
        library: library, configuration: configuration, namespace: mapper.namespaceOf(q),
        module: library.modules[mapper.namespaceOf(q)]!)
      guard !owner.isSkipped(iface) else { return nil }
      return mapper.swiftName(q).replacingOccurrences(
        of: Naming.upperCamel(iface.name), with: owner.swiftTypeName(iface))
    }
  }

  func parentSwiftName(_ decl: TypeDecl) -> String {
    let q = library.qualify(decl.parent!, in: namespace)
    if q == "GObject.Object" { return namespace == "GObject" ? "Object" : "GLib.Object" }
    let ns = mapper.namespaceOf(q)
    let owner = Emitter(
      library: library, configuration: configuration, namespace: ns,
      module: library.modules[ns] ?? ns)
    let name = owner.swiftTypeName(library.types[q]!)
    return ns == namespace ? name : "\(library.modules[ns] ?? ns).\(name)"
  }

  mutating func emitClass(_ decl: TypeDecl) -> String {
    let name = swiftTypeName(decl)
    var out = doc(decl.doc, indent: "", wraps: decl.cType)
    let inheritance = ([parentSwiftName(decl)] + conformances(decl)).joined(separator: ", ")
    let canBeOpen = library.ancestors(of: qualified(decl.name)).allSatisfy { ancestor in
      guard manual.contains(ancestor), ancestor != "GObject.Object" else { return true }
      return handWritten.classes[handWrittenKey(ancestor)]?.isOpen == true
    }
    let access = decl.isFinal ? "public final" : canBeOpen ? "open" : "public"
    out += "\(access) class \(name): \(inheritance) {\n"
    out += "  /// The GType of `\(decl.glibTypeName ?? decl.cType ?? name)`.\n"
    out +=
      "  \(decl.isFinal || !canBeOpen ? "public" : "open") override class var gType: GType { \(decl.glibGetType!)() }\n"
    var members = startingMembers(decl)
    out += emitConstructors(decl, typeName: name, members: &members)
    out += unavailableInheritedConstructors(
      decl, own: plannedConstructors(decl, members: startingMembers(decl)), members: members)
    out += emitBody(decl, ownerSwift: name, isInterface: false, members: &members)
    out += "}\n"
    return out
  }

  mutating func emitInterface(_ decl: TypeDecl) -> String {
    let name = swiftTypeName(decl)
    var refines = ["GObjectRepresentable"]
    for p in decl.prerequisites {
      let q = library.qualify(p, in: namespace)
      if library.types[q]?.kind == .interface, library.modules[mapper.namespaceOf(q)] != nil {
        refines.append(mapper.swiftName(q))
      }
    }
    var out = doc(decl.doc, indent: "", wraps: decl.cType)
    out += "public protocol \(name): \(refines.joined(separator: ", ")) {}\n\n"
    out += "extension \(name) {\n"
    var members = Members(
      reserved: Self.reserved,
      byHand: handWritten.members[handWrittenKey(qualified(decl.name))] ?? [])
    out += emitBody(decl, ownerSwift: name, isInterface: true, members: &members)
    out += "}\n\n"
    out +=
      "/// A `\(decl.cType ?? name)` whose class these bindings do not wrap (a private class of the\n"
    out += "/// library): what Swift sees of it is the interface.\n"
    out += "public final class Any\(name): GLib.Object, \(name) {\n"
    out += "  public override class var gType: GType { \(decl.glibGetType!)() }\n"
    out += "}\n"
    if namespace == "GObject" { out = out.replacingOccurrences(of: "GLib.Object", with: "Object") }
    return out
  }

  /// Names hand-written code declares on the ancestors of `decl` (and on `Object`): in the
  /// hand-written classes and in the extensions of generated ones.
  func handWrittenNames(_ decl: TypeDecl) -> Set<String> {
    var result = handWritten.members["GLib.Object"] ?? []
    for ancestor in library.ancestors(of: qualified(decl.name)) {
      result.formUnion(handWritten.members[handWrittenKey(ancestor)] ?? [])
    }
    return result
  }

  /// Hand-written classes of this namespace declare the generated interfaces they implement.
  func emitManualConformances() -> String {
    var out = ""
    for decl in repository.namespace.types
    where decl.kind == .class && manual.contains(qualified(decl.name)) && decl.glibGetType != nil {
      let protocols = conformances(decl)
      guard !protocols.isEmpty else { continue }
      let name = qualified(decl.name) == "GObject.Object" ? "Object" : Naming.upperCamel(decl.name)
      out += "extension \(name): \(protocols.joined(separator: ", ")) {}\n"
    }
    return out
  }

  /// Names the generated ancestors of `decl` declare, which it must not redeclare.
  func inheritedNames(_ decl: TypeDecl) -> Set<String> {
    var result: Set<String> = []
    for ancestor in library.ancestors(of: qualified(decl.name)) {
      guard let a = library.types[ancestor], library.modules[mapper.namespaceOf(ancestor)] != nil
      else { continue }
      var emitter = Emitter(
        library: library, configuration: configuration, namespace: mapper.namespaceOf(ancestor),
        module: library.modules[mapper.namespaceOf(ancestor)]!, handWritten: handWritten)
      var members = Members(reserved: [])
      _ = emitter.emitConstructors(a, typeName: "", members: &members)
      _ = emitter.emitBody(a, ownerSwift: "", isInterface: false, members: &members)
      result.formUnion(members.names)
    }
    return result
  }

  struct Members {
    var reserved: Set<String>
    /// What this type's hand-written extension declares: the generated member of the same
    /// name is left out, not renamed.
    var byHand: Set<String> = []
    /// The argument labels of the hand-written extension's initializers (`label:`).
    var initializersByHand: Set<String> = []
    /// The same for the type's ancestors: an initializer declared in an extension cannot be
    /// redeclared by a subclass, so a constructor that reads the same becomes a static function.
    var ancestorInitializersByHand: Set<String> = []
    var names: Set<String> = []
    var consumed: Set<String> = []

    mutating func claim(_ name: String) -> Bool {
      guard !reserved.contains(name), !byHand.contains(name), !names.contains(name) else {
        return false
      }
      names.insert(name)
      return true
    }
  }

  /// A constructor as the class declares it: an `init` with these labels, or a static function
  /// (when another constructor reads the same, or a hand-written ancestor's initializer does).
  struct PlannedConstructor {
    var callable: Callable
    var plan: CallablePlan
    var labels: [String]
    var isInit: Bool
  }

  func plannedConstructors(_ decl: TypeDecl, members: Members) -> [PlannedConstructor] {
    var result: [PlannedConstructor] = []
    var signatures: Set<String> = []
    for c in decl.constructors where c.isCounted && !isIgnored(c) {
      guard let plan = try? mapper.plan(c), c.cIdentifier != nil, plan.slotCount == 0,
        plan.outputs.isEmpty, !plan.arguments.contains(where: \.isInout)
      else { continue }
      // Labels are the parameters' names; when two constructors would then read the same
      // (`new_with_label(label)`, `new_with_mnemonic(label)`), the later one's first label says
      // what its name adds: `init(mnemonic:)`.
      var labels = plan.arguments.map(\.swiftName)
      func signature(_ labels: [String]) -> String {
        zip(labels, plan.arguments).map { "\($0):\($1.mapping.declaredType)" }.joined(
          separator: ",")
      }
      if signatures.contains(signature(labels)) { labels = constructorLabels(c, plan: plan) }
      let key = labels.map { "\($0):" }.joined()
      if members.initializersByHand.contains(key) {
        // The hand-written initializer takes these labels: a later constructor that reads the
        // same says what its name adds (`CheckButton(mnemonic:)` beside `CheckButton(label:)`).
        signatures.insert(signature(labels))
        continue
      }
      let isInit =
        !members.ancestorInitializersByHand.contains(key)
        && signatures.insert(signature(labels)).inserted
      result.append(PlannedConstructor(callable: c, plan: plan, labels: labels, isInit: isInit))
    }
    return result
  }

  /// The members every class of `decl`'s module starts from: what hand-written code declares
  /// on it and on its ancestors.
  func startingMembers(_ decl: TypeDecl) -> Members {
    Members(
      reserved: Self.reserved.union(inheritedNames(decl)).union(handWrittenNames(decl)),
      byHand: handWritten.members[handWrittenKey(qualified(decl.name))] ?? [],
      initializersByHand: handWritten.initializers[handWrittenKey(qualified(decl.name))] ?? [],
      ancestorInitializersByHand: library.ancestors(of: qualified(decl.name)).reduce(into: []) {
        $0.formUnion(handWritten.initializers[handWrittenKey($1)] ?? [])
      })
  }

  /// Swift lets a subclass inherit its superclass's convenience initializers, and a generated
  /// one calls a constructor of the superclass's own type: `Gtk.ApplicationWindow`'s
  /// `init(application:)` called as `Adw.ApplicationWindow(application:)` would create a
  /// `GtkApplicationWindow` (and stop at `Object.init`'s type check). So each class marks the
  /// constructors of its generated ancestors that it does not declare itself unavailable: the
  /// compiler says so, and overload resolution prefers an available initializer of the same
  /// name (the superclass's, when a file imports both modules and names the class unqualified).
  func unavailableInheritedConstructors(
    _ decl: TypeDecl, own: [PlannedConstructor], members: Members
  )
    -> String
  {
    func declaration(_ planned: PlannedConstructor, using mapper: TypeMapper) -> String? {
      guard let plan = try? mapper.plan(planned.callable) else { return nil }
      return zip(planned.labels, plan.arguments).map { label, a in
        label == a.swiftName
          ? "\(Naming.identifier(label)): \(a.mapping.declaredType)"
          : "\(label) \(Naming.identifier(a.swiftName)): \(a.mapping.declaredType)"
      }.joined(separator: ", ")
    }
    var declared = Set(own.filter(\.isInit).compactMap { declaration($0, using: mapper) })
    var out = ""
    for ancestor in library.ancestors(of: qualified(decl.name)) {
      let ns = mapper.namespaceOf(ancestor)
      guard let module = library.modules[ns], let ancestorDecl = library.types[ancestor] else {
        continue
      }
      let owner = Emitter(
        library: library, configuration: configuration, namespace: ns, module: module,
        handWritten: handWritten)
      guard !owner.isSkipped(ancestorDecl) else { continue }
      var mapper = self.mapper
      mapper.sourceNamespace = ns
      for planned in owner.plannedConstructors(
        ancestorDecl, members: owner.startingMembers(ancestorDecl))
      where planned.isInit {
        // A hand-written initializer of this class with the same labels and types replaces it.
        guard let plan = try? mapper.plan(planned.callable),
          !(handWritten.initializerSignatures[handWrittenKey(qualified(decl.name))] ?? []).contains(
            zip(planned.labels, plan.arguments).map {
              "\($0):\($1.mapping.declaredType.filter { $0 != " " }),"
            }.joined()),
          let parameters = declaration(planned, using: mapper),
          declared.insert(parameters).inserted
        else { continue }
        let made = ancestorDecl.glibTypeName ?? ancestorDecl.name
        out +=
          "\n  @available(*, unavailable, message: \"creates a \(made); \(decl.glibTypeName ?? decl.name) does not have this constructor\")\n"
        out +=
          "  public convenience init(\(parameters))\(planned.callable.isThrowing ? " throws(GLibError)" : "") {\n"
        out += "    fatalError(\"unavailable\")\n  }\n"
      }
    }
    return out
  }

  mutating func emitConstructors(_ decl: TypeDecl, typeName: String, members: inout Members)
    -> String
  {
    var out = ""
    for planned in plannedConstructors(decl, members: members) {
      let (c, plan, labels, isInit) = (
        planned.callable, planned.plan, planned.labels, planned.isInit
      )
      let symbol = c.cIdentifier!
      let parameters = zip(labels, plan.arguments).map { label, a in
        label == a.swiftName
          ? "\(Naming.identifier(label)): \(a.mapping.declaredType)"
          : "\(label) \(Naming.identifier(a.swiftName)): \(a.mapping.declaredType)"
      }.joined(separator: ", ")
      out += "\n" + doc(c.doc, indent: "  ", wraps: symbol)
      let (setup, cArguments) = callSetup(plan, indent: "    ")
      let call =
        "\(symbol)(\((cArguments + (c.isThrowing ? ["&error"] : [])).joined(separator: ", ")))"
      // A constructor's result is ours (`transfer full`) or, annotated `transfer none`,
      // floating (a widget) or owned elsewhere (a window, by GTK's list of toplevels).
      let ownership = plan.resultTransfer == .none ? ".sinkOrRetain" : ".adoptNew"
      if isInit {
        out +=
          "  public convenience init(\(parameters))\(c.isThrowing ? " throws(GLibError)" : "") {\n"
        out += "    _ = typesRegistered\n" + setup
        if c.isThrowing {
          out += "    var error: UnsafeMutablePointer<GError>?\n"
          out += "    let result = \(call)\n"
          out += "    if let error { throw GLibError(taking: error) }\n"
        } else {
          out += "    let result = \(call)\n"
        }
        out += "    self.init(rawPointer(nonNull(result, \"\(symbol)\")), \(ownership))\n  }\n"
      } else {
        // Two constructors with the same Swift signature: the second is a static function.
        let fname = Naming.identifier(Naming.lowerCamel(c.name))
        guard members.claim(fname) else { continue }
        out +=
          "  public static func \(fname)(\(parameters))\(c.isThrowing ? " throws(GLibError)" : "") -> \(typeName) {\n"
        out += "    _ = typesRegistered\n" + setup
        if c.isThrowing {
          out += "    var error: UnsafeMutablePointer<GError>?\n"
          out += "    let result = \(call)\n"
          out += "    if let error { throw GLibError(taking: error) }\n"
        } else {
          out += "    let result = \(call)\n"
        }
        out +=
          "    return \(typeName)(rawPointer(nonNull(result, \"\(symbol)\")), \(ownership))\n  }\n"
      }
      emittedSymbols.insert(symbol)
    }
    return out
  }

  /// `new_with_label(label)` → `init(label:)`; `new_from_file(file)` → `init(file:)`;
  /// `new_with_mnemonic(label)` → `init(mnemonic:)`.
  func constructorLabels(_ c: Callable, plan: CallablePlan) -> [String] {
    var suffix = c.name == "new" ? "" : String(c.name.dropFirst(c.name.hasPrefix("new_") ? 4 : 0))
    for prefix in ["with_", "from_", "for_"] where suffix.hasPrefix(prefix) {
      suffix = String(suffix.dropFirst(prefix.count))
    }
    var labels = plan.arguments.map(\.swiftName)
    if !suffix.isEmpty, let first = labels.first, Naming.lowerCamel(suffix) != first {
      labels[0] = Naming.lowerCamel(suffix)
    }
    return labels
  }

  func isIgnored(_ c: Callable) -> Bool {
    guard let symbol = c.cIdentifier else { return true }
    return ignored.contains(symbol)
  }

  /// Properties, methods, static functions and signals of a class or interface.
  mutating func emitBody(
    _ decl: TypeDecl, ownerSwift: String, isInterface: Bool, members: inout Members
  ) -> String {
    var out = ""
    let methods = decl.methods.filter { $0.isCounted && !isIgnored($0) }
    var byName: [String: Callable] = [:]
    for m in methods { byName[m.name] = m }

    // Properties read and written through their getter and setter methods.
    for p in decl.properties where !p.deprecated {
      guard let getterName = p.getter, let getter = byName[getterName],
        getter.parameters.isEmpty, !getter.isThrowing, let getPlan = try? mapper.plan(getter),
        getPlan.outputs.isEmpty
      else { continue }
      let name = names["\(qualified(decl.name)):\(p.name)"] ?? Naming.lowerCamel(p.name)
      if members.byHand.contains(name) {
        members.consumed.insert(getterName)
        if let setter = p.setter { members.consumed.insert(setter) }
        continue
      }
      guard members.claim(name) else { continue }
      members.consumed.insert(getterName)
      emittedSymbols.insert(getter.cIdentifier!)
      var setterCode: String?
      if p.writable, !p.constructOnly, let setterName = p.setter, let setter = byName[setterName],
        setter.parameters.count == 1, !setter.isThrowing, let setPlan = try? mapper.plan(setter),
        setPlan.arguments.count == 1, setPlan.slotCount == 0, setPlan.lengths.isEmpty,
        !{
          switch setPlan.arguments[0].mapping.kind {
          case .array, .list, .callback, .bytes: true
          default: false
          }
        }(),
        !setPlan.arguments[0].mapping.isValueRecord,
        setPlan.arguments[0].mapping.swiftType == getPlan.result.swiftType,
        setPlan.arguments[0].mapping.nullable || !getPlan.result.nullable,
        setPlan.result.kind == .void
      {
        members.consumed.insert(setterName)
        emittedSymbols.insert(setter.cIdentifier!)
        var arg = setPlan.arguments[0]
        arg.swiftName = "newValue"
        setterCode = "\(setter.cIdentifier!)(cPointer(self), \(argument(arg)))"
      }
      out += "\n" + doc(p.doc ?? getter.doc, indent: "  ", wraps: getter.cIdentifier)
      out += "  public var \(Naming.identifier(name)): \(getPlan.result.declaredType) {\n"
      if let setterCode {
        out += "    get {\n\(body(getPlan, self: "cPointer(self)", indent: "      "))    }\n"
        out += "    set { \(setterCode) }\n"
      } else {
        out += body(getPlan, self: "cPointer(self)", indent: "    ")
      }
      out += "  }\n"
    }

    for m in methods where !members.consumed.contains(m.name) {
      guard let plan = try? mapper.plan(m) else { continue }
      out += emitFunction(plan, isStatic: false, members: &members)
    }
    // A protocol's static functions cannot be called through its name (`File.newForPath`), so
    // an interface's functions are free functions named after their C symbol
    // (`fileNewForPath`); a class's are static.
    if !isInterface {
      for f in decl.functions where f.isCounted && !isIgnored(f) {
        guard let plan = try? mapper.plan(f) else { continue }
        out += emitFunction(plan, isStatic: true, members: &members)
      }
    }
    for s in decl.signals where !s.deprecated {
      out += emitSignal(s, members: &members)
    }
    return out
  }

  /// A method (`isStatic` false), a static function of a type, or a free function.
  mutating func emitFunction(
    _ plan: CallablePlan, isStatic: Bool, free: Bool = false,
    members: inout Members, instance: String = "cPointer(self)", instanceSetup: String = "",
    isMutating: Bool = false, accessorsOnlyForReads: Bool = false
  ) -> String {
    let c = plan.callable
    let symbol = c.cIdentifier!
    var name = names[symbol] ?? Naming.lowerCamel(c.name)
    // `get_child()` reads as a property, `child`.
    let isAccessor =
      plan.arguments.isEmpty && !c.isThrowing && plan.swiftResultType != nil
      && names[symbol] == nil && !isMutating
      && (!accessorsOnlyForReads || readsOnly(c))
    if isAccessor, c.name.hasPrefix("get_"), c.name.count > 4 {
      name = Naming.lowerCamel(String(c.name.dropFirst(4)))
    }
    if !members.claim(name) {
      if members.byHand.contains(name) { return "" }
      name = Naming.lowerCamel(String(symbol.drop(while: { $0 != "_" }).dropFirst()))
      guard members.claim(name) else { return "" }
    }
    emittedSymbols.insert(symbol)
    // An instance the C function consumes (`gtk_expression_bind`'s `transfer full` self) is
    // given a reference of its own: the wrapper keeps its one.
    let consumesSelf = c.instanceParameter?.transfer == .full && instance == "cPointer(self)"
    let selfArgument = isStatic || free ? nil : consumesSelf ? "cPointerGiving(self)" : instance
    var out = "\n" + doc(c.doc, indent: free ? "" : "  ", wraps: symbol)
    let indent = free ? "" : "  "
    let modifiers =
      free
      ? "@MainActor public" : isStatic ? "public static" : isMutating ? "public mutating" : "public"
    if isAccessor, !isStatic, !free, !c.isThrowing {
      out += "\(indent)\(modifiers) var \(Naming.identifier(name)): \(plan.swiftResultType!) {\n"
      out += instanceSetup.isEmpty ? "" : "\(indent)  \(instanceSetup)\n"
      out += body(plan, self: selfArgument, indent: indent + "  ")
      out += "\(indent)}\n"
      return out
    }
    let parameters = plan.arguments.enumerated().map { index, a in
      let type =
        a.slot == nil && !a.isInout ? a.mapping.declaredType : "inout \(a.mapping.declaredType)"
      return index == 0
        ? "_ \(Naming.identifier(a.swiftName)): \(type)"
        : "\(Naming.identifier(a.swiftName)): \(type)"
    }.joined(separator: ", ")
    let result = plan.swiftResultType.map { " -> \($0)" } ?? ""
    let throwing = c.isThrowing ? " throws(GLibError)" : ""
    let discardable = plan.swiftResultType == nil ? "" : "\(indent)@discardableResult\n"
    out += discardable
    out +=
      "\(indent)\(modifiers) func \(Naming.identifier(name))(\(parameters))\(throwing)\(result) {\n"
    out += instanceSetup.isEmpty || isStatic ? "" : "\(indent)  \(instanceSetup)\n"
    out += body(plan, self: selfArgument, indent: indent + "  ")
    out += "\(indent)}\n"
    return out
  }

  /// A record's method that only reads its instance, which may read as a property: one whose
  /// instance is `const`, or that is named as a question or a getter. `copy` is a function.
  func readsOnly(_ c: Callable) -> Bool {
    guard c.name != "copy" else { return false }
    return TypeMapper.isConst(c.instanceParameter?.type.cType ?? "")
      || ["get_", "is_", "has_"].contains { c.name.hasPrefix($0) }
  }

  /// The statements that call the C function and return its converted result.
  func body(_ plan: CallablePlan, self selfArgument: String?, indent: String) -> String {
    let c = plan.callable
    let symbol = c.cIdentifier!
    var (out, arguments) = callSetup(plan, indent: indent)
    if let selfArgument { arguments.insert(selfArgument, at: 0) }
    if c.isThrowing { arguments.append("&error") }
    let call = "\(symbol)(\(arguments.joined(separator: ", ")))"
    if c.isThrowing { out += "\(indent)var error: UnsafeMutablePointer<GError>?\n" }
    let readsResult =
      plan.result.kind != .void
      && (plan.returnsCResult || plan.shape == .outputsIfTrue)
    out += readsResult ? "\(indent)let result = \(call)\n" : "\(indent)\(call)\n"
    if c.isThrowing { out += "\(indent)if let error { throw GLibError(taking: error) }\n" }
    for a in plan.arguments where a.isInout {
      out += "\(indent)\(Naming.identifier(a.swiftName)).cValue = c_\(a.swiftName)\n"
    }
    for a in plan.arguments {
      guard let slot = a.slot else { continue }
      out +=
        "\(indent)\(Naming.identifier(a.swiftName)) = \(readOutput(a.mapping, slot: slot, transfer: .none, symbol: symbol))\n"
    }
    let resultCount = arrayCount(plan.result, plan: plan)
    if plan.outputs.isEmpty {
      if plan.returnsCResult {
        out +=
          "\(indent)return \(convertResult("result", plan.result, transfer: plan.resultTransfer, symbol: symbol, count: resultCount))\n"
      }
      return out
    }
    if plan.shape == .outputsIfTrue {
      // What the C function gave in out values it says are not set is released, not read.
      let releases = plan.outputs.compactMap { o -> String? in
        guard o.parameter.transfer != .none else { return nil }
        switch o.mapping.kind {
        case .string: return "outArguments.releaseString(\(o.slot))"
        case .object: return "outArguments.releaseObject(\(o.slot))"
        case .record(let name, _, false):
          return "outArguments.releaseBoxed(\(o.slot), \(name).gType)"
        default: return nil
        }
      }
      out += "\(indent)guard swiftBool(result) else {\n"
      for r in releases { out += "\(indent)  \(r)\n" }
      out += "\(indent)  return nil\n\(indent)}\n"
    }
    var values = plan.outputs.map {
      $0.slot < 0
        ? ($0.swiftName, "\($0.mapping.swiftType)(cValue: out_\($0.swiftName))")
        : (
          $0.swiftName,
          readOutput(
            $0.mapping, slot: $0.slot, transfer: $0.parameter.transfer, symbol: symbol,
            count: arrayCount($0.mapping, plan: plan))
        )
    }
    if plan.returnsCResult {
      values.insert(
        (
          plan.resultLabel,
          convertResult(
            "result", plan.result, transfer: plan.resultTransfer, symbol: symbol, count: resultCount
          )
        ),
        at: 0)
    }
    if values.count == 1 {
      out += "\(indent)return \(values[0].1)\n"
    } else {
      out += "\(indent)return (\n"
      out += values.map { "\(indent)  \(Naming.identifier($0.0)): \($0.1)" }.joined(
        separator: ",\n")
      out += "\n\(indent))\n"
    }
    return out
  }

  /// The statements before the call (out slots, C copies of Swift arrays) and the C
  /// arguments, in the C function's order, without the instance and the error.
  func callSetup(_ plan: CallablePlan, indent: String) -> (String, [String]) {
    var out = ""
    var arguments = Array(repeating: "nil", count: plan.callable.parameters.count)
    if plan.slotCount > 0 {
      out += "\(indent)let outArguments = OutArguments(count: \(plan.slotCount))\n"
      out += "\(indent)defer { outArguments.deallocate() }\n"
    }
    for a in plan.arguments {
      if let slot = a.slot {
        out += "\(indent)outArguments.store(\(slot), \(inoutValue(a)))\n"
        arguments[a.cIndex] = "outArguments.pointer(\(slot))"
      } else if a.mapping.isValueRecord {
        let name = Naming.identifier(a.swiftName)
        let local = "c_\(a.swiftName)"
        if a.mapping.nullable {
          out += "\(indent)let \(local) = OptionalRecordArgument(\(name)?.cValue)\n"
          out += "\(indent)defer { \(local).deallocate() }\n"
          arguments[a.cIndex] = "\(local).pointer"
        } else {
          out += "\(indent)var \(local) = \(name).cValue\n"
          arguments[a.cIndex] = "&\(local)"
        }
      } else if case .callback(let qualified) = a.mapping.kind,
        let use = plan.callbacks.first(where: { $0.argument.cIndex == a.cIndex })
      {
        out += callbackSetup(
          use, qualified: qualified, symbol: plan.callable.cIdentifier!, indent: indent)
        let local = "c_\(a.swiftName)"
        arguments[a.cIndex] = local
        arguments[use.userDataIndex] = "\(local)_data"
        if let destroy = use.destroyIndex {
          arguments[destroy] =
            a.mapping.nullable
            ? "\(local)_data == nil ? nil : callbackBoxRelease" : "callbackBoxRelease"
        }
      } else if case .bytes = a.mapping.kind {
        let name = Naming.identifier(a.swiftName)
        let local = "c_\(a.swiftName)"
        // `transfer full`: the C function takes the binding's reference.
        let given = a.parameter.transfer != .none
        if a.mapping.nullable {
          out += "\(indent)let \(local) = \(name).map { CArgumentBytes($0) }\n"
          if !given { out += "\(indent)defer { \(local)?.release() }\n" }
          arguments[a.cIndex] = "\(local)?.pointer()"
        } else {
          out += "\(indent)let \(local) = CArgumentBytes(\(name))\n"
          if !given { out += "\(indent)defer { \(local).release() }\n" }
          arguments[a.cIndex] = "\(local).pointer()"
        }
      } else if case .list(let element, let singly) = a.mapping.kind {
        let name = Naming.identifier(a.swiftName)
        let local = "c_\(a.swiftName)"
        let make: (String) -> String = { value in
          switch element.kind {
          case .string: return "CArgumentList(strings: \(value), singly: \(singly))"
          case .record: return "CArgumentList(\(value).map { $0.boxedPointer }, singly: \(singly))"
          default: return "CArgumentList(\(value).map { $0.gobjectPointer }, singly: \(singly))"
          }
        }
        if a.mapping.nullable {
          out += "\(indent)let \(local) = \(name).map { \(make("$0")) }\n"
          out += "\(indent)defer { \(local)?.deallocate() }\n"
          arguments[a.cIndex] = "\(local)?.pointer()"
        } else {
          out += "\(indent)let \(local) = \(make(name))\n"
          out += "\(indent)defer { \(local).deallocate() }\n"
          arguments[a.cIndex] = "\(local).pointer()"
        }
      } else if case .array(let element, _, let zeroTerminated, let fixedSize) = a.mapping.kind {
        let name = Naming.identifier(a.swiftName)
        let local = "c_\(a.swiftName)"
        if let fixedSize {
          let count = a.mapping.nullable ? "(\(name)?.count ?? \(fixedSize))" : "\(name).count"
          out +=
            "\(indent)precondition(\(count) == \(fixedSize), \"\(plan.callable.cIdentifier!) takes \(fixedSize) \(a.swiftName)\")\n"
        }
        let make = argumentArray(element, zeroTerminated: zeroTerminated)
        if a.mapping.nullable {
          out += "\(indent)let \(local) = \(name).map { \(make("$0")) }\n"
          out += "\(indent)defer { \(local)?.deallocate() }\n"
          arguments[a.cIndex] = "\(local)?.pointer()"
        } else {
          out += "\(indent)let \(local) = \(make(name))\n"
          out += "\(indent)defer { \(local).deallocate() }\n"
          arguments[a.cIndex] = "\(local).pointer()"
        }
      } else {
        arguments[a.cIndex] = argument(a)
      }
    }
    for o in plan.outputs {
      if o.slot < 0, case .record(_, let cType, _) = o.mapping.kind {
        // A value record the C function fills in: storage of the binding's own.
        out += "\(indent)var out_\(o.swiftName) = \(cType)()\n"
        arguments[o.cIndex] = "&out_\(o.swiftName)"
      } else {
        arguments[o.cIndex] = "outArguments.pointer(\(o.slot))"
      }
    }
    for l in plan.lengths {
      if let slot = l.slot {
        arguments[l.cIndex] = "outArguments.pointer(\(slot))"
      } else if let a = l.ofArgument {
        let name = Naming.identifier(a.swiftName)
        arguments[l.cIndex] =
          a.mapping.nullable ? "numericCast(\(name)?.count ?? 0)" : "numericCast(\(name).count)"
      }
    }
    return (out, arguments)
  }

  /// The trampoline of a closure argument, its box, and (scope `call`) the box's release.
  func callbackSetup(
    _ use: CallablePlan.Callback, qualified: String, symbol: String, indent: String
  )
    -> String
  {
    guard let shape = try? mapper.callbackShape(qualified) else { return "" }
    let name = Naming.identifier(use.argument.swiftName)
    let local = "c_\(use.argument.swiftName)"
    let nullable = use.argument.mapping.nullable
    let parameters = shape.arguments.indices.map { "p\($0)" }
    var call: [String] = []
    var rebinds: [String] = []
    for (index, argument) in shape.arguments.enumerated() {
      guard let argument else { continue }
      // A C pointer is not `Sendable`: rebound to cross into the main actor's closure.
      switch argument.mapping.kind {
      case .string, .object, .record:
        rebinds.append("nonisolated(unsafe) let p\(index) = p\(index)")
      default: break
      }
      call.append(
        convertResult(
          "p\(index)", argument.mapping, transfer: argument.transfer,
          symbol: "\(qualified) argument"))
    }
    let userData = "p\(shape.arguments.firstIndex { $0 == nil }!)"
    var out =
      "\(indent)let \(local): \(use.cType)\(nullable ? "?" : "") = \(nullable ? "\(name) == nil ? nil : " : ""){ \(parameters.joined(separator: ", ")) in\n"
    for r in rebinds { out += "\(indent)  \(r)\n" }
    out +=
      "\(indent)  let box = CallbackBox.from(\(userData), releasing: \(use.scope == "async"))\n"
    let invoke =
      "MainActor.assumeIsolated { (box.body as! \(shape.closureType))(\(call.joined(separator: ", "))) }"
    switch shape.result.kind {
    case .bool: out += "\(indent)  return cBool(\(invoke))\n"
    case .void: out += "\(indent)  \(invoke)\n"
    default: out += "\(indent)  return \(invoke)\n"
    }
    out += "\(indent)}\n"
    if nullable {
      out += "\(indent)let \(local)_data = \(name).map { CallbackBox.retain($0) }\n"
    } else {
      out += "\(indent)let \(local)_data = CallbackBox.retain(\(name))\n"
      if use.scope == "call" { out += "\(indent)defer { CallbackBox.release(\(local)_data) }\n" }
    }
    return out
  }

  /// The C copy of a Swift array passed as an argument.
  func argumentArray(_ element: Mapping, zeroTerminated: Bool) -> (String) -> String {
    let z = "zeroTerminated: \(zeroTerminated)"
    switch element.kind {
    case .string: return { "CArgumentArray(strings: \($0), \(z))" }
    case .object: return { "CArgumentArray(\($0).map { $0.gobjectPointer }, \(z))" }
    case .bool: return { "CArgumentArray(\($0).map { Int32($0 ? 1 : 0) }, \(z))" }
    case .enumeration:
      return { "CArgumentArray(\($0).map { Int32(truncatingIfNeeded: $0.cValue) }, \(z))" }
    case .flags: return { "CArgumentArray(\($0).map(\\.rawValue), \(z))" }
    case .record: return { "CArgumentArray(\($0).map(\\.cValue), \(z))" }
    default: return { "CArgumentArray(\($0), \(z))" }
    }
  }

  /// How long an array the C function returns or writes is: a length it wrote, its fixed
  /// size, or `nil` for one that ends with a zero element.
  func arrayCount(_ m: Mapping, plan: CallablePlan) -> String? {
    guard case .array(_, let length, _, let fixedSize) = m.kind else { return nil }
    if let length, let l = plan.lengthSlot(length), let slot = l.slot {
      return "outArguments.load(\(slot), as: \(l.mapping.swiftType).self)"
    }
    return fixedSize.map(String.init)
  }

  /// A Swift array of what a C array holds, `base` its first element.
  func convertArray(_ base: String, element: Mapping, transfer: Transfer, count: String?) -> String
  {
    let cElement: String
    switch element.kind {
    case .number: cElement = element.swiftType
    case .bool, .enumeration: cElement = "Int32"
    case .flags: cElement = "UInt32"
    case .record(_, let cType, _): cElement = cType
    default: cElement = "UnsafeMutableRawPointer?"
    }
    let array =
      count.map { "CArrayResult(\(base), count: \($0))" }
      ?? "CArrayResult(zeroTerminated: \(base), of: \(cElement).self)"
    let t = "transfer: .\(transfer.rawValue)"
    switch element.kind {
    case .number: return "\(array).values(\(cElement).self, \(t))"
    case .bool: return "\(array).values(Int32.self, \(t)).map { $0 != 0 }"
    case .enumeration(let name):
      return "\(array).values(Int32.self, \(t)).map { \(name)(cValue: Int64($0)) }"
    case .flags(let name): return "\(array).values(UInt32.self, \(t)).map { \(name)(rawValue: $0) }"
    case .record(let name, let cType, _):
      return "\(array).values(\(cType).self, \(t)).map { \(name)(cValue: $0) }"
    case .string: return "\(array).strings(\(t))"
    case .object(let name, let isInterface):
      return "\(array).objects(\(t)) { \(wrapObject(name, isInterface: isInterface)) }"
    case .void, .array, .list, .callback, .bytes, .fundamental: return "[]"
    }
  }

  /// The closure that wraps an element of an array or list, given its ownership.
  func wrapObject(_ name: String, isInterface: Bool) -> String {
    isInterface
      ? "makeWrapper($0, $1, conforms: { $0 is any \(name).Type }) { \(anyName(name))($0, $1) } as! any \(name)"
      : "makeWrapper($0, $1) { \(name)($0, $1) }"
  }

  /// A Swift array of what a `GList` or `GSList` holds, `head` its first node.
  func convertList(_ head: String, element: Mapping, singly: Bool, transfer: Transfer) -> String {
    let list = "CListResult(\(head), singly: \(singly))"
    let t = "transfer: .\(transfer.rawValue)"
    switch element.kind {
    case .object(let name, let isInterface):
      return "\(list).objects(\(t)) { \(wrapObject(name, isInterface: isInterface)) }"
    case .record(let name, _, _): return "\(list).records(\(t)) { \(name)($0, $1) }"
    default: return "\(list).strings(\(t))"
    }
  }

  /// The C value an `inout` argument passes in, of the size its slot is read back as.
  func inoutValue(_ a: CallablePlan.Argument) -> String {
    let name = Naming.identifier(a.swiftName)
    switch a.mapping.kind {
    case .bool: return "Int32(\(name) ? 1 : 0)"
    case .enumeration: return "Int32(truncatingIfNeeded: \(name).cValue)"
    case .flags: return "\(name).rawValue"
    default: return name
    }
  }

  /// The Swift value of the out value in slot `slot`.
  func readOutput(_ m: Mapping, slot: Int, transfer: Transfer, symbol: String, count: String? = nil)
    -> String
  {
    switch m.kind {
    case .array(let element, _, _, _):
      return convertArray(
        "outArguments.raw(\(slot))", element: element, transfer: transfer, count: count)
    case .record:
      return convertResult("outArguments.raw(\(slot))", m, transfer: transfer, symbol: symbol)
    case .list(let element, let singly):
      return convertList(
        "outArguments.raw(\(slot))", element: element, singly: singly, transfer: transfer)
    case .callback: return "()"
    case .fundamental:
      return convertResult("outArguments.raw(\(slot))", m, transfer: transfer, symbol: symbol)
    case .bytes:
      let read = "bytesValue(outArguments.raw(\(slot)), transfer: .\(transfer.rawValue))"
      return m.nullable ? read : "\(read) ?? []"
    case .void: return "()"
    case .bool: return "outArguments.load(\(slot), as: Int32.self) != 0"
    case .number: return "outArguments.load(\(slot), as: \(m.swiftType).self)"
    case .enumeration: return "swiftEnum(outArguments.load(\(slot), as: Int32.self))"
    case .flags: return "swiftFlags(outArguments.load(\(slot), as: UInt32.self))"
    case .string:
      let read =
        transfer == .full
        ? "outArguments.ownedString(\(slot))" : "outArguments.borrowedString(\(slot))"
      return m.nullable ? read : "\(read) ?? \"\""
    case .object:
      return convertResult("outArguments.raw(\(slot))", m, transfer: transfer, symbol: symbol)
    }
  }

  func argument(_ a: CallablePlan.Argument) -> String {
    let name = Naming.identifier(a.swiftName)
    switch a.mapping.kind {
    // `callSetup` copies them
    case .void, .array, .list, .record(_, _, true), .callback, .bytes: return name
    case .record(_, _, false), .fundamental:
      let given = a.parameter.transfer == .none ? "" : "Giving"
      return a.mapping.nullable ? "cOptionalPointer\(given)(\(name))" : "cPointer\(given)(\(name))"
    case .bool: return "cBool(\(name))"
    case .number, .string: return name
    case .object:
      // `transfer full`: the callee takes a reference; it gets one of its own, not the
      // wrapper's.
      let given = a.parameter.transfer == .none ? "" : "Giving"
      return a.mapping.nullable ? "cOptionalPointer\(given)(\(name))" : "cPointer\(given)(\(name))"
    case .enumeration: return "cEnum(\(name))"
    case .flags: return "cFlags(\(name))"
    }
  }

  func convertResult(
    _ expression: String, _ m: Mapping, transfer: Transfer, symbol: String, count: String? = nil
  ) -> String {
    switch m.kind {
    case .array(let element, _, _, _):
      return convertArray(
        "rawPointer(\(expression))", element: element, transfer: transfer, count: count)
    case .list(let element, let singly):
      return convertList(
        "rawPointer(\(expression))", element: element, singly: singly, transfer: transfer)
    case .callback: return expression
    case .fundamental(let name, let registration):
      let ownership = transfer == .none ? ".retain" : ".adopt"
      let wrap: (String) -> String = {
        "FundamentalRegistry.wrap(\($0), \(ownership), registered: \(registration)) { \(name)($0, $1) }"
      }
      if m.nullable { return "\(expression).map { \(wrap("rawPointer($0)")) }" }
      return wrap("rawPointer(nonNull(\(expression), \"\(symbol)\"))")
    case .bytes:
      let read = "bytesValue(rawPointer(\(expression)), transfer: .\(transfer.rawValue))"
      return m.nullable ? read : "\(read) ?? []"
    case .record(let name, let cType, true):
      let freeing = transfer == .none ? "nil" : "\(name).gType"
      if m.nullable {
        return
          "\(expression).map { \(name)(cValue: recordValue($0, as: \(cType).self, freeing: \(freeing))) }"
      }
      return
        "\(name)(cValue: recordValue(nonNull(\(expression), \"\(symbol)\"), as: \(cType).self, freeing: \(freeing)))"
    case .record(let name, _, false):
      let ownership = transfer == .none ? ".copy" : ".adopt"
      if m.nullable { return "\(expression).map { \(name)(rawPointer($0), \(ownership)) }" }
      return "\(name)(rawPointer(nonNull(\(expression), \"\(symbol)\")), \(ownership))"
    case .void: return expression
    case .bool: return "swiftBool(\(expression))"
    case .number: return expression
    case .string:
      let read = transfer == .full ? "ownedString(\(expression))" : "borrowedString(\(expression))"
      return m.nullable ? read : "\(read) ?? \"\""
    case .enumeration: return "swiftEnum(\(expression))"
    case .flags: return "swiftFlags(\(expression))"
    case .object(let name, let isInterface):
      let ownership = transfer == .none ? ".retain" : ".adoptNew"
      let wrap: (String) -> String = { raw in
        isInterface
          ? "makeWrapper(\(raw), \(ownership), conforms: { $0 is any \(name).Type }) { \(self.anyName(name))($0, $1) } as! any \(name)"
          : "makeWrapper(\(raw), \(ownership)) { \(name)($0, $1) }"
      }
      if m.nullable { return "\(expression).map { \(wrap("rawPointer($0)")) }" }
      return wrap("rawPointer(nonNull(\(expression), \"\(symbol)\"))")
    }
  }

  /// `Gio.ListModel` → `Gio.AnyListModel`.
  func anyName(_ interface: String) -> String {
    if let dot = interface.lastIndex(of: ".") {
      return interface[...dot] + "Any" + interface[interface.index(after: dot)...]
    }
    return "Any" + interface
  }

  // MARK: - Signals

  static let valueGetters: [String: String] = [
    "Bool": "g_value_get_boolean", "Int32": "g_value_get_int", "UInt32": "g_value_get_uint",
    "Int64": "g_value_get_int64", "UInt64": "g_value_get_uint64", "Int": "g_value_get_long",
    "UInt": "g_value_get_ulong", "Double": "g_value_get_double", "Float": "g_value_get_float",
  ]
  static let valueSetters: [String: String] = [
    "Bool": "g_value_set_boolean", "Int32": "g_value_set_int", "UInt32": "g_value_set_uint",
    "Int64": "g_value_set_int64", "UInt64": "g_value_set_uint64", "Int": "g_value_set_long",
    "UInt": "g_value_set_ulong", "Double": "g_value_set_double", "Float": "g_value_set_float",
  ]

  /// Reads argument `index` of a signal from its GValue.
  func signalArgument(_ m: Mapping, girName: String, index: Int) -> String? {
    let value = "values.value(\(index))"
    switch m.kind {
    case .void, .array, .record, .list, .callback, .bytes, .fundamental: return nil
    case .bool: return "g_value_get_boolean(\(value)) != 0"
    case .number:
      if girName == "GType" { return "g_value_get_gtype(\(value))" }
      if girName == "gchar" || girName == "gint8" { return "g_value_get_schar(\(value))" }
      if girName == "guchar" || girName == "guint8" { return "g_value_get_uchar(\(value))" }
      guard let getter = Self.valueGetters[m.swiftType] else { return nil }
      return "\(getter)(\(value))"
    case .string:
      return m.nullable
        ? "borrowedString(g_value_get_string(\(value)))"
        : "borrowedString(g_value_get_string(\(value))) ?? \"\""
    case .enumeration: return "swiftEnum(g_value_get_enum(\(value)))"
    case .flags: return "swiftFlags(g_value_get_flags(\(value)))"
    case .object:
      let raw = "g_value_get_object(\(value))"
      return convertResult(raw, m, transfer: .none, symbol: "signal argument")
        .replacingOccurrences(of: "rawPointer($0)", with: "$0")
        .replacingOccurrences(
          of: "rawPointer(nonNull(\(raw), \"signal argument\"))",
          with: "nonNull(\(raw), \"signal argument\")")
    }
  }

  mutating func emitSignal(_ s: Callable, members: inout Members) -> String {
    var parameters: [(String, String)] = []
    var reads: [String] = []
    for (index, p) in s.parameters.enumerated() {
      guard p.direction == .in,
        let m = try? mapper.map(p.type, nullable: p.nullable, transfer: p.transfer),
        case .named(let gir, _, _) = p.type,
        let read = signalArgument(m, girName: gir, index: index + 1)
      else { return "" }
      parameters.append((Naming.lowerCamel(p.name), m.declaredType))
      reads.append(read)
    }
    guard let result = try? mapper.map(s.returnValue.type, nullable: false, transfer: .none)
    else { return "" }
    var setter: String?
    switch result.kind {
    case .void: break
    case .bool: setter = "g_value_set_boolean(result, value ? 1 : 0)"
    case .number:
      guard let set = Self.valueSetters[result.swiftType] else { return "" }
      setter = "\(set)(result, value)"
    default: return ""
    }
    let name = "on" + Naming.upperCamel(s.name)
    guard members.claim(name) else { return "" }
    let closureType =
      "@escaping @MainActor (\(parameters.map { "_ \(Naming.identifier($0.0)): \($0.1)" }.joined(separator: ", "))) -> \(result.kind == .void ? "Void" : result.swiftType)"
    var out = "\n" + doc(s.doc, indent: "  ", wraps: nil)
    out += "  ///\n  /// Connects to the `\(s.name)` signal.\n"
    out += "  @discardableResult\n"
    out += "  public func \(name)(_ handler: \(closureType)) -> SignalHandler {\n"
    out += "    connectSignal(\"\(s.name)\") { values, _, result in\n"
    let call = "handler(\(reads.joined(separator: ", ")))"
    if let setter {
      out += "      let value = \(call)\n"
      out += "      if let result { \(setter) }\n"
    } else {
      out += "      \(call)\n"
    }
    out += "    }\n  }\n"
    return out
  }

  // MARK: - Functions and registration

  mutating func emitFunctions() -> String {
    var out = ""
    var members = Members(reserved: [])
    for f in repository.namespace.functions where f.isCounted && !isIgnored(f) {
      guard let plan = try? mapper.plan(f) else { continue }
      out += emitFunction(plan, isStatic: true, free: true, members: &members)
    }
    for decl in generatedInterfaces() {
      for f in decl.functions where f.isCounted && !isIgnored(f) {
        guard var plan = try? mapper.plan(f) else { continue }
        plan.callable.name = decl.symbolPrefix.map { "\($0)_\(f.name)" } ?? f.name
        out += emitFunction(plan, isStatic: true, free: true, members: &members)
      }
    }
    return out
  }

  func emitRegistration() -> String {
    var out = """
      /// Registers this module's classes with `TypeRegistry`, so that an object that comes from C
      /// is wrapped as its most specific class, after those of the modules it builds on. It runs
      /// once, before this module first creates or wraps an object; hand-written code of the
      /// package that wraps pointers itself reads it first.
      @MainActor package let typesRegistered: Void = {

      """
    for n in configuration.namespaces {
      if n.module == module { break }
      out += "  _ = \(n.module).typesRegistered\n"
    }
    for decl in generatedClasses() {
      let name = swiftTypeName(decl)
      out += "  TypeRegistry.register(\(name).self) { \(name)($0, $1) }\n"
    }
    out += """
      }()

      /// The wrapper of an object this module's code returns: the live one, or a new one of its
      /// most specific registered class.
      @MainActor @inline(__always)
      func makeWrapper<T: GLib.Object>(
        _ pointer: UnsafeMutableRawPointer, _ ownership: GLib.Object.Ownership,
        _ make: (UnsafeMutableRawPointer, GLib.Object.Ownership) -> T
      ) -> T {
        _ = typesRegistered
        return GLib.Object.wrapper(of: pointer, ownership, make)
      }

      /// The wrapper of an object this module's code returns as an interface it implements.
      @MainActor @inline(__always)
      func makeWrapper(
        _ pointer: UnsafeMutableRawPointer, _ ownership: GLib.Object.Ownership,
        conforms: (GLib.Object.Type) -> Bool,
        _ make: (UnsafeMutableRawPointer, GLib.Object.Ownership) -> GLib.Object
      ) -> GLib.Object {
        _ = typesRegistered
        return GLib.Object.wrapper(of: pointer, ownership, conforms: conforms, make)
      }

      """
    return out
  }
}
