/// C callbacks as Swift closures.
///
/// A callback parameter (`GAsyncReadyCallback callback, gpointer user_data`) is one Swift
/// closure parameter; its `user_data` and `GDestroyNotify` parameters are not Swift
/// parameters. The binding boxes the closure (`GLib.CallbackBox`), passes the box as
/// `user_data` and, as the C function pointer, a capture-free trampoline written for the
/// callback's C type that converts its arguments as results are converted (objects wrapped,
/// strings copied, records copied) and calls the closure on the main actor. The box lives as
/// the callback's `scope` says: for the call (`call`), until the one call (`async`), or until C
/// calls the destroy notify (`notified`). A callback with no `user_data`, or with scope
/// `forever`, cannot be freed and is left out.
struct CallbackShape {
  struct Argument {
    var name: String
    var mapping: Mapping
    var transfer: Transfer
  }
  /// The callback's parameters in C order; `nil` at the `user_data` position.
  var arguments: [Argument?]
  var result: Mapping
  /// `@MainActor (_ sourceObject: GLib.Object?, _ res: any AsyncResult) -> Void`.
  var closureType: String
}

extension TypeMapper {
  func callbackShape(_ qualified: String) throws(Unsupported) -> CallbackShape {
    guard let callback = library.callbacks[qualified] else { throw Unsupported(reason: "callback") }
    let home = namespaceOf(qualified)
    if callback.isThrowing { throw Unsupported(reason: "callback that throws (\(qualified))") }
    var arguments: [CallbackShape.Argument?] = []
    var userData = false
    for parameter in callback.parameters {
      if parameter.closure != nil, case .named(let name, _, _) = parameter.type,
        name == "gpointer" || name == "gconstpointer", !userData
      {
        arguments.append(nil)
        userData = true
        continue
      }
      guard parameter.direction == .in else {
        throw Unsupported(reason: "callback with an out parameter (\(qualified))")
      }
      let mapping: Mapping
      do {
        mapping = try map(
          qualifying(parameter.type, in: home), nullable: parameter.nullable,
          transfer: parameter.transfer)
      } catch {
        throw Unsupported(reason: "callback with an argument of \(error.reason)")
      }
      switch mapping.kind {
      case .number, .bool, .string, .enumeration, .flags, .object, .record: break
      default: throw Unsupported(reason: "callback with an argument of \(mapping.swiftType)")
      }
      arguments.append(
        .init(
          name: Naming.lowerCamel(parameter.name), mapping: mapping, transfer: parameter.transfer))
    }
    guard userData else { throw Unsupported(reason: "callback without user data (\(qualified))") }
    let result = try map(
      qualifying(callback.returnValue.type, in: home), nullable: false, transfer: .none)
    switch result.kind {
    case .void, .bool, .number: break
    default: throw Unsupported(reason: "callback returning \(result.swiftType)")
    }
    let parameters = arguments.compactMap { $0 }.map {
      "_ \(Naming.identifier($0.name)): \($0.mapping.declaredType)"
    }
    let closureType =
      "@MainActor (\(parameters.joined(separator: ", "))) -> \(result.kind == .void ? "Void" : result.swiftType)"
    return CallbackShape(arguments: arguments, result: result, closureType: closureType)
  }

  /// `type` with the names of types of `namespace` qualified (`AsyncResult` → `Gio.AsyncResult`),
  /// so that a callback of another namespace maps as it would in its own.
  func qualifying(_ type: TypeRef, in namespace: String) -> TypeRef {
    switch type {
    case .named(let name, let cType, let parameters):
      let fundamental =
        name.contains(".") || name.first?.isLowercase != false
        || Self.numbers[name] != nil
      return .named(
        name: fundamental ? name : "\(namespace).\(name)", cType: cType,
        parameters: parameters.map { qualifying($0, in: namespace) })
    case .array(let element, let cType, let name, let length, let zeroTerminated, let fixedSize):
      return .array(
        element: element.map { qualifying($0, in: namespace) }, cType: cType, name: name,
        length: length, zeroTerminated: zeroTerminated, fixedSize: fixedSize)
    case .varargs:
      return type
    }
  }
}
