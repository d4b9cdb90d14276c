import Foundation

/// What the generator makes of one callable: the Swift mapping of each argument and of the
/// result, or why it cannot express it.
///
/// Out parameters (`direction="out"`) are not Swift parameters: the C function writes them
/// into storage the binding lends it (`OutArguments`), and the Swift function returns them.
/// How they combine with the C result is `Shape`:
///
/// - a C function that returns nothing returns its out value, or a labelled tuple of them
///   (`gtk_widget_get_size_request` → `(width: Int32, height: Int32)`);
/// - a C function that returns `gboolean` and does not throw says with it whether it set its
///   out values (GLib's convention, documented as "Returns: %TRUE if ... was set":
///   `gtk_label_get_selection_bounds`, `gtk_tree_model_get_iter_first`): Swift returns the out
///   values as an Optional, `nil` for `FALSE`. When the one out value is itself nullable the
///   two `nil`s are one;
/// - a throwing C function that returns `gboolean` says with it only what the thrown error
///   says, so Swift returns just the out values;
/// - any other C result comes first in the tuple, labelled `result`.
///
/// `optional="1"` out parameters (the caller may pass `NULL`) are still asked for: Swift
/// returns every out value, which costs the C function at most a store. `transfer full` out
/// values are taken over as results are: a string is copied and freed, an object adopted; what
/// a `FALSE` result leaves in them is released.
///
/// An `inout` scalar is a Swift `inout` parameter: its value is passed in and the C function's
/// update written back.
///
/// C arrays are Swift arrays of numbers, booleans, strings, enumerations, flags or objects. An
/// array's length parameter is not a Swift parameter: Swift passes its array's count, or reads
/// the length the C function wrote to know how long the array it returns is. A `NULL`-terminated
/// array (`gchar **`) is copied up to its `NULL`; a returned `NULL` array is an empty one. What a
/// C function gives with an array is freed as its `transfer` says: `container` the array,
/// `full` also its strings (objects' references are adopted).
struct CallablePlan {
  /// A Swift parameter (an `in` or `inout` C parameter).
  struct Argument {
    var parameter: Parameter
    var swiftName: String
    var mapping: Mapping
    /// Its position among the C function's parameters (not counting the instance).
    var cIndex: Int = 0
    /// `inout`: the `OutArguments` slot that carries it in and back out.
    var slot: Int?
    /// A value record the C function may change (a `GtkTextIter *` that is not `const`): a
    /// Swift `inout` parameter, passed as a pointer to a copy that is written back.
    var isInout = false
  }
  /// An out value the Swift function returns.
  struct Output {
    var parameter: Parameter
    /// Its label in the returned tuple.
    var swiftName: String
    var mapping: Mapping
    var cIndex: Int
    /// `-1` for a value record the binding allocates itself (`caller-allocates`).
    var slot: Int
  }
  enum Shape {
    /// The C result (if any) first, then the out values.
    case resultAndOutputs
    /// A `gboolean` result that says whether the out values are set: an Optional of them.
    case outputsIfTrue
    /// A throwing function's `gboolean` result, which the thrown error already says: the out
    /// values alone.
    case outputsOnly
  }
  /// A length parameter of an array: not a Swift parameter. An `in` length is the count of the
  /// Swift array passed (`ofArgument`); an `out` one is written by the C function into `slot`
  /// and says how long the array it returns is.
  struct Length {
    var cIndex: Int
    var mapping: Mapping
    var ofArgument: Argument?
    var slot: Int?
  }
  /// A closure argument's C companions: the `user_data` it is reached through and, for scope
  /// `notified`, the `GDestroyNotify` that releases it.
  struct Callback {
    var argument: Argument
    var userDataIndex: Int
    var destroyIndex: Int?
    var scope: String
    /// The callback's C type (`GAsyncReadyCallback`), which the trampoline is declared as.
    var cType: String
  }
  var callable: Callable
  var arguments: [Argument]
  var outputs: [Output] = []
  var lengths: [Length] = []
  var callbacks: [Callback] = []
  var result: Mapping
  var resultTransfer: Transfer
  var shape: Shape = .resultAndOutputs

  /// How many `OutArguments` slots the call needs.
  var slotCount: Int {
    outputs.filter { $0.slot >= 0 }.count + arguments.filter { $0.slot != nil }.count
      + lengths.filter { $0.slot != nil }.count
  }

