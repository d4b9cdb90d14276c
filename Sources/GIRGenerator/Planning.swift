/// What the generator makes of one callable: the Swift mapping of each argument and of the
/// result, or why it cannot express it.
struct CallablePlan {
  struct Argument {
    var parameter: Parameter
    var swiftName: String
    var mapping: Mapping
  }
  var callable: Callable
  var arguments: [Argument]
  var result: Mapping
  var resultTransfer: Transfer
}

extension TypeMapper {
  func plan(_ callable: Callable) throws(Unsupported) -> CallablePlan {
    var arguments: [CallablePlan.Argument] = []
    var used: Set<String> = []
    for parameter in callable.parameters {
      if parameter.direction != .in {
        throw Unsupported(reason: "\(parameter.direction.rawValue) parameter")
      }
      if parameter.closure != nil || parameter.destroy != nil || parameter.scope != nil {
        throw Unsupported(reason: "callback")
      }
      let mapping = try map(parameter.type, nullable: parameter.nullable, transfer: parameter.transfer)
      if mapping.kind == .void { throw Unsupported(reason: "void parameter") }
      if parameter.transfer != .none, mapping.kind != .number, mapping.kind != .bool {
        // An argument whose ownership moves to the callee (a string GTK frees, an object it
        // adopts) needs a copy made for it.
        if case .object = mapping.kind {} else {
          throw Unsupported(reason: "argument with transfer \(parameter.transfer.rawValue)")
        }
      }
      var name = Naming.lowerCamel(parameter.name)
      while !used.insert(name).inserted { name += "_" }
      arguments.append(.init(parameter: parameter, swiftName: name, mapping: mapping))
    }
    let result = try map(
      callable.returnValue.type, nullable: callable.returnValue.nullable,
      transfer: callable.returnValue.transfer)
    if callable.returnValue.transfer == .container {
      throw Unsupported(reason: "result with transfer container")
    }
    if case .named(_, let cType?, _) = callable.returnValue.type, result.kind == .string,
      !cType.hasPrefix("const"), callable.returnValue.transfer == .none
    {
      // `char *` with transfer none is still a string we only read.
    }
    return CallablePlan(
      callable: callable, arguments: arguments, result: result,
      resultTransfer: callable.returnValue.transfer)
  }
}
