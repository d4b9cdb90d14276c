/// Which GIR records Swift has, and as what.
///
/// A record is generated when it is a boxed type (`glib:get-type`: GLib knows how to copy and
/// free it) of a generated namespace other than GObject's (whose `GValue`, `GClosure` and type
/// structs the runtime handles by hand), and is neither deprecated nor written by hand.
///
/// It is a *value* (a Swift struct holding the C struct, copied as C copies it, with `=`) when
/// everything in it is plain data: numbers, enumerations, untyped pointers that it does not own
/// (`GtkTreeIter`'s `user_data`) and value records, and it is not reference counted (no `ref`
/// method). `GtkTextIter`, `GdkRGBA`, `GdkRectangle`, `GtkBorder` are values; callers allocate
/// them on the stack in C, and out parameters of them are `caller-allocates`.
///
/// Any other boxed record is a `GLib.Boxed` class that owns one copy (`GtkTreePath`,
/// `GtkBitset`, `PangoFontDescription`): a record C lends (`transfer none`) is copied with
/// `g_boxed_copy` (for reference-counted ones, a new reference), one C gives (`transfer full`)
/// is adopted, and the wrapper frees its copy once, with `g_boxed_free`, when it goes away.
extension TypeMapper {
  func recordKind(_ qualified: String, _ decl: TypeDecl) throws(Unsupported) -> Mapping.Kind? {
    guard isGeneratedRecord(qualified, decl) else { return nil }
    guard modules[namespaceOf(qualified)] != nil else {
      throw Unsupported(reason: "type from a namespace not generated (\(qualified))")
    }
    return .record(
      swiftName: swiftName(qualified), cType: decl.cType ?? qualified,
      isValue: isValueRecord(qualified, decl))
  }

  func isGeneratedRecord(_ qualified: String, _ decl: TypeDecl) -> Bool {
    decl.kind == .record && decl.glibGetType != nil && decl.isGTypeStructFor == nil
      && !decl.deprecated && decl.introspectable && namespaceOf(qualified) != "GObject"
      && !manual.contains(qualified) && decl.cType != nil
      && decl.glibGetType != "intern"
  }

  func isValueRecord(_ qualified: String, _ decl: TypeDecl, depth: Int = 0) -> Bool {
    guard depth < 4, !decl.fields.isEmpty, !decl.isOpaque, !decl.isDisguised else { return false }
    if decl.methods.contains(where: { $0.name == "ref" || $0.name == "unref" }) { return false }
    let ns = namespaceOf(qualified)
    return decl.fields.allSatisfy { field in
      // A fixed-size array of numbers or untyped pointers (`GtkBitsetIter`'s private data).
      if case .array(.named(let name, _, _)?, _, nil, nil, _, _?)? = field.type {
        return Self.numbers[name] != nil || name == "gpointer"
      }
      guard case .named(let name, let cType, _)? = field.type else { return false }
      if Self.numbers[name] != nil || name == "gboolean" {
        return cType.map { !$0.contains("*") } ?? true
      }
      if name == "gpointer" || name == "gconstpointer" { return true }
      let target = library.resolve(library.qualify(name, in: ns))
      if library.enumerations[target] != nil { return true }
      if let nested = library.types[target], nested.kind == .record,
        cType.map({ !$0.contains("*") }) ?? false
      {
        return isValueRecord(target, nested, depth: depth + 1)
      }
      return false
    }
  }
}