  /// The slot the C function writes the length of an array into, given the length's C index.
  func lengthSlot(_ cIndex: Int) -> Length? {
    lengths.first { $0.cIndex == cIndex }
  }

  /// Whether the C result is part of what Swift returns.
  var returnsCResult: Bool { result.kind != .void && shape == .resultAndOutputs }

  /// The label of the C result when it is returned in a tuple with out values.
  var resultLabel: String {
    var label = "result"
    while outputs.contains(where: { $0.swiftName == label }) { label += "_" }
    return label
  }

  /// The Swift result type, `nil` for `Void`.
  var swiftResultType: String? {
    if outputs.isEmpty { return result.kind == .void ? nil : result.declaredType }
    var elements = outputs.map { ($0.swiftName, $0.mapping.declaredType) }
    if returnsCResult { elements.insert((resultLabel, result.declaredType), at: 0) }
    if elements.count == 1 {
      let type = elements[0].1
      if shape == .outputsIfTrue {
        // A nullable value is `nil` both when it is not set and when it is NULL.
        return outputs[0].mapping.nullable ? type : "\(type)?"
      }
      return type
    }
    let tuple =
      "(" + elements.map { "\(Naming.identifier($0.0)): \($0.1)" }.joined(separator: ", ") + ")"
    return shape == .outputsIfTrue ? tuple + "?" : tuple
  }
}

extension TypeMapper {
  func plan(_ callable: Callable) throws(Unsupported) -> CallablePlan {
    var arguments: [CallablePlan.Argument] = []
    var outputs: [CallablePlan.Output] = []
    var used: Set<String> = []
    var labels: Set<String> = []
    var slots = 0
    if callable.kind == .method, ["free", "unref", "ref", "copy"].contains(callable.name),
      case .named(let owner, _, _)? = callable.instanceParameter?.type
    {
      let q = library.resolve(library.qualify(owner, in: namespace))
      if let decl = library.types[q],
        decl.kind == .record && (callable.name != "copy" || isValueRecord(q, decl))
          || callable.name != "copy" && fundamentalRoot(q) != nil
      {
        // A value record is copied with `=`.
        throw Unsupported(reason: "memory management (the Swift wrapper frees or releases it)")
      }
    }
    // Which parameters are the lengths of arrays: of a parameter (its index) or of the result.
    var lengthOf: [Int: Int] = [:]
    for (index, parameter) in callable.parameters.enumerated().map({ ($0.offset, $0.element) }) + [
      (-1, callable.returnValue)
    ] {
      guard case .array(_, _, nil, let length?, _, _) = parameter.type else { continue }
      guard lengthOf.updateValue(index, forKey: length) == nil else {
        throw Unsupported(reason: "two arrays with one length")
      }
    }
    var lengths: [CallablePlan.Length] = []
    // Callbacks: their `user_data` and destroy notify are not Swift parameters.
    var callbackCompanions: Set<Int> = []
    var callbackInfo: [Int: (userData: Int, destroy: Int?, scope: String, cType: String)] = [:]
    for (index, parameter) in callable.parameters.enumerated() {
      guard case .named(let name, let cType, _) = parameter.type,
        library.callbacks[library.resolve(library.qualify(name, in: namespace))] != nil
      else { continue }
      // A `GDestroyNotify` is itself a callback type: the destroy notify of another callback.
      guard let userData = parameter.closure else { continue }
      let scope = parameter.scope ?? "call"
      guard scope != "forever" else { throw Unsupported(reason: "callback with scope forever") }
      guard userData != index, userData >= 0, userData < callable.parameters.count
      else { throw Unsupported(reason: "callback without user data") }
      if scope == "notified", parameter.destroy == nil {
        throw Unsupported(reason: "notified callback without a destroy notify")
      }
      guard let cType else { throw Unsupported(reason: "callback without a C type") }
      callbackCompanions.insert(userData)
      if let destroy = parameter.destroy { callbackCompanions.insert(destroy) }
      callbackInfo[index] = (userData, parameter.destroy, scope, cType)
    }
    for (index, parameter) in callable.parameters.enumerated()
    where parameter.closure == nil && !callbackCompanions.contains(index) {
      if case .named(let name, _, _) = parameter.type,
        library.callbacks[library.resolve(library.qualify(name, in: namespace))] != nil
      {
        throw Unsupported(reason: "callback without user data")
      }
    }
    var callbacks: [CallablePlan.Callback] = []
    var pendingInputLengths: [(cIndex: Int, array: Int, mapping: Mapping)] = []
    for (index, parameter) in callable.parameters.enumerated() {
      if callbackCompanions.contains(index) { continue }
      if let info = callbackInfo[index] {
        var mapping = try map(parameter.type, nullable: parameter.nullable, transfer: .none)
        // Only a callback C keeps (a filter function) is worth unsetting with `nil`.
        if info.scope != "notified" { mapping.nullable = false }
        var name = Naming.lowerCamel(parameter.name)
        while !used.insert(name).inserted { name += "_" }
        let argument = CallablePlan.Argument(
          parameter: parameter, swiftName: name, mapping: mapping, cIndex: index)
        arguments.append(argument)
        callbacks.append(
          .init(
            argument: argument, userDataIndex: info.userData, destroyIndex: info.destroy,
            scope: info.scope, cType: info.cType))
        continue
      }
      if parameter.closure != nil || parameter.destroy != nil || parameter.scope != nil {
        throw Unsupported(reason: "callback")
      }
      if let array = lengthOf[index] {
        let arrayDirection = array < 0 ? Direction.out : callable.parameters[array].direction
        switch (parameter.direction, arrayDirection) {
        case (.in, .in):
          let mapping = try map(parameter.type, nullable: false, transfer: .none)
          guard mapping.kind == .number else {
            throw Unsupported(reason: "array length that is not a number")
          }
          pendingInputLengths.append((index, array, mapping))
        case (.out, .out):
          let mapping = try mapOutput(parameter)
          guard mapping.kind == .number else {
            throw Unsupported(reason: "array length that is not a number")
          }
          lengths.append(.init(cIndex: index, mapping: mapping, slot: slots))
          slots += 1
        default:
          throw Unsupported(
            reason:
              "array whose length is \(parameter.direction.rawValue) and contents \(arrayDirection.rawValue)"
          )
        }
        continue
      }
      if case .array = parameter.type, parameter.direction != .in {
        guard parameter.direction == .out else { throw Unsupported(reason: "inout array") }
        if parameter.callerAllocates { throw Unsupported(reason: "caller-allocates array") }
        var mapping = try map(parameter.type, nullable: false, transfer: parameter.transfer)
        mapping.nullable = false
        var label = Naming.lowerCamel(parameter.name)
        while !labels.insert(label).inserted { label += "_" }
        outputs.append(
          .init(
            parameter: parameter, swiftName: label, mapping: mapping, cIndex: index, slot: slots))
        slots += 1
        continue
      }
      if parameter.direction != .in {
        let mapping = try mapOutput(parameter)
        if parameter.direction == .out {
          var label = Naming.lowerCamel(parameter.name)
          // `out_bounds` and `etag_out` are returned as `bounds` and `etag`.
          if label.hasPrefix("out"), label.count > 3,
            label.dropFirst(3).first?.isUppercase == true
          {
            label = Naming.lowerCamel(String(parameter.name.dropFirst(4)))
          } else if parameter.name.hasSuffix("_out") {
            label = Naming.lowerCamel(String(parameter.name.dropLast(4)))
          }
          while !labels.insert(label).inserted { label += "_" }
          outputs.append(
            .init(
              parameter: parameter, swiftName: label, mapping: mapping, cIndex: index,
              slot: mapping.isValueRecord ? -1 : slots))
          if !mapping.isValueRecord { slots += 1 }
          continue
        }
        if mapping.isValueRecord {
          var name = Naming.lowerCamel(parameter.name)
          while !used.insert(name).inserted { name += "_" }
          arguments.append(
            .init(
              parameter: parameter, swiftName: name, mapping: mapping, cIndex: index,
              isInout: true))
          continue
        }
        // `inout`: a scalar Swift passes in and reads back.
        switch mapping.kind {
        case .number, .bool, .enumeration, .flags: break
        default: throw Unsupported(reason: "inout \(mapping.swiftType) parameter")
        }
        var name = Naming.lowerCamel(parameter.name)
        while !used.insert(name).inserted { name += "_" }
        arguments.append(
          .init(
            parameter: parameter, swiftName: name, mapping: mapping, cIndex: index,
            slot: slots))
        slots += 1
        continue
      }
      let mapping = try map(
        parameter.type, nullable: parameter.nullable, transfer: parameter.transfer)
      if mapping.kind == .void { throw Unsupported(reason: "void parameter") }
      if case .array(_, _, _, let fixedSize?) = mapping.kind, fixedSize <= 0 {
        throw Unsupported(reason: "array of fixed size \(fixedSize)")
      }
      if parameter.transfer != .none, mapping.kind != .number, mapping.kind != .bool {
        // An argument whose ownership moves to the callee (a string GTK frees, an object it
        // adopts) needs a copy made for it.
        switch mapping.kind {
        case .object, .record(_, _, false), .bytes, .fundamental: break
        default: throw Unsupported(reason: "argument with transfer \(parameter.transfer.rawValue)")
        }
      }
      var name = Naming.lowerCamel(parameter.name)
      while !used.insert(name).inserted { name += "_" }
      // A value record C may change (a pointer that is not to `const`) is Swift `inout`.
      let isInout =
        mapping.isValueRecord && !mapping.nullable
        && !Self.isConst(parameter.type.cType)
      arguments.append(
        .init(
          parameter: parameter, swiftName: name, mapping: mapping, cIndex: index, isInout: isInout))
    }
    for pending in pendingInputLengths {
      guard let argument = arguments.first(where: { $0.cIndex == pending.array }) else {
        throw Unsupported(reason: "array length of a parameter Swift does not pass")
      }
      lengths.append(.init(cIndex: pending.cIndex, mapping: pending.mapping, ofArgument: argument))
    }
    var result = try map(
      callable.returnValue.type, nullable: callable.returnValue.nullable,
      transfer: callable.returnValue.transfer)
    switch result.kind {
    case .callback: throw Unsupported(reason: "result that is a callback")
    case .array, .list:
      // A NULL array is returned as an empty one (a NULL list is the empty list).
      result.nullable = false
    default:
      if callable.returnValue.transfer == .container {
        throw Unsupported(reason: "result with transfer container")
      }
    }
    var plan = CallablePlan(
      callable: callable, arguments: arguments, outputs: outputs, lengths: lengths,
      callbacks: callbacks, result: result, resultTransfer: callable.returnValue.transfer)
    if !outputs.isEmpty, result.kind == .bool {
      plan.shape = callable.isThrowing ? .outputsOnly : .outputsIfTrue
    }
    return plan
  }

  /// A pointer to `const` (or `gconstpointer`): the C function only reads what it points to.
  /// An unknown C type is taken as one.
  static func isConst(_ cType: String?) -> Bool {
    guard let cType else { return true }
    return cType.hasPrefix("const") || cType == "gconstpointer"
  }

  /// The mapping of the value an out or inout parameter points to: its C type has one `*`
  /// more than the value's (`gint *` for a `gint`, `GtkWidget **` for an object).
  func mapOutput(_ parameter: Parameter) throws(Unsupported) -> Mapping {
    guard case .named(let name, let cType, let typeParameters) = parameter.type else {
      return try map(parameter.type, nullable: parameter.nullable, transfer: parameter.transfer)
    }
    var pointee = cType
    if let cType {
      guard cType.hasSuffix("*") else {
        throw Unsupported(
          reason: "\(parameter.direction.rawValue) parameter that is not a pointer (\(cType))")
      }
      pointee = String(cType.dropLast()).trimmingCharacters(in: .whitespaces)
    }
    let mapping = try map(
      .named(name: name, cType: pointee, parameters: typeParameters), nullable: parameter.nullable,
      transfer: parameter.transfer)
    if mapping.isValueRecord {
      // A value record is written into storage the caller lends (`GdkRGBA *`), never returned
      // as a pointer to one the callee allocated; the binding always lends it, so it is never
      // `nil` (GIR's `nullable` there says the caller may pass `NULL`).
      if parameter.direction == .out, !parameter.callerAllocates {
        throw Unsupported(reason: "out value record the callee allocates (\(mapping.swiftType))")
      }
      var value = mapping
      value.nullable = false
      return value
    }
    if parameter.callerAllocates {
      throw Unsupported(reason: "caller-allocates \(mapping.swiftType)")
    }
    switch mapping.kind {
    case .callback: throw Unsupported(reason: "out callback")
    case .list:
      var list = mapping
      list.nullable = false
      return list
    case .void: throw Unsupported(reason: "void out parameter")
    case .string, .object:
      if parameter.transfer == .container {
        throw Unsupported(reason: "out parameter with transfer container")
      }
    default: break
    }
    return mapping
  }
}
